import { matchSessionsLive } from '@pickleball/domain/match-sessions/match-sessions.events';
import { defineModule } from '../../platform/module';
import { matchSessionRoutes } from './match-sessions.routes';
import { matchSessionsMigration } from './migrations/2026_11_25_0003_match_sessions';
import { matchSessionPartsMigration } from './migrations/2026_12_07_0020_match_session_parts';
import { matchSessionEventsMigration } from './migrations/2026_12_09_0020_match_session_events';
import { matchSessionSignupsMigration } from './migrations/2026_12_09_0030_match_session_signups';
import { matchSessionPresenceMigration } from './migrations/2026_12_09_0040_match_session_presence';
import { sessionGameCallsMigration } from './migrations/2026_12_09_0050_session_game_calls';
import { signupRoutes } from './signups/signups.routes';

export const matchSessionsModule = defineModule({
  name: 'match-sessions',
  live: matchSessionsLive,
  migrations: {
    '2026_11_25_0003_match_sessions': matchSessionsMigration,
    '2026_12_07_0020_match_session_parts': matchSessionPartsMigration,
    '2026_12_09_0020_match_session_events': matchSessionEventsMigration,
    '2026_12_09_0030_match_session_signups': matchSessionSignupsMigration,
    '2026_12_09_0040_match_session_presence': matchSessionPresenceMigration,
    '2026_12_09_0050_session_game_calls': sessionGameCallsMigration,
  },
  routes: [...matchSessionRoutes, ...signupRoutes],
});
