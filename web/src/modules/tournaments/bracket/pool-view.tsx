import { roundLabelName, type Translate } from '@pickleball/domain';
import type { ReactNode } from 'react';
import { formatNumber, toIntlLocale } from '../../../lib/format';
import {
  sittingOut,
  type ViewBracket,
  type ViewEntrant,
  type ViewSlot,
  type ViewStanding,
} from './bracket-model';
import type { LiveScore } from './live-score';
import { MatchBox } from './match-box';
import { slotMeta } from './slot-meta';

/** Written out in full so the catalog check finds each key. */
const DECIDED_BY_KEYS: Record<string, string> = {
  head_to_head: 'tournaments:bracket.decided_by.head_to_head',
  point_differential: 'tournaments:bracket.decided_by.point_differential',
  head_to_head_point_differential: 'tournaments:bracket.decided_by.head_to_head_point_differential',
  point_differential_vs_next: 'tournaments:bracket.decided_by.point_differential_vs_next',
  seed: 'tournaments:bracket.decided_by.seed',
};

function signed(value: number, locale: string): string {
  return formatNumber(value, locale, { signDisplay: 'exceptZero' });
}

function StandingsTable({
  standings,
  advance,
  t,
  locale,
}: {
  standings: ViewStanding[];
  advance: number | null;
  t: Translate;
  locale: string;
}) {
  return (
    <div className="tb-table-wrap">
      <table className="tb-table">
        <thead>
          <tr>
            <th scope="col" title={t('tournaments:bracket.standings.rank_full')}>
              {t('tournaments:bracket.standings.rank')}
            </th>
            <th scope="col">{t('tournaments:bracket.standings.entrant')}</th>
            <th scope="col" title={t('tournaments:bracket.standings.played_full')}>
              {t('tournaments:bracket.standings.played')}
            </th>
            <th scope="col" title={t('tournaments:bracket.standings.won_full')}>
              {t('tournaments:bracket.standings.won')}
            </th>
            <th scope="col" title={t('tournaments:bracket.standings.lost_full')}>
              {t('tournaments:bracket.standings.lost')}
            </th>
            <th scope="col" title={t('tournaments:bracket.standings.difference_full')}>
              {t('tournaments:bracket.standings.difference')}
            </th>
          </tr>
        </thead>
        <tbody>
          {standings.map((row) => (
            <tr
              key={row.entrant.registration_id}
              className={advance !== null && row.rank <= advance ? 'tb-advances' : undefined}
            >
              <td>{row.rank}</td>
              <td>
                {row.entrant.name}
                {row.decided_by && DECIDED_BY_KEYS[row.decided_by] && (
                  <span className="tb-decided">{t(DECIDED_BY_KEYS[row.decided_by] ?? '')}</span>
                )}
              </td>
              <td>{row.played}</td>
              <td>{row.won}</td>
              <td>{row.lost}</td>
              <td>{signed(row.point_differential, locale)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "Sits out: …" under a round's title when a team rests that round. */
function SitsOut({ teams, t, locale }: { teams: ViewEntrant[]; t: Translate; locale: string }) {
  if (teams.length === 0) return null;
  const names = new Intl.ListFormat(toIntlLocale(locale), { type: 'conjunction' }).format(
    teams.map((team) => team.name),
  );
  return <p className="tb-sits-out">{t('tournaments:bracket.sits_out', { names })}</p>;
}

export interface PoolsViewProps {
  bracket: ViewBracket;
  numbers: ReadonlyMap<string, number>;
  t: Translate;
  locale: string;
  liveScores: ReadonlyMap<number, LiveScore> | undefined;
  renderSlotActions?: (slot: ViewSlot) => ReactNode;
}

/** Pool play's pools (a round robin is one): standings with their tie-breaks, then the matches by round. */
export function PoolsView({ bracket, numbers, t, locale, liveScores, renderSlotActions }: PoolsViewProps) {
  const single = bracket.pools.length === 1;
  const title = single ? t('tournaments:bracket.section.standings') : t('tournaments:bracket.section.pools');
  return (
    <section className="tb-section tb-pools-block" aria-label={title}>
      <h3>{title}</h3>
      <div className="tb-pools">
        {bracket.pools.map((pool) => {
          const slots = bracket.slots.filter((slot) => slot.bracket === 'pool' && slot.pool === pool.pool);
          const rounds = [...new Set(slots.map((slot) => slot.round))].sort((x, y) => x - y);
          return (
            <div key={pool.pool} className="tb-pool">
              {/* A round robin is one pool: the section's title names it. */}
              {(!single || pool.complete) && (
                <h4>
                  {!single && t('tournaments:bracket.pool', { pool: pool.pool })}
                  {pool.complete && <span className="tb-tag">{t('tournaments:bracket.pool_complete')}</span>}
                </h4>
              )}
              <StandingsTable
                standings={pool.standings}
                advance={bracket.format === 'pool_play' ? bracket.settings.advance_per_pool : null}
                t={t}
                locale={locale}
              />
              <div className="tb-rounds">
                {rounds.map((round) => (
                  <div key={round}>
                    <h5>{t('tournaments:bracket.round', { round })}</h5>
                    <SitsOut
                      teams={sittingOut(
                        pool.standings.map((row) => row.entrant),
                        slots.filter((slot) => slot.round === round),
                      )}
                      t={t}
                      locale={locale}
                    />
                    <div className="tb-round-matches">
                      {slots
                        .filter((slot) => slot.round === round)
                        .map((slot) => (
                          <MatchBox
                            key={slot.key}
                            slot={slot}
                            number={numbers.get(slot.key) ?? 0}
                            numbers={numbers}
                            roundName={roundLabelName(t, slot.label)}
                            t={t}
                            meta={slotMeta(slot, locale)}
                            live={slot.match ? liveScores?.get(slot.match.id) : undefined}
                            actions={renderSlotActions?.(slot)}
                          />
                        ))}
                    </div>
                  </div>
                ))}
              </div>
            </div>
          );
        })}
      </div>
    </section>
  );
}
