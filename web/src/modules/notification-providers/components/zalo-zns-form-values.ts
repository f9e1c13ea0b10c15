import {
  NOTIFICATION_CATEGORIES,
  type NotificationCategory,
  type ZaloZnsInput,
  ZaloZnsInputSchema,
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
  };
}

export function createZaloZnsFormSchema() {
  return z.custom<ZaloZnsFormValues>().transform(toZaloZnsInput).pipe(ZaloZnsInputSchema) as z.ZodType<
    ZaloZnsInput,
    ZaloZnsFormValues
  >;
}
