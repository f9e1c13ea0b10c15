/** The channel clients the notification engine sends through, one message to one recipient each. */
export type {
  ChannelClient,
  ChannelOutcome,
  EmailMessage,
  PushMessage,
  SmsMessage,
  WebhookEvent,
  ZnsMessage,
} from './channel-client';
export {
  classifySmtpError,
  createEmailClient,
  type EmailClientOptions,
  type EmailProviderConfig,
} from './email-client';
export { type NormalizedPhone, normalizePhone } from './phone';
export {
  classifyFirebaseError,
  createPushClient,
  FCM_QUOTA_RETRY_MS,
  type PushClientOptions,
  type PushProviderConfig,
  parseServiceAccount,
  type ServiceAccount,
  type ServiceAccountError,
} from './push-client';
export { createEsmsClient, ESMS_DEFAULT_API_URL, type EsmsProviderConfig } from './sms-client';
export {
  createWebhookClient,
  generateWebhookSecret,
  signWebhook,
  verifyWebhookSignature,
  WEBHOOK_TOLERANCE_SECONDS,
  type WebhookProviderConfig,
  type WebhookVerification,
} from './webhook-client';
export {
  createMemoryZnsTokenStore,
  createZnsClient,
  ZNS_DEFAULT_API_URL,
  ZNS_DEFAULT_OAUTH_URL,
  type ZnsProviderConfig,
  type ZnsTokenStore,
  type ZnsTokens,
} from './zns-client';
