import { Badge, CloseButton, Field, HStack, Input, Stack, Wrap } from '@chakra-ui/react';
import { normalizeTag, TASK_TAG_MAX_LENGTH, TASK_TAGS_MAX, uniqueTags } from '@pickleball/domain';
import { type KeyboardEvent, useId, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { useTaskTags } from '../api/list-task-tags';
import type { TaskFormValues } from './task-form-values';

/** Tags typed one by one (Enter or a comma adds one; the tags in use are suggested); 10 at most. */
export function TagsField() {
  const { t } = useTranslation('tasks');
  const error = useFieldError('tags');
  const [text, setText] = useState('');
  const listId = useId();
  const known = useTaskTags();
  return (
    <Controller<TaskFormValues, 'tags'>
      name="tags"
      render={({ field }) => {
        const tags = field.value ?? [];
        const add = () => {
          const tag = normalizeTag(text);
          if (tag) field.onChange(uniqueTags([...tags, tag]).slice(0, TASK_TAGS_MAX));
          setText('');
        };
        const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
          if (event.key === 'Enter' || event.key === ',') {
            event.preventDefault();
            add();
          } else if (event.key === 'Backspace' && text === '' && tags.length > 0)
            field.onChange(tags.slice(0, -1));
        };
        return (
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>{t('tasks:fields.tags')}</Field.Label>
            <Stack gap="2" w="full">
              {tags.length > 0 && (
                <Wrap gap="2" aria-live="polite">
                  {tags.map((tag) => (
                    <Badge key={tag} size="lg" variant="subtle" colorPalette="blue" pe="0.5">
                      {tag}
                      <CloseButton
                        size="2xs"
                        variant="plain"
                        aria-label={t('tasks:form.remove_tag', { tag })}
                        onClick={() => field.onChange(tags.filter((other) => other !== tag))}
                      />
                    </Badge>
                  ))}
                </Wrap>
              )}
              <HStack>
                <datalist id={listId}>
                  {(known.data?.data ?? []).map(({ tag }) => (
                    <option key={tag} value={tag} />
                  ))}
                </datalist>
                <Input
                  ref={field.ref}
                  list={listId}
                  value={text}
                  maxLength={TASK_TAG_MAX_LENGTH}
                  disabled={tags.length >= TASK_TAGS_MAX}
                  placeholder={t('tasks:form.tags_placeholder')}
                  onChange={(event) => setText(event.currentTarget.value)}
                  onKeyDown={onKeyDown}
                  onBlur={() => {
                    add();
                    field.onBlur();
                  }}
                />
              </HStack>
            </Stack>
            <Field.HelperText>{t('tasks:form.tags_help', { max: TASK_TAGS_MAX })}</Field.HelperText>
            {error && <Field.ErrorText>{error}</Field.ErrorText>}
          </Field.Root>
        );
      }}
    />
  );
}
