import { Combobox, createListCollection, Field, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type Ref, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from './use-debounced';

/** What a picker chooses: anything with an id and a name. */
export interface PickerItem {
  id: number;
  name: string;
}

export interface SearchPickerProps<T extends PickerItem> {
  label: string;
  /** The chosen item; null when none. */
  value: T | null;
  onChange: (item: T | null) => void;
  /** Asks the API for the items matching the text ('' for the first ones). */
  search: (term: string, signal: AbortSignal) => Promise<T[]>;
  /** The query key's start; the typed text is added to it. */
  queryKey: readonly unknown[];
  /** A second line under an item's name (its place, its city). */
  describe?: (item: T) => string | undefined;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  helperText?: string;
  errorText?: string;
  /** 'No court matches' (default: 'Nothing matches'). */
  noneText?: string;
  /** Hides the label (a toolbar filter names itself by its placeholder). */
  hideLabel?: boolean;
  required?: boolean;
  /**
   * Characters before the API is asked (default 0: the first items on a click); until then the
   * list shows `shortText`.
   */
  minLength?: number;
  shortText?: string;
  /** Typing over the chosen item clears the choice at once (a form that must not keep a stale id). */
  clearOnType?: boolean;
  size?: 'sm' | 'md';
  width?: string | Record<string, string>;
  disabled?: boolean;
  /**
   * Draw the results at the end of the page (the default), or in place: inside a dialog or a
   * drawer, whose focus trap hides the rest of the page from screen readers, they must be in place.
   */
  portalled?: boolean;
}

/**
 * One item chosen by searching a list of the API: typing asks once the user pauses, the arrows
 * move through the results, Enter or a click chooses, the clear button removes the choice. The
 * list opens on a click with the first items.
 */
export function SearchPicker<T extends PickerItem>({
  label,
  value,
  onChange,
  search,
  queryKey,
  describe,
  onBlur,
  inputRef,
  placeholder,
  helperText,
  errorText,
  noneText,
  hideLabel,
  required,
  minLength = 0,
  shortText,
  clearOnType,
  size = 'md',
  width,
  disabled,
  portalled = true,
}: SearchPickerProps<T>) {
  const { t } = useTranslation(['ui', 'common']);
  // null while the user is not typing: the box then shows the chosen item.
  const [query, setQuery] = useState<string | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const term = useDebounced((query ?? '').trim());
  const found = useQuery({
    queryKey: [...queryKey, term],
    queryFn: ({ signal }) => search(term, signal),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
    enabled: isOpen && term.length >= minLength,
  });
  const isShort = term.length < minLength;
  const items = useMemo(() => {
    const results = isShort ? [] : (found.data ?? []);
    return value && !results.some((item) => item.id === value.id) && query === null
      ? [value, ...results]
      : results;
  }, [found.data, value, query, isShort]);
  const collection = useMemo(
    () =>
      createListCollection({
        items,
        itemToString: (item) => item.name,
        itemToValue: (item) => String(item.id),
      }),
    [items],
  );
  const isSearching = found.isFetching || term !== (query ?? '').trim();

  return (
    <Field.Root invalid={Boolean(errorText)} disabled={disabled} required={required} width={width}>
      <Combobox.Root
        collection={collection}
        size={size}
        value={value ? [String(value.id)] : []}
        inputValue={query ?? value?.name ?? ''}
        onInputValueChange={(details) => {
          if (details.reason !== 'input-change') return;
          setQuery(details.inputValue);
          if (clearOnType && value) onChange(null);
        }}
        onValueChange={(details) => {
          setQuery(null);
          onChange((details.items[0] as T | undefined) ?? null);
        }}
        onOpenChange={(details) => {
          setIsOpen(details.open);
          if (!details.open) setQuery(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        translations={{
          triggerLabel: t('ui:picker.open', { label }),
          clearTriggerLabel: t('ui:picker.clear', { label }),
        }}
      >
        <Combobox.Label srOnly={hideLabel}>
          {label}
          {required && <Field.RequiredIndicator />}
        </Combobox.Label>
        <Combobox.Control>
          <Combobox.Input ref={inputRef} placeholder={placeholder} onBlur={onBlur} autoComplete="off" />
          <Combobox.IndicatorGroup>
            {found.isFetching && <Spinner size="xs" aria-label={t('ui:picker.searching')} />}
            <Combobox.ClearTrigger />
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal disabled={!portalled}>
          <Combobox.Positioner>
            <Combobox.Content maxH="72" overflowY="auto">
              <Combobox.Empty>
                {isShort && shortText
                  ? shortText
                  : found.isError
                    ? t('ui:picker.load_failed')
                    : isSearching
                      ? t('common:loading')
                      : (noneText ?? t('ui:picker.none'))}
              </Combobox.Empty>
              {collection.items.map((item) => {
                const note = describe?.(item);
                return (
                  <Combobox.Item item={item} key={item.id}>
                    <Stack gap="0" minW="0">
                      <Combobox.ItemText>{item.name}</Combobox.ItemText>
                      {note && (
                        <Text fontSize="xs" color="fg.muted" truncate>
                          {note}
                        </Text>
                      )}
                    </Stack>
                    <Combobox.ItemIndicator />
                  </Combobox.Item>
                );
              })}
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
