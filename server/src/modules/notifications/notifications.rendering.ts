import type { Locale } from '@pickleball/locales';
import type { Db } from '../../db/database';
import type { AppServices } from '../../platform/context';
import { renderText } from '../../platform/templating';
import { renderNotificationTemplate } from '../notification-templates/notification-templates.service';

/** What one recipient reads, in their language. */
export interface RenderedNotification {
  subject: string | null;
  content: string;
  /** The e-mail body: the content as paragraphs, with the link. */
  html: string;
  znsTemplateId: string | null;
  /** The values a ZNS template is filled with (and a webhook receives). */
  data: Record<string, string | number>;
}

interface RenderableRow {
  template_id: number | null;
  subject: string | null;
  content: string | null;
  data: string;
  link: string | null;
}

/**
 * A template's text in the recipient's language (English when it has no Vietnamese), or the free
 * subject and content as typed; both are Liquid filled with the send's data. A template deleted or
 * switched off after the send was queued falls back to the text saved with the send.
 */
export async function renderForLocale(
  db: Db,
  services: AppServices,
  row: RenderableRow,
  locale: Locale,
): Promise<RenderedNotification> {
  const data = JSON.parse(row.data) as Record<string, string | number>;
  const template = row.template_id
    ? await renderNotificationTemplate(db, row.template_id, locale, data)
    : null;
  const subject = template ? template.subject : row.subject ? renderText(row.subject, data) : null;
  const content = template ? template.content : renderText(row.content ?? '', data);
  return {
    subject,
    content,
    html: contentToHtml(content, row.link, services.config.publicUrl),
    znsTemplateId: template?.zns_template_id ?? null,
    data,
  };
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** Plain text as e-mail HTML: paragraphs and line breaks, escaped, and the link as a link. */
export function contentToHtml(content: string, link: string | null, publicUrl: string | undefined): string {
  const paragraphs = content
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  if (!link) return paragraphs;
  const href = link.startsWith('/') && publicUrl ? new URL(link, publicUrl).toString() : link;
  return `${paragraphs}\n<p><a href="${escapeHtml(href)}">${escapeHtml(href)}</a></p>`;
}
