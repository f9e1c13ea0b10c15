import { Alert, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { UseMutationResult } from '@tanstack/react-query';
import { Save, Send } from 'lucide-react';
import { type HTMLAttributes, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../lib/toaster';
import { LastTest, type LastTestResult } from './last-test';

export interface TestPanelProps {
  /** The last test's outcome (null: never tested). */
  lastTest: LastTestResult | null;
  /** The API's test: its variable is the typed address ('' when there is none to type). */
  test: UseMutationResult<unknown, Error, string>;
  /** Where the test goes: the box's label and keyboard; null when the provider has its own address. */
  address: {
    label: string;
    type?: 'email' | 'tel' | 'text';
    inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  } | null;
  /** Must be saved first even without changes (nothing saved yet). */
  mustSave?: boolean;
  /** The "save first" warning, when a screen words it its own way. */
  saveFirst?: { title: string; help: string };
  /** The box and the button on one row (a short phone box). */
  inline?: boolean;
}

/**
 * "Send a test" through the saved settings, with the last result. Inside the settings' form: with
 * unsaved changes (or `mustSave`) it asks to save first, its button submitting the form; Enter in
 * the address box tests and never submits the form around it. A refusal shows under it.
 */
export function TestPanel({ lastTest, test, address, mustSave = false, saveFirst, inline }: TestPanelProps) {
  const { t } = useTranslation('ui');
  const { isDirty, isSubmitting } = useFormState();
  const [value, setValue] = useState('');
  const run = () =>
    test.mutate(value.trim(), {
      onSuccess: () => toaster.success({ title: t('ui:test.sent') }),
    });
  const button = (
    <Button type="button" variant="outline" loading={test.isPending} onClick={run}>
      <Send size={14} aria-hidden="true" />
      {t('ui:test.send')}
    </Button>
  );
  const field = address ? (
    <Field.Root maxW={inline ? { md: 'xs' } : undefined}>
      <Field.Label>{address.label}</Field.Label>
      <Input
        type={address.type}
        inputMode={address.inputMode}
        value={value}
        autoComplete="off"
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            run();
          }
        }}
      />
    </Field.Root>
  ) : (
    <Text fontSize="sm" color="fg.muted">
      {t('ui:test.no_address')}
    </Text>
  );
  return (
    <Stack gap={inline ? '3' : '4'}>
      <LastTest test={lastTest} />
      {isDirty || mustSave ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{saveFirst?.title ?? t('ui:test.save_first')}</Alert.Title>
            <Alert.Description>{saveFirst?.help ?? t('ui:test.save_first_help')}</Alert.Description>
          </Alert.Content>
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting} alignSelf="center">
            <Save size={14} aria-hidden="true" />
            {t('ui:form.save')}
          </Button>
        </Alert.Root>
      ) : inline ? (
        <HStack gap="3" align="flex-end" flexWrap="wrap">
          {field}
          {button}
        </HStack>
      ) : (
        <Stack gap="3">
          {field}
          <Box>{button}</Box>
        </Stack>
      )}
      {test.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{test.error.message}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
