import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';

/**
 * Leases: what a worker claims (a job, a batch of notification deliveries) it holds until a time
 * a little ahead, and renews while it works. A claim whose lease ran out belongs to a process that
 * is gone (killed, frozen, cut off from the database) and is taken again at once; one still being
 * renewed is never taken by another worker. So a restart retakes a dead process's work within one
 * lease, however long the work itself takes, instead of waiting out a worst-case run time.
 */

/** The default lease: short enough that a restart resumes promptly, long enough to ride out a stall. */
export const DEFAULT_LEASE_MS = 30_000;

/** Renewed three times per lease, so two missed beats in a row still keep it. */
export function heartbeatIntervalMs(leaseMs: number): number {
  return Math.max(50, Math.floor(leaseMs / 3));
}

/** An identity for one worker: which process holds a claim, and that it is this object in it. */
export function newWorkerId(): string {
  return `${hostname().slice(0, 60)}:${process.pid}:${randomBytes(6).toString('hex')}`;
}

/**
 * Calls `renew` every `intervalMs` until the returned stop function is called; a failed renewal
 * is reported and the next beat tries again (the lease covers two missed beats). stop() waits for
 * a beat in flight, so nothing is renewed after the work it covered has ended.
 */
export function startHeartbeat(
  intervalMs: number,
  renew: () => Promise<unknown>,
  onError: (error: unknown) => void,
): () => Promise<void> {
  let inFlight: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (inFlight) return;
    inFlight = renew()
      .catch(onError)
      .finally(() => {
        inFlight = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await inFlight;
  };
}
