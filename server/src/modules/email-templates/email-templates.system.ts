/**
 * The product's own e-mails (court requests, account links) come from the e-mail templates with
 * the SYSTEM_EMAIL_KEYS. Rules owned here:
 * - on start-up each missing system template is created from today's texts in locales/<lng>/mail.json
 *   (never overwriting a template staff edited), with its variables declared;
 * - sending uses the active template in the recipient's language (English when it has no
 *   Vietnamese); a template switched off, missing, or failing to render gives way to the texts of
 *   mail.json, so a product e-mail never breaks.
 */
import {
  buildSearchText,
  EMAIL_VERIFICATION_TTL_HOURS,
  type EmailTemplate,
  PASSWORD_RESET_TTL_MINUTES,
  SYSTEM_EMAIL_NAMES,
  type SystemEmailKey,
  vietnameseSortKey,
} from '@pickleball/domain';
import { type Catalog, loadCatalogs } from '@pickleball/locales';
import type { Db } from '../../db/database';
import { nowIso, toBool } from '../../db/dialect';
import {
  htmlToText,
  pickTranslation,
  renderHtml,
  renderLine,
  renderText,
  type TemplateData,
  TemplateRenderError,
} from '../../platform/templating';
import {
  type EmailTemplateValues,
  findEmailTemplateByKey,
  insertMissingEmailTemplates,
  listEmailTemplateKeys,
} from './email-templates.repository';

type Variable = EmailTemplate['variables'][number];
export type EmailText = { subject: string; html: string; text: string | null };
export type EmailTranslations = { en: EmailText; vi: EmailText | null };

const variable = (name: string, description: string, sample: string): Variable => ({
  name,
  description,
  sample,
});
const NAME = variable('name', 'The recipient’s name', 'Nguyễn Văn An');
const REFERENCE = variable('reference', 'The request’s reference number', 'CR-2026-000123');
const COURT = variable('court', 'The court’s name', 'Sân Pickleball Thảo Điền');
const EDIT_LINK = variable(
  'link',
  'The private link to follow or edit the request',
  'https://pickleball.example.vn/register-court/edit/…',
);

/** Each system e-mail: its name, its texts in mail.json (subject, body) and the variables it is given. */
export const SYSTEM_EMAILS: Record<
  SystemEmailKey,
  { name: string; subject: string; body: string; variables: Variable[] }
> = {
  'court_request.received': {
    name: SYSTEM_EMAIL_NAMES['court_request.received'],
    subject: 'mail:court_request.received_subject',
    body: 'mail:court_request.received_body',
    variables: [NAME, REFERENCE, COURT, EDIT_LINK],
  },
  'court_request.approved': {
    name: SYSTEM_EMAIL_NAMES['court_request.approved'],
    subject: 'mail:court_request.approved_subject',
    body: 'mail:court_request.approved_body',
    variables: [NAME, REFERENCE, COURT],
  },
  'court_request.rejected': {
    name: SYSTEM_EMAIL_NAMES['court_request.rejected'],
    subject: 'mail:court_request.rejected_subject',
    body: 'mail:court_request.rejected_body',
    variables: [
      NAME,
      REFERENCE,
      COURT,
      variable('reason', 'Why the request was rejected', 'The address could not be verified.'),
    ],
  },
  'court_request.changes_requested': {
    name: SYSTEM_EMAIL_NAMES['court_request.changes_requested'],
    subject: 'mail:court_request.changes_subject',
    body: 'mail:court_request.changes_body',
    variables: [
      NAME,
      REFERENCE,
      COURT,
      variable('feedback', 'What to change', 'Please add a photo of the courts.'),
      EDIT_LINK,
    ],
  },
  'account.password_reset': {
    name: SYSTEM_EMAIL_NAMES['account.password_reset'],
    subject: 'mail:password_reset.subject',
    body: 'mail:password_reset.body',
    variables: [
      NAME,
      variable(
        'link',
        'The single-use link to choose a new password',
        'https://pickleball.example.vn/reset-password?token=…',
      ),
      variable('minutes', 'How long the link works, in minutes', String(PASSWORD_RESET_TTL_MINUTES)),
    ],
  },
  'account.email_verification': {
    name: SYSTEM_EMAIL_NAMES['account.email_verification'],
    subject: 'mail:email_verification.subject',
    body: 'mail:email_verification.body',
    variables: [
      NAME,
      variable(
        'link',
        'The link that verifies the address',
        'https://pickleball.example.vn/verify-email?token=…',
      ),
      variable('hours', 'How long the link works, in hours', String(EMAIL_VERIFICATION_TTL_HOURS)),
    ],
  },
};

/** Values that may span several lines: kept as line breaks in the HTML. */
const MULTILINE = new Set(['reason', 'feedback']);

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char] as string);

/** i18next's `{{name}}` as Liquid's `{{ name }}`. */
const toLiquid = (text: string) => text.replace(/{{\s*(\w+)\s*}}/g, '{{ $1 }}');

/** A mail.json body as simple HTML: one paragraph per block, the link as a link. */
export function bodyToHtml(body: string): string {
  return body
    .split(/\n{2,}/)
    .map((paragraph) => {
      const parts = paragraph.split(/({{\s*\w+\s*}})/);
      const html = parts
        .map((part) => {
          const name = /^{{\s*(\w+)\s*}}$/.exec(part)?.[1];
          if (!name) return escapeHtml(part).replace(/\n/g, '<br>');
          if (name === 'link') return '<a href="{{ link }}">{{ link }}</a>';
          // Escaped first, then its line breaks kept; `raw` stops the second escaping of the <br>.
          if (MULTILINE.has(name)) return `{{ ${name} | escape | newline_to_br | raw }}`;
          return `{{ ${name} }}`;
        })
        .join('');
      return `<p>${html}</p>`;
    })
    .join('\n');
}

let catalogs: ReturnType<typeof loadCatalogs> | undefined;

function message(locale: 'en' | 'vi', key: string): string {
  catalogs ??= loadCatalogs();
  const [namespace = '', path = ''] = key.split(':');
  let node: unknown = catalogs[locale][namespace];
  for (const part of path.split('.')) node = (node as Catalog | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`missing message ${locale}/${key}`);
  return node;
}

/** Today's texts of a system e-mail, from mail.json, as Liquid. */
export function systemEmailTexts(key: SystemEmailKey): EmailTranslations {
  const spec = SYSTEM_EMAILS[key];
  const text = (locale: 'en' | 'vi'): EmailText => {
    const body = toLiquid(message(locale, spec.body));
    return { subject: toLiquid(message(locale, spec.subject)), html: bodyToHtml(body), text: body };
  };
  return { en: text('en'), vi: text('vi') };
}

export function systemEmailValues(key: SystemEmailKey, now: string): EmailTemplateValues {
  const spec = SYSTEM_EMAILS[key];
  return {
    key,
    name: spec.name,
    sort_name: vietnameseSortKey(spec.name),
    search_text: buildSearchText([spec.name, key]),
    translations: JSON.stringify(systemEmailTexts(key)),
    variables: JSON.stringify(spec.variables),
    is_system: true,
    is_active: true,
    created_at: now,
    updated_at: now,
  };
}

/** Creates the system e-mail templates that do not exist yet (idempotent; staff edits are kept). */
export async function seedSystemEmailTemplates(db: Db): Promise<void> {
  const existing = await listEmailTemplateKeys(db);
  const now = nowIso();
  const missing = (Object.keys(SYSTEM_EMAILS) as SystemEmailKey[]).filter((key) => !existing.has(key));
  await insertMissingEmailTemplates(
    db,
    missing.map((key) => systemEmailValues(key, now)),
  );
}

/** One language's texts filled with data: the subject on one line, sanitised HTML, and a text part. */
export function renderEmailText(
  text: EmailText,
  data: TemplateData,
): { subject: string; html: string; text: string } {
  const html = renderHtml(text.html, data);
  return {
    subject: renderLine(text.subject, data),
    html,
    text: text.text ? renderText(text.text, data) : htmlToText(html),
  };
}

/**
 * A product e-mail in the recipient's language, from its template when active, else (missing,
 * switched off, or failing to render) from mail.json's texts.
 */
export async function renderEmail(
  db: Db,
  key: SystemEmailKey,
  locale: string,
  data: TemplateData,
): Promise<{ subject: string; html: string; text: string }> {
  const row = await findEmailTemplateByKey(db, key);
  if (row && toBool(row.is_active)) {
    try {
      return renderEmailText(
        pickTranslation(JSON.parse(row.translations) as EmailTranslations, locale),
        data,
      );
    } catch (error) {
      if (!(error instanceof TemplateRenderError)) throw error;
    }
  }
  return renderEmailText(pickTranslation(systemEmailTexts(key), locale), data);
}
