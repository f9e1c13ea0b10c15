import type { Translate } from '@pickleball/domain';
import { TOURNAMENT_MATCH_STATUS_LABELS } from '@pickleball/domain/tournaments/tournaments.labels';
import type { CSSProperties, ReactNode } from 'react';
import {
  describeSide,
  isQuietSlot,
  isSlotLive,
  type SideName,
  slotGames,
  type ViewSlot,
} from './bracket-model';
import type { LiveScore } from './live-score';
import { sideText } from './side-text';

export interface MatchBoxProps {
  slot: ViewSlot;
  number: number;
  numbers: ReadonlyMap<string, number>;
  /** The round's name (a list names its bracket too). */
  roundName: string;
  t: Translate;
  /** Court and time as the box's header says them, e.g. "Court 2 · Sat 09:30". */
  meta: string | null;
  live: LiveScore | undefined;
  /** Placed by the layout; none: the box flows in a list. */
  style?: CSSProperties;
  /** Staff's controls for the match. */
  actions?: ReactNode;
}

function SideLine({
  slot,
  side,
  numbers,
  t,
  games,
  isServing,
}: {
  slot: ViewSlot;
  side: SideName;
  numbers: ReadonlyMap<string, number>;
  t: Translate;
  games: { a: number; b: number; isCurrent: boolean }[];
  isServing: boolean;
}) {
  const index = side === 'a' ? 0 : 1;
  const data = slot.sides[index];
  const text = describeSide(data, numbers);
  const decided = slot.winner;
  const className = [
    'tb-side',
    decided === side ? 'tb-winner' : '',
    decided !== null && decided !== side ? 'tb-loser' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const players = text.kind === 'entrant' ? text.entrant.players : [];
  return (
    <div className={className}>
      <span className="tb-seed">{text.kind === 'entrant' ? text.entrant.seed : ''}</span>
      <span className="tb-name" title={sideText(text, t)}>
        {text.kind === 'entrant' && players.length > 1 ? (
          players.map((player, at) => (
            // Two players may share a name: their order in the pair tells them apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: a pair's order is fixed
            <span key={at}>
              {player.name}
              {at === 0 && isServing && <ServingDot t={t} />}
            </span>
          ))
        ) : (
          <span className={text.kind === 'entrant' ? undefined : 'tb-placeholder'}>
            {sideText(text, t)}
            {isServing && <ServingDot t={t} />}
          </span>
        )}
      </span>
      {slot.result?.walkover ? (
        <span className="tb-scores">
          {slot.result.winner === side && (
            <span className="tb-walkover">{t('tournaments:bracket.walkover')}</span>
          )}
        </span>
      ) : (
        games.length > 0 && (
          <span className="tb-scores">
            {games.map((game, at) => {
              const mine = side === 'a' ? game.a : game.b;
              const theirs = side === 'a' ? game.b : game.a;
              const gameClass = game.isCurrent
                ? 'tb-game-current'
                : mine > theirs
                  ? 'tb-game-won'
                  : undefined;
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: games are numbered by their order
                <span key={at} className={gameClass}>
                  {mine}
                </span>
              );
            })}
          </span>
        )
      )}
    </div>
  );
}

function ServingDot({ t }: { t: Translate }) {
  return <span className="tb-serving" role="img" aria-label={t('tournaments:bracket.serving')} />;
}

function statusTag(slot: ViewSlot, t: Translate): ReactNode {
  if (isSlotLive(slot)) return <span className="tb-tag tb-tag-live">{t('tournaments:bracket.live')}</span>;
  if (slot.match_status === 'postponed' || slot.match_status === 'cancelled')
    return (
      <span className="tb-tag tb-tag-warn" title={slot.status_reason ?? undefined}>
        {t(TOURNAMENT_MATCH_STATUS_LABELS[slot.match_status])}
      </span>
    );
  if (slot.state === 'not_needed')
    return <span className="tb-tag">{t('tournaments:bracket.not_needed')}</span>;
  return null;
}

/** One match: its number, court and time, the two sides with seeds and scores, the winner lit. */
export function MatchBox({ slot, number, numbers, roundName, t, meta, live, style, actions }: MatchBoxProps) {
  const isLive = isSlotLive(slot);
  const games = slotGames(slot, live);
  const className = [
    'tb-match',
    style ? '' : 'tb-static',
    isLive ? 'tb-live' : '',
    isQuietSlot(slot) ? 'tb-quiet' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const [a, b] = slot.sides.map((side) => sideText(describeSide(side, numbers), t));
  return (
    <article
      className={className}
      style={style}
      data-slot={slot.key}
      aria-label={t('tournaments:bracket.match_label', { number, round: roundName, a: a ?? '', b: b ?? '' })}
    >
      <header className="tb-match-head">
        <span className="tb-num">{t('tournaments:bracket.match_number', { number })}</span>
        <span className="tb-meta">{meta}</span>
        {statusTag(slot, t)}
        {actions && <span className="tb-actions">{actions}</span>}
      </header>
      <SideLine slot={slot} side="a" numbers={numbers} t={t} games={games} isServing={live?.serving === 1} />
      <SideLine slot={slot} side="b" numbers={numbers} t={t} games={games} isServing={live?.serving === 2} />
    </article>
  );
}
