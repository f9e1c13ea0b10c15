import { Box, chakra, Text } from '@chakra-ui/react';
import { useEffect, useId, useRef, useState } from 'react';
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

/** The container's width, followed as it changes (a phone turned, a sidebar opened). */
function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver((entries) => {
      const next = Math.round(entries[0]?.contentRect.width ?? fallback);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [fallback]);
  return { ref, width };
}

/**
 * A small column chart drawn as inline SVG (no chart library: it ships with the dashboard's page
 * only, and the signed-in shell's budget is tight). One image for screen readers, named by `title`
 * and described by `summary`; the figures themselves belong in a table beside it.
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
  const { ref, width } = useWidth(600);
  const titleId = useId();
  const descId = useId();
  const max = Math.max(0, ...bars.map((bar) => bar.value));
  const ticks = niceTicks(0, max > 0 ? max : 1, 4);
  const top = ticks.max || 1;
  const plotWidth = Math.max(10, width - MARGIN.left - MARGIN.right);
  const plotHeight = Math.max(10, height - MARGIN.top - MARGIN.bottom);
  const slot = plotWidth / Math.max(1, bars.length);
  const barWidth = Math.max(2, Math.min(32, slot * 0.7));
  const y = (value: number) => plotHeight - (value / top) * plotHeight;
  const labelled = labelledIndexes(bars.length, plotWidth);
  return (
    <Box>
      <Box ref={ref} width="full">
        <chakra.svg
          role="img"
          aria-labelledby={titleId}
          aria-describedby={descId}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          display="block"
          fontSize="xs"
        >
          <title id={titleId}>{title}</title>
          <desc id={descId}>{summary}</desc>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {ticks.ticks
              .filter((tick) => tick >= 0 && tick <= top)
              .map((tick) => (
                <g key={tick}>
                  <chakra.line
                    x1={0}
                    x2={plotWidth}
                    y1={y(tick)}
                    y2={y(tick)}
                    stroke="border"
                    strokeWidth={1}
                  />
                  <chakra.text x={-8} y={y(tick)} dy="0.32em" textAnchor="end" fill="fg.muted">
                    {formatY(tick)}
                  </chakra.text>
                </g>
              ))}
            {bars.map((bar, index) => {
              const x = index * slot + (slot - barWidth) / 2;
              const barHeight = plotHeight - y(bar.value);
              return (
                <g key={bar.key}>
                  {/* A taller invisible target: a zero day still has its tooltip. */}
                  <chakra.rect x={index * slot} y={0} width={slot} height={plotHeight} fill="transparent">
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
                      y={plotHeight + 18}
                      textAnchor={index === bars.length - 1 ? 'end' : 'middle'}
                      fill="fg.muted"
                    >
                      {bar.label}
                    </chakra.text>
                  )}
                </g>
              );
            })}
          </g>
        </chakra.svg>
      </Box>
      {/* The image's description already says it to screen readers. */}
      <Text fontSize="sm" color="fg.muted" mt="1" aria-hidden="true">
        {summary}
      </Text>
    </Box>
  );
}
