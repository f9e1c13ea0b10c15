import { type ReactNode, useMemo } from 'react';
import './bracket.css';
import type { Translate } from '@pickleball/domain';
import {
  type BracketSection,
  bracketSections,
  matchNumbers,
  type ViewBracket,
  type ViewSlot,
} from './bracket-model';
import { BracketSectionView } from './bracket-section';
import type { LiveScore } from './live-score';
import { PoolsView } from './pool-view';

export interface BracketViewProps {
  bracket: ViewBracket;
  /** Translates `tournaments:*` keys: i18next's `t` on the staff pages, the light one on the public page. */
  t: Translate;
  locale: string;
  /** A pair per entry (doubles): its two names stand one above the other. */
  isPairs: boolean;
  /** Live scores of the matches in play, by match id. */
  liveScores?: ReadonlyMap<number, LiveScore>;
  /** Staff's controls in a match's header (its actions menu). */
  renderSlotActions?: (slot: ViewSlot) => ReactNode;
}

/** Written out in full so the catalog check finds each key. */
function sectionTitle(section: BracketSection, bracket: ViewBracket, t: Translate): string {
  switch (section.id) {
    case 'winners':
      return bracket.format === 'double_elimination'
        ? t('tournaments:bracket.section.winners')
        : t('tournaments:bracket.section.main');
    case 'losers':
      return t('tournaments:bracket.section.losers');
    case 'final':
      return t('tournaments:bracket.section.final');
    case 'consolation':
      return t('tournaments:bracket.section.consolation');
    case 'playoff':
      return t('tournaments:bracket.section.playoff');
    case 'bronze':
      return t('tournaments:bracket.section.bronze');
  }
}

const MEDAL_KEYS = {
  gold: 'tournaments:bracket.medal.gold',
  silver: 'tournaments:bracket.medal.silver',
  bronze: 'tournaments:bracket.medal.bronze',
} as const;

/** The final placings: medals first, then the rest by the round they reached (ties share a place). */
export function PlacingsList({
  placings,
  t,
}: {
  placings: NonNullable<ViewBracket['placings']>;
  t: Translate;
}) {
  return (
    <ol className="tb-placings" aria-label={t('tournaments:bracket.placings')}>
      {placings.map((placing) => (
        <li key={placing.entrant.registration_id}>
          <span
            className={`tb-place${placing.medal ? ` tb-medal-${placing.medal}` : ''}`}
            title={t('tournaments:bracket.place', { place: placing.place })}
          >
            {placing.place}
          </span>
          <span className="tb-placing-name">
            {placing.entrant.name}
            {placing.medal && <span className="tb-placing-medal">{t(MEDAL_KEYS[placing.medal])}</span>}
          </span>
        </li>
      ))}
    </ol>
  );
}

/**
 * The bracket, for staff and the public page alike (plain React and CSS, no UI kit): the final
 * placings once settled, pools with their standings, then each elimination bracket as a tree —
 * the winners', losers' and grand final of a double elimination, the main and consolation draws,
 * the playoff and its bronze match. Live matches are marked and show the game under way.
 */
export function BracketView({
  bracket,
  t,
  locale,
  isPairs,
  liveScores,
  renderSlotActions,
}: BracketViewProps) {
  const numbers = useMemo(() => matchNumbers(bracket.slots), [bracket.slots]);
  const sections = useMemo(() => bracketSections(bracket), [bracket]);
  return (
    <div className="tb-bracket">
      {bracket.placings && bracket.placings.length > 0 && (
        <section className="tb-section" aria-label={t('tournaments:bracket.placings')}>
          <h3>{t('tournaments:bracket.placings')}</h3>
          <PlacingsList placings={bracket.placings} t={t} />
        </section>
      )}
      {bracket.pools.length > 0 && (
        <PoolsView
          bracket={bracket}
          numbers={numbers}
          t={t}
          locale={locale}
          liveScores={liveScores}
          renderSlotActions={renderSlotActions}
        />
      )}
      {sections.map((section) => (
        <BracketSectionView
          key={section.id}
          section={section}
          title={sectionTitle(section, bracket, t)}
          isPairs={isPairs}
          numbers={numbers}
          t={t}
          locale={locale}
          liveScores={liveScores}
          renderSlotActions={renderSlotActions}
        />
      ))}
    </div>
  );
}
