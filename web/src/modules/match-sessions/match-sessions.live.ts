import { resourceRoom } from '@pickleball/domain/realtime/events';
import type { QueryKey } from '@tanstack/react-query';
import { defineLive, type LiveRoom } from '../../lib/live';
import { matchSessionKeys } from './match-sessions.keys';
import {
  applyMatchUpdated,
  applySessionDeleted,
  applySessionUpdated,
  applySignupsChanged,
} from './match-sessions-realtime';

/** A player's own club nights are told in their room (and the staff room, for staff); the rest in the staff rooms. */
function roomsOf(queryKey: QueryKey): readonly LiveRoom[] {
  if (queryKey[1] === 'club-nights') return ['me', resourceRoom('match-sessions')];
  return [resourceRoom('match-sessions'), resourceRoom('matches')];
}

/** Match sessions: their lists and pages, and the matches they hold (a score moves their board and standings). */
export const live = defineLive({
  root: matchSessionKeys.all,
  rooms: roomsOf,
  on: {
    'match_session.updated': (client, { data }) => applySessionUpdated(client, data.id),
    'match_session.deleted': (client, { data }) => applySessionDeleted(client, data.id),
    // Sign-ups move the night's counts (its list row, its page and its sign-up tab, under its
    // detail) and the players' own "My club nights".
    'match_session.signups_changed': (client, { data }) => applySignupsChanged(client, data.id),
    'match.updated': (client, { data }) => applyMatchUpdated(client, data.id),
  },
});
