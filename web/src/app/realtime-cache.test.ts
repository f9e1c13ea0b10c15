import type { Notification, Scoreboard, Task } from '@pickleball/domain';
import type { RealtimeEvent, RealtimeEventType } from '@pickleball/domain/realtime/events';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { refetchFollowers } from '../lib/live';
import { calendarKeys } from '../modules/calendar/calendar.keys';
import { chatKeys } from '../modules/chat/chat.keys';
import { message } from '../modules/chat/components/chat-test-data';
import type { ChatMessagesData } from '../modules/chat/components/message-cache';
import { clubKeys } from '../modules/clubs/clubs.keys';
import { courtRequestKeys } from '../modules/court-requests/court-requests.keys';
import { courtKeys } from '../modules/courts/courts.keys';
import { deviceKeys } from '../modules/devices/devices.keys';
import { emailTemplateKeys } from '../modules/email-templates/email-templates.keys';
import { inboxKeys } from '../modules/inbox/inbox.keys';
import { matchSessionKeys } from '../modules/match-sessions/match-sessions.keys';
import { matchKeys } from '../modules/matches/matches.keys';
import { providerKeys } from '../modules/notification-providers/notification-providers.keys';
import { templateKeys } from '../modules/notification-templates/notification-templates.keys';
import { notificationKeys } from '../modules/notifications/notifications.keys';
import { paymentKeys } from '../modules/payments/payments.keys';
import { rankpointKeys } from '../modules/rankpoints/rankpoints.keys';
import { roleKeys } from '../modules/roles/roles.keys';
import { scoreboardKeys } from '../modules/scoreboard/scoreboard.keys';
import { staticPageKeys } from '../modules/static-pages/static-pages.keys';
import { taskKeys } from '../modules/tasks/tasks.keys';
import { tournamentKeys } from '../modules/tournaments/tournaments.keys';
import { userKeys } from '../modules/users/users.keys';
import {
  applyRealtimeEvent,
  LIVE_DECLARATIONS,
  liveRoomsOf,
  MODULE_LIVES,
  refetchAfterJoin,
  refetchAfterReconnect,
} from './realtime-cache';

function board(revision: number, team2: number): Scoreboard {
  return {
    match_id: 7,
    event: 'Giải mở rộng',
    location: null,
    played_at: '2026-11-24T10:00:00.000Z',
    discipline: 'doubles',
    best_of: 3,
    status: 'inprogress',
    live_status: 'active',
    team1: [{ name: 'An' }],
    team2: [{ name: 'Bình' }],
    games: [{ game_number: 1, team1: 0, team2 }],
    games_won: { team1: 0, team2: 0 },
    game_number: 1,
    current: { team1: 0, team2 },
    serving: null,
    call: null,
    left_team: 1,
    winner_team: null,
    revision,
    updated_at: '2026-11-24T10:00:00.000Z',
  };
}

const event = (data: Scoreboard): RealtimeEvent => ({
  type: 'match.scoreboard_updated',
  id: data.match_id,
  data,
});

describe('scoreboard events in the query cache', () => {
  it('keeps the newer snapshot when an older one arrives after it', () => {
    const client = new QueryClient();
    applyRealtimeEvent(client, event(board(3, 1)));
    applyRealtimeEvent(client, event(board(2, 0)));
    expect(client.getQueryData<{ data: Scoreboard }>(scoreboardKeys.detail(7))?.data).toMatchObject({
      revision: 3,
      current: { team1: 0, team2: 1 },
    });
  });

  it('moves to each newer snapshot in turn', () => {
    const client = new QueryClient();
    for (const [revision, points] of [
      [1, 0],
      [2, 1],
      [3, 2],
    ] as const)
      applyRealtimeEvent(client, event(board(revision, points)));
    expect(client.getQueryData<{ data: Scoreboard }>(scoreboardKeys.detail(7))?.data.current).toEqual({
      team1: 0,
      team2: 2,
    });
  });
});

describe('notification events in the query cache', () => {
  const shown = {
    id: 8,
    status: 'processing',
    totals: { queued: 3 },
    channel_totals: { sms: { queued: 3 } },
  } as unknown as Notification;

  it('moves a send’s counters on its detail and on the list pages showing it', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.detail(8), { data: shown });
    client.setQueryData(notificationKeys.list({ page: 1 }), { data: [shown, { ...shown, id: 9 }], meta: {} });
    applyRealtimeEvent(client, {
      type: 'notification.progress',
      id: 8,
      data: {
        id: 8,
        status: 'sent',
        totals: { sent: 2, failed: 1 },
        channel_totals: { sms: { sent: 2, failed: 1 } },
      },
    });
    expect(client.getQueryData<{ data: Notification }>(notificationKeys.detail(8))?.data).toMatchObject({
      status: 'sent',
      totals: { sent: 2, failed: 1 },
    });
    const list = client.getQueryData<{ data: Notification[] }>(notificationKeys.list({ page: 1 }))?.data;
    expect(list?.map((row) => row.status)).toEqual(['sent', 'processing']);
  });

  it('sets the bell’s unread count from another tab’s reading', () => {
    const client = new QueryClient();
    client.setQueryData(inboxKeys.list({ page: 1, per_page: 10 }), { data: [], meta: { unread: 5 } });
    applyRealtimeEvent(client, { type: 'notification.read', id: 1, data: { unread: 2 } });
    expect(
      client.getQueryData<{ meta: { unread: number } }>(inboxKeys.list({ page: 1, per_page: 10 }))?.meta
        .unread,
    ).toBe(2);
  });
});

describe('chat events in the query cache', () => {
  it('hands them to the chat’s handlers, loaded with the first one, in the order they came', async () => {
    const client = new QueryClient();
    client.setQueryData<ChatMessagesData>(chatKeys.messages(1), {
      messages: [message(1)],
      hasMoreBefore: false,
    });
    applyRealtimeEvent(client, { type: 'chat.message_created', id: 1, data: message(2) });
    applyRealtimeEvent(client, { type: 'chat.message_updated', id: 1, data: message(2, { body: 'Đã sửa' }) });
    await vi.waitFor(
      () =>
        expect(
          client.getQueryData<ChatMessagesData>(chatKeys.messages(1))?.messages.map((item) => item.body),
        ).toEqual(['Tin nhắn 1', 'Đã sửa']),
      // The chat's handlers are a chunk of their own: its first import may be slow on a busy machine.
      { timeout: 10_000 },
    );
  });

  it('refetches the menu badge when a chat alert arrives in the bell', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.unread(), { data: { unread: 0, mentions: 0, chats: 0 } });
    applyRealtimeEvent(client, {
      type: 'notification.created',
      id: 3,
      data: { id: 3, type: 'notification', data: { category: 'chat' }, read_at: null, created_at: '' },
    });
    expect(client.getQueryState(chatKeys.unread())?.isInvalidated).toBe(true);
  });
});

/**
 * Every event of the map, with a query its modules' `.live.ts` must move when it arrives: the
 * query ends invalidated (fetched again) or holds new data. An event nobody handles, or one
 * handled by the wrong module, fails here.
 */
const task = { id: 1, title: 'Sơn lại vạch sân 3', revision: 2 } as Task;

/** `moves: null`: the event changes no query (typing and presence marks, a session refresh); its module's own tests cover it. */
const EVERY_EVENT: Record<RealtimeEventType, { event: RealtimeEvent; moves: QueryKey | null }> = {
  'match.scoreboard_updated': { event: event(board(4, 3)), moves: scoreboardKeys.detail(7) },
  'match.updated': {
    event: { type: 'match.updated', id: 5, data: { id: 5, status: 'approved' } },
    moves: matchKeys.detail(5),
  },
  'match.deleted': {
    event: { type: 'match.deleted', id: 5, data: { id: 5, status: 'draft' } },
    moves: matchKeys.lists(),
  },
  'notification.created': {
    event: {
      type: 'notification.created',
      id: 3,
      data: { id: 3, type: 'notification', data: { category: 'system' }, read_at: null, created_at: '' },
    } as RealtimeEvent,
    moves: inboxKeys.lists(),
  },
  'notification.progress': {
    event: {
      type: 'notification.progress',
      id: 8,
      data: { id: 8, status: 'sent', totals: { sent: 1 } },
    } as RealtimeEvent,
    moves: notificationKeys.stats(),
  },
  'notification.read': {
    event: { type: 'notification.read', id: 1, data: { unread: 0 } },
    moves: inboxKeys.lists(),
  },
  'court.import_progress': {
    event: { type: 'court.import_progress', id: 1, data: { done: 5, total: 10 } },
    moves: courtKeys.importProgress(),
  },
  'court.updated': { event: { type: 'court.updated', id: 2, data: { id: 2 } }, moves: courtKeys.detail(2) },
  'court.deleted': { event: { type: 'court.deleted', id: 2, data: { id: 2 } }, moves: courtKeys.lists() },
  'court_request.updated': {
    event: { type: 'court_request.updated', id: 2, data: { id: 2 } },
    moves: courtRequestKeys.detail(2),
  },
  'court_request.deleted': {
    event: { type: 'court_request.deleted', id: 2, data: { id: 2 } },
    moves: courtRequestKeys.lists(),
  },
  'club.members_changed': {
    event: { type: 'club.members_changed', id: 4, data: { club_id: 4, member_count: 9 } },
    moves: clubKeys.detail(4),
  },
  'rankpoint.updated': {
    event: { type: 'rankpoint.updated', id: 1, data: { user_ids: [1], source: 'match' } },
    moves: rankpointKeys.leaderboards(),
  },
  'session.access_changed': {
    event: { type: 'session.access_changed', id: 1, data: { permissions: [] } },
    moves: null,
  },
  'payment.updated': {
    event: { type: 'payment.updated', id: 6, data: { id: 6, status: 'completed', refunded_amount: 0 } },
    moves: paymentKeys.detail(6),
  },
  'match_session.updated': {
    event: { type: 'match_session.updated', id: 3, data: { id: 3, status: 'active' } },
    moves: matchSessionKeys.detail(3),
  },
  'match_session.deleted': {
    event: { type: 'match_session.deleted', id: 3, data: { id: 3, status: 'draft' } },
    moves: matchSessionKeys.lists(),
  },
  'match_session.signups_changed': {
    event: { type: 'match_session.signups_changed', id: 3, data: { id: 3 } },
    moves: matchSessionKeys.detail(3),
  },
  'chat.message_created': {
    event: { type: 'chat.message_created', id: 1, data: message(2) },
    moves: chatKeys.messages(1),
  },
  'chat.message_updated': {
    event: { type: 'chat.message_updated', id: 1, data: message(1, { body: 'Đã sửa' }) },
    moves: chatKeys.messages(1),
  },
  'chat.read': {
    event: {
      type: 'chat.read',
      id: 1,
      data: { chat_id: 1, user_id: 1, last_read_message_id: 1, last_delivered_message_id: 1 },
    },
    moves: null,
  },
  'chat.typing': { event: { type: 'chat.typing', id: 1, data: { chat_id: 1, user_id: 2 } }, moves: null },
  'chat.presence': {
    event: { type: 'chat.presence', id: 2, data: { user_id: 2, online: true } },
    moves: null,
  },
  'chat.updated': { event: { type: 'chat.updated', id: 1, data: { chat_id: 1 } }, moves: chatKeys.detail(1) },
  'chat.removed': { event: { type: 'chat.removed', id: 1, data: { chat_id: 1 } }, moves: null },
  'task.updated': { event: { type: 'task.updated', id: 1, data: task }, moves: taskKeys.detail(1) },
  'device.updated': {
    event: { type: 'device.updated', id: 3, data: { id: 3 } },
    moves: deviceKeys.detail(3),
  },
  'tournament.updated': {
    event: {
      type: 'tournament.updated',
      id: 2,
      data: { id: 2, status: 'registration_open', revision: 3, parts: ['details'], slots: [] },
    },
    moves: tournamentKeys.detail(2),
  },
  'tournament.deleted': {
    event: { type: 'tournament.deleted', id: 2, data: { id: 2 } },
    moves: tournamentKeys.lists(),
  },
  'meeting.updated': {
    event: { type: 'meeting.updated', id: 9, data: { id: 9, revision: 2 } },
    moves: calendarKeys.detail(9),
  },
  'user.updated': { event: { type: 'user.updated', id: 2, data: { id: 2 } }, moves: userKeys.detail(2) },
  'user.deleted': { event: { type: 'user.deleted', id: 2, data: { id: 2 } }, moves: userKeys.lists() },
  'role.updated': { event: { type: 'role.updated', id: 2, data: { id: 2 } }, moves: roleKeys.detail(2) },
  'role.deleted': { event: { type: 'role.deleted', id: 2, data: { id: 2 } }, moves: roleKeys.lists() },
  'static_page.updated': {
    event: { type: 'static_page.updated', id: 2, data: { id: 2 } },
    moves: staticPageKeys.detail(2),
  },
  'static_page.deleted': {
    event: { type: 'static_page.deleted', id: 2, data: { id: 2 } },
    moves: staticPageKeys.lists(),
  },
  'notification_template.updated': {
    event: { type: 'notification_template.updated', id: 2, data: { id: 2 } },
    moves: templateKeys.detail(2),
  },
  'notification_template.deleted': {
    event: { type: 'notification_template.deleted', id: 2, data: { id: 2 } },
    moves: templateKeys.lists(),
  },
  'email_template.updated': {
    event: { type: 'email_template.updated', id: 2, data: { id: 2 } },
    moves: emailTemplateKeys.detail(2),
  },
  'email_template.deleted': {
    event: { type: 'email_template.deleted', id: 2, data: { id: 2 } },
    moves: emailTemplateKeys.lists(),
  },
  'notification_provider.updated': {
    event: { type: 'notification_provider.updated', id: 2, data: { id: 2 } },
    moves: providerKeys.detail(2),
  },
  'notification_provider.deleted': {
    event: { type: 'notification_provider.deleted', id: 2, data: { id: 2 } },
    moves: providerKeys.lists(),
  },
};

/** Every event the modules declare (domain/src/<module>/<module>.events.ts). */
const REALTIME_EVENT_TYPES = LIVE_DECLARATIONS.flatMap(
  (declaration) => declaration.events,
).sort() as RealtimeEventType[];

describe('every event of the map', () => {
  it('finds every declaration, each event once (the map and the table below name the same events)', () => {
    expect(REALTIME_EVENT_TYPES).toEqual(Object.keys(EVERY_EVENT).sort());
    expect(new Set(REALTIME_EVENT_TYPES).size).toBe(REALTIME_EVENT_TYPES.length);
  });

  it.each(REALTIME_EVENT_TYPES)('%s is handled by a module', (type) => {
    expect(Object.values(MODULE_LIVES).some((live) => live.on?.[type])).toBe(true);
  });

  it.each(REALTIME_EVENT_TYPES.filter((type) => EVERY_EVENT[type].moves !== null))(
    '%s moves what it announces',
    async (type) => {
      const { event: sample, moves } = EVERY_EVENT[type];
      const key = moves as QueryKey;
      const client = new QueryClient();
      const before = { data: { id: 0, revision: 0, rounds: [] }, meta: { unread: 9 } };
      client.setQueryData(key, before);
      if (type === 'chat.message_created' || type === 'chat.message_updated')
        client.setQueryData<ChatMessagesData>(chatKeys.messages(1), {
          messages: [message(1)],
          hasMoreBefore: false,
        });
      applyRealtimeEvent(client, sample);
      await vi.waitFor(
        () => {
          const state = client.getQueryState(key);
          expect(state?.isInvalidated === true || client.getQueryData(key) !== before).toBe(true);
        },
        { timeout: 10_000 },
      );
    },
  );
});

describe('what a reconnection and a join fetch again', () => {
  function cacheWithEveryModule() {
    const client = new QueryClient();
    for (const key of [
      deviceKeys.list({ page: 1 }),
      courtKeys.detail(2),
      userKeys.lists(),
      taskKeys.board(),
      inboxKeys.lists(),
    ])
      client.setQueryData(key, { data: [] });
    return client;
  }

  it('fetches every live module’s queries again after a reconnection (the devices list too)', () => {
    const client = cacheWithEveryModule();
    refetchAfterReconnect(client);
    for (const key of [
      deviceKeys.list({ page: 1 }),
      courtKeys.detail(2),
      userKeys.lists(),
      taskKeys.board(),
      inboxKeys.lists(),
    ])
      expect(client.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
  });

  it('fetches again only the queries announced in the rooms just joined', () => {
    const client = cacheWithEveryModule();
    refetchAfterJoin(client, ['resource:devices']);
    expect(client.getQueryState(deviceKeys.list({ page: 1 }))?.isInvalidated).toBe(true);
    expect(client.getQueryState(courtKeys.detail(2))?.isInvalidated).toBe(false);
    expect(client.getQueryState(inboxKeys.lists())?.isInvalidated).toBe(false);
  });
});

describe('the rooms a query holds', () => {
  const staff = { userId: 12, permissions: ['court.view', 'match.view'] };
  const player = { userId: 40, permissions: [] };

  it('are its module’s staff room for staff who may see it, and nothing for others', () => {
    expect(liveRoomsOf(courtKeys.list({ page: 1 }), staff)).toEqual(['resource:courts']);
    expect(liveRoomsOf(courtKeys.list({ page: 1 }), player)).toEqual([]);
  });

  it('resolve "me" to the signed-in user’s own room', () => {
    expect(liveRoomsOf(inboxKeys.lists(), player)).toEqual(['user:40']);
    expect(liveRoomsOf(calendarKeys.detail(3), player)).toEqual(['user:40']);
    expect(liveRoomsOf(inboxKeys.lists(), { userId: null, permissions: [] })).toEqual([]);
  });

  it('follow the key: a public scoreboard its match’s room, for anyone', () => {
    expect(liveRoomsOf(scoreboardKeys.detail(7), { userId: null, permissions: [] })).toEqual([
      'scoreboard:7',
    ]);
    expect(liveRoomsOf(matchKeys.awaitingMyConfirmation(), staff)).toEqual(['user:12']);
    expect(liveRoomsOf(matchKeys.detail(3), staff)).toEqual(['resource:matches']);
  });

  it('hold a player’s own club nights in their room, and the staff room too for staff', () => {
    expect(liveRoomsOf(matchSessionKeys.clubNights(), player)).toEqual(['user:40']);
    expect(liveRoomsOf(matchSessionKeys.clubNights(), staff)).toEqual(['resource:match-sessions', 'user:12']);
    expect(liveRoomsOf(matchSessionKeys.signups(3), staff)).toEqual([
      'resource:match-sessions',
      'resource:matches',
    ]);
  });

  it('are none for a module that is not live', () => {
    expect(liveRoomsOf(['audit', 'list', {}], staff)).toEqual([]);
  });
});

describe('a change made here, in the screens of the modules that follow its module', () => {
  const roots = ['audit', 'court-requests', 'courts', 'tasks', 'roles', 'users', 'permissions'];
  /** A client holding one query under each root; answers which were invalidated. */
  async function invalidatedAfter(module: string): Promise<string[]> {
    const client = new QueryClient();
    for (const root of roots) client.setQueryData([root, 'list', {}], { data: [] });
    await refetchFollowers(client, module);
    return roots.filter((root) => client.getQueryState([root, 'list', {}])?.isInvalidated);
  }

  it('refetches the audit trail after any module’s change, and the modules that show that one', async () => {
    expect(await invalidatedAfter('courts')).toEqual(['audit', 'court-requests']);
    expect(await invalidatedAfter('court-requests')).toEqual(['audit', 'courts']);
    expect(await invalidatedAfter('roles')).toEqual(['audit', 'users', 'permissions']);
    expect(await invalidatedAfter('users')).toEqual(['audit', 'roles']);
    expect(await invalidatedAfter('tasks')).toEqual(['audit']);
  });
});
