import { Button, Checkbox, Fieldset, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './field-shell';

/** One box of a {@link CheckboxGroupField}. */
export interface CheckboxOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A second, muted line (a machine name, a description). */
  description?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupFieldProps<T extends FieldValues, V extends string | number> {
  /** An array field of the form (ids or names). */
  name: Path<T>;
  /** The group's legend. */
  label: ReactNode;
  options: readonly CheckboxOption<V>[];
  helperText?: ReactNode;
  /** Shows "Select all" and "Clear all" (true by default). */
  showBulkActions?: boolean;
  /** Columns of boxes per breakpoint. */
  columns?: number | Record<string, number>;
  /** Text shown when there are no options (yet). */
  emptyText?: ReactNode;
  required?: boolean;
  disabled?: boolean;
}

/** A multi-choice list of checkboxes bound to an array field, with select all / clear all. */
export function CheckboxGroupField<T extends FieldValues, V extends string | number>({
  name,
  label,
  options,
  helperText,
  showBulkActions = true,
  columns = { base: 1, sm: 2 },
  emptyText,
  required,
  disabled,
}: CheckboxGroupFieldProps<T, V>) {
  const { t } = useTranslation('ui');
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const selected: V[] = Array.isArray(field.value) ? (field.value as V[]) : [];
  const enabled = options.filter((option) => !option.disabled).map((option) => option.value);
  const toggle = (value: V, checked: boolean) =>
    field.onChange(checked ? [...selected, value] : selected.filter((item) => item !== value));

  return (
    <Fieldset.Root invalid={Boolean(error)} disabled={disabled}>
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Fieldset.Legend>
          {label}
          {required && (
            <Text as="span" color="fg.error" ms="1" aria-hidden="true">
              *
            </Text>
          )}
          <Text as="span" color="fg.muted" fontWeight="normal" ms="2">
            ({t('form.selected_of', { count: selected.length, total: options.length })})
          </Text>
        </Fieldset.Legend>
        {showBulkActions && options.length > 0 && (
          <HStack gap="1">
            <Button
              size="xs"
              variant="ghost"
              onClick={() => field.onChange([...new Set([...selected, ...enabled])])}
              disabled={disabled || enabled.every((value) => selected.includes(value))}
            >
              {t('form.select_all')}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              onClick={() => field.onChange([])}
              disabled={disabled || selected.length === 0}
            >
              {t('form.clear_all')}
            </Button>
          </HStack>
        )}
      </HStack>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <Fieldset.Content>
        {options.length === 0 ? (
          <Text color="fg.muted" fontSize="sm">
            {emptyText ?? t('form.no_options')}
          </Text>
        ) : (
          <SimpleGrid columns={columns} gap="3">
            {options.map((option, index) => (
              <Checkbox.Root
                key={option.value}
                checked={selected.includes(option.value)}
                disabled={option.disabled}
                onCheckedChange={(event) => toggle(option.value, event.checked === true)}
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput ref={index === 0 ? field.ref : undefined} onBlur={field.onBlur} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label>
                  {option.label}
                  {option.description && (
                    <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                      {option.description}
                    </Text>
                  )}
                </Checkbox.Label>
              </Checkbox.Root>
            ))}
          </SimpleGrid>
        )}
      </Fieldset.Content>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
