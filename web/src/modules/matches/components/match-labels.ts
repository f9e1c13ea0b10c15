import type { ConfirmationStatus, MatchDiscipline, MatchWorkflowStatus, ScoreType } from '@pickleball/domain';
// The file itself, not the package index: the index would bring every schema into this chunk.
import { MATCH_STATUS_LABELS } from '@pickleball/domain/matches/matches.labels';
import type { FaultType } from '@pickleball/domain/scoring/scoring.types';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The translation keys of the matches module's fixed vocabularies, written out in full so the
 * catalog check sees every key used (CONVENTIONS §8: dynamic keys need an explicit map). The
 * status keys are the domain's, shared with the server's messages.
 */
export const MATCH_STATUS_KEYS = MATCH_STATUS_LABELS;

export const DISCIPLINE_KEYS: Record<MatchDiscipline, string> = {
  singles: 'matches:discipline.singles',
  doubles: 'matches:discipline.doubles',
};

export const FORMAT_KEYS: Record<'friendly' | 'club' | 'league' | 'tournament', string> = {
  friendly: 'matches:format.friendly',
  club: 'matches:format.club',
  league: 'matches:format.league',
  tournament: 'matches:format.tournament',
};

export const SCORE_TYPE_KEYS: Record<ScoreType, string> = {
  standard: 'matches:score_type.standard',
  rally: 'matches:score_type.rally',
};

export const FAULT_TYPE_KEYS: Record<FaultType, string> = {
  out: 'matches:fault_type.out',
  net: 'matches:fault_type.net',
  'two-bounce': 'matches:fault_type.two_bounce',
  kitchen: 'matches:fault_type.kitchen',
};

export const CONFIRMATION_KEYS: Record<ConfirmationStatus, string> = {
  pending: 'matches:confirmation.pending',
  confirmed: 'matches:confirmation.confirmed',
  disputed: 'matches:confirmation.disputed',
};

/** "approved" → "Approved": the status words are lower case to fit inside server sentences. */
export function capitalize(text: string, locale: string): string {
  return text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);
}

/** Labels of the fixed vocabularies in the user's language. */
export function useMatchLabels() {
  const { t, i18n } = useTranslation('matches');
  const locale = i18n.language;
  const statusLabel = useCallback(
    (status: MatchWorkflowStatus) => capitalize(t(MATCH_STATUS_KEYS[status]), locale),
    [t, locale],
  );
  return useMemo(
    () => ({
      statusLabel,
      disciplineLabel: (discipline: MatchDiscipline) => t(DISCIPLINE_KEYS[discipline]),
      formatLabel: (format: keyof typeof FORMAT_KEYS) => t(FORMAT_KEYS[format]),
      scoreTypeLabel: (scoreType: ScoreType) => t(SCORE_TYPE_KEYS[scoreType]),
      faultTypeLabel: (type: FaultType) => t(FAULT_TYPE_KEYS[type]),
      confirmationLabel: (status: ConfirmationStatus) => t(CONFIRMATION_KEYS[status]),
    }),
    [t, statusLabel],
  );
}

/** "Nguyễn Văn An & Trần Thị Bình", or "Team 1" when the team has no players yet. */
export function teamNames(players: readonly { name: string }[], fallback: string): string {
  return players.length > 0 ? players.map((player) => player.name).join(' & ') : fallback;
}
