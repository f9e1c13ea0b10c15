import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  VARIABLE_NAME_PATTERN,
  type ZaloZnsInput,
  ZaloZnsInputSchema,
  ZNS_PARAM_PATTERN,
  type ZnsParamMap,
} from '@pickleball/domain';
import { z } from 'zod';
import type { ZaloZns } from '../api/get-zalo-zns';
import { type FormConfig, secretFieldsOf, toConfigPayload, toFormConfig } from './provider-form-values';

/** What the Zalo ZNS page's form holds: the OA's provider and a ZNS template id per category (blank: none). */
export interface ZaloZnsFormValues {
  name: string;
  enabled: boolean;
  config: FormConfig;
  category_templates: Record<NotificationCategory, string>;
  /**
   * Per ZNS template id, its parameters as typed: one `zns_parameter = our_variable` a line
   * (`customer_name = player_name`). Templates no longer in use are left out when saving.
   */
  template_params: Record<string, string>;
}

/** `customer_name = player_name` lines as a mapping; null when a line cannot be read. */
export function parseParamLines(text: string): ZnsParamMap | null {
  const map: ZnsParamMap = {};
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    const match = /^\s*([^=\s]+)\s*=\s*([^=\s]+)\s*$/.exec(line);
    if (!match || !ZNS_PARAM_PATTERN.test(match[1] ?? '') || !VARIABLE_NAME_PATTERN.test(match[2] ?? ''))
      return null;
    map[match[1] as string] = match[2] as string;
  }
  return map;
}

export const formatParamLines = (map: ZnsParamMap): string =>
  Object.entries(map)
    .map(([param, variable]) => `${param} = ${variable}`)
    .join('\n');

/** The ZNS templates the page sends with: each category's and the default, once each. */
export function templatesInUse(values: Pick<ZaloZnsFormValues, 'config' | 'category_templates'>): string[] {
  const ids = [...Object.values(values.category_templates), String(values.config.template_id ?? '')];
  return [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
}

export function zaloZnsFormDefaults(zns: ZaloZns | undefined): ZaloZnsFormValues {
  const config = toFormConfig('zalo_zns', zns?.provider?.config);
  for (const secret of secretFieldsOf('zalo_zns')) config[secret] = '';
  return {
    name: zns?.provider?.name ?? 'Zalo OA',
    enabled: zns?.provider?.enabled ?? true,
    config,
    category_templates: Object.fromEntries(
      NOTIFICATION_CATEGORIES.map((category) => [category, zns?.category_templates[category] ?? '']),
    ) as Record<NotificationCategory, string>,
    template_params: Object.fromEntries(
      Object.entries(zns?.template_params ?? {}).map(([id, map]) => [id, formatParamLines(map)]),
    ),
  };
}

/** The body of PUT /zalo-zns: blank category templates left out, secrets left blank kept by the server. */
export function toZaloZnsInput(values: ZaloZnsFormValues): z.input<typeof ZaloZnsInputSchema> {
  return {
    name: values.name,
    enabled: values.enabled,
    config: toConfigPayload('zalo_zns', values.config) as z.input<typeof ZaloZnsInputSchema>['config'],
    category_templates: Object.fromEntries(
      Object.entries(values.category_templates).filter(([, id]) => id.trim() !== ''),
    ),
    template_params: Object.fromEntries(
      templatesInUse(values).map((id) => [id, parseParamLines(values.template_params[id] ?? '') ?? {}]),
    ),
  };
}

export function createZaloZnsFormSchema() {
  return z
    .custom<ZaloZnsFormValues>()
    .superRefine((values, context) => {
      for (const id of templatesInUse(values))
        if (parseParamLines(values.template_params[id] ?? '') === null)
          context.addIssue({ code: 'custom', path: ['template_params', id], message: 'zns_param' });
    })
    .transform(toZaloZnsInput)
    .pipe(ZaloZnsInputSchema) as z.ZodType<ZaloZnsInput, ZaloZnsFormValues>;
}
