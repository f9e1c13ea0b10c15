import type {
  FairnessLabel,
  MatchSessionStatus,
  MatchSessionType,
  SessionVisibility,
} from '@pickleball/domain';
import {
  FAIRNESS_LABEL_KEYS,
  MATCH_SESSION_STATUS_LABELS,
} from '@pickleball/domain/match-sessions/match-sessions.labels';
import {
  MATCH_SESSION_STATUSES,
  MATCH_SESSION_TYPES,
} from '@pickleball/domain/match-sessions/match-sessions.rules';
// The files themselves, not the package index: the index would bring every schema into this chunk.
import { MATCH_STATUS_LABELS } from '@pickleball/domain/matches/matches.labels';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A colour per session status: grey drafts, blue while played, green when done, red when called off. */
export const SESSION_STATUS_COLORS: Record<MatchSessionStatus, string> = {
  draft: 'gray',
  active: 'blue',
  completed: 'green',
  cancelled: 'red',
};

export const SESSION_TYPE_KEYS: Record<MatchSessionType, string> = {
  doubles: 'match-sessions:type.doubles',
  singles: 'match-sessions:type.singles',
};

/** Who may see a session: the club's members, or anyone given its link (SESSION_VISIBILITIES' order). */
export const SESSION_VISIBILITY_KEYS: Record<SessionVisibility, string> = {
  members: 'match-sessions:visibility.members',
  link: 'match-sessions:visibility.link',
};

/** The session's words in the user's language, with the filters' choices. */
export function useSessionLabels() {
  const { t, i18n } = useTranslation(['match-sessions', 'matches']);
  const language = i18n.language;
  return useMemo(() => {
    const matchStatusKey = (status: string) =>
      (MATCH_STATUS_LABELS as Record<string, string | undefined>)[status];
    return {
      statusLabel: (status: MatchSessionStatus) => t(MATCH_SESSION_STATUS_LABELS[status]),
      typeLabel: (type: MatchSessionType) => t(SESSION_TYPE_KEYS[type]),
      visibilityLabel: (visibility: SessionVisibility) => t(SESSION_VISIBILITY_KEYS[visibility]),
      fairnessLabel: (label: FairnessLabel) => t(FAIRNESS_LABEL_KEYS[label]),
      /** A match's status word ("in progress"), capitalised as a badge reads. */
      matchStatusLabel: (status: string) => {
        const key = matchStatusKey(status);
        const text = key ? t(key) : status;
        return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
      },
      statusOptions: MATCH_SESSION_STATUSES.map((value) => ({
        value,
        label: t(MATCH_SESSION_STATUS_LABELS[value]),
      })),
      typeOptions: MATCH_SESSION_TYPES.map((value) => ({ value, label: t(SESSION_TYPE_KEYS[value]) })),
      visibilityOptions: (Object.keys(SESSION_VISIBILITY_KEYS) as SessionVisibility[]).map((value) => ({
        value,
        label: t(SESSION_VISIBILITY_KEYS[value]),
      })),
    };
  }, [t, language]);
}
