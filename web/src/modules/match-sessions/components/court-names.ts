import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A session's courts by name: the schedule numbers them (court 1 first) and `court_names` names
 * them in that order ("Sân 3", "Sân 4"); a court without a name is "Court 2".
 */

/** The name given to a court of the schedule (1-based), or null when it has none. */
export function namedCourt(court: number, names: readonly string[] | undefined): string | null {
  const name = names?.[court - 1]?.trim();
  return name ? name : null;
}

/** The courts the generator uses for these names: as many as named, or the setting when none is. */
export function courtsForNames(names: readonly string[], courts: number | null): number | null {
  return names.length > 0 ? names.length : courts;
}

/** How a court reads on screen: its name, else "Court 2" ("Sân 2") in the user's language. */
export function useCourtLabel(names: readonly string[] | undefined): (court: number) => string {
  const { t } = useTranslation('match-sessions');
  return useCallback(
    (court: number) => namedCourt(court, names) ?? t('match-sessions:schedule.court_n', { number: court }),
    [names, t],
  );
}
