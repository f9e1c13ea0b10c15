import { HStack, Input, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

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

/** Two native date inputs ("from" and "to"); each end limits the other so the range stays valid. */
export function DateRangeFilter({ label, from, to, onChange }: DateRangeFilterProps) {
  const { t } = useTranslation('ui');
  return (
    <HStack gap="2" role="group" aria-label={label} width={{ base: 'full', md: 'auto' }}>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" display={{ base: 'none', lg: 'block' }}>
        {label}
      </Text>
      <Input
        type="date"
        size="sm"
        flex={{ base: '1', md: 'none' }}
        width={{ md: '40' }}
        aria-label={t('filters.date_from', { label })}
        value={from ?? ''}
        max={to}
        onChange={(event) => onChange({ from: event.currentTarget.value || undefined, to })}
      />
      <Text aria-hidden="true" color="fg.muted">
        –
      </Text>
      <Input
        type="date"
        size="sm"
        flex={{ base: '1', md: 'none' }}
        width={{ md: '40' }}
        aria-label={t('filters.date_to', { label })}
        value={to ?? ''}
        min={from}
        onChange={(event) => onChange({ from, to: event.currentTarget.value || undefined })}
      />
    </HStack>
  );
}
