import { roundLabelName, type Translate } from '@pickleball/domain';
import { type ReactNode, useId, useMemo } from 'react';
import { bracketDimensions, layoutSection } from './bracket-layout';
import type { BracketSection, ViewSlot } from './bracket-model';
import type { LiveScore } from './live-score';
import { MatchBox } from './match-box';
import { slotMeta } from './slot-meta';

/** A landscape A4 page's printable area at 96 dpi (10 mm margins), less the section's title. */
const PRINT_WIDTH = 1040;
const PRINT_HEIGHT = 660;

export interface BracketSectionViewProps {
  section: BracketSection;
  title: string;
  isPairs: boolean;
  numbers: ReadonlyMap<string, number>;
  t: Translate;
  locale: string;
  liveScores: ReadonlyMap<number, LiveScore> | undefined;
  renderSlotActions?: (slot: ViewSlot) => ReactNode;
}

/**
 * One bracket drawn as a tree: the rounds as columns with their names on top, lines joining each
 * match to the one its winner plays next (green once decided). It scrolls sideways inside its own
 * box, so the page around it keeps the phone's width.
 */
export function BracketSectionView({
  section,
  title,
  isPairs,
  numbers,
  t,
  locale,
  liveScores,
  renderSlotActions,
}: BracketSectionViewProps) {
  const headingId = useId();
  const dims = useMemo(() => bracketDimensions(isPairs), [isPairs]);
  const layout = useMemo(() => layoutSection(section.slots, dims), [section.slots, dims]);
  const printZoom = Math.min(
    1,
    PRINT_WIDTH / Math.max(1, layout.width),
    PRINT_HEIGHT / Math.max(1, layout.height),
  );
  const decided = new Set(section.slots.filter((slot) => slot.winner !== null).map((slot) => slot.key));
  return (
    <div className="tb-section">
      <h3 id={headingId}>{title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a keyboard scrolls the bracket sideways */}
      <section className="tb-scroll" tabIndex={0} aria-labelledby={headingId}>
        <div
          className="tb-canvas"
          style={{
            width: layout.width,
            height: layout.height,
            ['--tb-print-zoom' as string]: String(Math.round(printZoom * 1000) / 1000),
          }}
        >
          <svg className="tb-lines" width={layout.width} height={layout.height} aria-hidden="true">
            {layout.connectors.map((connector) => (
              <path
                key={`${connector.from}-${connector.to}`}
                d={connector.path}
                className={decided.has(connector.from) ? 'tb-line-done' : undefined}
              />
            ))}
          </svg>
          {/* A single round needs no heading of its own: the section's title names it. */}
          {layout.columns.length > 1 &&
            layout.columns.map((column) => {
              const first = section.slots.find((slot) => slot.key === column.keys[0]);
              return (
                <div
                  key={column.round}
                  className="tb-column-head"
                  style={{ left: column.x, width: dims.boxWidth }}
                >
                  {first ? roundLabelName(t, first.label) : null}
                </div>
              );
            })}
          {section.slots.map((slot) => {
            const box = layout.boxes.get(slot.key);
            if (!box) return null;
            const number = numbers.get(slot.key) ?? 0;
            return (
              <MatchBox
                key={slot.key}
                slot={slot}
                number={number}
                numbers={numbers}
                roundName={roundLabelName(t, slot.label)}
                t={t}
                meta={slotMeta(slot, locale)}
                live={slot.match ? liveScores?.get(slot.match.id) : undefined}
                style={{ left: box.x, top: box.y, width: dims.boxWidth, height: dims.boxHeight }}
                actions={renderSlotActions?.(slot)}
              />
            );
          })}
        </div>
      </section>
    </div>
  );
}
