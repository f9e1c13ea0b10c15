import {
  Button,
  Combobox,
  createListCollection,
  Field,
  HStack,
  Portal,
  Spinner,
  Text,
} from '@chakra-ui/react';
import { type Ref, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { filterPlaceOptions, type PlaceOption } from './place-names';

export interface PlaceComboboxProps {
  /** Visible label. */
  label: string;
  /** The choices, already named and sorted for the reader (`toPlaceOptions`). */
  options: readonly PlaceOption[];
  /** The chosen code; '' when none. */
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** For react-hook-form's focus on the first wrong field. */
  inputRef?: Ref<HTMLInputElement>;
  placeholder?: string;
  helperText?: string;
  errorText?: string;
  required?: boolean;
  disabled?: boolean;
  /** The choices are on their way: a spinner, and the box waits. */
  isLoading?: boolean;
  /** The choices could not be loaded: a message and a retry button instead of the helper text. */
  loadFailed?: boolean;
  onRetry?: () => void;
}

/**
 * A searchable single choice among places (Chakra Combobox): typing filters by either language's
 * name without diacritics, the arrows move through the list, Enter or a click chooses. The box
 * shows the chosen place's name whenever it is not being typed in.
 */
export function PlaceCombobox({
  label,
  options,
  value,
  onChange,
  onBlur,
  inputRef,
  placeholder,
  helperText,
  errorText,
  required,
  disabled,
  isLoading,
  loadFailed,
  onRetry,
}: PlaceComboboxProps) {
  const { t } = useTranslation('places');
  // null while the user is not typing: the box then shows the chosen place.
  const [query, setQuery] = useState<string | null>(null);
  const selected = options.find((option) => option.value === value);
  const filtered = useMemo(() => filterPlaceOptions(options, query ?? ''), [options, query]);
  const collection = useMemo(
    () =>
      createListCollection({
        items: [...filtered],
        itemToString: (option) => option.label,
        itemToValue: (option) => option.value,
      }),
    [filtered],
  );

  return (
    <Field.Root invalid={Boolean(errorText)} required={required} disabled={disabled || isLoading}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Combobox.Root
        collection={collection}
        value={value ? [value] : []}
        inputValue={query ?? selected?.label ?? ''}
        onInputValueChange={(details) => {
          if (details.reason === 'input-change') setQuery(details.inputValue);
        }}
        onValueChange={(details) => {
          setQuery(null);
          onChange(details.value[0] ?? '');
        }}
        onOpenChange={(details) => {
          if (!details.open) setQuery(null);
        }}
        openOnClick
        inputBehavior="autohighlight"
        positioning={{ sameWidth: true }}
        translations={{ triggerLabel: t('places:open_list'), clearTriggerLabel: t('places:clear') }}
      >
        <Combobox.Control>
          <Combobox.Input ref={inputRef} placeholder={placeholder} onBlur={onBlur} autoComplete="off" />
          <Combobox.IndicatorGroup>
            {isLoading && <Spinner size="xs" aria-label={t('places:loading')} />}
            {!required && <Combobox.ClearTrigger />}
            <Combobox.Trigger />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content maxH="72" overflowY="auto">
              <Combobox.Empty>{t('places:no_match')}</Combobox.Empty>
              {collection.items.map((option) => (
                <Combobox.Item item={option} key={option.value}>
                  <Combobox.ItemText>{option.label}</Combobox.ItemText>
                  <Combobox.ItemIndicator />
                </Combobox.Item>
              ))}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
      {errorText ? (
        <Field.ErrorText>{errorText}</Field.ErrorText>
      ) : loadFailed ? (
        <HStack gap="2" mt="1" role="alert">
          <Text fontSize="sm" color="fg.error">
            {t('places:load_failed')}
          </Text>
          {onRetry && (
            <Button size="2xs" variant="outline" onClick={onRetry}>
              {t('places:retry')}
            </Button>
          )}
        </HStack>
      ) : (
        helperText && <Field.HelperText>{helperText}</Field.HelperText>
      )}
    </Field.Root>
  );
}
