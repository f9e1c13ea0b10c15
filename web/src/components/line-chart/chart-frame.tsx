import { Box, chakra, Text } from '@chakra-ui/react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';

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

export interface ChartFrameProps {
  /** The chart's accessible name. */
  title: string;
  /** What the chart shows, in a sentence or two: read by screen readers and shown under the chart. */
  summary: string;
  height: number;
  margin: { top: number; right: number; bottom: number; left: number };
  /** The y axis: its ticks, where each sits and how it reads. */
  yTicks: readonly number[];
  y: (value: number) => number;
  formatY: (value: number) => string;
  /** The plot, drawn inside the margins, given the plot's size. */
  children: (plot: { width: number; height: number }) => ReactNode;
  /** Under the chart, before the summary (a legend). */
  footer?: ReactNode;
}

/**
 * What the app's small charts share (no chart library: the bundle budget is tight): an inline
 * SVG as wide as its container, one image for screen readers named by `title` and described by
 * `summary`, the y axis's grid lines and labels, and the summary written under it. The data
 * itself belongs in a table beside the chart. The line chart and the bar chart draw their marks.
 */
export function ChartFrame({
  title,
  summary,
  height,
  margin,
  yTicks,
  y,
  formatY,
  children,
  footer,
}: ChartFrameProps) {
  const { ref, width } = useWidth(600);
  const titleId = useId();
  const descId = useId();
  const plotWidth = Math.max(10, width - margin.left - margin.right);
  const plotHeight = Math.max(10, height - margin.top - margin.bottom);
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
          <g transform={`translate(${margin.left},${margin.top})`}>
            {yTicks.map((tick) => (
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
            {children({ width: plotWidth, height: plotHeight })}
          </g>
        </chakra.svg>
      </Box>
      {footer}
      {/* The image's description already says it to screen readers. */}
      <Text fontSize="sm" color="fg.muted" mt="1" aria-hidden="true">
        {summary}
      </Text>
    </Box>
  );
}

/** The plot's height for a chart of `height` pixels (what `y` scales need before the frame draws). */
export function plotHeightOf(height: number, margin: { top: number; bottom: number }): number {
  return Math.max(10, height - margin.top - margin.bottom);
}
