import { Button, ButtonGroup, Field, Textarea } from '@chakra-ui/react';
import { Braces, ListChecks } from 'lucide-react';
import { type FieldErrors, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { configToText, type ProviderFormValues, parseConfigText, toFormConfig } from './provider-form-values';

/** Every message under the config ("host: This field is required"), for the raw view that has no field per key. */
function collectMessages(errors: unknown, path = ''): string[] {
  if (!errors || typeof errors !== 'object') return [];
  const node = errors as Record<string, unknown>;
  const own =
    typeof node.message === 'string' && node.message
      ? [path ? `${path}: ${node.message}` : node.message]
      : [];
  return [
    ...own,
    ...Object.entries(node)
      .filter(([key]) => !['message', 'type', 'ref', 'types', 'root'].includes(key))
      .flatMap(([key, child]) => collectMessages(child, path ? `${path}.${key}` : key)),
  ];
}

/** The "Form / Raw JSON" switch: to the raw view the typed config becomes text; back, text that is not JSON stays (nothing lost). */
export function ConfigViewToggle() {
  const { t } = useTranslation(['notification-providers', 'validation']);
  const { control, getValues, setValue, setError, clearErrors } = useFormContext<ProviderFormValues>();
  const raw = useWatch({ control, name: 'raw' });
  const showRaw = () => {
    setValue('config_text', configToText(getValues('type'), getValues('config')), { shouldDirty: false });
    clearErrors('config');
    setValue('raw', true);
  };
  const showForm = () => {
    const parsed = parseConfigText(getValues('config_text'));
    if (!parsed) {
      setError('config_text', { type: 'json', message: t('validation:invalid_json') }, { shouldFocus: true });
      return;
    }
    clearErrors(['config_text', 'config']);
    setValue('config', toFormConfig(getValues('type'), parsed), { shouldDirty: true });
    setValue('raw', false);
  };
  return (
    <ButtonGroup
      size="sm"
      variant="outline"
      attached
      aria-label={t('notification-providers:form.config_view')}
    >
      <Button aria-pressed={!raw} variant={raw ? 'outline' : 'solid'} onClick={() => raw && showForm()}>
        <ListChecks size={14} aria-hidden="true" />
        {t('notification-providers:form.view_form')}
      </Button>
      <Button aria-pressed={raw} variant={raw ? 'solid' : 'outline'} onClick={() => !raw && showRaw()}>
        <Braces size={14} aria-hidden="true" />
        {t('notification-providers:form.view_raw')}
      </Button>
    </ButtonGroup>
  );
}

/** The config as JSON text; the schema parses it ('Invalid JSON format') and every config message shows here. */
export function RawConfigEditor() {
  const { t } = useTranslation('notification-providers');
  const { register, control } = useFormContext<ProviderFormValues>();
  const { errors } = useFormState({ control });
  const messages = [
    ...collectMessages((errors as FieldErrors<ProviderFormValues>).config_text),
    ...collectMessages(errors.config),
  ];
  return (
    <Field.Root invalid={messages.length > 0}>
      <Field.Label>{t('notification-providers:form.raw_label')}</Field.Label>
      <Textarea
        {...register('config_text')}
        rows={14}
        fontFamily="mono"
        fontSize="sm"
        spellCheck={false}
        autoComplete="off"
      />
      {messages.length > 0 ? (
        messages.map((message) => <Field.ErrorText key={message}>{message}</Field.ErrorText>)
      ) : (
        <Field.HelperText>{t('notification-providers:form.raw_help')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
