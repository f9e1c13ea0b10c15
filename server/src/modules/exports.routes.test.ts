import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtPayload } from '../testing/court-factories';
import { createRole, createUserAndLogin } from '../testing/factories';
import { createMatch, createPlayers, matchPayload } from '../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../testing/test-app';

/** The downloads of the matches, clubs, rank points and court requests lists. */
let app: FastifyInstance;
let admin: Session;
let players: Session[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin);
});
afterAll(() => app.close());

async function csv(url: string, locale = 'vi', session: Session = admin) {
  const response = await call(app, session, { method: 'GET', url, locale });
  return {
    status: response.statusCode,
    lines: response.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n'),
    disposition: String(response.headers['content-disposition'] ?? ''),
  };
}

describe('exports of the lists', () => {
  it('downloads the filtered matches with translated values and local times', async () => {
    const match = await createMatch(app, admin, matchPayload(players, { event: 'Giải Xuất Tệp Hồ Tây' }));
    await createMatch(app, admin, matchPayload(players, { event: 'Another event' }));
    const file = await csv('/api/v1/matches/export?format=csv&search=xuat tep&tz=Asia%2FHo_Chi_Minh');
    expect(file.status).toBe(200);
    expect(file.disposition).toMatch(/filename="matches-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(file.lines).toHaveLength(2);
    expect(file.lines[0]).toMatch(/^ID,Sự kiện,Ngày thi đấu,/);
    expect(file.lines[1]).toMatch(
      new RegExp(`^${match.id},Giải Xuất Tệp Hồ Tây,\\d{2}:\\d{2} \\d{2}/\\d{2}/\\d{4}`),
    );
    expect(file.lines[1]).toContain(',nháp,');
    const english = await csv('/api/v1/matches/export?format=csv&search=xuat tep', 'en');
    expect(english.lines[1]).toContain(',draft,');
  });

  it('downloads the clubs', async () => {
    await call(app, admin, {
      method: 'POST',
      url: '/api/v1/clubs',
      payload: { name: 'CLB Xuất Tệp', schedule: [], is_active: true, status: 'active' },
    });
    const file = await csv('/api/v1/clubs/export?format=csv&search=xuat');
    expect(file.status).toBe(200);
    expect(file.lines).toHaveLength(2);
    expect(file.lines[1]).toContain('CLB Xuất Tệp');
    expect(file.lines[1]).toContain('Đang hoạt động');
  });

  it('downloads rank points with a decimal comma in Vietnamese CSV', async () => {
    const player = players[0] as Session;
    const created = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/rankpoints',
      payload: {
        user_id: player.userId,
        type: 'blue',
        match_type: 'doubles',
        rating: 3.5,
        change_reason: 'Khởi tạo',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const name = created.json().data.player.name as string;
    const vi = await csv(`/api/v1/rankpoints/export?format=csv&search=${encodeURIComponent(name)}`);
    expect(vi.lines[1]).toContain('"3,5"');
    const en = await csv(`/api/v1/rankpoints/export?format=csv&search=${encodeURIComponent(name)}`, 'en');
    expect(en.lines[1]).toContain(',3.5,');
  });

  it('downloads court requests found by a search', async () => {
    const { status: _s, is_active: _a, sort_order: _o, ...court } = courtPayload();
    const submitted = await app.inject({
      method: 'POST',
      url: '/api/v1/court-requests',
      payload: {
        ...court,
        name: 'Sân Xuất Tệp Thảo Điền',
        applicant_name: 'Dương Văn Khánh',
        applicant_email: 'khanh.duong@example.com',
        applicant_phone: '0335550111',
      },
      remoteAddress: '10.7.7.7',
    });
    expect(submitted.statusCode, submitted.body).toBe(201);
    const file = await csv('/api/v1/court-requests/export?format=csv&search=thao dien');
    expect(file.lines).toHaveLength(2);
    expect(file.lines[1]).toContain('Sân Xuất Tệp Thảo Điền');
    expect(file.lines[1]).toContain('Chờ duyệt');
  });

  it('answers each download under its list’s permission only', async () => {
    const role = await createRole(app, admin, ['club.view']);
    const clubViewer = await createUserAndLogin(app, admin, [role.id]);
    for (const module of ['matches', 'rankpoints', 'court-requests'])
      expect((await csv(`/api/v1/${module}/export?format=csv`, 'en', clubViewer)).status).toBe(403);
    expect((await csv('/api/v1/clubs/export?format=csv', 'en', clubViewer)).status).toBe(200);
  });
});
