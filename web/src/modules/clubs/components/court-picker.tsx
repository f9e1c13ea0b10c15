import { Combobox, createListCollection, Field, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CourtChoice, useCourtSearch } from '../api/search-courts';

/** Waits for the user to pause before asking the API. */
export function useDebounced<T>(value: T, ms = 250): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** "Phường Bến Thành, Thành phố Hồ Chí Minh", in the user's language when the API has it. */
export function describeCourtPlace(court: CourtChoice, language: string): string {
  const name = (place: { name: string; name_en: string }) =>
    language === 'en' && place.name_en ? place.name_en : place.name;
  return [name(court.ward), name(court.province)].filter(Boolean).join(', ');
}

export interface CourtPickerProps {
  label: string;
  /** The chosen court; null when none. */
  value: CourtChoice | null;
  onChange: (court: CourtChoice | null) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  helperText?: string;
  errorText?: string;
  /** Hides the label (a toolbar filter names itself by its placeholder). */
  hideLabel?: boolean;
  size?: 'sm' | 'md';
  width?: string | Record<string, string>;
  disabled?: boolean;
}

/**
 * A court chosen by searching the courts (GET /courts?search=): typing asks the API once the
 * user pauses (diacritics ignored, so "ben thanh" finds "Bến Thành"), the arrows move through
 * the results, Enter or a click chooses, the clear button removes the choice.
 */
export function CourtPicker({
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  helperText,
  errorText,
  hideLabel,
  size = 'md',
  width,
  disabled,
}: CourtPickerProps) {
  const { t, i18n } = useTranslation('clubs');
  // null while the user is not typing: the box then shows the chosen court.
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const term = useDebounced((query ?? '').trim());
  const courts = useCourtSearch(term, isOpen);
  const items = useMemo(() => {
    const found = courts.data ?? [];
    return value && !found.some((court) => court.id === value.id) && query === null
      ? [value, ...found]
      : found;
  }, [courts.data, value, query]);
  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToString: (court) => court.name,
        itemToValue: (court) => String(court.id),
      }),
    [items],
  );
  const isSearching = courts.isFetching || term !== (query ?? '').trim();

  return (
    <Field.Root invalid={Boolean(errorText)} disabled={disabled} width={width}>
      <Combobox.Root
        collection={collection}
        size={size}
        value={value ? [String(value.id)] : []}
        inputValue={query ?? value?.name ?? ''}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') setQuery(details.inputValue);
        }}
        onValueChange={(details) => {
          setQuery(null);
          const chosen = details.items[0] as CourtChoice | undefined;
          onChange(chosen ?? null);
        }}
        onOpenChange={(details) => {
          setIsOpen(details.open);
          if (!details.open) setQuery(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        translations={{
          triggerLabel: t('clubs:court_picker.open'),
          clearTriggerLabel: t('clubs:court_picker.clear'),
        }}
      >
        <Combobox.Label srOnly={hideLabel}>{label}</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            ref={inputRef}
            placeholder={placeholder ?? t('clubs:court_picker.placeholder')}
            onBlur={onBlur}
            autoComplete="off"
          />
          <Combobox.IndicatorGroup>
            {courts.isFetching && <Spinner size="xs" aria-label={t('clubs:court_picker.searching')} />}
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="72" overflowY="auto">
              <Combobox.Empty>
                {courts.isError
                  ? t('clubs:court_picker.load_failed')
                  : isSearching
                    ? t('common:loading')
                    : t('clubs:court_picker.none')}
              </Combobox.Empty>
              {collection.items.map((court) => (
                <Combobox.Item item={court} key={court.id}>
                  <Stack gap="0" minW="0">
                    <Combobox.ItemText>{court.name}</Combobox.ItemText>
                    <Text fontSize="xs" color="fg.muted" truncate>
                      {describeCourtPlace(court, i18n.language)}
                    </Text>
                  </Stack>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {errorText ? (
        <Field.ErrorText>{errorText}</Field.ErrorText>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
