/**
 * What every notification channel client (SMTP e-mail, eSMS, Zalo ZNS, Firebase Cloud Messaging,
 * signed webhooks) answers for one message to one recipient. The delivery engine
 * (modules/notifications) turns it into the delivery's status:
 * - `sent`: the provider accepted it (its message id kept in the delivery log);
 * - `transient`: worth trying again (the next provider of the channel first, then this one after
 *   a back-off; `retryAfterMs` when the provider said how long to wait);
 * - `permanent`: the same message to the same address will never succeed (an invalid number, a
 *   template the provider refuses, a webhook answering 4xx); `addressDead` when the address itself
 *   is gone for good (an unregistered push token), so the product stops using it;
 * - `misconfigured`: the provider's own settings are wrong (bad key, unknown sender): the next
 *   provider of the channel may still succeed, and the provider's health turns unhealthy.
 * A client never throws for an answer the provider gave; it throws only for its own bugs.
 */
export type ChannelOutcome =
  | { kind: 'sent'; providerMessageId: string | null }
  | { kind: 'transient'; reason: string; retryAfterMs?: number }
  | { kind: 'permanent'; reason: string; addressDead?: boolean }
  | { kind: 'misconfigured'; reason: string };

export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * The Message-ID header (`<local@domain>`). A resend of the same message keeps it, so a copy
   * sent again after a crash is the same message to the receiving side (mail systems and clients
   * fold copies with one Message-ID).
   */
  messageId?: string;
}

export interface SmsMessage {
  /** E.164, e.g. +84987654321. */
  phone: string;
  content: string;
  /** Our delivery's id: the provider de-duplicates on it, so a retry never sends twice. */
  requestId: string;
  /** Where the gateway reports the delivery (eSMS calls it with GET and its own query). */
  callbackUrl?: string;
}

export interface ZnsMessage {
  /** E.164; the client sends it as Zalo wants it (84…). */
  phone: string;
  templateId: string;
  templateData: Record<string, string | number>;
  trackingId: string;
}

export interface PushMessage {
  token: string;
  title: string;
  body: string;
  /** FCM data values are strings only. */
  data: Record<string, string>;
}

export interface WebhookEvent {
  /** Unique per delivery, stable across retries (the receiver de-duplicates on it). */
  id: string;
  type: string;
  timestamp: Date;
  data: unknown;
}

export interface ChannelClient<M> {
  send(message: M): Promise<ChannelOutcome>;
  /** Releases sockets and timers. */
  close(): Promise<void>;
}
