import { AUDIT_MODEL_NAMES, type AuditModelNames } from '@pickleball/domain';

/**
 * What the audit trail knows of each model the server records: its names (domain's
 * AUDIT_MODEL_NAMES, shared with the export), the catalog keys that name its values (a match's
 * `status: inprogress` reads "In progress"), and the page a record opens on. The labels are the
 * modules' own, so the trail says what the module's screens say.
 */
export interface AuditModelSpec extends AuditModelNames {
  /**
   * A field whose values are names in a catalog: field → key prefix (`matches:status` →
   * `matches:status.draft`), or value → key where the keys are the trail's own.
   */
  values?: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  /** The page of one record and the permission that opens it. */
  link?: { to: (id: string) => string; permission: string };
}

/**
 * Fields no module names (a match's teams, a club change's action): the trail's own labels.
 * No code reads this table: domain's auditFieldKeys builds `audit:field_names.<field>` itself. It
 * names every such key so locales.test.ts (each key appears in the code) keeps them.
 * @public (for knip: used by that test's grep, not by an import)
 */
export const AUDIT_FIELD_NAMES: Readonly<Record<string, string>> = {
  action: 'audit:field_names.action',
  amount: 'audit:field_names.amount',
  archived_at: 'audit:field_names.archived_at',
  attachments: 'audit:field_names.attachments',
  author_id: 'audit:field_names.author_id',
  automatic: 'audit:field_names.automatic',
  avatar: 'audit:field_names.avatar',
  blocked_at: 'audit:field_names.blocked_at',
  blocked_by: 'audit:field_names.blocked_by',
  bmi: 'audit:field_names.bmi',
  bmi_category: 'audit:field_names.bmi_category',
  body: 'audit:field_names.body',
  bracket_generated_at: 'audit:field_names.bracket_generated_at',
  cancel_reason: 'audit:field_names.cancel_reason',
  cancelled_at: 'audit:field_names.cancelled_at',
  chat_id: 'audit:field_names.chat_id',
  checkout: 'audit:field_names.checkout',
  club: 'audit:field_names.club',
  club_id: 'audit:field_names.club_id',
  comment: 'audit:field_names.comment',
  completed_at: 'audit:field_names.completed_at',
  config: 'audit:field_names.config',
  confirmations: 'audit:field_names.confirmations',
  country_code: 'audit:field_names.country_code',
  court: 'audit:field_names.court',
  court_id: 'audit:field_names.court_id',
  created_at: 'audit:field_names.created_at',
  created_by: 'audit:field_names.created_by',
  created_matches: 'audit:field_names.created_matches',
  currency: 'audit:field_names.currency',
  discipline: 'audit:field_names.discipline',
  double_matches: 'audit:field_names.double_matches',
  draft: 'audit:field_names.draft',
  dupr: 'audit:field_names.dupr',
  email_verified: 'audit:field_names.email_verified',
  entrants: 'audit:field_names.entrants',
  estimated_minutes: 'audit:field_names.estimated_minutes',
  failed: 'audit:field_names.failed',
  first_server: 'audit:field_names.first_server',
  full_cycle_rounds: 'audit:field_names.full_cycle_rounds',
  game_id: 'audit:field_names.game_id',
  games_won: 'audit:field_names.games_won',
  has_push_token: 'audit:field_names.has_push_token',
  groups: 'audit:field_names.groups',
  has_bracket: 'audit:field_names.has_bracket',
  id: 'audit:field_names.id',
  is_archived: 'audit:field_names.is_archived',
  is_public: 'audit:field_names.is_public',
  is_system: 'audit:field_names.is_system',
  live_status: 'audit:field_names.live_status',
  match_id: 'audit:field_names.match_id',
  match_session_id: 'audit:field_names.match_session_id',
  matches_per_player: 'audit:field_names.matches_per_player',
  mean_rating_gap: 'audit:field_names.mean_rating_gap',
  merchant_id: 'audit:field_names.merchant_id',
  message: 'audit:field_names.message',
  note: 'audit:field_names.note',
  occurrence_start: 'audit:field_names.occurrence_start',
  official_rating: 'audit:field_names.official_rating',
  order_id: 'audit:field_names.order_id',
  owner_id: 'audit:field_names.owner_id',
  participant_ids: 'audit:field_names.participant_ids',
  partner_id: 'audit:field_names.partner_id',
  partner_status: 'audit:field_names.partner_status',
  password_changed: 'audit:field_names.password_changed',
  payment_id: 'audit:field_names.payment_id',
  phone_verified: 'audit:field_names.phone_verified',
  placings: 'audit:field_names.placings',
  played_matches: 'audit:field_names.played_matches',
  player_id: 'audit:field_names.player_id',
  player_ids: 'audit:field_names.player_ids',
  players: 'audit:field_names.players',
  podium: 'audit:field_names.podium',
  province_code: 'audit:field_names.province_code',
  published_version: 'audit:field_names.published_version',
  reason: 'audit:field_names.reason',
  recurrence: 'audit:field_names.recurrence',
  refund: 'audit:field_names.refund',
  registration_closed_at: 'audit:field_names.registration_closed_at',
  registration_opened_at: 'audit:field_names.registration_opened_at',
  registration_window: 'audit:field_names.registration_window',
  registrations: 'audit:field_names.registrations',
  request_id: 'audit:field_names.request_id',
  reset: 'audit:field_names.reset',
  response: 'audit:field_names.response',
  restored_from: 'audit:field_names.restored_from',
  result: 'audit:field_names.result',
  retried: 'audit:field_names.retried',
  reviewed_at: 'audit:field_names.reviewed_at',
  role: 'audit:field_names.role',
  role_ids: 'audit:field_names.role_ids',
  round: 'audit:field_names.round',
  scheduled_at: 'audit:field_names.scheduled_at',
  scope: 'audit:field_names.scope',
  secrets_replaced: 'audit:field_names.secrets_replaced',
  seed: 'audit:field_names.seed',
  seeds: 'audit:field_names.seeds',
  single_matches: 'audit:field_names.single_matches',
  slot: 'audit:field_names.slot',
  social_account: 'audit:field_names.social_account',
  source: 'audit:field_names.source',
  started_at: 'audit:field_names.started_at',
  status_reason: 'audit:field_names.status_reason',
  team1: 'audit:field_names.team1',
  team2: 'audit:field_names.team2',
  template_id: 'audit:field_names.template_id',
  total_matches: 'audit:field_names.total_matches',
  tournament_id: 'audit:field_names.tournament_id',
  translations: 'audit:field_names.translations',
  type: 'audit:field_names.type',
  updated_at: 'audit:field_names.updated_at',
  user: 'audit:field_names.user',
  user_id: 'audit:field_names.user_id',
  user_ids: 'audit:field_names.user_ids',
  voided_matches: 'audit:field_names.voided_matches',
  waitlist_position: 'audit:field_names.waitlist_position',
  waitlisted: 'audit:field_names.waitlisted',
  ward_code: 'audit:field_names.ward_code',
  webhook_secret_replaced: 'audit:field_names.webhook_secret_replaced',
  winner: 'audit:field_names.winner',
  winner_team: 'audit:field_names.winner_team',
};

/** What a change of a club's members did. */
const CLUB_MEMBER_ACTIONS: Readonly<Record<string, string>> = {
  add_member: 'audit:club_actions.add_member',
  change_role: 'audit:club_actions.change_role',
  join_approved: 'audit:club_actions.join_approved',
  join_rejected: 'audit:club_actions.join_rejected',
  remove_member: 'audit:club_actions.remove_member',
  transfer_ownership: 'audit:club_actions.transfer_ownership',
};

const userLink = { to: (id: string) => `/users?view=${id}`, permission: 'user.view' };

/** What the web adds to a model's names: its values' catalogs and its page. */
const MODEL_SCREENS: Readonly<Record<string, Pick<AuditModelSpec, 'values' | 'link'>>> = {
  user: { link: userLink },
  role: { link: { to: (id) => `/roles/${id}/edit`, permission: 'role.edit' } },
  permission: { link: { to: (id) => `/permissions/${id}/edit`, permission: 'permission.edit' } },
  profile: {
    values: { gender: 'profile:gender', rankpoint_type: 'profile:rank_type' },
    link: userLink,
  },
  dupr_connection: { link: userLink },
  court: {
    values: { status: 'courts:status' },
    link: { to: (id) => `/courts/${id}`, permission: 'court.view' },
  },
  court_request: {
    values: { status: 'court-requests:status' },
    link: { to: (id) => `/court-requests/${id}`, permission: 'court-request.view' },
  },
  club: {
    values: { status: 'clubs:status' },
    link: { to: (id) => `/clubs/${id}`, permission: 'club.view' },
  },
  club_member: {
    values: { role: 'clubs:role', action: CLUB_MEMBER_ACTIONS },
    link: { to: (id) => `/clubs/${id}`, permission: 'club.view' },
  },
  club_join_request: { values: { status: 'clubs:request_status' } },
  match: {
    values: {
      status: 'matches:status',
      format: 'matches:format',
      discipline: 'matches:discipline',
      score_type: 'matches:score_type',
      action: 'matches:actions',
    },
    link: { to: (id) => `/matches/${id}`, permission: 'match.view' },
  },
  rank_point: {
    values: { status: 'rankpoints:status', type: 'rankpoints:type', gender: 'rankpoints:gender' },
    link: { to: (id) => `/rankpoints/${id}`, permission: 'rankpoint.view' },
  },
  meeting: {
    values: {
      scope: 'calendar:scope',
      response: 'calendar:responses',
      status: 'calendar:statuses',
      priority: 'calendar:priorities',
      type: 'calendar:types',
    },
    link: { to: (id) => `/calendar/meetings/${id}`, permission: 'calendar.view' },
  },
  match_session: { link: { to: (id) => `/match-sessions/${id}`, permission: 'match.view' } },
  payment: { link: { to: (id) => `/payments/transactions/${id}`, permission: 'payment.view' } },
  task: {
    values: { priority: 'tasks:priority', status: 'tasks:status' },
    link: { to: (id) => `/tasks/${id}/edit`, permission: 'task.edit' },
  },
  notification: { link: { to: (id) => `/notifications/${id}`, permission: 'notification.view' } },
  notification_template: {
    link: { to: (id) => `/notification-templates/${id}/edit`, permission: 'notification.templates.edit' },
  },
  email_template: {
    link: { to: (id) => `/email-templates/${id}/edit`, permission: 'email-template.edit' },
  },
};

export const AUDIT_MODELS: Readonly<Record<string, AuditModelSpec>> = Object.fromEntries(
  Object.entries(AUDIT_MODEL_NAMES).map(([name, names]) => [name, { ...names, ...MODEL_SCREENS[name] }]),
);

/** The namespaces the trail reads its labels from (loaded with the page). */
export const AUDIT_NAMESPACES = [
  'audit',
  'common',
  ...new Set(Object.values(AUDIT_MODELS).map((spec) => spec.namespace)),
] as const;
