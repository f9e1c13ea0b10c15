import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courtPayload } from '../../testing/court-factories';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { multipartFile } from '../../testing/multipart';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let courtId: number;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  courtId = (
    await call(app, admin, { method: 'POST', url: '/api/v1/courts', payload: courtPayload() })
  ).json().data.id;
});
afterAll(() => app.close());

const SCHEDULE = [
  { day: 'tuesday', start_time: '18:00', end_time: '20:00' },
  { day: 'saturday', start_time: '06:00', end_time: '08:00' },
  { day: 'saturday', start_time: '16:00', end_time: '18:00' },
];

async function avatar(session: Session): Promise<string> {
  const png = await sharp({ create: { width: 300, height: 200, channels: 3, background: 'green' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartFile('logo.png', png, 'image/png');
  const response = await call(app, session, {
    method: 'POST',
    url: '/api/v1/uploads/images?purpose=club_avatar',
    payload,
    headers,
  });
  return response.json().data.id;
}

async function createClub(session: Session, overrides: Record<string, unknown> = {}) {
  const response = await call(app, session, {
    method: 'POST',
    url: '/api/v1/clubs',
    payload: {
      name: `CLB Pickleball Sài Gòn ${Math.random().toString(36).slice(2, 6)}`,
      schedule: SCHEDULE,
      court_id: courtId,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as {
    id: number;
    member_count: number;
    avatar: { id: string; variants: Record<string, string> } | null;
  };
}

const members = async (session: Session, id: number) =>
  (await call(app, session, { method: 'GET', url: `/api/v1/clubs/${id}/members?per_page=100` })).json()
    .data as { user: { id: number }; role: string }[];

describe('clubs', () => {
  it('makes the creator the owner and first member, with its court, schedule and avatar', async () => {
    const club = await createClub(admin, { avatar: await avatar(admin), description: 'Chơi vui, khỏe mạnh' });
    expect(club).toMatchObject({
      member_count: 1,
      owner: { id: admin.userId },
      court: { id: courtId, province: 'Thành phố Hồ Chí Minh', ward: 'Phường Bến Thành' },
      schedule: SCHEDULE,
      avatar: { width: 200, height: 200 },
    });
    expect(await members(admin, club.id)).toEqual([
      expect.objectContaining({ user: expect.objectContaining({ id: admin.userId }), role: 'owner' }),
    ]);
    const served = await app.inject({ method: 'GET', url: club.avatar?.variants['64'] ?? '' });
    expect(served.statusCode).toBe(200);
  });

  it('refuses overlapping slots, an end before the start, and an unknown court', async () => {
    const response = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/clubs',
      payload: {
        name: 'CLB Thử',
        court_id: 999_999,
        schedule: [
          { day: 'monday', start_time: '18:00', end_time: '20:00' },
          { day: 'monday', start_time: '19:00', end_time: '21:00' },
          { day: 'friday', start_time: '10:00', end_time: '09:00' },
        ],
      },
      locale: 'vi',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      'schedule.1.start_time': ['Khung giờ này trùng với một khung giờ khác trong cùng ngày'],
      'schedule.2.end_time': ['Giờ kết thúc phải sau giờ bắt đầu'],
    });
    const unknownCourt = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/clubs',
      payload: { name: 'CLB Thử', court_id: 999_999 },
    });
    expect(unknownCourt.json().errors.court_id).toEqual(['This value is not valid']);
  });

  it('replacing the avatar deletes the old image', async () => {
    const first = await avatar(admin);
    const club = await createClub(admin, { avatar: first });
    const second = await avatar(admin);
    const updated = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/clubs/${club.id}`,
      payload: { name: 'CLB Đổi Logo', avatar: second },
    });
    expect(updated.json().data.avatar.id).toBe(second);
    expect((await app.inject({ method: 'GET', url: club.avatar?.variants['64'] ?? '' })).statusCode).toBe(
      404,
    );
    // Someone else's upload cannot be taken.
    const other = await createUserAndLogin(app, admin, [
      (await createRole(app, admin, ['club.view', 'club.edit'])).id,
    ]);
    const stolen = await call(app, other, {
      method: 'PUT',
      url: `/api/v1/clubs/${club.id}`,
      payload: { name: 'X', avatar: await avatar(admin) },
    });
    expect(stolen.json().errors.avatar).toEqual(['This value is not valid']);
  });

  it('filters by status, court, province and day of play, and searches', async () => {
    await createClub(admin, {
      name: 'CLB Buổi Sáng Thứ Năm',
      schedule: [{ day: 'thursday', start_time: '05:30', end_time: '07:00' }],
    });
    const list = async (query: string) =>
      (await call(app, admin, { method: 'GET', url: `/api/v1/clubs?${query}` })).json();
    expect((await list('day=thursday')).data.map((c: { name: string }) => c.name)).toEqual([
      'CLB Buổi Sáng Thứ Năm',
    ]);
    expect((await list('search=buoi sang')).meta.total).toBe(1);
    expect((await list(`court_id=${courtId}&province_code=79`)).meta.total).toBeGreaterThanOrEqual(2);
    expect((await list('province_code=01')).meta.total).toBe(0);
    const stats = (await call(app, admin, { method: 'GET', url: '/api/v1/clubs/stats' })).json().data;
    expect(stats).toMatchObject({ total: 3, by_status: { active: 3 }, members: 3 });
  });
});

describe('members and join requests', () => {
  it("adds members, changes roles and keeps one owner; 'Please select a user to add'", async () => {
    const club = await createClub(admin);
    const player = await createUserAndLogin(app, admin);
    const none = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/members`,
      payload: {},
    });
    expect(none.json().errors.user_id).toEqual(['Please select a user to add']);
    expect(
      (
        await call(app, admin, {
          method: 'POST',
          url: `/api/v1/clubs/${club.id}/members`,
          payload: { user_id: player.userId },
        })
      ).statusCode,
    ).toBe(201);
    const twice = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/members`,
      payload: { user_id: player.userId },
    });
    expect(twice.json().code).toBe('club.already_member');
    await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/clubs/${club.id}/members/${player.userId}`,
      payload: { role: 'admin' },
    });
    expect((await members(admin, club.id)).map((m) => m.role)).toEqual(['owner', 'admin']);
    const demoteOwner = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/clubs/${club.id}/members/${admin.userId}`,
      payload: { role: 'member' },
    });
    expect(demoteOwner.json().code).toBe('club.owner_protected');
    expect(
      (
        await call(app, admin, { method: 'DELETE', url: `/api/v1/clubs/${club.id}/members/${admin.userId}` })
      ).json().code,
    ).toBe('club.owner_protected');

    const transferred = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/members/${player.userId}/transfer-ownership`,
    });
    expect(transferred.statusCode).toBe(200);
    const roles = await members(admin, club.id);
    expect(roles.filter((m) => m.role === 'owner').map((m) => m.user.id)).toEqual([player.userId]);
    expect(roles.find((m) => m.user.id === admin.userId)?.role).toBe('admin');
    const detail = (await call(app, admin, { method: 'GET', url: `/api/v1/clubs/${club.id}` })).json().data;
    expect(detail).toMatchObject({ owner: { id: player.userId }, member_count: 2 });
  });

  it("lets the club's owner and admins manage members without a back-office permission, but not plain members", async () => {
    const owner = await createUserAndLogin(app, admin);
    const club = await createClub(admin);
    await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/members`,
      payload: { user_id: owner.userId },
    });
    await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/members/${owner.userId}/transfer-ownership`,
    });
    const member = await createUserAndLogin(app, admin);
    const byOwner = await call(app, owner, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/members`,
      payload: { user_id: member.userId },
    });
    expect(byOwner.statusCode).toBe(201);
    const outsider = await createUserAndLogin(app, admin);
    const byMember = await call(app, member, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/members`,
      payload: { user_id: outsider.userId },
      locale: 'vi',
    });
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().message).toBe('Chỉ chủ câu lạc bộ và quản trị viên mới có thể quản lý thành viên');
  });

  it('takes one pending request per user; approve adds the member, reject gives a reason, members cannot ask', async () => {
    const club = await createClub(admin);
    const [a, b, c] = [
      await createUserAndLogin(app, admin),
      await createUserAndLogin(app, admin),
      await createUserAndLogin(app, admin),
    ];
    const join = (session: Session) =>
      call(app, session, {
        method: 'POST',
        url: `/api/v1/clubs/${club.id}/join`,
        payload: { message: 'Cho mình tham gia với' },
      });
    expect((await join(a)).statusCode).toBe(201);
    expect((await join(a)).json().code).toBe('club.request_pending');
    const requestB = (await join(b)).json().data;
    const requestC = (await join(c)).json().data;
    const listed = await call(app, admin, {
      method: 'GET',
      url: `/api/v1/clubs/${club.id}/join-requests?status=pending`,
    });
    expect(listed.json().meta.total).toBe(3);
    const requestA = listed.json().data.find((r: { user: { id: number } }) => r.user.id === a.userId);

    const approved = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/join-requests/${requestA.id}/approve`,
    });
    expect(approved.json().data).toMatchObject({ status: 'approved', processed_by: { id: admin.userId } });
    expect((await join(a)).json().code).toBe('club.already_member');
    const rejected = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/join-requests/${requestB.id}/reject`,
      payload: { reason: 'CLB đã đủ thành viên' },
    });
    expect(rejected.json().data).toMatchObject({ status: 'rejected', reason: 'CLB đã đủ thành viên' });
    const again = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/join-requests/${requestB.id}/approve`,
    });
    expect(again.json().code).toBe('club.request_processed');
    const bulk = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/join-requests/bulk-approve`,
      payload: { request_ids: [requestC.id] },
    });
    expect(bulk.json().data.map((r: { status: string }) => r.status)).toEqual(['approved']);
    expect(
      (await call(app, admin, { method: 'GET', url: `/api/v1/clubs/${club.id}` })).json().data.member_count,
    ).toBe(3);
  });

  it('refuses requests to join an inactive club', async () => {
    const club = await createClub(admin, { status: 'inactive' });
    const player = await createUserAndLogin(app, admin);
    const refused = await call(app, player, {
      method: 'POST',
      url: `/api/v1/clubs/${club.id}/join`,
      payload: {},
    });
    expect(refused.json().code).toBe('club.not_joinable');
  });

  it('keeps member_count exact under concurrent joins and approvals', async () => {
    const club = await createClub(admin);
    const players = await Promise.all(Array.from({ length: 8 }, () => createUserAndLogin(app, admin)));
    await Promise.all(
      players.map((player) =>
        call(app, admin, {
          method: 'POST',
          url: `/api/v1/clubs/${club.id}/members`,
          payload: { user_id: player.userId },
        }),
      ),
    );
    await Promise.all(
      players
        .slice(0, 3)
        .map((player) =>
          call(app, admin, { method: 'DELETE', url: `/api/v1/clubs/${club.id}/members/${player.userId}` }),
        ),
    );
    const detail = (await call(app, admin, { method: 'GET', url: `/api/v1/clubs/${club.id}` })).json().data;
    expect(detail.member_count).toBe(1 + 8 - 3);
    expect((await members(admin, club.id)).length).toBe(detail.member_count);
  });
});
