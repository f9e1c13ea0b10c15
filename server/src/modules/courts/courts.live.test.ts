import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { courtPayload } from '../../testing/court-factories';
import { markEvents, openWatcher } from '../../testing/live-resource';
import { multipartFile } from '../../testing/multipart';
import { TestRealtimeClients } from '../../testing/realtime-client';
import { REDIS_URL, redisAvailable } from '../../testing/redis';
import { call, createTwoInstances, loginAsAdmin } from '../../testing/test-app';

const ROOM = 'resource:courts';

/** A real .xlsx with the import's English headers and these courts (Bến Thành ward). */
async function importFile(names: string[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Courts');
  sheet.addRow([
    'Court name',
    'Province or city',
    'Ward, commune or special zone',
    'Owner name',
    'Owner phone',
    'Number of courts',
  ]);
  for (const name of names)
    sheet.addRow([name, 'Thành phố Hồ Chí Minh', 'Phường Bến Thành', 'Đỗ Minh Tuấn', '0335550109', 3]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

describe.runIf(redisAvailable)('courts live across instances (Redis adapter)', () => {
  it('brings staff on the other instance each change of a court, and keeps the room from those without court.view', async () => {
    const { first, second, close } = await createTwoInstances(REDIS_URL);
    const clients = new TestRealtimeClients();
    try {
      const admin = await loginAsAdmin(first);
      const url = await second.listen({ host: '127.0.0.1', port: 0 });
      const viewer = await openWatcher(first, admin, clients, url, ['court.view'], ROOM);
      expect(viewer.ack).toEqual({ joined: [ROOM], denied: [] });
      // Staff of another module (users) may not listen to the courts.
      const outsider = await openWatcher(first, admin, clients, url, ['user.view'], ROOM);
      expect(outsider.ack).toEqual({ joined: [], denied: [ROOM] });

      const watcher = viewer.socket;
      let mark = markEvents(watcher);
      const created = await call(first, admin, {
        method: 'POST',
        url: '/api/v1/courts',
        payload: courtPayload({ name: 'Sân Pickleball Thủ Thiêm' }),
      });
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as number;
      const onCreate = await mark.waitFor('court.updated', id, `the new court ${id}`);
      expect(onCreate.id).toBe(id);

      mark = markEvents(watcher);
      const edited = await call(first, admin, {
        method: 'PUT',
        url: `/api/v1/courts/${id}`,
        payload: courtPayload({ name: 'Sân Pickleball Thủ Thiêm mới', number_of_courts: 6 }),
      });
      expect(edited.statusCode, edited.body).toBe(200);
      expect((await mark.waitFor('court.updated', id, `the edited court ${id}`)).id).toBe(id);

      // Courts are archived rather than deleted (there is no delete): archive, then restore.
      for (const action of ['archive', 'restore']) {
        mark = markEvents(watcher);
        const changed = await call(first, admin, { method: 'POST', url: `/api/v1/courts/${id}/${action}` });
        expect(changed.statusCode, changed.body).toBe(200);
        expect((await mark.waitFor('court.updated', id, `the court ${id} after ${action}`)).id).toBe(id);
      }
      // The viewer reads the change through its own instance.
      const seen = await call(second, viewer.session, { method: 'GET', url: `/api/v1/courts/${id}` });
      expect(seen.json().data).toMatchObject({ name: 'Sân Pickleball Thủ Thiêm mới', status: 'active' });

      // An import announces every court its committed batches wrote.
      mark = markEvents(watcher);
      const names = ['Sân Nhập Khẩu Một', 'Sân Nhập Khẩu Hai'];
      const { payload, headers } = multipartFile('courts.xlsx', await importFile(names));
      const imported = await call(first, admin, {
        method: 'POST',
        url: '/api/v1/courts/import',
        payload,
        headers,
      });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().data.created).toBe(2);
      for (const name of names) {
        const found = await call(first, admin, {
          method: 'GET',
          url: `/api/v1/courts?search=${encodeURIComponent(name)}`,
        });
        const court = found.json().data.find((row: { name: string }) => row.name === name) as { id: number };
        expect(court, name).toBeDefined();
        expect((await mark.waitFor('court.updated', court.id, `the imported court ${name}`)).id).toBe(
          court.id,
        );
      }
    } finally {
      clients.closeAll();
      await close();
    }
  });
});
