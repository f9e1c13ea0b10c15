import { RATING_MATCH_TYPES, RATING_MAX, RATING_MIN, type RatingMatchType } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { LineChart, type LineChartSeries } from '../../../components/line-chart/line-chart';
import { formatDate, formatDateTime, formatDecimal } from '../../../lib/format';
import type { RankpointDetail } from '../api/get-rankpoint';
import { formatRating, MATCH_TYPE_KEYS } from './rankpoint-labels';

const SERIES_STYLE: Record<RatingMatchType, { color: string; dashed: boolean }> = {
  doubles: { color: 'blue.solid', dashed: false },
  singles: { color: 'orange.solid', dashed: true },
};

/** The rating over time, one line per match type, with a sentence that sums it up. */
export function RatingChart({ history }: { history: RankpointDetail['history'] }) {
  const { t, i18n } = useTranslation('rankpoints');
  const locale = i18n.language;
  const series: LineChartSeries[] = RATING_MATCH_TYPES.map((type) => ({
    type,
    entries: history.filter((entry) => entry.match_type === type),
  }))
    .filter(({ entries }) => entries.length > 0)
    .map(({ type, entries }) => ({
      id: type,
      label: t(MATCH_TYPE_KEYS[type]),
      ...SERIES_STYLE[type],
      points: entries.map((entry) => ({
        x: Date.parse(entry.changed_at),
        y: entry.new_rating,
        title: `${t(MATCH_TYPE_KEYS[type])} · ${formatRating(entry.new_rating, locale)} · ${formatDateTime(entry.changed_at, locale)}`,
      })),
    }));
  const summary = series
    .map((line) => {
      const first = line.points[0]?.y ?? 0;
      const last = line.points[line.points.length - 1]?.y ?? 0;
      // Vietnamese has one plural form: a single change gets its own sentence.
      if (line.points.length === 1)
        return t('rankpoints:chart.summary_single', { type: line.label, last: formatRating(last, locale) });
      return t('rankpoints:chart.summary', {
        count: line.points.length,
        type: line.label,
        first: formatRating(first, locale),
        last: formatRating(last, locale),
      });
    })
    .join(' ');
  return (
    <LineChart
      series={series}
      title={t('rankpoints:chart.title')}
      summary={summary}
      formatX={(x) => formatDate(new Date(x), locale)}
      formatY={(y) => formatDecimal(y, locale, 1)}
      minYSpan={0.4}
      yBounds={[RATING_MIN, RATING_MAX]}
    />
  );
}
