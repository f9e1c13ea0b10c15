import type { NotificationChannel, ProviderType } from '@pickleball/domain';
import { PROVIDER_CHANNEL } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { toBool } from '../../db/dialect';
import type {
  ChannelClient,
  ChannelOutcome,
  EmailMessage,
  PushMessage,
  SmsMessage,
  WebhookEvent,
  ZnsMessage,
} from '../../integrations/channels/channel-client';
import { createEmailClient } from '../../integrations/channels/email-client';
import { createPushClient } from '../../integrations/channels/push-client';
import { createEsmsClient } from '../../integrations/channels/sms-client';
import { createWebhookClient } from '../../integrations/channels/webhook-client';
import { createZnsClient } from '../../integrations/channels/zns-client';
import type { AppServices } from '../../platform/context';
import { openSecrets, type PlainConfig, providerBox, type Secrets } from './notifications.provider-secrets';
import { listEnabledProviders } from './notifications.providers.repository';
import { readSystemSetting } from './notifications.settings.repository';
import { createDbZnsTokenStore } from './notifications.zns-token-store';

/**
 * Where a channel's messages go: its enabled providers in priority order, and for e-mail and push
 * the product's own configuration (/configurations/email, /configurations/firebase, or the SMTP_*
 * environment) after them, so a fresh install sends mail with no provider set up. A route with a
 * null id is that system configuration.
 */
export interface SendRoute {
  id: number | null;
  name: string;
  type: ProviderType;
  plain: PlainConfig;
  secrets: Secrets;
  /** Changes when the provider is edited: cached clients are rebuilt. */
  version: string;
}

export type ChannelMessage =
  | { channel: 'email'; message: EmailMessage }
  | { channel: 'sms'; message: SmsMessage }
  | { channel: 'zalo_zns'; message: ZnsMessage }
  | { channel: 'push'; message: PushMessage }
  | { channel: 'webhook'; message: WebhookEvent };

const TYPE_OF_CHANNEL = Object.fromEntries(
  Object.entries(PROVIDER_CHANNEL).map(([type, channel]) => [channel, type]),
) as Record<NotificationChannel, ProviderType>;

export async function listRoutes(
  db: Db,
  services: AppServices,
  channel: NotificationChannel,
): Promise<SendRoute[]> {
  const type = TYPE_OF_CHANNEL[channel];
  const box = providerBox(services);
  const rows = await listEnabledProviders(db, type);
  const routes: SendRoute[] = rows
    .filter((row) => toBool(row.enabled))
    .map((row) => ({
      id: row.id,
      name: row.name,
      type,
      plain: JSON.parse(row.config) as PlainConfig,
      secrets: openSecrets(box, row.secrets),
      version: `${row.id}:${row.updated_at}`,
    }));
  const system = await systemRoute(db, services, channel);
  if (system) routes.push(system);
  return routes;
}

/** The product's own mail server or Firebase project, as a last route of its channel. */
export async function systemRoute(
  db: Db,
  services: AppServices,
  channel: NotificationChannel,
): Promise<SendRoute | null> {
  if (channel !== 'email' && channel !== 'push') return null;
  const key = channel === 'email' ? 'email' : 'firebase';
  const saved = await readSystemSetting(db, providerBox(services), key);
  if (saved)
    return {
      id: null,
      name: key,
      type: channel === 'email' ? 'email' : 'firebase',
      plain: saved.plain,
      secrets: saved.secrets,
      version: `system:${key}:${saved.updatedAt}`,
    };
  const mail = services.config.mail;
  if (channel === 'email' && mail.host) {
    const from = /^(.*)<([^>]+)>\s*$/.exec(mail.from);
    return {
      id: null,
      name: 'email',
      type: 'email',
      plain: {
        host: mail.host,
        port: mail.port,
        username: mail.user ?? null,
        encryption: mail.secure ? 'ssl' : 'none',
        from_address: (from?.[2] ?? mail.from).trim(),
        from_name: from?.[1]?.trim() || null,
      },
      secrets: mail.password ? { password: mail.password } : {},
      version: 'system:email:environment',
    };
  }
  return null;
}

// biome-ignore lint/suspicious/noExplicitAny: a cache of clients of every message type
type AnyClient = ChannelClient<any>;
const clientCaches = new WeakMap<AppServices, Map<string, AnyClient>>();

/** One client per provider version, kept while the process runs (SMTP pools, Firebase apps). */
function clientFor(db: Db, services: AppServices, route: SendRoute): AnyClient {
  let cache = clientCaches.get(services);
  if (!cache) {
    cache = new Map();
    clientCaches.set(services, cache);
  }
  const cached = cache.get(route.version);
  if (cached) return cached;
  for (const [version, client] of cache)
    if (version.split(':')[0] === route.version.split(':')[0] && route.id !== null) {
      cache.delete(version);
      void client.close();
    }
  const client = buildClient(db, services, route);
  cache.set(route.version, client);
  return client;
}

function buildClient(db: Db, services: AppServices, route: SendRoute): AnyClient {
  const config = { ...route.plain, ...route.secrets } as never;
  switch (route.type) {
    case 'email':
      return createEmailClient(config);
    case 'sms':
      return createEsmsClient(config);
    case 'zalo_zns':
      if (route.id === null) throw new Error('Zalo ZNS needs a saved provider');
      return createZnsClient(
        config,
        createDbZnsTokenStore(db, providerBox(services), route.id, services.realtime),
      );
    case 'firebase':
      return createPushClient(config, services.channelOptions?.push);
    case 'webhook':
      return createWebhookClient(config);
    case 'in_app':
      throw new Error('in-app notifications are written to the inbox, not sent');
  }
}

export async function sendThrough(
  db: Db,
  services: AppServices,
  route: SendRoute,
  message: ChannelMessage,
): Promise<ChannelOutcome> {
  try {
    return await clientFor(db, services, route).send(message.message);
  } catch (error) {
    // A client throws only for its own bugs or a config it cannot use: try the next provider.
    return { kind: 'misconfigured', reason: error instanceof Error ? error.message : String(error) };
  }
}

/** Closes every cached client (on shutdown). */
export async function closeSenders(services: AppServices): Promise<void> {
  const cache = clientCaches.get(services);
  if (!cache) return;
  clientCaches.delete(services);
  await Promise.all([...cache.values()].map((client) => client.close()));
}
