import { HStack, NativeSelect, Switch } from '@chakra-ui/react';
import type { MeetingStatus, MeetingType } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { FilterSelect } from '../../../components/filters/filter-select';
import { SearchInput } from '../../../components/filters/search-input';
import { useMeetingLabels } from './meeting-labels';
import { COLOR_MODES, type ColorMode } from './occurrence-events';

export interface CalendarFilterValues {
  search: string;
  mine: boolean;
  type?: MeetingType;
  status?: MeetingStatus;
  color: ColorMode;
}

/** The calendar's search, "only mine", type and status filters, and what the colours mean. */
export function CalendarFilters({
  value,
  onChange,
}: {
  value: CalendarFilterValues;
  onChange: (value: CalendarFilterValues) => void;
}) {
  const { t } = useTranslation('calendar');
  const labels = useMeetingLabels();
  const colorKeys: Record<ColorMode, string> = {
    type: 'calendar:filters.color_type',
    priority: 'calendar:filters.color_priority',
  };
  return (
    <HStack gap="3" flexWrap="wrap" align="center">
      <SearchInput
        value={value.search}
        onChange={(search) => onChange({ ...value, search })}
        placeholder={t('calendar:filters.search')}
        width={{ base: 'full', md: '64' }}
      />
      <FilterSelect
        label={t('calendar:fields.type')}
        allLabel={t('calendar:filters.all_types')}
        value={value.type}
        onChange={(type) => onChange({ ...value, type: type as MeetingType | undefined })}
        options={labels.typeOptions}
        width={{ base: 'calc(50% - 6px)', md: '40' }}
      />
      <FilterSelect
        label={t('calendar:fields.status')}
        allLabel={t('calendar:filters.all_statuses')}
        value={value.status}
        onChange={(status) => onChange({ ...value, status: status as MeetingStatus | undefined })}
        options={labels.statusOptions}
        width={{ base: 'calc(50% - 6px)', md: '40' }}
      />
      <NativeSelect.Root size="sm" width={{ base: 'calc(50% - 6px)', md: '44' }}>
        <NativeSelect.Field
          aria-label={t('calendar:filters.color_by')}
          value={value.color}
          onChange={(event) => onChange({ ...value, color: event.currentTarget.value as ColorMode })}
        >
          {COLOR_MODES.map((mode) => (
            <option key={mode} value={mode}>
              {t(colorKeys[mode])}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Switch.Root
        size="sm"
        checked={value.mine}
        onCheckedChange={(event) => onChange({ ...value, mine: event.checked })}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{t('calendar:filters.mine')}</Switch.Label>
      </Switch.Root>
    </HStack>
  );
}
