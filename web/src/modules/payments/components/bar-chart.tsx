import { chakra } from '@chakra-ui/react';
import { ChartFrame, plotHeightOf } from '../../../components/line-chart/chart-frame';
import { niceTicks } from '../../../components/line-chart/line-chart-scale';
import { labelledIndexes } from './bar-chart-scale';

/** One bar of a {@link BarChart}. */
export interface Bar {
  key: string;
  /** Its x-axis label ("24 Nov"); not every label shows when they do not fit. */
  label: string;
  value: number;
  /** The tooltip: the label, the formatted value, a count. */
  title: string;
}

const MARGIN = { top: 12, right: 8, bottom: 28, left: 64 };

/**
 * A small column chart (drawn in the shared ChartFrame; it ships with the payments dashboard
 * only). One image for screen readers, named by `title` and described by `summary`; the figures
 * themselves belong in a table beside it.
 */
export function BarChart({
  bars,
  title,
  summary,
  formatY,
  height = 220,
  color = 'blue.solid',
}: {
  bars: readonly Bar[];
  title: string;
  summary: string;
  formatY: (value: number) => string;
  height?: number;
  color?: string;
}) {
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const ticks = niceTicks(0, max > 0 ? max : 1, 4);
  const top = ticks.max || 1;
  const plotHeight = plotHeightOf(height, MARGIN);
  const y = (value: number) => plotHeight - (value / top) * plotHeight;
  return (
    <ChartFrame
      title={title}
      summary={summary}
      height={height}
      margin={MARGIN}
      yTicks={ticks.ticks.filter((tick) => tick >= 0 && tick <= top)}
      y={y}
      formatY={formatY}
    >
      {(plot) => {
        const slot = plot.width / Math.max(1, bars.length);
        const barWidth = Math.max(2, Math.min(32, slot * 0.7));
        const labelled = labelledIndexes(bars.length, plot.width);
        return bars.map((bar, index) => {
          const x = index * slot + (slot - barWidth) / 2;
          const barHeight = plot.height - y(bar.value);
          return (
            <g key={bar.key}>
              {/* A taller invisible target: a zero day still has its tooltip. */}
              <chakra.rect x={index * slot} y={0} width={slot} height={plot.height} fill="transparent">
                <title>{bar.title}</title>
              </chakra.rect>
              <chakra.rect
                x={x}
                y={y(bar.value)}
                width={barWidth}
                height={Math.max(0, barHeight)}
                rx={2}
                fill={color}
                pointerEvents="none"
              />
              {labelled.has(index) && (
                // The last label ends at its bar, so it never runs off the chart's edge.
                <chakra.text
                  x={index === bars.length - 1 ? x + barWidth : x + barWidth / 2}
                  y={plot.height + 18}
                  textAnchor={index === bars.length - 1 ? 'end' : 'middle'}
                  fill="fg.muted"
                >
                  {bar.label}
                </chakra.text>
              )}
            </g>
          );
        });
      }}
    </ChartFrame>
  );
}
