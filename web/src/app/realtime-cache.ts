import type {
  InboxItem,
  Notification,
  RealtimeEvent,
  Scoreboard,
  Task,
  TournamentChangedEvent,
} from '@pickleball/domain';
import { resourceRoom } from '@pickleball/domain/realtime/events';
import type { QueryClient } from '@tanstack/react-query';
import { api } from '../lib/api-client';
import { queryClient } from '../lib/query-client';
import { onRealtimeEvent, onRealtimeJoin, onRealtimeReconnect } from '../lib/realtime';
import { calendarKeys } from '../modules/calendar/calendar.keys';
import { chatKeys } from '../modules/chat/chat.keys';
import { clubKeys } from '../modules/clubs/clubs.keys';
import { courtKeys } from '../modules/courts/courts.keys';
import { refreshDashboard } from '../modules/dashboard/dashboard-refresh';
import { deviceKeys } from '../modules/devices/devices.keys';
import { inboxKeys } from '../modules/inbox/inbox.keys';
import { matchSessionKeys } from '../modules/match-sessions/match-sessions.keys';
import {
  applyMatchUpdated,
  applySessionDeleted,
  applySessionUpdated,
} from '../modules/match-sessions/match-sessions-realtime';
import { matchKeys } from '../modules/matches/matches.keys';
import {
  applyNotificationProgress,
  type NotificationProgress,
} from '../modules/notifications/components/notification-progress';
import { notificationKeys } from '../modules/notifications/notifications.keys';
import { myPaymentKeys } from '../modules/pay/pay.keys';
import { paymentKeys } from '../modules/payments/payments.keys';
import { rankpointKeys } from '../modules/rankpoints/rankpoints.keys';
import { scoreboardKeys } from '../modules/scoreboard/scoreboard.keys';
import { keepNewerScoreboard } from '../modules/scoreboard/scoreboard-revision';
import { taskKeys } from '../modules/tasks/tasks.keys';
import { tournamentKeys } from '../modules/tournaments/tournaments.keys';

/**
 * The one place realtime events become query cache updates (CONVENTIONS §6), by each module's
 * query-key factory; pages only choose their rooms (`useRealtimeRooms`). Installed by the pages'
 * frames that open a connection: the signed-in layout and the public scoreboard route. The
 * dashboard's cards follow matches, clubs, sends and payments: their events ask for it again,
 * at most once a second (refreshDashboard), however many rallies a match sends.
 */
export function applyRealtimeEvent(client: QueryClient, event: RealtimeEvent): void {
  if (event.type.startsWith('chat.')) {
    applyChat(client, event);
    return;
  }
  switch (event.type) {
    case 'match.scoreboard_updated': {
      // The whole scoreboard travels with the event: no refetch. An older one than shown is dropped.
      const board = event.data as Scoreboard;
      client.setQueryData<{ data: Scoreboard }>(scoreboardKeys.detail(board.match_id), (shown) =>
        keepNewerScoreboard(shown, { data: board }),
      );
      // A tournament's bracket or live tab following this match (a bracket match's live score).
      if (client.getQueryState(tournamentKeys.liveScore(board.match_id)))
        client.setQueryData<{ data: Scoreboard }>(tournamentKeys.liveScore(board.match_id), (shown) =>
          keepNewerScoreboard(shown, { data: board }),
        );
      return;
    }
    case 'match.updated': {
      const { id } = event.data as { id: number };
      void client.invalidateQueries({ queryKey: matchKeys.lists() });
      void client.invalidateQueries({ queryKey: matchKeys.stats() });
      void client.invalidateQueries({ queryKey: matchKeys.detail(id) });
      // The live screen takes the server's session when it is newer (another device scoring).
      void client.invalidateQueries({ queryKey: matchKeys.live(id) });
      void client.invalidateQueries({ queryKey: matchKeys.awaitingMyConfirmation() });
      // The match sessions holding it: their live board, standings and progress.
      applyMatchUpdated(client, id);
      refreshDashboard(client);
      return;
    }
    case 'match_session.updated': {
      applySessionUpdated(client, (event.data as { id: number }).id);
      return;
    }
    case 'match_session.deleted': {
      applySessionDeleted(client, (event.data as { id: number }).id);
      return;
    }
    case 'match.deleted': {
      const { id } = event.data as { id: number };
      client.removeQueries({ queryKey: matchKeys.detail(id) });
      client.removeQueries({ queryKey: matchKeys.live(id) });
      void client.invalidateQueries({ queryKey: matchKeys.lists() });
      void client.invalidateQueries({ queryKey: matchKeys.stats() });
      refreshDashboard(client);
      return;
    }
    case 'court.import_progress': {
      // The import page shows it while its request runs; nothing to fetch.
      const { done, total } = event.data as { done: number; total: number };
      client.setQueryData(courtKeys.importProgress(), { done, total });
      return;
    }
    case 'club.members_changed': {
      // Members or join requests of one club changed: its people, its count, the lists' counts.
      const { club_id: clubId } = event.data as { club_id: number; member_count?: number };
      void client.invalidateQueries({ queryKey: clubKeys.people(clubId) });
      void client.invalidateQueries({ queryKey: clubKeys.detail(clubId) });
      void client.invalidateQueries({ queryKey: clubKeys.lists() });
      void client.invalidateQueries({ queryKey: clubKeys.stats() });
      refreshDashboard(client);
      return;
    }
    case 'notification.created': {
      const item = event.data as InboxItem;
      void client.invalidateQueries({ queryKey: inboxKeys.all });
      // A mention or a direct message: the chat's menu badge counts it (muted conversations too).
      if (item.type === 'notification' && item.data.category === 'chat')
        void client.invalidateQueries({ queryKey: chatKeys.unread() });
      if (item.type === 'match_confirmation_requested')
        void client.invalidateQueries({ queryKey: matchKeys.awaitingMyConfirmation() });
      // An invitation to be a partner, a place from the waitlist: the player's own entries.
      if (item.type === 'notification' && item.data.category === 'tournament')
        void client.invalidateQueries({ queryKey: tournamentKeys.mine() });
      return;
    }
    case 'notification.progress': {
      // A send's counters moved: the detail and every list page showing it take them as they are;
      // the figures are asked again, without cancelling a request already under way (events may
      // come many times a second while a large send runs).
      const progress = event.data as NotificationProgress;
      client.setQueryData<{ data: Notification }>(notificationKeys.detail(progress.id), (shown) =>
        shown ? { ...shown, data: applyNotificationProgress(shown.data, progress) } : shown,
      );
      client.setQueriesData<{ data: Notification[] }>({ queryKey: notificationKeys.lists() }, (shown) =>
        shown?.data.some((row) => row.id === progress.id)
          ? { ...shown, data: shown.data.map((row) => applyNotificationProgress(row, progress)) }
          : shown,
      );
      void client.invalidateQueries({ queryKey: notificationKeys.stats() }, { cancelRefetch: false });
      refreshDashboard(client);
      return;
    }
    case 'notification.read': {
      // Read in another tab or device: every bell shows the new unread count at once, and the
      // items' read marks are fetched again.
      const { unread } = event.data as { unread: number };
      client.setQueriesData<{ data: InboxItem[]; meta: { unread: number } }>(
        { queryKey: inboxKeys.lists() },
        (shown) => (shown ? { ...shown, meta: { ...shown.meta, unread } } : shown),
      );
      void client.invalidateQueries({ queryKey: inboxKeys.all }, { cancelRefetch: false });
      return;
    }
    case 'rankpoint.updated': {
      // Ratings moved (an approved match, an admin's change): lists, details and leaderboards.
      void client.invalidateQueries({ queryKey: rankpointKeys.lists() });
      void client.invalidateQueries({ queryKey: rankpointKeys.details() });
      void client.invalidateQueries({ queryKey: rankpointKeys.leaderboards() });
      return;
    }
    case 'payment.updated': {
      // A payment moved (the gateway's word, staff's action): staff's lists, figures and detail,
      // and the payer's own pages.
      const { id } = event.data as { id: number };
      void client.invalidateQueries({ queryKey: paymentKeys.lists() });
      void client.invalidateQueries({ queryKey: paymentKeys.summaries() });
      void client.invalidateQueries({ queryKey: paymentKeys.stats() });
      void client.invalidateQueries({ queryKey: paymentKeys.detail(id) });
      void client.invalidateQueries({ queryKey: myPaymentKeys.all });
      refreshDashboard(client);
      return;
    }
    case 'device.updated': {
      // A phone registered, or staff changed a device: the list, its figures and that device.
      const { id } = event.data as { id: number };
      void client.invalidateQueries({ queryKey: deviceKeys.lists() });
      void client.invalidateQueries({ queryKey: deviceKeys.stats() });
      void client.invalidateQueries({ queryKey: deviceKeys.filters() });
      void client.invalidateQueries({ queryKey: deviceKeys.detail(id) });
      return;
    }
    case 'tournament.updated':
    case 'tournament.deleted': {
      applyTournament(client, event);
      return;
    }
    case 'task.updated': {
      // The whole task travels with the event: the board keeps the newer copy, no refetch.
      applyTask(client, event.data as Task);
      return;
    }
    case 'meeting.updated': {
      // A meeting changed, was answered, moved, cancelled or deleted: the views of every range,
      // the list, and the meeting if it is open (its answers show live to the organiser).
      const { id } = event.data as { id: number; revision: number };
      void client.invalidateQueries({ queryKey: calendarKeys.occurrences() }, { cancelRefetch: false });
      void client.invalidateQueries({ queryKey: calendarKeys.lists() }, { cancelRefetch: false });
      void client.invalidateQueries({ queryKey: calendarKeys.detail(id) });
      return;
    }
    case 'session.access_changed': {
      // The user's roles or permissions changed: the new claims come with a refresh, and what
      // the old ones showed is fetched again.
      void api
        .refreshSession()
        .then((renewed) => {
          if (renewed) void client.invalidateQueries();
        })
        .catch(() => undefined);
      return;
    }
    default:
      return;
  }
}

type TasksRealtime = typeof import('../modules/tasks/tasks-realtime');
let tasksRealtime: Promise<TasksRealtime> | null = null;

/**
 * The tasks' cache merge (domain's board order and copy merge) loads with the first task event,
 * in order like the chat's below; the board's own page has it already.
 */
function applyTask(client: QueryClient, task: Task): void {
  tasksRealtime ??= import('../modules/tasks/tasks-realtime');
  void tasksRealtime
    .then((tasks) => tasks.applyTaskUpdated(client, task))
    .catch(() => {
      tasksRealtime = null;
      void client.invalidateQueries({ queryKey: taskKeys.all });
    });
}

type TournamentsRealtime = typeof import('../modules/tournaments/tournaments-realtime');
let tournamentsRealtime: Promise<TournamentsRealtime> | null = null;

/**
 * The tournaments' cache changes (which parts an event names) load with the first tournament
 * event, in order like the chat's below.
 */
function applyTournament(client: QueryClient, event: RealtimeEvent): void {
  tournamentsRealtime ??= import('../modules/tournaments/tournaments-realtime');
  void tournamentsRealtime
    .then((tournaments) => {
      if (event.type === 'tournament.deleted')
        tournaments.applyTournamentDeleted(client, (event.data as { id: number }).id);
      else tournaments.applyTournamentUpdated(client, event.data as TournamentChangedEvent);
    })
    .catch(() => {
      tournamentsRealtime = null;
      void client.invalidateQueries({ queryKey: tournamentKeys.all });
    });
}

type ChatRealtime = typeof import('../modules/chat/chat-realtime');
let chatRealtime: Promise<ChatRealtime> | null = null;

/**
 * The chat's handlers (modules/chat/chat-realtime: its cache changes, typing and presence) load
 * with the first chat event, so they weigh on no page that has none. Every event waits on the same
 * promise, so they are applied in the order they came.
 */
function loadChatRealtime(): Promise<ChatRealtime> {
  chatRealtime ??= import('../modules/chat/chat-realtime');
  return chatRealtime;
}

function applyChat(client: QueryClient, event: RealtimeEvent): void {
  void loadChatRealtime()
    .then((chat) => chat.applyChatEvent(client, event))
    .catch(() => {
      // The chunk could not be fetched (offline): what it would have changed is fetched again.
      chatRealtime = null;
      void client.invalidateQueries({ queryKey: chatKeys.all });
    });
}

/** Whether any chat data is held (then a reconnection or a join has something to catch up). */
const holdsChat = (client: QueryClient) =>
  client.getQueryCache().findAll({ queryKey: chatKeys.all }).length > 0;

/** After a reconnection: events sent meanwhile were missed, so what they touch is fetched again. */
export function refetchAfterReconnect(client: QueryClient): void {
  // The chat catches up the messages it missed (not its whole history) and sends what waited.
  if (holdsChat(client))
    void loadChatRealtime()
      .then((chat) => chat.catchUpChats(client))
      .catch(() => void client.invalidateQueries({ queryKey: chatKeys.all }));
  for (const queryKey of [
    scoreboardKeys.all,
    matchKeys.all,
    matchSessionKeys.all,
    inboxKeys.all,
    rankpointKeys.all,
    clubKeys.all,
    notificationKeys.all,
    paymentKeys.all,
    myPaymentKeys.all,
    taskKeys.all,
    calendarKeys.all,
    tournamentKeys.all,
  ])
    void client.invalidateQueries({ queryKey });
}

/**
 * After joining a room: what changed between the page's fetch and the join was missed. Sends and
 * the bell move fast (a send may finish before its page has joined), so they are fetched again;
 * the other rooms' pages show data that changes at a person's pace.
 */
export function refetchAfterJoin(client: QueryClient, rooms: readonly string[]): void {
  if (rooms.some((room) => room.startsWith('chat:')))
    void loadChatRealtime()
      .then((chat) => chat.catchUpJoinedRooms(client, rooms))
      .catch(() => undefined);
  if (rooms.includes(resourceRoom('notifications')))
    void client.invalidateQueries({ queryKey: notificationKeys.all });
  // A card moved between the board's fetch and the join would otherwise stay where it was.
  if (rooms.includes(resourceRoom('tasks'))) void client.invalidateQueries({ queryKey: taskKeys.board() });
  // An answer or a move between the calendar's fetch and the join would otherwise not show.
  if (rooms.includes(resourceRoom('calendar'))) void client.invalidateQueries({ queryKey: calendarKeys.all });
  // A result or an entry between the tournament's fetch and the join would otherwise not show.
  if (rooms.includes(resourceRoom('tournaments')))
    void client.invalidateQueries({ queryKey: tournamentKeys.all }, { cancelRefetch: false });
  if (rooms.some((room) => room.startsWith('user:'))) {
    void client.invalidateQueries({ queryKey: inboxKeys.all });
    // The payer back from the gateway: its confirmation may have come before the join.
    void client.invalidateQueries({ queryKey: myPaymentKeys.all });
    // The chat's menu badge: a conversation I was added to meanwhile.
    void client.invalidateQueries({ queryKey: chatKeys.unread() });
  }
}

let installed = false;

/** Wires the app's query cache to the realtime connection; safe to call more than once. */
export function installRealtimeCache(): void {
  if (installed) return;
  installed = true;
  onRealtimeEvent((event) => applyRealtimeEvent(queryClient, event));
  onRealtimeReconnect(() => refetchAfterReconnect(queryClient));
  onRealtimeJoin((rooms) => refetchAfterJoin(queryClient, rooms));
}
