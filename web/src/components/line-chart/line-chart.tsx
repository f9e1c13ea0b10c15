import { chakra, HStack, Text } from '@chakra-ui/react';
import { ChartFrame, plotHeightOf } from './chart-frame';
import { type ChartPoint, linearScale, niceTicks, xTicks, yExtent } from './line-chart-scale';

/** One line of a {@link LineChart}. */
export interface LineChartSeries {
  id: string;
  /** Its name in the legend. */
  label: string;
  /** A Chakra colour token ("blue.solid") for the line and its dots. */
  color: string;
  /** Points in x order; x is usually a time in milliseconds. */
  points: readonly (ChartPoint & { title?: string })[];
  /** Dashes tell lines apart without colour. */
  dashed?: boolean;
}

export interface LineChartProps {
  series: readonly LineChartSeries[];
  /** The chart's accessible name. */
  title: string;
  /**
   * What the chart shows, in a sentence or two: read by screen readers and shown under the chart.
   * Give the full data elsewhere on the page (a table): the chart is a picture of it.
   */
  summary: string;
  formatX: (x: number) => string;
  formatY: (y: number) => string;
  /** The smallest y span drawn (a flat line sits in the middle of it). */
  minYSpan?: number;
  /** Clamps the axis to meaningful values (ratings stay within 2.000–8.000). */
  yBounds?: [number, number];
  /** Height in pixels; the width follows the container. */
  height?: number;
}

const MARGIN = { top: 12, right: 16, bottom: 28, left: 48 };

/**
 * A small line chart (drawn in a ChartFrame). Several series share the axes; every point is a dot
 * with its own tooltip. For screen readers it is one image named by `title` and described by
 * `summary`; the data itself belongs in a table beside it.
 */
export function LineChart({
  series,
  title,
  summary,
  formatX,
  formatY,
  minYSpan = 0.5,
  yBounds,
  height = 220,
}: LineChartProps) {
  const points = series.flatMap((line) => line.points);
  const xs = points.map((point) => point.x);
  const firstX = Math.min(...xs);
  const lastX = Math.max(...xs);
  const [low, high] = yExtent(points, minYSpan);
  const ticks = niceTicks(low, high, 4);
  const yMin = yBounds ? Math.max(yBounds[0], ticks.min) : ticks.min;
  const yMax = yBounds ? Math.min(yBounds[1], ticks.max) : ticks.max;
  const yTicks = ticks.ticks.filter((tick) => tick >= yMin && tick <= yMax);
  const plotHeight = plotHeightOf(height, MARGIN);
  const y = linearScale(yMin, yMax, plotHeight, 0);

  return (
    <ChartFrame
      title={title}
      summary={summary}
      height={height}
      margin={MARGIN}
      yTicks={yTicks}
      y={y}
      formatY={formatY}
      footer={
        <HStack gap="4" mt="2" flexWrap="wrap" aria-hidden="true">
          {series.map((line) => (
            <HStack key={line.id} gap="2">
              <chakra.svg width="24px" height="10px" viewBox="0 0 24 10">
                <chakra.line
                  x1={0}
                  x2={24}
                  y1={5}
                  y2={5}
                  stroke={line.color}
                  strokeWidth={2}
                  strokeDasharray={line.dashed ? '6 4' : undefined}
                />
              </chakra.svg>
              <Text fontSize="sm">{line.label}</Text>
            </HStack>
          ))}
        </HStack>
      }
    >
      {(plot) => {
        // A single moment (one change) is drawn in the middle rather than on the axis.
        const x = lastX > firstX ? linearScale(firstX, lastX, 0, plot.width) : () => plot.width / 2;
        const timeTicks = xTicks(firstX, lastX, Math.min(5, Math.floor(plot.width / 110)));
        return (
          <>
            {timeTicks.map((tick, index) => (
              <chakra.text
                key={tick}
                x={x(tick)}
                y={plot.height + 18}
                textAnchor={
                  timeTicks.length === 1
                    ? 'middle'
                    : index === 0
                      ? 'start'
                      : index === timeTicks.length - 1
                        ? 'end'
                        : 'middle'
                }
                fill="fg.muted"
              >
                {formatX(tick)}
              </chakra.text>
            ))}
            {series.map((line) => (
              <g key={line.id}>
                {line.points.length > 1 && (
                  <chakra.path
                    d={line.points
                      .map(
                        (point, index) =>
                          `${index === 0 ? 'M' : 'L'}${x(point.x).toFixed(1)},${y(point.y).toFixed(1)}`,
                      )
                      .join(' ')}
                    fill="none"
                    stroke={line.color}
                    strokeWidth={2}
                    strokeDasharray={line.dashed ? '6 4' : undefined}
                    strokeLinejoin="round"
                  />
                )}
                {line.points.map((point) => (
                  <chakra.circle
                    key={`${point.x}-${point.y}`}
                    cx={x(point.x)}
                    cy={y(point.y)}
                    r={3.5}
                    fill="bg.panel"
                    stroke={line.color}
                    strokeWidth={2}
                  >
                    {point.title && <title>{point.title}</title>}
                  </chakra.circle>
                ))}
              </g>
            ))}
          </>
        );
      }}
    </ChartFrame>
  );
}
