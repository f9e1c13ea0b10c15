/**
 * Courts (issue 5's benchmark):
 * - the list as staff open it, over 50,000 seeded courts: saturation and p99 at 500 req/s;
 * - preview and import of a 1,000-row spreadsheet through the API: time and the server's peak
 *   memory (resident set, sampled every 10 ms in the server process).
 */
import { buildSearchText, foldForSearch, vietnameseSortKey, WEEKDAYS } from '@pickleball/domain';
import ExcelJS from 'exceljs';
import { BENCH_ADMIN, type BenchServer, type SeedContext, startBenchServer } from '../lib/bench-server';
import { checkEndpoint, measureFixedRate, measureSaturation, type Target, warmUp } from '../lib/measure';
import { createRandom } from '../lib/people';
import { formatInteger } from '../lib/report';
import type { Benchmark, GoalCheck, Measurement } from '../lib/types';

const COURT_COUNT = 50_000;
const IMPORT_ROWS = 1_000;
const PER_PAGE = 25;
const WARM_UP = { connections: 50, durationSeconds: 2 };
const SATURATION = { connections: 50, durationSeconds: 10 };
const FIXED_RATE = { rate: 500, connections: 20, durationSeconds: 10 };
const GOAL_IMPORT_SECONDS = 10;
const GOAL_IMPORT_PEAK_MB = 512;

/** A few real units: [province code, ward code, ward name, province name]. */
const PLACES: readonly [string, string, string, string][] = [
  ['79', '26743', 'Phường Bến Thành', 'Thành phố Hồ Chí Minh'],
  ['79', '26740', 'Phường Sài Gòn', 'Thành phố Hồ Chí Minh'],
  ['01', '00004', 'Phường Ba Đình', 'Thành phố Hà Nội'],
  ['48', '20242', 'Phường Hải Châu', 'Thành phố Đà Nẵng'],
];
const NAMES = ['Sân Pickleball', 'CLB Pickleball', 'Pickleball Arena', 'Sân Thể thao', 'Pickleball Center'];
const AREAS = [
  'Thảo Điền',
  'Phú Mỹ Hưng',
  'Cầu Giấy',
  'Mỹ Khê',
  'Bến Thành',
  'Tân Định',
  'Hoàn Kiếm',
  'Sơn Trà',
];

async function seedCourts(context: SeedContext): Promise<Record<string, number>> {
  const random = createRandom(20_261_123);
  const now = Date.now();
  const hours = JSON.stringify(
    Object.fromEntries(WEEKDAYS.map((day) => [day, { closed: false, open: '06:00', close: '22:00' }])),
  );
  await context.db.transaction().execute(async (trx) => {
    for (let start = 0; start < COURT_COUNT; start += 500) {
      const rows = Array.from({ length: Math.min(500, COURT_COUNT - start) }, (_, offset) => {
        const index = start + offset;
        const [province, ward, wardName, provinceName] = PLACES[
          index % PLACES.length
        ] as (typeof PLACES)[number];
        const name = `${NAMES[index % NAMES.length]} ${AREAS[Math.floor(random() * AREAS.length)]} ${index + 1}`;
        const createdAt = new Date(now - Math.floor(random() * 700) * 86_400_000).toISOString();
        return {
          name,
          name_key: foldForSearch(name),
          location: null,
          province_code: province,
          ward_code: ward,
          address_detail: `${index + 1} Nguyễn Huệ`,
          owner_name: 'Đỗ Minh Tuấn',
          owner_email: `owner${index}@example.com`,
          owner_phone: `09${String(10_000_000 + index).slice(-8)}`,
          number_of_courts: 1 + (index % 12),
          schedule: null,
          price_cents: 500 + (index % 40) * 50,
          description: 'Sân tiêu chuẩn, mặt sân acrylic, có đèn chiếu sáng.',
          status: index % 20 === 0 ? 'pending' : 'active',
          status_before_archive: null,
          is_active: true,
          sort_order: index % 100,
          website: null,
          social_media: '[]',
          operating_hours: hours,
          facilities: '["outdoor","lighting"]',
          amenities: index % 3 === 0 ? '["wifi","drinking_water"]' : '["drinking_water"]',
          surface_type: 'acrylic',
          parking: 'free',
          equipment_rental: index % 2 === 0,
          coaching: index % 5 === 0,
          special_notes: null,
          contact_person: null,
          emergency_contact: null,
          sort_name: vietnameseSortKey(name),
          search_text: buildSearchText([
            name,
            `${index + 1} Nguyễn Huệ`,
            'Đỗ Minh Tuấn',
            wardName,
            provinceName,
          ]),
          created_by: null,
          created_at: createdAt,
          updated_at: createdAt,
        };
      });
      await trx.insertInto('courts').values(rows).execute();
      if (context.signal.aborted) throw new Error('seed interrupted');
    }
  });
  return { courts: COURT_COUNT };
}

/** The import template's own columns (English headers), 1,000 new courts in real units. */
async function importFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Courts');
  sheet.addRow([
    'Court name',
    'Province or city',
    'Ward, commune or special zone',
    'Address detail',
    'Owner name',
    'Owner phone',
    'Number of courts',
    'Price per hour (USD)',
    'Surface type',
    'Amenities',
    'Monday',
    'Sunday',
  ]);
  for (let index = 0; index < IMPORT_ROWS; index += 1) {
    const [, , wardName, provinceName] = PLACES[index % PLACES.length] as (typeof PLACES)[number];
    // Half written without diacritics, as people type them.
    const province = index % 2 === 0 ? provinceName : foldForSearch(provinceName);
    sheet.addRow([
      `Sân nhập ${index + 1}`,
      province,
      wardName,
      `${index} Lê Lợi`,
      'Lê Hoàng Minh',
      `0912${String(100_000 + index)}`,
      4,
      10,
      'Acrylic',
      'Wi-Fi',
      '06:00-22:00',
      'closed',
    ]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function upload(server: BenchServer, token: string, path: string, file: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file)]), 'courts.xlsx');
  const before = await server.sampleUsage();
  const started = performance.now();
  const response = await fetch(new URL(path, server.baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
    signal: AbortSignal.timeout(120_000),
  });
  const body = (await response.json()) as {
    data?: { totals: Record<string, number>; created: number | null };
  };
  const seconds = (performance.now() - started) / 1_000;
  const after = await server.sampleUsage();
  if (response.status !== 200)
    throw new Error(`${path} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { seconds, peakMb: after.peakRssBytes / 1_048_576, baseMb: before.rssBytes / 1_048_576, body };
}

export const benchmark: Benchmark = {
  name: 'courts',
  description: `GET /api/v1/courts over ${formatInteger(COURT_COUNT)} courts; preview and import of ${formatInteger(IMPORT_ROWS)} rows`,
  async run({ postgresUrl, log }) {
    const server = await startBenchServer({ name: 'courts', postgresUrl, log, seed: seedCourts });
    try {
      const token = await server.login(BENCH_ADMIN.username, BENCH_ADMIN.password);
      const list: Target = {
        label: `GET /api/v1/courts?page=1&per_page=${PER_PAGE}`,
        path: `/api/v1/courts?page=1&per_page=${PER_PAGE}`,
        headers: { authorization: `Bearer ${token}` },
      };
      const search: Target = {
        label: 'GET /api/v1/courts?search=thao dien&amenity=wifi',
        path: '/api/v1/courts?search=thao%20dien&amenity=wifi&per_page=25',
        headers: { authorization: `Bearer ${token}` },
      };
      await checkEndpoint(server, list, (body) =>
        (body as { meta?: { total?: number } }).meta?.total === COURT_COUNT ? undefined : 'wrong total',
      );
      const measurements: Measurement[] = [];
      for (const target of [list, search]) {
        log(`${target.label}: warming up, saturation, fixed rate`);
        await warmUp(server, target, WARM_UP);
        measurements.push(await measureSaturation(server, target, SATURATION));
        measurements.push(await measureFixedRate(server, target, FIXED_RATE));
      }

      const file = await importFile();
      await server.waitForIdle();
      log(`preview of ${IMPORT_ROWS} rows`);
      const preview = await upload(server, token, '/api/v1/courts/import/preview?mode=skip_duplicates', file);
      log(`import of ${IMPORT_ROWS} rows`);
      const imported = await upload(server, token, '/api/v1/courts/import?mode=skip_duplicates', file);
      if (imported.body.data?.created !== IMPORT_ROWS)
        throw new Error(
          `import created ${imported.body.data?.created} of ${IMPORT_ROWS}: ${JSON.stringify(imported.body.data?.totals)}`,
        );

      const goals: GoalCheck[] = [
        {
          goal: `import of ${formatInteger(IMPORT_ROWS)} rows ≤ ${GOAL_IMPORT_SECONDS} s`,
          actual: `${imported.seconds.toFixed(2)} s (preview ${preview.seconds.toFixed(2)} s)`,
          passed: imported.seconds <= GOAL_IMPORT_SECONDS,
        },
        {
          goal: `server peak memory during the import ≤ ${GOAL_IMPORT_PEAK_MB} MB`,
          actual: `${Math.round(imported.peakMb)} MB (preview ${Math.round(preview.peakMb)} MB; ${Math.round(preview.baseMb)} MB before)`,
          passed: imported.peakMb <= GOAL_IMPORT_PEAK_MB,
        },
      ];
      return {
        name: 'courts',
        database: server.database,
        seed: server.seed,
        seedSeconds: server.seedSeconds,
        measurements,
        derived: {
          preview_seconds: Math.round(preview.seconds * 100) / 100,
          import_seconds: Math.round(imported.seconds * 100) / 100,
          preview_peak_rss_mb: Math.round(preview.peakMb),
          import_peak_rss_mb: Math.round(imported.peakMb),
          rss_before_mb: Math.round(preview.baseMb),
        },
        goals,
        notes: ['each imported court is audited and written in batches of 100 rows, one transaction each'],
      };
    } finally {
      await server.stop();
    }
  },
};
