import { resourceRoom } from '@pickleball/domain/realtime/events';
import { defineLive } from '../../lib/live';
import { matchSessionKeys } from './match-sessions.keys';
import { applyMatchUpdated, applySessionDeleted, applySessionUpdated } from './match-sessions-realtime';

/** Match sessions: their lists and pages, and the matches they hold (a score moves their board and standings). */
export const live = defineLive({
  root: matchSessionKeys.all,
  rooms: [resourceRoom('match-sessions'), resourceRoom('matches')],
  on: {
    'match_session.updated': (client, { data }) => applySessionUpdated(client, data.id),
    'match_session.deleted': (client, { data }) => applySessionDeleted(client, data.id),
    'match.updated': (client, { data }) => applyMatchUpdated(client, data.id),
  },
});
