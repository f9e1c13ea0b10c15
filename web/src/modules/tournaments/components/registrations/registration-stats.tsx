import type { Tournament } from '@pickleball/domain';
import { Banknote, CircleCheck, Clock, ListOrdered, UsersRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { countOf, QueryStatCards } from '../../../../components/query-stat-cards';
import { formatNumber } from '../../../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { useRegistrationStats } from '../../api/list-registrations';

/** The entries' figures: places taken of the cap, confirmed, awaiting, waitlisted, fees collected. */
export function RegistrationStats({ tournament }: { tournament: Tournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const locale = i18n.language;
  return (
    <QueryStatCards
      query={useRegistrationStats(tournament.id)}
      columns={{ md: 3, xl: 5 }}
      items={(data) => [
        {
          id: 'places',
          label: t('tournaments:overview.places'),
          value: data
            ? data.places.max === null
              ? formatNumber(data.places.taken, locale)
              : t('tournaments:list.entries_of', {
                  taken: formatNumber(data.places.taken, locale),
                  max: formatNumber(data.places.max, locale),
                })
            : undefined,
          helpText:
            data && data.places.free !== null
              ? t('tournaments:registrations.free_places', { count: data.places.free })
              : undefined,
          icon: <UsersRound size={18} />,
        },
        {
          id: 'confirmed',
          label: t('tournaments:registration_status.confirmed'),
          value: countOf(data?.by_status, 'confirmed'),
          icon: <CircleCheck size={18} />,
          colorPalette: 'green',
        },
        {
          id: 'waiting',
          label: t('tournaments:registrations.awaiting'),
          value: data ? (data.by_status.pending ?? 0) + (data.by_status.registered ?? 0) : undefined,
          icon: <Clock size={18} />,
          colorPalette: 'orange',
        },
        {
          id: 'waitlisted',
          label: t('tournaments:registration_status.waitlisted'),
          value: countOf(data?.by_status, 'waitlisted'),
          icon: <ListOrdered size={18} />,
          colorPalette: 'purple',
        },
        {
          id: 'collected',
          label: t('tournaments:registrations.collected'),
          value: data ? formatMoney(data.collected, data.currency, locale) : undefined,
          helpText: data
            ? t('tournaments:registrations.paid_count', { count: data.by_payment_status.paid ?? 0 })
            : undefined,
          icon: <Banknote size={18} />,
          colorPalette: 'teal',
        },
      ]}
    />
  );
}
