import { NativeSelect } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** One choice of a {@link FilterSelect}. */
export interface FilterOption {
  value: string;
  label: string;
}

export interface FilterSelectProps {
  /** Accessible name, also the "All …" placeholder's subject when `allLabel` is not given. */
  label: string;
  /** The current value; '' or undefined means no filter. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  options: readonly FilterOption[];
  /** Text of the "no filter" choice; "All" by default. */
  allLabel?: string;
  /** Width of the select; full width on phones. */
  width?: string | Record<string, string>;
}

/** A compact select for a list filter, with an "All" choice that clears it. */
export function FilterSelect({ label, value, onChange, options, allLabel, width }: FilterSelectProps) {
  const { t } = useTranslation('ui');
  return (
    <NativeSelect.Root size="sm" width={width ?? { base: 'full', md: '44' }}>
      <NativeSelect.Field
        aria-label={label}
        title={label}
        value={value ?? ''}
        onChange={(event) => onChange(event.currentTarget.value || undefined)}
      >
        <option value="">{allLabel ?? t('filters.all', { label })}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
