/**
 * Which ZNS template a send goes with, and what fills its parameters (the Zalo ZNS page):
 * - the template: the notification template's own ZNS id, else the one set for the send's
 *   category, else the OA's default template; none of these, and Zalo is skipped (no_zns_template);
 * - its data: when the page maps the template's parameters to our variables, each parameter takes
 *   the mapped variable of the send's data (or the rendered subject, content or link); a template
 *   with no mapping receives the send's data under the variables' own names.
 */
import type { ZnsParamMap } from '@pickleball/domain';
import type { PlainConfig } from './notifications.provider-secrets';

export function categoryTemplatesOf(plain: PlainConfig): Record<string, string> {
  return (plain.category_templates ?? {}) as Record<string, string>;
}

export function templateParamsOf(plain: PlainConfig): Record<string, ZnsParamMap> {
  return (plain.template_params ?? {}) as Record<string, ZnsParamMap>;
}

/** The ZNS template a send uses through this OA, or null when there is none. */
export function znsTemplateFor(
  ownTemplateId: string | null,
  category: string,
  plain: PlainConfig | undefined,
): string | null {
  if (ownTemplateId) return ownTemplateId;
  if (!plain) return null;
  const byCategory = categoryTemplatesOf(plain)[category];
  if (byCategory) return byCategory;
  return typeof plain.template_id === 'string' && plain.template_id ? plain.template_id : null;
}

/** The `template_data` of a ZNS message: the mapped parameters, or the send's data as it is. */
export function znsTemplateData(
  plain: PlainConfig,
  templateId: string,
  data: Record<string, string | number>,
  text: { subject: string | null; content: string; link: string | null },
): Record<string, string | number> {
  const mapping = templateParamsOf(plain)[templateId];
  if (!mapping || Object.keys(mapping).length === 0) return data;
  const builtIn: Record<string, string> = {
    subject: text.subject ?? '',
    content: text.content,
    link: text.link ?? '',
  };
  const filled: Record<string, string | number> = {};
  for (const [param, variable] of Object.entries(mapping)) {
    const value = data[variable] ?? builtIn[variable];
    // A variable the send did not fill is left out: Zalo answers "template data invalid" (-112),
    // a failure the log shows, rather than a message sent with a blank.
    if (value !== undefined && value !== '') filled[param] = value;
  }
  return filled;
}
