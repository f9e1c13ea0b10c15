/**
 * Where tournaments plug into the modules they build on, once per process (app.ts): entry fees
 * hear of their payments (payments' purpose registry), and bracket matches' results come from
 * the matches module's change hook.
 */
import { registerMatchChangeHandler } from '../matches/matches.hooks';
import { registerPaymentPurpose } from '../payments/payments.purposes';
import { onBracketMatchChange } from './brackets/brackets.results';
import { registrationPaymentPurpose } from './registrations/registrations.payments';
import { REGISTRATION_PURPOSE } from './registrations/registrations.places';

let installed = false;

export function installTournamentHooks(): void {
  // buildApp runs more than once in a process (tests, two instances): the registries are the process's.
  if (installed) return;
  installed = true;
  registerPaymentPurpose(REGISTRATION_PURPOSE, registrationPaymentPurpose);
  registerMatchChangeHandler(onBracketMatchChange);
}
