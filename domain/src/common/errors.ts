/**
 * The error vocabulary shared by the API and the web app. A code is a stable dotted name; the
 * server maps it to an HTTP status here, and both sides translate `errors:<code>` for people.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  'auth.unauthenticated': 401,
  'auth.session_expired': 401,
  /** The user's roles or permissions changed since the token was signed: refresh and try again. */
  'auth.token_outdated': 401,
  'auth.invalid_credentials': 401,
  'auth.refresh_failed': 401,
  'auth.social_failed': 401,
  'auth.account_inactive': 403,
  'auth.too_many_attempts': 429,
  'auth.reset_link_invalid': 400,
  'auth.verify_link_invalid': 400,
  'profile.email_already_verified': 409,
  'auth.social_not_configured': 404,
  forbidden: 403,
  'permission.missing': 403,
  'role.cannot_grant': 403,
  not_found: 404,
  'route.not_found': 404,
  method_not_allowed: 405,
  conflict: 409,
  'role.in_use': 409,
  'role.protected': 409,
  'permission.in_use': 409,
  'permission.protected': 409,
  'user.cannot_delete_self': 409,
  'user.cannot_deactivate_self': 409,
  'user.last_super_admin': 409,
  'user.protected': 403,
  'match.invalid_transition': 409,
  'match.result_locked': 409,
  'match.not_a_player': 403,
  'match.already_responded': 409,
  'match.own_match': 403,
  'match_session.invalid_transition': 409,
  'match_session.last_match': 409,
  'match_session.game_locked': 409,
  'match_session.no_schedule': 409,
  'match_session.replan_doubles_only': 409,
  'match_session.already_called': 409,
  'match_session.game_finished': 409,
  'club_night.closed': 409,
  'club_night.already_signed_up': 409,
  'club_night.members_only': 403,
  'club_night.rating_out_of_range': 409,
  'club_night.cancel_closed': 409,
  'club_night.over': 409,
  'club_night.fee_already_paid': 409,
  'club_night.fee_not_paid': 409,
  'club_night.fee_paid_in_app': 409,
  'club_night.not_started': 409,
  'live.not_started': 409,
  'live.paused': 409,
  'live.finished': 409,
  'live.duplicate_event': 409,
  'live.sequence_gap': 409,
  'live.nothing_to_undo': 409,
  'court_request.already_processed': 409,
  'court_request.not_editable': 409,
  'court_request.too_many': 429,
  /** A body sent as multipart/form-data that cannot be read as such (no boundary, cut short). */
  'upload.malformed': 400,
  'image.load_failed': 422,
  'image.upload_failed': 500,
  'image.variants_failed': 500,
  'club.not_manager': 403,
  'club.already_member': 409,
  'club.request_pending': 409,
  'club.not_joinable': 409,
  'club.owner_protected': 409,
  'club.request_processed': 409,
  'rankpoint.exists': 409,
  'dupr.login_failed': 422,
  'dupr.sync_failed': 502,
  'dupr.refresh_failed': 502,
  'dupr.rate_limited': 429,
  'dupr.not_connected': 409,
  'dupr.not_configured': 503,
  'dupr.unavailable': 503,
  'notification.not_cancellable': 409,
  'notification.nothing_to_retry': 409,
  'notification.template_inactive': 409,
  'notification.no_recipients': 422,
  'template.in_use': 409,
  'template.system_key': 409,
  'provider.test_address_required': 422,
  'provider.test_failed': 422,
  'configuration.not_saved': 409,
  /** A test e-mail goes to the signed-in user's own address: they have none. */
  'email_template.no_address': 409,
  /** No outgoing mail server: neither /configurations/email saved nor SMTP_* set. */
  'email_template.smtp_not_configured': 503,
  'phone.not_set': 409,
  'phone.already_verified': 409,
  'phone.code_invalid': 422,
  'phone.code_expired': 422,
  'phone.too_many_codes': 429,
  'phone.no_sender': 503,
  /** A gateway that has taken payments cannot be deleted (deactivate it instead). */
  'payment.gateway_in_use': 409,
  'payment.gateway_inactive': 409,
  /** The gateway refused the call (its reason in the message). */
  'payment.gateway_refused': 422,
  /** The gateway did not answer or answered with a server error. */
  'payment.gateway_unavailable': 502,
  'payment.invalid_transition': 409,
  'payment.not_refundable': 409,
  /** The gateway did not say whether the refund happened: marked uncertain, never sent again. */
  'payment.refund_uncertain': 502,
  'payment.stats_forbidden': 403,
  /** The draft is the live version already. */
  'static_page.nothing_to_publish': 409,
  /** The public chat is off: no public channel, or it is not active (SPEC §8 "chat unavailable"). */
  'chat.unavailable': 503,
  /** SPEC §7-8: a direct chat could not be got or created (the other person cannot chat). */
  'chat.get_or_create_failed': 422,
  /** Posting in an inactive or archived conversation. */
  'chat.read_only': 409,
  /** Only admins and moderators post in an announcement channel. */
  'chat.announcement_only': 403,
  /** The conversation's role does not allow this (manage members, settings, moderate, pin). */
  'chat.not_allowed': 403,
  /** Only the author edits a message. */
  'chat.not_author': 403,
  'chat.message_removed': 409,
  /** A direct chat keeps its two people. */
  'chat.direct_fixed': 409,
  /** A conversation keeps at least one admin. */
  'chat.last_admin': 409,
  /** Only one channel is the public chat at a time. */
  'chat.public_exists': 409,
  'chat.rate_limited': 429,
  /** An archived task is neither edited nor moved: restore it first. */
  'task.archived': 409,
  /** A card was dropped after one that has left that column meanwhile (another person moved it). */
  'task.anchor_moved': 409,
  /** The call came from a device staff blocked (`X-Device-Id`), or registers one. */
  'device.blocked': 403,
  /** Block a blocked device, activate an active one. */
  'device.invalid_transition': 409,
  /** A blocked device's status changes only through "activate" (with its reason). */
  'device.use_activate': 409,
  /** The device is someone else's (the mobile app's calls act on the caller's own devices). */
  'device.not_yours': 404,
  /** Only the organiser, the meeting's moderators and calendar.manage change a meeting. */
  'meeting.not_editor': 403,
  /** Answering a meeting one is not invited to. */
  'meeting.not_participant': 403,
  /** The meeting (or occurrence) is already in that status. */
  'meeting.invalid_transition': 409,
  /** A tournament state action its status does not offer (open a completed one…). */
  'tournament.invalid_transition': 409,
  /** SPEC §8 'Failed to register player', with the reason. */
  'tournament.registration_failed': 422,
  /** SPEC §8 'Insufficient players to generate bracket' (fewer confirmed entries than the format needs). */
  'tournament.insufficient_players': 422,
  /** SPEC §8 'Failed to generate tournament bracket', with the reason. */
  'tournament.bracket_failed': 409,
  /** Starting, or a bracket action, before the bracket was generated. */
  'tournament.no_bracket': 409,
  /** Completing while bracket matches are still to be played. */
  'tournament.not_finished': 409,
  /** The type changes once entries exist; the format and match rules once a bracket exists. */
  'tournament.type_locked': 409,
  'tournament.format_locked': 409,
  /** Only drafts and cancelled tournaments without played matches or payments are deleted. */
  'tournament.not_deletable': 409,
  /** A registration action its status does not allow (approve a confirmed one…). */
  'tournament.registration_invalid_transition': 409,
  /** Every place is taken: a waitlisted entry cannot be promoted. */
  'tournament.full': 409,
  /** Only the invited partner answers an invitation. */
  'tournament.not_partner': 403,
  /** Refunds are for cancelled entries whose fee was paid. */
  'tournament.not_refundable': 409,
  /** A walkover or result for a slot whose two entrants are not both known. */
  'tournament.slot_not_playable': 409,
  /** A bracket match scored or finished while the tournament is not in progress. */
  'tournament.not_in_progress': 409,
  /** A bracket match is deleted or given other players through the matches module. */
  'tournament.match_in_bracket': 409,
  /** A changed result that later results depend on: correct it from the bracket, which shows what is reset. */
  'tournament.correction_required': 409,
  /** An approved result already moved the ratings: it is not corrected. */
  'tournament.result_approved': 409,
  /** Withdrawing or waitlisting an entry that is in the bracket: record walkovers, or delete the bracket first. */
  'tournament.entry_in_bracket': 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  validation_failed: 422,
  too_many_requests: 429,
  server_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

/** Field errors of a 422 answer: field path → messages already in the request's language. */
export type FieldErrors = Record<string, string[]>;

/** The body of every error answer. */
export interface ErrorBody {
  code: ErrorCode;
  message: string;
  errors?: FieldErrors;
}
