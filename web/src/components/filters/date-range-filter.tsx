import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { DateField } from '../date-field';

export interface DateRangeFilterProps {
  /** Accessible name of the pair, e.g. "Created". */
  label: string;
  /** Start date, `YYYY-MM-DD`, or undefined. */
  from: string | undefined;
  /** End date, `YYYY-MM-DD`, or undefined. */
  to: string | undefined;
  /** Called with both ends; an emptied end is undefined. */
  onChange: (range: { from: string | undefined; to: string | undefined }) => void;
}

/**
 * Two date fields ("from" and "to") in the app's language (../date-field); each end limits the
 * other so the range stays valid.
 */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('ui');
  return (
    <HStack gap="2" role="group" aria-label={label} width={{ base: 'full', md: 'auto' }}>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" display={{ base: 'none', lg: 'block' }}>
        {label}
      </Text>
      <DateField
        label={t('filters.date_from', { label })}
        value={from}
        max={to}
        onChange={(value) => onChange({ from: value, to })}
      />
      <Text aria-hidden="true" color="fg.muted">
        –
      </Text>
      <DateField
        label={t('filters.date_to', { label })}
        value={to}
        min={from}
        onChange={(value) => onChange({ from, to: value })}
      />
    </HStack>
  );
}
