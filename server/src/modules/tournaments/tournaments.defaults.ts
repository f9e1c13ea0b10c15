import type { TournamentDefaults } from '@pickleball/domain';
import type { ServiceContext } from '../../platform/context';
import { readPaymentSettings } from '../payments/payments.settings.service';

/**
 * A new tournament's entry fee is in the community's default currency (its payment settings), the
 * same for every organiser whatever language their screen is in.
 */
export async function getTournamentDefaults(ctx: ServiceContext): Promise<TournamentDefaults> {
  const settings = await readPaymentSettings(ctx.db, ctx.services);
  return { currency: settings.defaultCurrency };
}
