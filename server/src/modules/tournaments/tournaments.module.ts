import { tournamentsLive } from '@pickleball/domain/tournaments/tournaments.events';
import { defineModule } from '../../platform/module';
import { registerMatchChangeHandler } from '../matches/matches.change-handlers';
import { registerPaymentPurpose } from '../payments/payments.purposes';
import { onBracketMatchChange } from './brackets/brackets.results';
import { bracketRoutes } from './brackets/brackets.routes';
import { tournamentsMigration } from './migrations/2026_11_27_0040_tournaments';
import { tournamentSeedPlacementMigration } from './migrations/2026_12_09_0010_tournament_seed_placement';
import { registrationPaymentPurpose, runTournamentAnnounce } from './registrations/registrations.payments';
import { REGISTRATION_PURPOSE } from './registrations/registrations.places';
import { registrationRoutes } from './registrations/registrations.routes';
import { tournamentRoutes } from './tournaments.routes';
import { runRegistrationDeadline } from './tournaments.workflow';

/** Whether this process's registries know the tournaments yet. */
let plugged = false;

export const tournamentsModule = defineModule({
  name: 'tournaments',
  live: tournamentsLive,
  migrations: {
    '2026_11_27_0040_tournaments': tournamentsMigration,
    '2026_12_09_0010_tournament_seed_placement': tournamentSeedPlacementMigration,
  },
  routes: [...tournamentRoutes, ...registrationRoutes, ...bracketRoutes],
  jobs: (services) => ({
    'tournament.registration_deadline': (payload) => runRegistrationDeadline(services, payload),
    'tournament.announce': (payload) => runTournamentAnnounce(services, payload),
  }),
  // Entry fees hear of their payments; bracket matches' results come from the matches module.
  // The registries are the process's, and an app is built more than once in a process (tests,
  // two instances): they are filled once.
  start: () => {
    if (plugged) return;
    plugged = true;
    registerPaymentPurpose(REGISTRATION_PURPOSE, registrationPaymentPurpose);
    registerMatchChangeHandler(onBracketMatchChange);
  },
});
