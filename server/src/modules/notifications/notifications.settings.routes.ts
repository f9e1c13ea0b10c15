import {
  ConfigurationSchema,
  ConfigurationTestInputSchema,
  dataEnvelope,
  type EmailConfigurationInput,
  EmailConfigurationInputSchema,
  type FirebaseConfigurationInput,
  FirebaseConfigurationInputSchema,
  MessageEnvelopeSchema,
  NotificationPreferencesSchema,
  PhoneVerificationSentSchema,
  PhoneVerifyInputSchema,
  PushTokenInputSchema,
  TimeZoneQuerySchema,
  ZaloZnsInputSchema,
  ZaloZnsSchema,
} from '@pickleball/domain';
import { z } from 'zod';
import { defineRoute } from '../../platform/routing';
import {
  getConfiguration,
  saveConfiguration,
  testConfiguration,
} from './notifications.configurations.service';
import { confirmPhoneCode, sendPhoneCode } from './notifications.phone-verification';
import { getNotificationPreferences, saveNotificationPreferences } from './notifications.preferences';
import { registerPushToken, removePushToken } from './notifications.push-tokens';
import { getZaloZns, saveZaloZns, testZaloZns } from './notifications.zalo.service';

const ConfigurationEnvelope = dataEnvelope(ConfigurationSchema);

function configurationRoutes<B extends EmailConfigurationInput | FirebaseConfigurationInput>(
  key: 'email' | 'firebase',
  input: z.ZodType<B>,
) {
  const tags = ['configurations'];
  return [
    defineRoute({
      method: 'GET',
      url: `/api/v1/configurations/${key}`,
      access: { permission: 'configuration.manage' },
      summary: `The ${key} configuration (saved, or from the environment)`,
      tags,
      response: ConfigurationEnvelope,
      handler: async ({ ctx }) => ({ data: await getConfiguration(ctx, key) }),
    }),
    defineRoute({
      method: 'PUT',
      url: `/api/v1/configurations/${key}`,
      access: { permission: 'configuration.manage' },
      summary: `Save the ${key} configuration (a secret left blank keeps its stored value)`,
      tags,
      body: input,
      response: ConfigurationEnvelope,
      handler: async ({ ctx, body }) => ({
        data: await saveConfiguration(ctx, key, body),
        message: ctx.t('notifications:done.configuration_saved'),
      }),
    }),
    defineRoute({
      method: 'POST',
      url: `/api/v1/configurations/${key}/test`,
      access: { permission: 'configuration.manage' },
      summary: `Test the saved ${key} configuration with a real message`,
      tags,
      query: TimeZoneQuerySchema,
      body: ConfigurationTestInputSchema,
      response: ConfigurationEnvelope,
      handler: async ({ ctx, query, body }) => ({
        data: await testConfiguration(ctx, key, body.address, query.tz),
        message: ctx.t('notifications:done.test_sent'),
      }),
    }),
  ];
}

export const settingsRoutes = [
  ...configurationRoutes('email', EmailConfigurationInputSchema),
  ...configurationRoutes('firebase', FirebaseConfigurationInputSchema),
  defineRoute({
    method: 'GET',
    url: '/api/v1/zalo-zns',
    access: { permission: 'admin.access' },
    summary: "The Zalo OA's ZNS settings, category templates and token expiry",
    tags: ['notification-providers'],
    response: dataEnvelope(ZaloZnsSchema),
    handler: async ({ ctx }) => ({ data: await getZaloZns(ctx) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/zalo-zns',
    access: { permission: 'admin.access' },
    summary: "Save the Zalo OA's ZNS settings",
    tags: ['notification-providers'],
    body: ZaloZnsInputSchema,
    response: dataEnvelope(ZaloZnsSchema),
    handler: async ({ ctx, body }) => ({
      data: await saveZaloZns(ctx, body),
      message: ctx.t('notifications:done.configuration_saved'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/zalo-zns/test',
    access: { permission: 'admin.access' },
    summary: 'Send a real ZNS test message to a phone number (after saving)',
    tags: ['notification-providers'],
    body: ConfigurationTestInputSchema,
    response: dataEnvelope(ZaloZnsSchema),
    handler: async ({ ctx, body }) => ({
      data: await testZaloZns(ctx, body.address),
      message: ctx.t('notifications:done.test_sent'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/profile/push-tokens',
    access: { authenticated: true },
    summary: "Register this device's push token for the signed-in user",
    tags: ['profile'],
    body: PushTokenInputSchema,
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, body }) => {
      await registerPushToken(ctx, body);
      return { message: ctx.t('notifications:done.push_registered') };
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/v1/profile/push-tokens',
    access: { authenticated: true },
    summary: "Forget this device's push token (signing out on a device)",
    tags: ['profile'],
    body: PushTokenInputSchema.pick({ token: true }),
    response: MessageEnvelopeSchema,
    handler: async ({ ctx, body }) => {
      await removePushToken(ctx, body.token);
      return { message: ctx.t('notifications:done.push_removed') };
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/profile/phone/verification',
    access: { authenticated: true },
    summary: "Send a 6-digit code to the signed-in user's phone (SMS, or Zalo ZNS)",
    tags: ['profile'],
    response: dataEnvelope(PhoneVerificationSentSchema),
    handler: async ({ ctx }) => ({
      data: await sendPhoneCode(ctx),
      message: ctx.t('notifications:done.code_sent'),
    }),
  }),
  defineRoute({
    method: 'POST',
    url: '/api/v1/profile/phone/verify',
    access: { authenticated: true },
    summary: 'Confirm the phone with the code it received',
    tags: ['profile'],
    body: PhoneVerifyInputSchema,
    response: dataEnvelope(z.object({ phone_verified: z.boolean() })),
    handler: async ({ ctx, body }) => ({
      data: await confirmPhoneCode(ctx, body.code),
      message: ctx.t('notifications:done.phone_verified'),
    }),
  }),
  defineRoute({
    method: 'GET',
    url: '/api/v1/profile/notification-preferences',
    access: { authenticated: true },
    summary: 'The channels the signed-in user receives notifications on',
    tags: ['profile'],
    response: dataEnvelope(NotificationPreferencesSchema),
    handler: async ({ ctx }) => ({ data: await getNotificationPreferences(ctx) }),
  }),
  defineRoute({
    method: 'PUT',
    url: '/api/v1/profile/notification-preferences',
    access: { authenticated: true },
    summary: 'Turn notification channels on or off for oneself (in-app always stays on)',
    tags: ['profile'],
    body: NotificationPreferencesSchema,
    response: dataEnvelope(NotificationPreferencesSchema),
    handler: async ({ ctx, body }) => ({
      data: await saveNotificationPreferences(ctx, body),
      message: ctx.t('notifications:done.preferences_saved'),
    }),
  }),
];
