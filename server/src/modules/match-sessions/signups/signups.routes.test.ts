import { localDayAndTime } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../../testing/factories';
import { createPlayers } from '../../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../../testing/test-app';

/** Issue 31 §2: sign-ups with a cap, a line that moves by itself, a cut-off and fees marked by hand. */
let app: FastifyInstance;
let admin: Session;
let organiser: Session;
let players: Session[];

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin, 30);
  const role = await createRole(app, admin, ['match.view', 'match.generate', 'match.session.manage']);
  organiser = await createUserAndLogin(app, admin, [role.id]);
});
afterAll(() => app.close());

/** A night three days from now, 19:00–21:00 in Viet Nam. */
async function night(overrides: Record<string, unknown> = {}): Promise<number> {
  const { date } = localDayAndTime(new Date(Date.now() + 3 * 86_400_000).toISOString(), 'Asia/Ho_Chi_Minh');
  const response = await call(app, organiser, {
    method: 'POST',
    url: '/api/v1/match-sessions',
    payload: {
      name: 'Tối thứ Năm',
      player_ids: [],
      rounds: [],
      date,
      start_time: '19:00',
      end_time: '21:00',
      player_cap: 16,
      fee: 50_000,
      ...overrides,
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data.id;
}

const signUp = (player: Session, id: number, locale: 'en' | 'vi' = 'en') =>
  call(app, player, { method: 'POST', url: `/api/v1/me/club-nights/${id}/signup`, locale });

const signups = async (id: number) =>
  (await call(app, organiser, { method: 'GET', url: `/api/v1/match-sessions/${id}/signups` })).json()
    .data as {
    signups: {
      id: number;
      player: { id: number };
      status: string;
      waitlist_position: number | null;
      signed_up_at: string;
      promoted_at: string | null;
      fee: { status: string; method: string | null; marked_by: { id: number } | null };
    }[];
    confirmed: number;
    waitlisted: number;
    cap: number | null;
    paid: number;
  };

/** The in-app notices a player got about a night, by kind. */
async function noticesOf(player: Session, sessionId: number, notice: string) {
  const rows = await app.services.db
    .selectFrom('notifications')
    .select(['recipients', 'metadata'])
    .where('category', '=', 'club')
    .execute();
  return rows.filter((row) => {
    const metadata = JSON.parse(row.metadata) as { match_session_id?: number; notice?: string };
    const recipients = JSON.parse(row.recipients) as { user_ids: number[] };
    return (
      metadata.match_session_id === sessionId &&
      metadata.notice === notice &&
      recipients.user_ids.includes(player.userId)
    );
  }).length;
}

describe('club-night sign-ups', () => {
  it('fills 16 places from 30 people signing up at once, the other 14 in line in order', async () => {
    const id = await night();
    const answers = await Promise.all(players.map((player) => signUp(player, id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(players.map(() => 201));
    const list = await signups(id);
    expect(list).toMatchObject({ confirmed: 16, waitlisted: 14, cap: 16, paid: 0 });
    const placed = list.signups.filter((signup) => signup.status === 'confirmed');
    const line = list.signups.filter((signup) => signup.status === 'waitlisted');
    expect(line.map((signup) => signup.waitlist_position)).toEqual(
      Array.from({ length: 14 }, (_, i) => i + 1),
    );
    // Sign-up order: nobody in line signed up before anyone holding a place.
    const lastPlaced = Math.max(...placed.map((signup) => Date.parse(signup.signed_up_at)));
    for (const signup of line) expect(Date.parse(signup.signed_up_at)).toBeGreaterThanOrEqual(lastPlaced);
    const waiting = answers.filter((answer) => answer.json().data.mine.status === 'waitlisted');
    expect(waiting).toHaveLength(14);
    expect(waiting.map((answer) => answer.json().message).sort()).toContain(
      'The night is full: you are number 14 in line',
    );

    const twice = await signUp(players[0] as Session, id, 'vi');
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Bạn đã đăng ký buổi chơi này rồi');
  });

  it('gives a cancelled place to the first in line at once, and tells exactly them', async () => {
    const id = await night({ player_cap: 2 });
    const [a, b, c, d] = players as [Session, Session, Session, Session];
    for (const player of [a, b, c, d]) expect((await signUp(player, id)).statusCode).toBe(201);
    const cancelled = await call(app, a, { method: 'DELETE', url: `/api/v1/me/club-nights/${id}/signup` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data).toMatchObject({ mine: null, confirmed: 2, waitlisted: 1 });
    const list = await signups(id);
    const byPlayer = new Map(list.signups.map((signup) => [signup.player.id, signup]));
    expect(byPlayer.get(c.userId)).toMatchObject({ status: 'confirmed', waitlist_position: null });
    expect(byPlayer.get(c.userId)?.promoted_at).not.toBeNull();
    expect(byPlayer.get(d.userId)).toMatchObject({ status: 'waitlisted', waitlist_position: 1 });
    expect(byPlayer.get(a.userId)).toMatchObject({ status: 'cancelled' });
    expect(await noticesOf(c, id, 'promoted')).toBe(1);
    expect(await noticesOf(d, id, 'promoted')).toBe(0);

    // Signing up again goes to the end of the line.
    const back = await signUp(a, id);
    expect(back.json().data.mine).toMatchObject({ status: 'waitlisted', waitlist_position: 2 });
    // The organiser frees a place: the line moves again, one person.
    const removed = await call(app, organiser, {
      method: 'DELETE',
      url: `/api/v1/match-sessions/${id}/signups/${byPlayer.get(b.userId)?.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data).toMatchObject({ confirmed: 2, waitlisted: 1 });
    expect(await noticesOf(d, id, 'promoted')).toBe(1);
    expect(await noticesOf(b, id, 'cancelled')).toBe(1);
  });

  it('gives new places to the line when the organiser raises the cap', async () => {
    const id = await night({ player_cap: 2 });
    const [a, b, c, d] = players.slice(10, 14) as [Session, Session, Session, Session];
    for (const player of [a, b, c, d]) await signUp(player, id);
    const session = (
      await call(app, organiser, { method: 'GET', url: `/api/v1/match-sessions/${id}` })
    ).json().data;
    const raised = await call(app, organiser, {
      method: 'PATCH',
      url: `/api/v1/match-sessions/${id}`,
      payload: {
        name: session.name,
        match_duration_minutes: session.match_duration_minutes,
        date: session.date,
        start_time: session.start_time,
        end_time: session.end_time,
        player_cap: 3,
      },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    const list = await signups(id);
    expect(list).toMatchObject({ confirmed: 3, waitlisted: 1, cap: 3 });
    expect(list.signups.find((signup) => signup.player.id === c.userId)?.status).toBe('confirmed');
    expect(list.signups.find((signup) => signup.player.id === d.userId)?.waitlist_position).toBe(1);
    expect(await noticesOf(c, id, 'promoted')).toBe(1);
    expect(await noticesOf(a, id, 'promoted')).toBe(0);
  });

  it('refuses a player cancelling after the cut-off, while the organiser still can', async () => {
    const id = await night({ cancel_cutoff_minutes: 7 * 24 * 60 });
    const player = players[5] as Session;
    await signUp(player, id);
    const late = await call(app, player, {
      method: 'DELETE',
      url: `/api/v1/me/club-nights/${id}/signup`,
      locale: 'vi',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe(
      'Đã quá hạn để tự hủy (còn dưới 10.080 phút trước giờ bắt đầu): hãy liên hệ người tổ chức',
    );
    const mine = (await call(app, player, { method: 'GET', url: '/api/v1/me/club-nights' })).json().data;
    expect(mine.mine.find((item: { id: number }) => item.id === id)).toMatchObject({ can_cancel: false });
    const list = await signups(id);
    const signup = list.signups.find((entry) => entry.player.id === player.userId);
    const byOrganiser = await call(app, organiser, {
      method: 'DELETE',
      url: `/api/v1/match-sessions/${id}/signups/${signup?.id}`,
    });
    expect(byOrganiser.statusCode).toBe(200);
  });

  it('keeps a members-only night to its club and a rating range to the ratings it names', async () => {
    const club = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/clubs',
      payload: { name: 'CLB Pickleball Thảo Điền', status: 'active' },
    });
    expect(club.statusCode, club.body).toBe(201);
    const members = await night({ club_id: club.json().data.id, visibility: 'members' });
    const outsider = await signUp(players[6] as Session, members, 'vi');
    expect(outsider.statusCode).toBe(403);
    expect(outsider.json().message).toBe('Buổi chơi này chỉ dành cho thành viên câu lạc bộ');
    const open = (
      await call(app, players[6] as Session, { method: 'GET', url: '/api/v1/me/club-nights' })
    ).json().data;
    expect(open.open.map((item: { id: number }) => item.id)).not.toContain(members);

    const anyone = await night({ name: 'Tối mở', visibility: 'link', rating_min: 3, rating_max: 4.5 });
    const listed = (
      await call(app, players[6] as Session, { method: 'GET', url: '/api/v1/me/club-nights' })
    ).json().data;
    expect(listed.open.map((item: { id: number }) => item.id)).toContain(anyone);
    // A doubles rating of 4.8 is above the night's range; an unrated player is welcome.
    const now = new Date().toISOString();
    await app.services.db
      .insertInto('rank_points')
      .values({
        user_id: (players[6] as Session).userId,
        type: 'red',
        single_rating: 4.8,
        double_rating: 4.8,
        single_rating_week_ago: null,
        double_rating_week_ago: null,
        status: 'active',
        change_reason: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const strong = await signUp(players[6] as Session, anyone);
    expect(strong.statusCode).toBe(409);
    expect(strong.json().message).toBe('This night is for ratings 3.000–4.500; your rating is 4.800');
    const strongVi = await signUp(players[6] as Session, anyone, 'vi');
    expect(strongVi.json().message).toBe(
      'Buổi chơi này dành cho điểm trình 3,000–4,500; điểm trình của bạn là 4,800',
    );
    expect((await signUp(players[9] as Session, anyone)).statusCode).toBe(201);
  });

  it('marks a fee paid by hand with who and how, and undoes it only with a reason', async () => {
    const id = await night();
    const player = players[7] as Session;
    await signUp(player, id);
    const signup = (await signups(id)).signups[0];
    const url = `/api/v1/match-sessions/${id}/signups/${signup?.id}/fee`;
    const paid = await call(app, organiser, {
      method: 'PUT',
      url,
      payload: { status: 'paid', method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().data.paid).toBe(1);
    expect(paid.json().data.signups[0].fee).toMatchObject({
      status: 'paid',
      method: 'cash',
      marked_by: { id: organiser.userId },
    });
    const again = await call(app, organiser, {
      method: 'PUT',
      url,
      payload: { status: 'paid', method: 'cash' },
    });
    expect(again.statusCode).toBe(409);
    const noReason = await call(app, organiser, { method: 'PUT', url, payload: { status: 'unpaid' } });
    expect(noReason.statusCode).toBe(422);
    expect(Object.keys(noReason.json().errors)).toEqual(['reason']);
    const undone = await call(app, organiser, {
      method: 'PUT',
      url,
      payload: { status: 'unpaid', reason: 'Nhầm người' },
    });
    expect(undone.json().data).toMatchObject({ paid: 0 });
    expect(undone.json().data.signups[0].fee).toMatchObject({
      status: 'unpaid',
      method: null,
      marked_by: null,
    });
  });

  it('lets only the organiser side read and change the list', async () => {
    const id = await night();
    const player = players[8] as Session;
    expect(
      (await call(app, player, { method: 'GET', url: `/api/v1/match-sessions/${id}/signups` })).statusCode,
    ).toBe(403);
    const added = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${id}/signups`,
      payload: { user_id: player.userId },
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json().data.signups[0]).toMatchObject({
      player: { id: player.userId },
      status: 'confirmed',
    });
    expect(await noticesOf(player, id, 'placed')).toBe(1);
  });

  it('ticks players in at the venue and, from the start, releases the no-shows to the line', async () => {
    // A night that began at the top of the hour before last (a cut-off of zero lets the test sign
    // up freely); it ends before midnight whatever the time now.
    const { date, time } = localDayAndTime(
      new Date(Date.now() - 60 * 60_000).toISOString(),
      'Asia/Ho_Chi_Minh',
    );
    const hour = time.slice(0, 2);
    const id = await night({
      date,
      start_time: `${hour}:00`,
      end_time: `${hour}:59`,
      player_cap: 2,
      cancel_cutoff_minutes: 0,
    });
    const [a, b, c] = players.slice(20, 23) as [Session, Session, Session];
    for (const player of [a, b, c])
      expect(
        (
          await call(app, organiser, {
            method: 'POST',
            url: `/api/v1/match-sessions/${id}/signups`,
            payload: { user_id: player.userId },
          })
        ).statusCode,
      ).toBe(201);
    const list = await signups(id);
    const of = (player: Session) => list.signups.find((signup) => signup.player.id === player.userId);
    const ticked = await call(app, organiser, {
      method: 'PUT',
      url: `/api/v1/match-sessions/${id}/signups/${of(a)?.id}/check-in`,
      payload: { checked_in: true },
    });
    expect(ticked.statusCode, ticked.body).toBe(200);
    expect(ticked.json().data).toMatchObject({ checked_in: 1 });
    expect(ticked.json().data.signups[0]).toMatchObject({ checked_in_by: { id: organiser.userId } });

    const released = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${id}/signups/release-no-shows`,
    });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().message).toBe('1 place released to the line');
    const after = released.json().data as Awaited<ReturnType<typeof signups>> & {
      signups: { player: { id: number }; status: string; no_show: boolean }[];
    };
    const now = (player: Session) => after.signups.find((signup) => signup.player.id === player.userId);
    expect(now(a)).toMatchObject({ status: 'confirmed', no_show: false });
    expect(now(b)).toMatchObject({ status: 'cancelled', no_show: true });
    expect(now(c)).toMatchObject({ status: 'confirmed' });
    expect(await noticesOf(c, id, 'released')).toBe(1);

    const early = await night({ cancel_cutoff_minutes: 0 });
    const refused = await call(app, organiser, {
      method: 'POST',
      url: `/api/v1/match-sessions/${early}/signups/release-no-shows`,
      locale: 'vi',
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Buổi chơi chưa bắt đầu: có thể nhả chỗ từ 19:00');
  });
});
