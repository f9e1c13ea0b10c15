/**
 * The one way a module writes (ARCHITECTURE.md "Changes"): `runChange` opens a transaction and
 * hands the work its connection and the change's pending events; once the transaction commits, the
 * events are published (a rolled-back change reaches nobody's screen) and the jobs worker is woken
 * if the work queued a job (a reminder, an e-mail, a fan-out), so it runs now rather than at the
 * next poll. Audit rows are written by the work itself, in the same transaction (recordAudit).
 */
import type { Db } from '../db/database';
import type { AppServices } from './context';
import { jobsQueuedIn } from './jobs/jobs';
import { PendingEvents } from './realtime';

export interface ChangeOptions {
  /** Runs the work again, in a new transaction, after an error this accepts (a lost race). */
  retryWhen?: (error: unknown) => boolean;
  /** How many tries in all when `retryWhen` accepts the error (default 5). */
  tries?: number;
}

export type ChangeWork<T> = (trx: Db, pending: PendingEvents) => Promise<T>;

/** A request's context, or the services alone (a job, a gateway's call). */
type ChangeSource =
  | { db: Db; services: Pick<AppServices, 'realtime' | 'jobs'> }
  | Pick<AppServices, 'db' | 'realtime' | 'jobs'>;

export async function runChange<T>(
  source: ChangeSource,
  work: ChangeWork<T>,
  options: ChangeOptions = {},
): Promise<T> {
  const services = 'services' in source ? source.services : source;
  const tries = options.tries ?? 5;
  for (let attempt = 1; ; attempt += 1) {
    const pending = new PendingEvents();
    let queued = false;
    try {
      const result = await source.db.transaction().execute(async (trx) => {
        const value = await work(trx, pending);
        queued = jobsQueuedIn(trx);
        return value;
      });
      pending.publishAll(services.realtime);
      if (queued) services.jobs.wake();
      return result;
    } catch (error) {
      if (!options.retryWhen?.(error) || attempt >= tries) throw error;
    }
  }
}
