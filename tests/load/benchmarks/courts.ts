/**
 * Courts (issue 5's benchmark):
 * - the list as staff open it, over 50,000 seeded courts: saturation and p99 at 500 req/s;
 * - preview and import of a 1,000-row spreadsheet through the API: time and the server's peak
 *   memory (resident set, sampled every 10 ms in the server process).
 */
import { foldForSearch } from '@pickleball/domain';
import ExcelJS from 'exceljs';
import { BENCH_ADMIN, type BenchServer, startBenchServer } from '../lib/bench-server';
import { checkEndpoint, measureFixedRate, measureSaturation, type Target, warmUp } from '../lib/measure';
import { formatInteger } from '../lib/report';
import { PLACES, seedCourts } from '../lib/seed-courts';
import type { Benchmark, GoalCheck, Measurement } from '../lib/types';

const COURT_COUNT = 50_000;
const IMPORT_ROWS = 1_000;
const PER_PAGE = 25;
const WARM_UP = { connections: 50, durationSeconds: 2 };
const SATURATION = { connections: 50, durationSeconds: 10 };
const FIXED_RATE = { rate: 500, connections: 20, durationSeconds: 10 };
const GOAL_IMPORT_SECONDS = 10;
const GOAL_IMPORT_PEAK_MB = 512;

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
    const server = await startBenchServer({
      name: 'courts',
      postgresUrl,
      log,
      seed: (context) => seedCourts(context, COURT_COUNT),
    });
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
