import { Combobox, createListCollection, Field } from '@chakra-ui/react';
import { DEFAULT_MEETING_TIME_ZONE } from '@pickleball/domain';
import { useMemo, useState } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import type { MeetingFormValues } from './meeting-form-values';
import { listTimeZones, matchesTimeZone } from './time-zone-options';
import { zoneLabel } from './zone-label';

/** At most this many zones in the open list: typing narrows it (the full list is 400 long). */
const SHOWN = 60;

/** The meeting's time zone: a searchable list of IANA zones with their offsets. */
export function TimeZoneField() {
  const { t, i18n } = useTranslation('calendar');
  const { control } = useFormContext<MeetingFormValues>();
  const { field } = useController({ control, name: 'timezone' });
  const error = useFieldError('timezone');
  const value = field.value;
  const [query, setQuery] = useState<string | null>(null);
  const zones = useMemo(() => listTimeZones(value ? [value] : []), [value]);
  const label = (zone: string) => zoneLabel(t, zone, i18n.language);
  const collection = useMemo(() => {
    // Before any typing, the chosen zone and the default come first (the full list runs to 400).
    const first = query ? [] : [...new Set([value, DEFAULT_MEETING_TIME_ZONE].filter(Boolean))];
    const found = [
      ...first,
      ...zones.filter((zone) => !first.includes(zone) && matchesTimeZone(zone, query ?? '')),
    ].slice(0, SHOWN);
    return createListCollection({
      items: found,
      itemToString: (zone) => zone,
      itemToValue: (zone) => zone,
    });
  }, [zones, query, value]);

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {t('calendar:fields.timezone')}
        <Field.RequiredIndicator />
      </Field.Label>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        inputValue={query ?? (value ? label(value) : '')}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') setQuery(details.inputValue);
        }}
        onValueChange={(details) => {
          setQuery(null);
          if (details.value[0]) field.onChange(details.value[0]);
        }}
        onOpenChange={(details) => {
          if (!details.open) setQuery(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        translations={{ triggerLabel: t('calendar:form.timezone_open') }}
      >
        <Combobox.Control>
          <Combobox.Input
            ref={field.ref}
            onBlur={field.onBlur}
            placeholder={t('calendar:form.timezone_placeholder')}
            autoComplete="off"
          />
          <Combobox.IndicatorGroup>
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {/* Not portalled: inside the form's drawer, a list outside it would be hidden from screen readers. */}
        <Combobox.Positioner>
          <Combobox.Content maxH="72" overflowY="auto">
            <Combobox.Empty>{t('calendar:form.timezone_none')}</Combobox.Empty>
            {collection.items.map((zone) => (
              <Combobox.Item item={zone} key={zone}>
                <Combobox.ItemText>{label(zone)}</Combobox.ItemText>
                <Combobox.ItemIndicator />
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Combobox.Root>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{t('calendar:form.timezone_help')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
