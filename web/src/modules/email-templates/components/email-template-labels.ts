/**
 * A system e-mail template's name in the reader's language. The API stores the English name it
 * was created with (domain's SYSTEM_EMAIL_NAMES); while it still reads so it is shown through its
 * translation, as built-in roles are; a name staff edited, or a custom template's, as written.
 * The keys are written out so the translation check can see them in use.
 */
import { SYSTEM_EMAIL_NAMES, type SystemEmailKey } from '@pickleball/domain';

const SYSTEM_NAME_KEYS: Record<SystemEmailKey, string> = {
  'court_request.received': 'email-templates:system_names.court_request_received',
  'court_request.approved': 'email-templates:system_names.court_request_approved',
  'court_request.rejected': 'email-templates:system_names.court_request_rejected',
  'court_request.changes_requested': 'email-templates:system_names.court_request_changes_requested',
  'account.password_reset': 'email-templates:system_names.account_password_reset',
  'account.email_verification': 'email-templates:system_names.account_email_verification',
};

const isSystemEmailKey = (key: string): key is SystemEmailKey => Object.hasOwn(SYSTEM_NAME_KEYS, key);

export function describeEmailTemplate(
  template: { key: string; name: string; is_system: boolean },
  t: (key: string) => string,
): string {
  if (!template.is_system || !isSystemEmailKey(template.key)) return template.name;
  return template.name === SYSTEM_EMAIL_NAMES[template.key]
    ? t(SYSTEM_NAME_KEYS[template.key])
    : template.name;
}
