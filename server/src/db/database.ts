import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, type KyselyConfig, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AuditTable } from '../modules/audit/audit.table';
import type {
  AccountLinksTable,
  AuthSessionsTable,
  RefreshTokensTable,
  SocialAccountsTable,
} from '../modules/auth/auth.table';
import type {
  CalendarFeedsTable,
  MeetingExceptionsTable,
  MeetingParticipantsTable,
  MeetingRemindersSentTable,
  MeetingsTable,
} from '../modules/calendar/calendar.table';
import type {
  ChatMembersTable,
  ChatMentionsTable,
  ChatMessageEditsTable,
  ChatMessagesTable,
  ChatReactionsTable,
  ChatsTable,
} from '../modules/chat/chat.table';
import type { ClubJoinRequestsTable, ClubMembersTable, ClubsTable } from '../modules/clubs/clubs.table';
import type {
  CourtRequestEventsTable,
  CourtRequestsTable,
} from '../modules/court-requests/court-requests.table';
import type { CourtsTable } from '../modules/courts/courts.table';
import type { DevicesTable } from '../modules/devices/devices.table';
import type { FilesTable } from '../modules/files/files.table';
import type { InboxItemsTable } from '../modules/inbox/inbox.table';
import type {
  MatchSessionGamesTable,
  MatchSessionPlayersTable,
  MatchSessionsTable,
} from '../modules/match-sessions/match-sessions.table';
import type {
  MatchConfirmationsTable,
  MatchesTable,
  MatchGamesTable,
  MatchLiveEventsTable,
  MatchPlayersTable,
} from '../modules/matches/matches.table';
import type {
  EmailTemplatesTable,
  NotificationDeliveriesTable,
  NotificationOptOutsTable,
  NotificationProvidersTable,
  NotificationsTable,
  NotificationTemplatesTable,
  PhoneVerificationsTable,
  PushTokensTable,
  SystemSettingsTable,
} from '../modules/notifications/notifications.table';
import type {
  PaymentCheckoutsTable,
  PaymentEventsTable,
  PaymentGatewaysTable,
  PaymentRefundsTable,
  PaymentsTable,
} from '../modules/payments/payments.table';
import type { PermissionsTable, RolePermissionsTable } from '../modules/permissions/permissions.table';
import type { DuprConnectionsTable, ProfilesTable } from '../modules/profile/profile.table';
import type {
  RankPointsTable,
  RatingBaselinesTable,
  RatingHistoryTable,
} from '../modules/rankpoints/rankpoints.table';
import type { RolesTable, UserRolesTable } from '../modules/roles/roles.table';
import type { StaticPagesTable, StaticPageVersionsTable } from '../modules/static-pages/static-pages.table';
import type { TasksTable, TaskTagsTable } from '../modules/tasks/tasks.table';
import type {
  TournamentDrawsTable,
  TournamentEntrantsTable,
  TournamentRegistrationsTable,
  TournamentSlotResultsTable,
  TournamentSlotsTable,
  TournamentsTable,
} from '../modules/tournaments/tournaments.table';
import type { UsersTable } from '../modules/users/users.table';
import type { JobsTable } from '../platform/jobs/jobs.table';
import type { DialectName } from './dialect';
import { SearchPathPostgresDialect } from './postgres-introspector';
import { namePreparedStatements } from './prepared';

/** Every table of the product, composed from the modules' *.table.ts files. */
export interface Database {
  users: UsersTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  auth_sessions: AuthSessionsTable;
  refresh_tokens: RefreshTokensTable;
  account_links: AccountLinksTable;
  social_accounts: SocialAccountsTable;
  audit_logs: AuditTable;
  matches: MatchesTable;
  match_players: MatchPlayersTable;
  match_games: MatchGamesTable;
  match_confirmations: MatchConfirmationsTable;
  match_live_events: MatchLiveEventsTable;
  inbox_items: InboxItemsTable;
  jobs: JobsTable;
  courts: CourtsTable;
  court_requests: CourtRequestsTable;
  court_request_events: CourtRequestEventsTable;
  files: FilesTable;
  clubs: ClubsTable;
  club_members: ClubMembersTable;
  club_join_requests: ClubJoinRequestsTable;
  profiles: ProfilesTable;
  rank_points: RankPointsTable;
  rating_history: RatingHistoryTable;
  rating_baselines: RatingBaselinesTable;
  dupr_connections: DuprConnectionsTable;
  notification_providers: NotificationProvidersTable;
  notification_templates: NotificationTemplatesTable;
  email_templates: EmailTemplatesTable;
  notifications: NotificationsTable;
  notification_deliveries: NotificationDeliveriesTable;
  push_tokens: PushTokensTable;
  devices: DevicesTable;
  meetings: MeetingsTable;
  meeting_participants: MeetingParticipantsTable;
  meeting_exceptions: MeetingExceptionsTable;
  meeting_reminders_sent: MeetingRemindersSentTable;
  calendar_feeds: CalendarFeedsTable;
  notification_opt_outs: NotificationOptOutsTable;
  phone_verifications: PhoneVerificationsTable;
  system_settings: SystemSettingsTable;
  payment_gateways: PaymentGatewaysTable;
  payments: PaymentsTable;
  payment_events: PaymentEventsTable;
  payment_checkouts: PaymentCheckoutsTable;
  payment_refunds: PaymentRefundsTable;
  static_pages: StaticPagesTable;
  static_page_versions: StaticPageVersionsTable;
  match_sessions: MatchSessionsTable;
  match_session_players: MatchSessionPlayersTable;
  match_session_games: MatchSessionGamesTable;
  chats: ChatsTable;
  chat_members: ChatMembersTable;
  chat_messages: ChatMessagesTable;
  chat_message_edits: ChatMessageEditsTable;
  chat_reactions: ChatReactionsTable;
  chat_mentions: ChatMentionsTable;
  tasks: TasksTable;
  task_tags: TaskTagsTable;
  tournaments: TournamentsTable;
  tournament_registrations: TournamentRegistrationsTable;
  tournament_entrants: TournamentEntrantsTable;
  tournament_draws: TournamentDrawsTable;
  tournament_slots: TournamentSlotsTable;
  tournament_slot_results: TournamentSlotResultsTable;
}

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  dialect: DialectName;
}

export interface DatabaseOptions {
  /** `postgres://…`, `sqlite:<path>`, a plain path, or `:memory:`. */
  url: string;
  /** PostgreSQL only: the schema to work in (tests use a fresh one per run). */
  schema?: string;
  poolSize?: number;
  /** Kysely's query log (the list profile reads every statement's SQL and parameters from it). */
  log?: KyselyConfig['log'];
}

export function dialectFromUrl(url: string): DialectName {
  return /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

export function createDatabase(options: DatabaseOptions): DatabaseHandle {
  const dialect = dialectFromUrl(options.url);
  if (dialect === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      types: { getTypeParser: pgTypeParser },
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    pool.on('connect', namePreparedStatements);
    return {
      db: new Kysely<Database>({ dialect: new SearchPathPostgresDialect({ pool }), log: options.log }),
      dialect,
    };
  }
  const path = options.url.replace(/^sqlite:/, '');
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SqliteDatabase(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({ database: wrapSqlite(sqlite) }),
      log: options.log,
    }),
    dialect,
  };
}

const PG_INT8 = 20;
const PG_NUMERIC = 1700;
const PG_TIMESTAMP = 1114;
const PG_TIMESTAMPTZ = 1184;

/** The API speaks one shape on both engines: numbers as numbers, timestamps as ISO-8601 UTC. */
function pgTypeParser(oid: number, format?: 'text' | 'binary') {
  switch (oid) {
    case PG_INT8:
    case PG_NUMERIC:
      return (value: string) => Number(value);
    case PG_TIMESTAMPTZ:
      return (value: string) => new Date(value).toISOString();
    case PG_TIMESTAMP:
      return (value: string) => new Date(`${value}Z`).toISOString();
    default:
      return pg.types.getTypeParser(oid, format ?? 'text');
  }
}

/**
 * better-sqlite3 binds no booleans or Dates: they become 0/1 and ISO strings here, so queries
 * are written once for both engines. Prepared statements are cached by their SQL text.
 */
function wrapSqlite(sqlite: SqliteDatabase.Database) {
  const cache = new Map<string, SqliteDatabase.Statement>();
  const toParams = (parameters: ReadonlyArray<unknown>) =>
    parameters.map((value) =>
      typeof value === 'boolean' ? (value ? 1 : 0) : value instanceof Date ? value.toISOString() : value,
    );
  return {
    close: () => sqlite.close(),
    prepare(sqlText: string) {
      let statement = cache.get(sqlText);
      if (!statement) {
        statement = sqlite.prepare(sqlText);
        if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
        cache.set(sqlText, statement);
      }
      const prepared = statement;
      return {
        reader: prepared.reader,
        all: (parameters: ReadonlyArray<unknown>) => prepared.all(toParams(parameters)),
        run: (parameters: ReadonlyArray<unknown>) => prepared.run(toParams(parameters)),
        iterate: (parameters: ReadonlyArray<unknown>) => prepared.iterate(toParams(parameters)),
      };
    },
  };
}
