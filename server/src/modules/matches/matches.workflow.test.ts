import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createUserAndLogin } from '../../testing/factories';
import { act, createMatch, createPlayers, matchPayload } from '../../testing/match-factories';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;
let players: Session[];
let referee: Session;

const decided = {
  games: [
    { team1: 11, team2: 6 },
    { team1: 8, team2: 11 },
    { team1: 11, team2: 9 },
  ],
};

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
  players = await createPlayers(app, admin);
  const refereeRole = await createRole(app, admin, ['match.view', 'match.create', 'match.edit']);
  referee = await createUserAndLogin(app, admin, [refereeRole.id]);
});
afterAll(() => app.close());

async function submitted() {
  const match = await createMatch(app, referee, matchPayload(players, decided));
  expect((await act(app, referee, match.id, 'complete')).json().data.status).toBe('completed');
  const response = await act(app, referee, match.id, 'submit');
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: number; status: string; confirmations: { status: string }[] };
}

describe('match workflow', () => {
  it('cannot complete without scores that decide the match', async () => {
    const empty = await createMatch(app, referee, matchPayload(players));
    const noScores = await act(app, referee, empty.id, 'complete');
    expect(noScores.statusCode).toBe(422);
    expect(noScores.json().errors.games).toEqual(['At least one set must have scores']);
    const open = await createMatch(app, referee, matchPayload(players, { games: [{ team1: 11, team2: 4 }] }));
    expect((await act(app, referee, open.id, 'complete', undefined)).json().errors.games).toEqual([
      'The games do not decide the match yet',
    ]);
  });

  it('asks every player to confirm, live in their inbox, and awaits approval once all confirmed', async () => {
    const match = await submitted();
    expect(match.status).toBe('submitted');
    expect(match.confirmations.map((confirmation) => confirmation.status)).toEqual([
      'pending',
      'pending',
      'pending',
      'pending',
    ]);

    const [first, ...others] = players as [Session, ...Session[]];
    const inbox = (await call(app, first, { method: 'GET', url: '/api/v1/inbox', locale: 'vi' })).json();
    expect(inbox.meta.unread).toBeGreaterThanOrEqual(1);
    expect(inbox.data[0]).toMatchObject({
      type: 'match_confirmation_requested',
      data: { match_id: match.id },
    });
    const awaiting = (
      await call(app, first, { method: 'GET', url: '/api/v1/matches/awaiting-my-confirmation' })
    ).json();
    expect(awaiting.data.map((m: { id: number }) => m.id)).toContain(match.id);

    expect((await act(app, first, match.id, 'confirm')).json().data.status).toBe('submitted');
    const again = await act(app, first, match.id, 'confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('match.already_responded');
    for (const player of others) await act(app, player, match.id, 'confirm');
    const detail = (await call(app, admin, { method: 'GET', url: `/api/v1/matches/${match.id}` })).json()
      .data;
    expect(detail.status).toBe('pending_approval');
    expect(detail.confirmations.every((c: { status: string }) => c.status === 'confirmed')).toBe(true);

    const approved = await act(app, admin, match.id, 'approve');
    expect(approved.json().data).toMatchObject({ status: 'approved', reviewed_by: { id: admin.userId } });
    const certified = await act(app, admin, match.id, 'certify');
    expect(certified.json().data).toMatchObject({ status: 'verified', is_certified: true });

    const audit = (
      await call(app, admin, { method: 'GET', url: `/api/v1/audit?model=match&per_page=100` })
    ).json().data as { record_id: string; new_values: { action?: string } | null }[];
    const steps = audit
      .filter((entry) => entry.record_id === String(match.id))
      .map((entry) => entry.new_values?.action)
      .filter(Boolean);
    expect(steps.sort()).toEqual(
      ['approve', 'certify', 'complete', 'confirm', 'confirm', 'confirm', 'confirm', 'submit'].sort(),
    );
  });

  it('lets only the players confirm, and only approvers approve', async () => {
    const match = await submitted();
    const outsider = await createUserAndLogin(app, admin);
    const refused = await act(app, outsider, match.id, 'confirm');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('match.not_a_player');
    expect((await act(app, referee, match.id, 'approve')).statusCode).toBe(403);
    const early = await act(app, admin, match.id, 'approve');
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('match.invalid_transition');
  });

  it('stops on a dispute, which staff review and then approve or reject', async () => {
    const match = await submitted();
    const player = players[2] as Session;
    const short = await act(app, player, match.id, 'dispute', 'sai');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors.reason).toEqual(['Must be at least 10 characters']);
    const disputed = await act(app, player, match.id, 'dispute', 'Ván 3 phải là 11-13');
    expect(disputed.json().data).toMatchObject({ status: 'disputed', status_reason: 'Ván 3 phải là 11-13' });
    const creatorInbox = (await call(app, referee, { method: 'GET', url: '/api/v1/inbox' })).json();
    expect(creatorInbox.data[0]).toMatchObject({ type: 'match_disputed', data: { match_id: match.id } });

    expect((await act(app, admin, match.id, 'review')).json().data.status).toBe('under_review');
    const rejected = await act(app, admin, match.id, 'reject', 'Tỷ số cần được nhập lại');
    expect(rejected.json().data).toMatchObject({
      status: 'rejected',
      status_reason: 'Tỷ số cần được nhập lại',
    });
    // Fixed and submitted again: the confirmations start over.
    const resubmitted = await act(app, referee, match.id, 'submit');
    expect(
      resubmitted.json().data.confirmations.every((c: { status: string }) => c.status === 'pending'),
    ).toBe(true);
  });

  it('refuses an approver who played in the match', async () => {
    const approverRole = await createRole(app, admin, [
      'match.view',
      'match.create',
      'match.edit',
      'match.approve',
    ]);
    const playingApprover = await createUserAndLogin(app, admin, [approverRole.id]);
    const [a, b, c] = players;
    const match = await createMatch(
      app,
      referee,
      matchPayload([], {
        ...decided,
        team1: [a?.userId, b?.userId],
        team2: [c?.userId, playingApprover.userId],
      }),
    );
    await act(app, referee, match.id, 'complete');
    await act(app, referee, match.id, 'submit');
    for (const player of [a, b, c, playingApprover]) await act(app, player as Session, match.id, 'confirm');
    const refused = await act(app, playingApprover, match.id, 'approve');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('match.own_match');
  });

  it('voids any match with a reason, and nothing follows a void', async () => {
    const match = await submitted();
    expect((await act(app, admin, match.id, 'void', 'Nhập trùng trận đấu')).json().data.status).toBe(
      'voided',
    );
    expect((await act(app, admin, match.id, 'void', 'Nhập trùng trận đấu')).statusCode).toBe(409);
    expect((await act(app, players[0] as Session, match.id, 'confirm')).statusCode).toBe(409);
  });

  it('marks inbox items read, one or all, and only the owner’s', async () => {
    const player = players[3] as Session;
    const inbox = (await call(app, player, { method: 'GET', url: '/api/v1/inbox?unread=true' })).json();
    const first = inbox.data[0] as { id: number };
    const other = await call(app, players[0] as Session, {
      method: 'POST',
      url: `/api/v1/inbox/${first.id}/read`,
    });
    expect(other.statusCode).toBe(404);
    const read = await call(app, player, { method: 'POST', url: `/api/v1/inbox/${first.id}/read` });
    expect(read.json().data.read_at).not.toBeNull();
    const all = await call(app, player, { method: 'POST', url: '/api/v1/inbox/read-all', locale: 'vi' });
    expect(all.json().message).toMatch(/^Đã đánh dấu \d+ thông báo là đã đọc$/);
    expect((await call(app, player, { method: 'GET', url: '/api/v1/inbox' })).json().meta.unread).toBe(0);
  });
});
