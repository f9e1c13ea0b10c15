import type { ValidationMessage } from '@pickleball/domain/common/field-rules';
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { mapServerFieldErrors } from '../../../components/form/server-errors';
import { ApiError } from '../../../lib/api-client';
import { useLiteTranslation } from '../../../lib/i18n-lite';

/** The first broken rule of each field (domain's zod-free checks), or nothing. */
export type FieldChecks<F extends string> = Partial<Record<F, ValidationMessage | null>>;

export interface AuthFormOptions<F extends string> {
  initialValues: Record<F, string>;
  /** SPEC §5's rules for the current values; run on every change. */
  check: (values: Record<F, string>) => FieldChecks<F>;
  /** Sends the values. Rejects with an `ApiError`: a 422 lands on the fields, anything else above the form. */
  submit: (values: Record<F, string>) => Promise<unknown>;
  /** SPEC §8's default when the failure comes without a message ('Login failed', 'Registration failed'). */
  failureKey?: string;
}

/**
 * The sign-in forms' state, behaving as the app's react-hook-form forms do (mode onTouched): a
 * field's rules show once it has been left, then as the user types; a submit checks every field,
 * says "Please check the form for errors" on top and moves focus to the first wrong field; a
 * server 422 puts each message on its field (a field's server message goes once it is edited),
 * messages about other fields on top. After a successful submit the form stays busy: the page
 * moves on to the app.
 */
export function useAuthForm<F extends string>({
  initialValues,
  check,
  submit,
  failureKey = 'errors:request_failed',
}: AuthFormOptions<F>) {
  const { t } = useLiteTranslation('validation');
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({});
  const [isSubmitted, setSubmitted] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<F, string>>>({});
  const [otherErrors, setOtherErrors] = useState<string[]>([]);
  const [hasFailed, setFailed] = useState(false);
  /** A failure that is not about the fields (wrong password, no connection), already translated. */
  const [failure, setFailure] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  const checks = check(values);
  const errorOf = (name: F): string | undefined => {
    const server = serverErrors[name];
    if (server) return server;
    const message = isSubmitted || touched[name] ? checks[name] : null;
    return message ? t(`validation:${message.key}`, message.values) : undefined;
  };
  const names = Object.keys(initialValues) as F[];
  const hasFieldErrors = names.some((name) => errorOf(name) !== undefined);

  useEffect(() => {
    if (focusRequest > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusRequest]);

  const field = (name: F) => ({
    name,
    value: values[name],
    error: errorOf(name),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const { value } = event.currentTarget;
      setValues((current) => ({ ...current, [name]: value }));
      setServerErrors(({ [name]: _edited, ...rest }) => rest as Partial<Record<F, string>>);
    },
    onBlur: () => setTouched((current) => (current[name] ? current : { ...current, [name]: true })),
  });

  const handleSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setSubmitted(true);
    setFailed(false);
    setFailure(null);
    setOtherErrors([]);
    setServerErrors({});
    if (names.some((name) => checks[name])) {
      setFailed(true);
      setFocusRequest((count) => count + 1);
      return;
    }
    setSubmitting(true);
    try {
      await submit(values);
    } catch (error) {
      setSubmitting(false);
      if (error instanceof ApiError && error.status === 422) {
        const mapped = mapServerFieldErrors(error.fieldErrors, names);
        setServerErrors(mapped.fields as Partial<Record<F, string>>);
        const isUnplaced = Object.keys(mapped.fields).length === 0 && mapped.others.length === 0;
        setOtherErrors(isUnplaced ? [error.message] : mapped.others);
        setFailed(true);
        setFocusRequest((count) => count + 1);
        return;
      }
      setFailure(error instanceof ApiError && error.message ? error.message : t(failureKey));
    }
  };

  return {
    formRef,
    field,
    handleSubmit,
    isSubmitting,
    failure,
    /** Shown on top after a failed submit while something is still wrong. */
    problems: hasFailed && (hasFieldErrors || otherErrors.length > 0) ? { others: otherErrors } : null,
  };
}
