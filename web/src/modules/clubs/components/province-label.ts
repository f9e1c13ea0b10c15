import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useProvinces } from '../../../components/place-picker/geo-queries';
import { placeName } from '../../../components/place-picker/place-names';

/**
 * A club's court carries its province's Vietnamese name and code only; the province list (kept
 * for the visit) gives the name in the reader's language.
 */
export function useProvinceLabel(): (code: string, fallback: string) => string {
  const { i18n } = useTranslation();
  const provinces = useProvinces();
  const language = i18n.language;
  return useCallback(
    (code, fallback) => {
      const province = provinces.data?.data.find((candidate) => candidate.code === code);
      return province ? placeName(province, language) : fallback;
    },
    [provinces.data, language],
  );
}
