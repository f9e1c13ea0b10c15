import { Box, Button, Fieldset, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Plus, Trash2 } from 'lucide-react';
import { type FieldValues, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from './text-field';

/**
 * A template's variables (the form's `variables` array): a name (used as `{{ name }}` in the
 * texts), what it means, and a sample the preview fills in. A text using an undeclared one is
 * refused on save, naming it. `readOnly` keeps the names and meanings (a product's own e-mail);
 * the samples stay editable.
 */
export function VariablesField({
  legend,
  emptyText,
  readOnly = false,
}: {
  /** The group's name for screen readers (the section's heading shows it). */
  legend: string;
  /** What a template without variables does ("the text is sent as written"). */
  emptyText: string;
  readOnly?: boolean;
}) {
  const { t } = useTranslation('ui');
  const { control } = useFormContext<FieldValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'variables' });
  return (
    <Fieldset.Root>
      {/* The section's heading shows the name; the legend names the group for screen readers. */}
      <Fieldset.Legend srOnly>{legend}</Fieldset.Legend>
      <Fieldset.HelperText>{t('ui:variables.help', { example: '{{ player_name }}' })}</Fieldset.HelperText>
      <Stack gap="4" mt="2">
        {fields.length === 0 && (
          <Text fontSize="sm" color="fg.muted">
            {emptyText}
          </Text>
        )}
        {fields.map((field, index) => (
          <Box key={field.id} borderWidth="1px" borderRadius="md" p="3">
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="3" alignItems="start">
              <TextField
                name={`variables.${index}.name`}
                label={t('ui:variables.name')}
                placeholder="player_name"
                lowercase
                required
                readOnly={readOnly}
                autoComplete="off"
              />
              <TextField
                name={`variables.${index}.description`}
                label={t('ui:variables.description')}
                readOnly={readOnly}
              />
              <TextField name={`variables.${index}.sample`} label={t('ui:variables.sample')} />
            </SimpleGrid>
            {!readOnly && (
              <Button size="xs" variant="ghost" colorPalette="red" mt="2" onClick={() => remove(index)}>
                <Trash2 size={14} aria-hidden="true" />
                {t('ui:variables.remove', { n: index + 1 })}
              </Button>
            )}
          </Box>
        ))}
        {!readOnly && (
          <Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => append({ name: '', description: '', sample: '' })}
            >
              <Plus size={16} aria-hidden="true" />
              {t('ui:variables.add')}
            </Button>
          </Box>
        )}
      </Stack>
    </Fieldset.Root>
  );
}
