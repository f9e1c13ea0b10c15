/**
 * The queries of entry fees (registrations.payments.ts and the player's "pay"): what the fee's
 * change reads of the tournament, what its announcement carries, and the state of an entry's payment.
 */
import type { Db } from '../../../db/database';

/** What an entry's fee decides with: whether the tournament is free, its fee, whether it approves entries. */
export function findFeeTournament(db: Db, tournamentId: number) {
  return db
    .selectFrom('tournaments')
    .select(['id', 'is_free', 'entry_fee', 'requires_approval'])
    .where('id', '=', tournamentId)
    .executeTakeFirstOrThrow();
}

/** What the announcement of a tournament's change carries, and who may hear it. */
export function findAnnouncedTournament(db: Db, id: number) {
  return db
    .selectFrom('tournaments')
    .select(['id', 'status', 'revision', 'is_public', 'is_active', 'is_archived'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The status of an entry's payment (undefined: no such payment). */
export function findEntryPayment(db: Db, paymentId: number) {
  return db.selectFrom('payments').select(['id', 'status']).where('id', '=', paymentId).executeTakeFirst();
}
