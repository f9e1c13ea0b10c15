import { Fieldset, RadioGroup, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type FieldValues, type Path, useController, useFormContext } from 'react-hook-form';
import { useFieldError } from '../../../components/form/field-shell';

export interface RadioOption {
  value: string;
  label: string;
  description?: ReactNode;
}

/** A one-of choice bound to a string field of the surrounding form, each option with a line of help. */
export function RadioField<T extends FieldValues>({
  name,
  label,
  options,
  direction = 'column',
}: {
  name: Path<T>;
  label: string;
  options: readonly RadioOption[];
  direction?: 'row' | 'column';
}) {
  const { control } = useFormContext<T>();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      <RadioGroup.Root
        name={field.name}
        value={typeof field.value === 'string' ? field.value : ''}
        onValueChange={(event) => field.onChange(event.value)}
      >
        <Stack gap="3" direction={{ base: 'column', md: direction }} flexWrap="wrap" columnGap="6">
          {options.map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} alignItems="flex-start">
              <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
              <RadioGroup.ItemIndicator mt="0.5" />
              <RadioGroup.ItemText>
                <Text as="span" display="block" fontWeight="medium">
                  {option.label}
                </Text>
                {option.description && (
                  <Text as="span" display="block" fontSize="xs" color="fg.muted" fontWeight="normal">
                    {option.description}
                  </Text>
                )}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
