import type { Translate } from '@pickleball/domain';
import type { SideText } from './bracket-model';

/** What a side's line says, in words: the entrant's name, "Bye", "Winner of match 5"… */
export function sideText(text: SideText, t: Translate): string {
  switch (text.kind) {
    case 'entrant':
      return text.entrant.name;
    case 'bye':
      return t('tournaments:bracket.bye');
    case 'winner_of':
      return t('tournaments:bracket.winner_of', { number: text.number });
    case 'loser_of':
      return t('tournaments:bracket.loser_of', { number: text.number });
    case 'pool_place':
      return t('tournaments:bracket.pool_place', { pool: text.pool, rank: text.rank });
    case 'to_be_decided':
      return t('tournaments:bracket.to_be_decided');
  }
}
