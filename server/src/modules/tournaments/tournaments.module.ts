import { defineModule } from '../../platform/module';
import { bracketRoutes } from './brackets/brackets.routes';
import { runTournamentAnnounce } from './registrations/registrations.payments';
import { registrationRoutes } from './registrations/registrations.routes';
import { installTournamentHooks } from './tournaments.hooks';
import { tournamentRoutes } from './tournaments.routes';
import { runRegistrationDeadline } from './tournaments.workflow';

export const tournamentsModule = defineModule({
  name: 'tournaments',
  routes: [...tournamentRoutes, ...registrationRoutes, ...bracketRoutes],
  jobs: (services) => ({
    'tournament.registration_deadline': (payload) => runRegistrationDeadline(services, payload),
    'tournament.announce': (payload) => runTournamentAnnounce(services, payload),
  }),
  // Entry fees hear of their payments; bracket matches' results come from the matches module.
  start: installTournamentHooks,
});
