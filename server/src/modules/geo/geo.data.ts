import { readFileSync } from 'node:fs';
import { foldForSearch, type Province, type Ward } from '@pickleball/domain';

/**
 * Vietnam's administrative units (server/data/README.md): read once, on first use, and indexed by
 * code and by folded name, so a court's province and ward are checked by code and an imported
 * address written by hand ("TP HCM", "Quan 1" before the reform, "phuong Ben Thanh" without
 * diacritics) is matched to the official unit.
 */

interface RawUnit {
  code: string;
  name: string;
  nameEn: string;
  type: string;
}
interface RawProvince extends RawUnit {
  wards: RawUnit[];
}
interface LegacyProvince {
  oldCode: string;
  oldName: string;
  aliases: string[];
  newCode: string;
}

export interface ProvinceWithWards extends Province {
  wards: Ward[];
}

interface GeoIndex {
  provinces: ProvinceWithWards[];
  byCode: Map<string, ProvinceWithWards>;
  wardByCode: Map<string, { ward: Ward; province: ProvinceWithWards }>;
  /** Folded names, with and without their unit prefix, of current and pre-2025 provinces. */
  provinceByName: Map<string, { province: ProvinceWithWards; legacy: string | null }>;
}

let index: GeoIndex | null = null;

const dataFile = (name: string) => new URL(`../../../data/${name}`, import.meta.url);

/** "Tỉnh Thanh Hóa" → "thanh hoa"; "TP. Hồ Chí Minh", "Thành phố Hồ Chí Minh" → "ho chi minh". */
export function foldPlaceName(value: string): string {
  return foldForSearch(value)
    .replace(/[.,]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(
      /^(thanh pho|tinh|tp|phuong|xa|dac khu|quan|huyen|thi xa|thi tran|ward|commune|special zone|p|q) /,
      '',
    )
    .replace(/ (city|province|ward|commune|special zone)$/, '');
}

function load(): GeoIndex {
  const raw = JSON.parse(readFileSync(dataFile('vn-admin-units.json'), 'utf8')) as {
    provinces: RawProvince[];
  };
  const legacy = JSON.parse(readFileSync(dataFile('vn-legacy-provinces.json'), 'utf8')) as LegacyProvince[];
  const provinces = raw.provinces.map(
    (province): ProvinceWithWards => ({
      code: province.code,
      name: province.name,
      name_en: province.nameEn,
      type: province.type as Province['type'],
      wards: province.wards.map((ward) => ({
        code: ward.code,
        name: ward.name,
        name_en: ward.nameEn,
        type: ward.type as Ward['type'],
      })),
    }),
  );
  const byCode = new Map(provinces.map((province) => [province.code, province]));
  const wardByCode = new Map(
    provinces.flatMap((province) => province.wards.map((ward) => [ward.code, { ward, province }] as const)),
  );
  const provinceByName = new Map<string, { province: ProvinceWithWards; legacy: string | null }>();
  for (const entry of legacy) {
    const province = byCode.get(entry.newCode);
    if (!province) continue;
    const isSame = foldPlaceName(entry.oldName) === foldPlaceName(province.name);
    for (const name of [entry.oldName, ...entry.aliases])
      provinceByName.set(foldPlaceName(name), { province, legacy: isSame ? null : entry.oldName });
  }
  // Current names last: they win over an old alias that happens to fold the same.
  for (const province of provinces)
    for (const name of [province.name, province.name_en])
      provinceByName.set(foldPlaceName(name), { province, legacy: null });
  return { provinces, byCode, wardByCode, provinceByName };
}

function geo(): GeoIndex {
  index ??= load();
  return index;
}

export const listProvinces = (): ProvinceWithWards[] => geo().provinces;
export const findProvince = (code: string): ProvinceWithWards | undefined => geo().byCode.get(code);
export const findWard = (code: string) => geo().wardByCode.get(code);

export interface AddressMatch {
  province: ProvinceWithWards | null;
  ward: Ward | null;
  /** The pre-2025 province name that was read, when the text used one. */
  legacyProvince: string | null;
}

/**
 * Reads a province and ward written by hand: codes, names with or without diacritics or unit
 * prefix, English names, or a pre-2025 province name (mapped to the province it merged into).
 */
export function matchAddress(provinceText: string | null, wardText: string | null): AddressMatch {
  const { byCode, provinceByName } = geo();
  const provinceInput = provinceText?.trim() ?? '';
  const found = /^\d{1,2}$/.test(provinceInput)
    ? { province: byCode.get(provinceInput.padStart(2, '0')) ?? null, legacy: null }
    : (provinceByName.get(foldPlaceName(provinceInput)) ?? { province: null, legacy: null });
  const province = found.province ?? null;
  let ward: Ward | null = null;
  const wardInput = wardText?.trim() ?? '';
  if (province && wardInput) {
    const folded = foldPlaceName(wardInput);
    ward =
      province.wards.find((candidate) => candidate.code === wardInput.padStart(5, '0')) ??
      province.wards.find(
        (candidate) =>
          foldPlaceName(candidate.name) === folded || foldPlaceName(candidate.name_en) === folded,
      ) ??
      null;
  }
  return { province, ward, legacyProvince: found.legacy };
}
