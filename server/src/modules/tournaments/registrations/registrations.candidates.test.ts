import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nowIso } from '../../../db/dialect';
import { createRole, createUserAndLogin, userRow } from '../../../testing/factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../../testing/test-app';
import { createTournament, enter, type Player, setProfile, tournamentAction } from '../tournaments.testing';

let app: FastifyInstance;
let admin: Session;
/** Holds tournament.edit and nothing else: no match permission. */
let organiser: Session;
/** Holds no permission at all. */
let player: Player;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  const role = await createRole(app, admin, ['tournament.edit']);
  organiser = await createUserAndLogin(app, admin, [role.id]);
  player = await createUserAndLogin(app, admin, [], { name: 'Lý Thường Kiệt' });
});
afterAll(() => app.close());

async function openTournament(fields: Record<string, unknown> = {}) {
  const tournament = await createTournament(app, admin, { is_public: true, ...fields });
  const opened = await tournamentAction(app, admin, tournament.id, 'open-registration');
  expect(opened.statusCode, opened.body).toBe(200);
  return tournament;
}

async function createPerson(
  fields: { name: string; email?: string; phone?: string },
  profile?: { gender: 'male' | 'female' | null; rating: number | null },
): Promise<Player> {
  const person = await createUserAndLogin(app, admin, [], fields);
  if (profile) await setProfile(app, person.userId, profile);
  return person;
}

function staffSearch(session: Session, tournamentId: number, search: string, locale = 'en') {
  return call(app, session, {
    method: 'GET',
    url: `/api/v1/tournaments/${tournamentId}/player-candidates?search=${encodeURIComponent(search)}`,
    locale,
  });
}

function partnerSearch(session: Session | null, tournamentId: number, search: string, locale = 'en') {
  return call(app, session, {
    method: 'GET',
    url: `/api/v1/me/tournament-registrations/partner-candidates?tournament_id=${tournamentId}&search=${encodeURIComponent(search)}`,
    locale,
  });
}

const ids = (response: { json: () => { data: { id: number }[] } }) =>
  response.json().data.map((person) => person.id);

describe('player candidates (staff entering registrations)', () => {
  it('answers tournament.edit alone, without a match permission, and refuses a player', async () => {
    const tournament = await openTournament();
    const duc = await createPerson({ name: 'Nguyễn Văn Đức' }, { gender: 'male', rating: 4.25 });
    const found = await staffSearch(organiser, tournament.id, 'nguyen van duc');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([
      { id: duc.userId, name: 'Nguyễn Văn Đức', username: duc.username, gender: 'male', rating: 4.25 },
    ]);
    // The matches' search, which the form used to call, is not open to this role.
    const matches = await call(app, organiser, {
      method: 'GET',
      url: '/api/v1/matches/players?search=nguyen',
    });
    expect(matches.statusCode).toBe(403);
    const refused = await staffSearch(player, tournament.id, 'nguyen');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('tournament.edit');
    expect((await staffSearch(organiser, 999_999, 'nguyen')).statusCode).toBe(404);
  });

  it('finds by name without diacritics, e-mail and phone, with the rating of the event type', async () => {
    const singles = await openTournament({ type: 'singles' });
    const hoa = await createPerson(
      { name: 'Trần Thị Hoà', email: 'hoa.tran.candidates@example.vn', phone: '0912345671' },
      { gender: 'female', rating: 3.5 },
    );
    await app.services.db
      .updateTable('profiles')
      .set({ single_point: 3.125 })
      .where('user_id', '=', hoa.userId)
      .execute();
    for (const term of ['tran thi hoa', 'TRẦN', 'hoa.tran.candidates', '0912345671'])
      expect(ids(await staffSearch(organiser, singles.id, term)), term).toEqual([hoa.userId]);
    const [found] = (await staffSearch(organiser, singles.id, 'hoa')).json().data;
    expect(found).toMatchObject({ gender: 'female', rating: 3.125 });
  });

  it('reads a 2-letter term as a whole name, and says in Vietnamese when the term is too short', async () => {
    const tournament = await openTournament();
    const an = await createPerson({ name: 'Võ Ân' });
    const lan = await createPerson({ name: 'Đỗ Lan' });
    const found = ids(await staffSearch(organiser, tournament.id, 'an'));
    expect(found).toContain(an.userId);
    expect(found).not.toContain(lan.userId);
    const short = await staffSearch(organiser, tournament.id, 'a', 'vi');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.search).toEqual([
      'Nhập ít nhất 3 ký tự, hoặc trọn một tên 2 chữ cái, để tìm người chơi',
    ]);
  });

  it('leaves out players already entered and inactive users, and takes a withdrawn player back', async () => {
    const tournament = await openTournament();
    const [first, second, idle] = [
      await createPerson({ name: 'Phan Bội Châu Một' }),
      await createPerson({ name: 'Phan Bội Châu Hai' }),
      await createPerson({ name: 'Phan Bội Châu Ba' }),
    ] as [Player, Player, Player];
    await app.services.db
      .updateTable('users')
      .set({ is_active: false })
      .where('id', '=', idle.userId)
      .execute();
    expect(ids(await staffSearch(organiser, tournament.id, 'phan boi chau')).sort()).toEqual(
      [first.userId, second.userId].sort(),
    );
    const entry = await enter(app, admin, tournament.id, first.userId, second.userId);
    expect(ids(await staffSearch(organiser, tournament.id, 'phan boi chau'))).toEqual([]);
    // Another tournament still offers them.
    const other = await openTournament();
    expect(ids(await staffSearch(organiser, other.id, 'phan boi chau'))).toHaveLength(2);
    const cancelled = await call(app, admin, {
      method: 'POST',
      url: `/api/v1/tournaments/${tournament.id}/registrations/${entry.id}/cancel`,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(ids(await staffSearch(organiser, tournament.id, 'phan boi chau'))).toHaveLength(2);
  });
});

describe('partner candidates (a player registering themself)', () => {
  it('answers any signed-in user with names only, never by e-mail or phone', async () => {
    const tournament = await openTournament();
    const xuan = await createPerson({
      name: 'Hồ Thị Xuân',
      email: 'zebrafish.partner@example.vn',
      phone: '0987654329',
    });
    const found = await partnerSearch(player, tournament.id, 'ho thi xuan');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([{ id: xuan.userId, name: 'Hồ Thị Xuân', username: xuan.username }]);
    expect(found.body).not.toContain('zebrafish');
    expect(ids(await partnerSearch(player, tournament.id, xuan.username))).toEqual([xuan.userId]);
    expect(ids(await partnerSearch(player, tournament.id, 'zebrafish'))).toEqual([]);
    expect(ids(await partnerSearch(player, tournament.id, '0987654329'))).toEqual([]);
    expect((await partnerSearch(null, tournament.id, 'ho thi xuan')).statusCode).toBe(401);
  });

  it('wants 3 characters, said in Vietnamese, and answers at most 20', async () => {
    const tournament = await openTournament();
    const short = await partnerSearch(player, tournament.id, 'ho', 'vi');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.search).toEqual([
      'Nhập ít nhất 3 ký tự của tên hoặc tên đăng nhập để tìm đồng đội',
    ]);
    for (let index = 0; index < 22; index += 1) await createPerson({ name: `Quỳnh Như ${index}` });
    expect(ids(await partnerSearch(player, tournament.id, 'quynh nhu'))).toHaveLength(20);
  });

  it('finds a name past many users the term matches only by e-mail', async () => {
    const tournament = await openTournament();
    const now = nowIso();
    // Earlier in name order than the one whose name holds the term, found only through their e-mail.
    const rows = Array.from({ length: 130 }, (_, index) => {
      const name = `Âu Cơ ${String(index).padStart(3, '0')}`;
      const email = `kiwiberry${index}@example.vn`;
      const username = `auco${index}`;
      return userRow({ name, email, username }, now);
    });
    await app.services.db.insertInto('users').values(rows).execute();
    const kiwi = await createPerson({ name: 'Yến Kiwiberry' });
    expect(ids(await partnerSearch(player, tournament.id, 'kiwiberry'))).toEqual([kiwi.userId]);
  });

  it('leaves out the player themself and everyone entered', async () => {
    const tournament = await openTournament();
    const [first, second, third] = [
      await createPerson({ name: 'Lý Thường Kiệt Em' }),
      await createPerson({ name: 'Lý Thường Kiệt Anh' }),
      await createPerson({ name: 'Lý Thường Kiệt Chú' }),
    ] as [Player, Player, Player];
    expect(ids(await partnerSearch(player, tournament.id, 'ly thuong kiet')).sort()).toEqual(
      [first.userId, second.userId, third.userId].sort(),
    );
    await enter(app, admin, tournament.id, first.userId, second.userId);
    expect(ids(await partnerSearch(player, tournament.id, 'ly thuong kiet'))).toEqual([third.userId]);
  });

  it('offers only the other gender for mixed doubles, and says why when the player has none', async () => {
    const mixed = await openTournament({ type: 'mixed_doubles' });
    const man = await createPerson({ name: 'Trịnh Công Sơn' }, { gender: 'male', rating: 4 });
    const woman = await createPerson({ name: 'Trịnh Thị Sơn Ca' }, { gender: 'female', rating: 4 });
    const unknown = await createPerson({ name: 'Trịnh Sơn Lâm' });
    expect(ids(await partnerSearch(man, mixed.id, 'trinh'))).toEqual([woman.userId]);
    expect(ids(await partnerSearch(woman, mixed.id, 'trinh'))).toEqual([man.userId]);
    const refused = await partnerSearch(unknown, mixed.id, 'trinh', 'vi');
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      code: 'tournament.registration_failed',
      message:
        'Đăng ký người chơi thất bại: nội dung đôi nam nữ cần một nam và một nữ, nhưng hồ sơ của một người chơi chưa có giới tính',
    });
  });

  it('refuses a private tournament, a singles one and one not taking entries', async () => {
    const hidden = await openTournament({ is_public: false });
    expect((await partnerSearch(player, hidden.id, 'trinh')).statusCode).toBe(404);
    const singles = await openTournament({ type: 'singles' });
    const alone = await partnerSearch(player, singles.id, 'trinh', 'vi');
    expect(alone.statusCode).toBe(422);
    expect(alone.json().message).toBe('Đăng ký người chơi thất bại: nội dung đơn không có đồng đội');
    const closed = await openTournament();
    await tournamentAction(app, admin, closed.id, 'close-registration');
    const late = await partnerSearch(player, closed.id, 'trinh');
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Failed to register player: registration is not open');
    const past = await openTournament({ registration_deadline: '2020-01-01T00:00:00.000Z' });
    expect((await partnerSearch(player, past.id, 'trinh')).json().message).toBe(
      'Failed to register player: the registration deadline has passed',
    );
  });
});
