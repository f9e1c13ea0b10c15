import { Box, Field, Skeleton, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useCallback, useId } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import type { EditorFocusHandle } from './rich-text-editor';
import type { StaticPageFormValues } from './static-page-form-values';

// TipTap and ProseMirror (~100 kB gz) load with the form only, never with the app's frame.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

/** The skeleton of the toolbar and the writing area while the editor's code arrives. */
function EditorSkeleton() {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="md" overflow="hidden" aria-busy="true">
      <Skeleton height="10" borderRadius="0" />
      <Box p="3">
        <Skeleton height={{ base: '16rem', md: '24rem' }} />
      </Box>
    </Stack>
  );
}

/** The page's text, bound to the form's `content` (HTML), in the rich-text editor. */
export function ContentField() {
  const { t } = useTranslation('static-pages');
  const { control } = useFormContext<StaticPageFormValues>();
  const { field } = useController({ control, name: 'content' });
  const error = useFieldError('content');
  const labelId = useId();
  const helpId = useId();
  const { ref, onChange, onBlur, value } = field;
  const focusRef = useCallback((handle: EditorFocusHandle | null) => ref(handle), [ref]);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label id={labelId} asChild>
        <span>
          {t('static-pages:fields.content')}
          <Field.RequiredIndicator />
        </span>
      </Field.Label>
      <Box width="full">
        <Suspense fallback={<EditorSkeleton />}>
          <RichTextEditor
            initialValue={value}
            onChange={onChange}
            onBlur={onBlur}
            labelledBy={labelId}
            describedBy={helpId}
            invalid={Boolean(error)}
            focusRef={focusRef}
          />
        </Suspense>
      </Box>
      {error ? (
        <Field.ErrorText id={helpId}>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText id={helpId}>{t('static-pages:form.content_help')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
