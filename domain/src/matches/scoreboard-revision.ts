import type { Scoreboard } from './matches.schemas';

type Snapshot = { data: Scoreboard };

/**
 * Of the scoreboard on screen and one just heard (a realtime event, a refetch), the one to show.
 * Events from two instances, or a refetch that started before an event and ends after it, can
 * arrive out of order: a snapshot older than the one shown (a lower revision) is ignored.
 */
export function keepNewerScoreboard<T extends Snapshot>(shown: T | undefined, heard: T): T {
  if (shown && shown.data.match_id === heard.data.match_id && shown.data.revision > heard.data.revision)
    return shown;
  return heard;
}
