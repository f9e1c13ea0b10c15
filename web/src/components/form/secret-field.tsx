import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from './field-shell';
import { PasswordField } from './password-field';

const MASK = '••••••••';

/**
 * A write-only secret (a password, an API key). A stored one shows masked with "Replace": left
 * alone (blank), the saved value stays; replaced, the new value is sent. The API never answers it.
 */
export function SecretField({
  name,
  label,
  isSet,
  helperText,
  required,
}: {
  name: string;
  label: string;
  /** The API says a value is stored. */
  isSet: boolean;
  helperText?: string;
  required?: boolean;
}) {
  const { t } = useTranslation('ui');
  const { setValue } = useFormContext();
  const error = useFieldError(name);
  const [isReplacing, setReplacing] = useState(false);
  if (!isSet || isReplacing)
    return (
      <Stack gap="1">
        <PasswordField
          name={name}
          label={label}
          helperText={isSet ? t('ui:secret.replace_help') : helperText}
          required={required && !isSet}
        />
        {isSet && (
          <Button
            size="xs"
            variant="ghost"
            alignSelf="flex-start"
            onClick={() => {
              setValue(name, '', { shouldDirty: true });
              setReplacing(false);
            }}
          >
            {t('ui:secret.keep')}
          </Button>
        )}
      </Stack>
    );
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack gap="2" width="full">
        <Input value={MASK} readOnly aria-label={t('ui:secret.stored', { label })} flex="1" />
        <Button variant="outline" onClick={() => setReplacing(true)}>
          {t('ui:secret.replace')}
        </Button>
      </HStack>
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Text fontSize="xs" color="fg.muted">
          {helperText ?? t('ui:secret.stored_help')}
        </Text>
      )}
    </Field.Root>
  );
}
