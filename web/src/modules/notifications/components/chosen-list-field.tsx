import { Fieldset, HStack, Stack, Tag, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import type { PickerItem } from '../../../components/search-picker/search-picker';
import type { SendFormValues } from './send-form-values';

/**
 * Several users or clubs chosen one at a time with a search picker: each choice becomes a chip
 * that can be removed; the picker empties after each choice.
 */
export function ChosenListField({
  name,
  label,
  helperText,
  renderPicker,
}: {
  name: 'user_ids' | 'groups';
  label: string;
  helperText?: ReactNode;
  renderPicker: (add: (item: PickerItem | null) => void) => ReactNode;
}) {
  const { t } = useTranslation('notifications');
  const { control } = useFormContext<SendFormValues>();
  const { field } = useController({ control, name });
  const error = useFieldError(name);
  const chosen: PickerItem[] = field.value ?? [];
  const add = (item: PickerItem | null) => {
    if (item && !chosen.some((entry) => entry.id === item.id))
      field.onChange([...chosen, { id: item.id, name: item.name }]);
  };
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend>{label}</Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <Stack gap="3">
        {renderPicker(add)}
        {chosen.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('notifications:send.nothing_chosen')}
          </Text>
        ) : (
          <HStack gap="2" flexWrap="wrap" aria-label={t('notifications:send.chosen', { label })} role="list">
            {chosen.map((item) => (
              <Tag.Root key={item.id} size="lg" role="listitem">
                <Tag.Label>{item.name}</Tag.Label>
                <Tag.EndElement>
                  <Tag.CloseTrigger
                    aria-label={t('notifications:send.remove', { name: item.name })}
                    onClick={() => field.onChange(chosen.filter((entry) => entry.id !== item.id))}
                  />
                </Tag.EndElement>
              </Tag.Root>
            ))}
          </HStack>
        )}
      </Stack>
      {error && <Fieldset.ErrorText>{error}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}
