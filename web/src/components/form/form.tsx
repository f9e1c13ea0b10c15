import { Alert, Button, chakra, HStack, List, Stack } from '@chakra-ui/react';
import { type ReactNode, type RefObject, useRef, useState } from 'react';
import {
  type Control,
  type FieldValues,
  FormProvider,
  type Path,
  type UseFormReturn,
  useFormState,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client';
import { listFieldPaths, mapServerFieldErrors } from './form-errors';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

export interface FormProps<In extends FieldValues, Out extends FieldValues> {
  /** The form from `useZodForm` (or `useForm`). */
  form: UseFormReturn<In, unknown, Out>;
  /**
   * Receives the parsed values. Throw (or let the API client throw) an `ApiError`: a 422 is mapped
   * onto the fields by name (nested paths too: `operating_hours.monday.close`), and messages
   * about fields the form does not have are listed on top.
   */
  onSubmit: (values: Out) => Promise<unknown> | unknown;
  children: ReactNode;
  /** Accessible name of the form. */
  'aria-label'?: string;
  /** Space between fields (Chakra token), 5 by default. */
  gap?: string;
  /** Max width of the form; forms read best narrow. */
  maxW?: string;
  /**
   * Ask before leaving the page with unsaved changes (useUnsavedChangesPrompt): for a form page
   * or a long form. A successful submit never asks: the form counts as saved and may move on.
   */
  warnOnLeave?: boolean;
}

/**
 * A form bound to react-hook-form. On a failed submit (the schema's rules or a server 422) it says
 * "Please check the form for errors" on top, moves focus to the first wrong field, and shows each
 * message under its field. Put field components (`TextField`, `SelectField`…) and `FormActions` inside.
 */
export function Form<In extends FieldValues, Out extends FieldValues>({
  form,
  onSubmit,
  children,
  gap = '5',
  maxW,
  warnOnLeave = false,
  ...rest
}: FormProps<In, Out>) {
  const { t } = useTranslation(['validation', 'ui']);
  const [failed, setFailed] = useState(false);
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  // Subscribed here: the summary follows the errors whether or not the page reads them itself.
  const { errors } = useFormState({ control: form.control });
  // True while a submit runs: the page it moves to after saving opens without a question.
  const isLeavingRef = useRef(false);

  const submit = form.handleSubmit(
    async (values) => {
      setFailed(false);
      setOtherErrors([]);
      isLeavingRef.current = true;
      try {
        await onSubmit(values);
        // Saved: what is in the form is now what is stored, so staying and leaving ask nothing.
        if (warnOnLeave) form.reset(form.getValues(), { keepValues: true });
      } catch (error) {
        if (error instanceof ApiError && error.status === 422) {
          const mapped = mapServerFieldErrors(error.fieldErrors, listFieldPaths(form.getValues()));
          const names = Object.keys(mapped.fields);
          for (const [index, name] of names.entries()) {
            form.setError(
              name as Path<In>,
              { type: 'server', message: mapped.fields[name] },
              { shouldFocus: index === 0 },
            );
          }
          setOtherErrors(names.length === 0 && mapped.others.length === 0 ? [error.message] : mapped.others);
          setFailed(true);
          return;
        }
        // Other failures are already shown as toasts by the API client; the form stays as typed.
      } finally {
        isLeavingRef.current = false;
      }
    },
    () => setFailed(true),
  );

  return (
    <FormProvider {...form}>
      <chakra.form noValidate onSubmit={submit} maxW={maxW} aria-label={rest['aria-label']}>
        <Stack gap={gap}>
          {failed && Object.keys(errors).length + otherErrors.length > 0 && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>{t('validation:form_invalid')}</Alert.Title>
                {otherErrors.length > 0 && (
                  <Alert.Description>
                    <List.Root ps="4">
                      {otherErrors.map((message) => (
                        <List.Item key={message}>{message}</List.Item>
                      ))}
                    </List.Root>
                  </Alert.Description>
                )}
              </Alert.Content>
            </Alert.Root>
          )}
          {children}
        </Stack>
        {warnOnLeave && <UnsavedChangesGuard control={form.control} isLeavingRef={isLeavingRef} />}
      </chakra.form>
    </FormProvider>
  );
}

export interface FormActionsProps {
  /** Text of the submit button; "Save" by default. */
  submitLabel?: string;
  /** Called by the cancel button; no cancel button without it. */
  onCancel?: () => void;
  /** Extra buttons before cancel. */
  children?: ReactNode;
}

/** The submit (with a spinner while saving) and cancel buttons at the end of a {@link Form}. */
export function FormActions({ submitLabel, onCancel, children }: FormActionsProps) {
  const { t } = useTranslation('ui');
  return (
    <HStack gap="3" justify="flex-end" pt="2" flexWrap="wrap">
      {children}
      {onCancel && (
        <Button variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
      )}
      <SubmitButton>{submitLabel ?? t('form.save')}</SubmitButton>
    </HStack>
  );
}

/** The leave-page question for a form's unsaved changes (its own component: only such forms use the router's blocker). */
function UnsavedChangesGuard<In extends FieldValues>({
  control,
  isLeavingRef,
}: {
  control: Control<In, unknown, FieldValues>;
  isLeavingRef: RefObject<boolean>;
}) {
  const { isDirty } = useFormState({ control });
  return useUnsavedChangesPrompt(isDirty, isLeavingRef).dialog;
}

/**
 * A form's submit button (inside its `Form`): busy while the submit runs, saying "Saving…", or
 * while `isBusy` says it waits for something first (an upload), with `busyText` saying what.
 */
export function SubmitButton({
  children,
  isBusy = false,
  busyText,
}: {
  children: ReactNode;
  isBusy?: boolean;
  busyText?: string | undefined;
}) {
  const { isSubmitting } = useFormState();
  const { t } = useTranslation('ui');
  return (
    <Button
      type="submit"
      colorPalette="blue"
      loading={isSubmitting || isBusy}
      loadingText={busyText ?? t('form.saving')}
    >
      {children}
    </Button>
  );
}
