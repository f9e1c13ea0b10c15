import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { resourceRoom } from '@pickleball/domain';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import type { ZnsTokenStore, ZnsTokens } from '../../integrations/channels/zns-client';
import type { RealtimeHub } from '../../platform/realtime';
import type { SecretBox } from '../../platform/secret-box';
import { openSecrets, sealSecrets } from './notifications.provider-secrets';
import {
  findProviderSecrets,
  releaseProviderLease,
  takeProviderLease,
  updateProviderRow,
} from './notifications.providers.repository';

/** A lease outlives a refresh call (15 s timeout) with room to spare; a dead holder's lapses. */
const LEASE_MS = 30_000;
const LEASE_WAIT_MS = 60_000;

/**
 * Zalo's refresh token is single-use: two workers (or two instances) refreshing with the same one
 * would leave one of them with a dead pair. The pair lives in the provider's row (sealed), and a
 * refresh happens under a lease on that row taken by a conditional UPDATE, which both databases
 * make atomic: whoever holds it refreshes, the others wait and then read what it saved.
 * A saved pair moves the token's expiry the Zalo ZNS page shows: staff watching the providers
 * hear of it (`notification_provider.updated`) once the update committed.
 */
export function createDbZnsTokenStore(
  db: Db,
  box: SecretBox,
  providerId: number,
  realtime?: Pick<RealtimeHub, 'publish'>,
): ZnsTokenStore {
  const load = async () => {
    const row = await findProviderSecrets(db, providerId);
    if (!row) return null;
    return {
      plain: JSON.parse(row.config) as Record<string, unknown>,
      secrets: openSecrets(box, row.secrets),
    };
  };
  return {
    async read() {
      const stored = await load();
      if (!stored?.secrets.access_token || !stored.secrets.refresh_token) return null;
      return {
        access_token: stored.secrets.access_token,
        refresh_token: stored.secrets.refresh_token,
        expires_at: String(stored.plain.access_token_expires_at ?? new Date(0).toISOString()),
      };
    },
    async withRefreshLease(fn) {
      const owner = randomUUID();
      const deadline = Date.now() + LEASE_WAIT_MS;
      for (let wait = 50; ; wait = Math.min(wait * 2, 1_000)) {
        const now = nowIso();
        const taken = await takeProviderLease(
          db,
          providerId,
          owner,
          new Date(Date.now() + LEASE_MS).toISOString(),
          now,
        );
        if (taken === 1) break;
        if (Date.now() > deadline) throw new Error('Zalo token refresh lease not obtained within 60 s');
        await delay(wait);
      }
      try {
        return await fn();
      } finally {
        await releaseProviderLease(db, providerId, owner);
      }
    },
    async save(tokens: ZnsTokens) {
      const stored = await load();
      if (!stored) return;
      // One statement, committed when it returns (the store is given the database, never a
      // transaction): the event follows it.
      const saved = await updateProviderRow(db, providerId, {
        config: JSON.stringify({ ...stored.plain, access_token_expires_at: tokens.expires_at }),
        secrets: sealSecrets(box, {
          ...stored.secrets,
          access_token: tokens.access_token,
          refresh_token: tokens.refresh_token,
        }),
        updated_at: nowIso(),
      });
      if (saved === 1)
        realtime?.publish(resourceRoom('notification-providers'), {
          type: 'notification_provider.updated',
          id: providerId,
          data: { id: providerId },
        });
    },
  };
}
