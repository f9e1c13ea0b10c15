import { Alert, Box, Button, Field, Input, Stack } from '@chakra-ui/react';
import type { Configuration } from '@pickleball/domain';
import { Save, Send } from 'lucide-react';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../lib/toaster';
import { useTestConfiguration } from '../api/test-configuration';
import { LastTest } from './last-test';

/**
 * A test message through the saved values, with the last result. Inside the page's form: with
 * unsaved changes (or nothing saved yet) it asks to save first, its button submitting the form.
 */
export function ConfigurationTestPanel({
  configuration,
  addressLabel,
  addressType,
}: {
  configuration: Configuration;
  addressLabel: string;
  addressType: 'email' | 'text';
}) {
  const { t } = useTranslation('configurations');
  const { isDirty, isSubmitting } = useFormState();
  const test = useTestConfiguration(configuration.key);
  const [address, setAddress] = useState('');
  const run = () =>
    test.mutate(address.trim(), {
      onSuccess: () => toaster.success({ title: t('configurations:test.sent') }),
    });
  const mustSave = isDirty || configuration.source !== 'saved';
  return (
    <Stack gap="4">
      <LastTest test={configuration.last_test} />
      {mustSave ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('configurations:test.save_first')}</Alert.Title>
            <Alert.Description>{t('configurations:test.save_first_help')}</Alert.Description>
          </Alert.Content>
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting} alignSelf="center">
            <Save size={14} aria-hidden="true" />
            {t('configurations:actions.save')}
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          <Field.Root>
            <Field.Label>{addressLabel}</Field.Label>
            <Input
              type={addressType}
              value={address}
              autoComplete="off"
              onChange={(event) => setAddress(event.target.value)}
              onKeyDown={(event) => {
                // Enter tests; it must not submit the configuration form around this box.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  run();
                }
              }}
            />
          </Field.Root>
          <Box>
            <Button type="button" variant="outline" loading={test.isPending} onClick={run}>
              <Send size={14} aria-hidden="true" />
              {t('configurations:actions.test')}
            </Button>
          </Box>
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
