/**
 * What the audit trail knows of each model the server records (`recordAudit({ model })`): the
 * catalog key of its name, the module catalog whose `fields.*` label its fields, and the fields
 * that are the system's own bookkeeping (revisions, positions, permissions the screen had): those
 * are left out of what people read, on the screen and in the export. The web adds each model's
 * value names and the page a record opens on.
 */
export interface AuditModelNames {
  /** The model's name (audit:models.*). */
  label: string;
  /** The namespace holding the model's `fields.<field>` labels. */
  namespace: string;
  /** Another namespace whose `fields.*` name the fields the first lacks (a court request's court fields). */
  alsoFrom?: string;
  /** A field's label where the module names it otherwise than `fields.<field>`. */
  fields?: Readonly<Record<string, string>>;
  /** This model's bookkeeping fields, beyond AUDIT_HIDDEN_FIELDS. */
  hidden?: readonly string[];
}

/** Fields that are never people's business in any model: versions, order keys, per-reader flags. */
export const AUDIT_HIDDEN_FIELDS: readonly string[] = [
  'revision',
  'can_edit',
  'my_response',
  'after_id',
  'position',
  'sort_order',
  'search_text',
  'sort_name',
  'users_count_is_estimate',
  'random_seed',
];

const model = (
  label: string,
  namespace: string,
  extra: Omit<AuditModelNames, 'label' | 'namespace'> = {},
) => ({
  label,
  namespace,
  ...extra,
});

export const AUDIT_MODEL_NAMES: Readonly<Record<string, AuditModelNames>> = {
  chat: model('audit:models.chat', 'chat'),
  chat_message: model('audit:models.chat_message', 'chat'),
  club: model('audit:models.club', 'clubs'),
  club_join_request: model('audit:models.club_join_request', 'clubs'),
  club_member: model('audit:models.club_member', 'clubs'),
  configuration: model('audit:models.configuration', 'configurations'),
  court: model('audit:models.court', 'courts'),
  court_request: model('audit:models.court_request', 'court-requests', { alsoFrom: 'courts' }),
  device: model('audit:models.device', 'devices'),
  dupr_connection: model('audit:models.dupr_connection', 'profile', {
    fields: {
      dupr_id: 'profile:dupr.dupr_id',
      singles: 'profile:dupr.singles',
      doubles: 'profile:dupr.doubles',
    },
  }),
  email_template: model('audit:models.email_template', 'email-templates'),
  match: model('audit:models.match', 'matches'),
  match_session: model('audit:models.match_session', 'match-sessions'),
  meeting: model('audit:models.meeting', 'calendar'),
  notification: model('audit:models.notification', 'notifications', { hidden: ['data'] }),
  notification_provider: model('audit:models.notification_provider', 'notification-providers'),
  notification_template: model('audit:models.notification_template', 'notification-templates'),
  payment: model('audit:models.payment', 'payments'),
  payment_gateway: model('audit:models.payment_gateway', 'payments'),
  payment_settings: model('audit:models.payment_settings', 'payments'),
  permission: model('audit:models.permission', 'permissions'),
  profile: model('audit:models.profile', 'profile'),
  rank_point: model('audit:models.rank_point', 'rankpoints'),
  role: model('audit:models.role', 'roles'),
  static_page: model('audit:models.static_page', 'static-pages'),
  task: model('audit:models.task', 'tasks'),
  tournament: model('audit:models.tournament', 'tournaments', {
    // An automatic step's bookkeeping: what ran it and the raw values of its error.
    hidden: ['actions', 'counts', 'order', 'trigger', 'values'],
  }),
  tournament_registration: model('audit:models.tournament_registration', 'tournaments'),
  user: model('audit:models.user', 'users'),
};

export function isHiddenAuditField(modelName: string, field: string): boolean {
  return AUDIT_HIDDEN_FIELDS.includes(field) || (AUDIT_MODEL_NAMES[modelName]?.hidden ?? []).includes(field);
}

/**
 * The catalog keys that may name a field, best first: the model's own, its module's `fields.*`,
 * the module it borrows from, then the trail's own `audit:field_names.*`.
 */
export function auditFieldKeys(modelName: string, field: string): string[] {
  const spec = AUDIT_MODEL_NAMES[modelName];
  return [
    spec?.fields?.[field],
    spec ? `${spec.namespace}:fields.${field}` : undefined,
    spec?.alsoFrom ? `${spec.alsoFrom}:fields.${field}` : undefined,
    `audit:field_names.${field}`,
  ].filter((key): key is string => key !== undefined);
}
