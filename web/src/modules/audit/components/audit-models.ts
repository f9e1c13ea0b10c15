/**
 * What the audit trail knows of each model the server records (`recordAudit({ model })`): its name,
 * the module catalog whose `fields.*` label its fields, the catalog keys that name its values
 * (a match's `status: inprogress` reads "In progress"), and the page a record opens on. The labels
 * are the modules' own, so the trail says what the module's screens say.
 */
export interface AuditModelSpec {
  /** The model's name (audit:models.*). */
  label: string;
  /** The namespace holding the model's `fields.<field>` labels. */
  namespace: string;
  /** A field's label where the module names it otherwise than `fields.<field>`. */
  fields?: Readonly<Record<string, string>>;
  /** Another namespace whose `fields.*` name the fields the first lacks (a court request's court fields). */
  alsoFrom?: string;
  /**
   * A field whose values are names in a catalog: field → key prefix (`matches:status` →
   * `matches:status.draft`), or value → key where the keys are the trail's own.
   */
  values?: Readonly<Record<string, string | Readonly<Record<string, string>>>>;
  /** The page of one record and the permission that opens it. */
  link?: { to: (id: string) => string; permission: string };
}

/** Fields no module names (a match's teams, a club change's action): the trail's own labels. */
export const AUDIT_FIELD_NAMES: Readonly<Record<string, string>> = {
  action: 'audit:field_names.action',
  club: 'audit:field_names.club',
  club_id: 'audit:field_names.club_id',
  comment: 'audit:field_names.comment',
  confirmations: 'audit:field_names.confirmations',
  court: 'audit:field_names.court',
  created_at: 'audit:field_names.created_at',
  games_won: 'audit:field_names.games_won',
  id: 'audit:field_names.id',
  live_status: 'audit:field_names.live_status',
  message: 'audit:field_names.message',
  note: 'audit:field_names.note',
  owner_id: 'audit:field_names.owner_id',
  reason: 'audit:field_names.reason',
  request_id: 'audit:field_names.request_id',
  role: 'audit:field_names.role',
  status_reason: 'audit:field_names.status_reason',
  team1: 'audit:field_names.team1',
  team2: 'audit:field_names.team2',
  updated_at: 'audit:field_names.updated_at',
  user_id: 'audit:field_names.user_id',
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

export const AUDIT_MODELS: Readonly<Record<string, AuditModelSpec>> = {
  user: { label: 'audit:models.user', namespace: 'users', link: userLink },
  role: {
    label: 'audit:models.role',
    namespace: 'roles',
    link: { to: (id) => `/roles/${id}/edit`, permission: 'role.edit' },
  },
  permission: {
    label: 'audit:models.permission',
    namespace: 'permissions',
    link: { to: (id) => `/permissions/${id}/edit`, permission: 'permission.edit' },
  },
  profile: {
    label: 'audit:models.profile',
    namespace: 'profile',
    values: { gender: 'profile:gender', rankpoint_type: 'profile:rank_type' },
    link: userLink,
  },
  dupr_connection: {
    label: 'audit:models.dupr_connection',
    namespace: 'profile',
    fields: {
      dupr_id: 'profile:dupr.dupr_id',
      singles: 'profile:dupr.singles',
      doubles: 'profile:dupr.doubles',
    },
    link: userLink,
  },
  court: {
    label: 'audit:models.court',
    namespace: 'courts',
    values: { status: 'courts:status' },
    link: { to: (id) => `/courts/${id}`, permission: 'court.view' },
  },
  court_request: {
    label: 'audit:models.court_request',
    namespace: 'court-requests',
    alsoFrom: 'courts',
    values: { status: 'court-requests:status' },
    link: { to: (id) => `/court-requests/${id}`, permission: 'court-request.view' },
  },
  club: {
    label: 'audit:models.club',
    namespace: 'clubs',
    values: { status: 'clubs:status' },
    link: { to: (id) => `/clubs/${id}`, permission: 'club.view' },
  },
  club_member: {
    label: 'audit:models.club_member',
    namespace: 'clubs',
    values: { role: 'clubs:role', action: CLUB_MEMBER_ACTIONS },
    link: { to: (id) => `/clubs/${id}`, permission: 'club.view' },
  },
  club_join_request: {
    label: 'audit:models.club_join_request',
    namespace: 'clubs',
    values: { status: 'clubs:request_status' },
  },
  match: {
    label: 'audit:models.match',
    namespace: 'matches',
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
    label: 'audit:models.rank_point',
    namespace: 'rankpoints',
    values: { status: 'rankpoints:status', type: 'rankpoints:type', gender: 'rankpoints:gender' },
    link: { to: (id) => `/rankpoints/${id}`, permission: 'rankpoint.view' },
  },
};

/** The namespaces the trail reads its labels from (loaded with the page). */
export const AUDIT_NAMESPACES = [
  'audit',
  'common',
  ...new Set(Object.values(AUDIT_MODELS).map((spec) => spec.namespace)),
] as const;
