import { Alert, Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { Provider } from '@pickleball/domain';
import { Save, Send } from 'lucide-react';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../lib/toaster';
import { useTestProvider } from '../api/test-provider';
import { LastTest } from './last-test';
import { TEST_ADDRESS_KEYS } from './provider-labels';

/**
 * "Send a test" (SPEC: only on a saved provider). Inside the provider form: with unsaved changes
 * it asks to save them first (its button submits the form), since the test uses the saved config.
 */
export function ProviderTestPanel({ provider }: { provider: Provider }) {
  const { t } = useTranslation('notification-providers');
  const { isDirty, isSubmitting } = useFormState();
  const test = useTestProvider(provider.id);
  const [address, setAddress] = useState('');
  const addressKey = TEST_ADDRESS_KEYS[provider.type];
  const run = () =>
    test.mutate(address.trim(), {
      onSuccess: () => toaster.success({ title: t('notification-providers:test.sent') }),
    });
  return (
    <Stack gap="4">
      <LastTest test={provider.last_test} />
      {isDirty ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('notification-providers:test.save_first')}</Alert.Title>
            <Alert.Description>{t('notification-providers:test.save_first_help')}</Alert.Description>
          </Alert.Content>
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting} alignSelf="center">
            <Save size={14} aria-hidden="true" />
            {t('notification-providers:actions.save')}
          </Button>
        </Alert.Root>
      ) : (
        <Stack gap="3">
          {addressKey ? (
            <Field.Root>
              <Field.Label>{t(addressKey)}</Field.Label>
              <Input
                value={address}
                onChange={(event) => setAddress(event.target.value)}
                onKeyDown={(event) => {
                  // Enter tests; it must not submit the provider form around this box.
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    run();
                  }
                }}
                inputMode={
                  provider.type === 'email' ? 'email' : provider.type === 'firebase' ? 'text' : 'tel'
                }
                autoComplete="off"
              />
            </Field.Root>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              {t('notification-providers:test.no_address')}
            </Text>
          )}
          <Box>
            <Button type="button" variant="outline" loading={test.isPending} onClick={run}>
              <Send size={14} aria-hidden="true" />
              {t('notification-providers:actions.test')}
            </Button>
          </Box>
          {test.isError && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{test.error.message}</Alert.Description>
            </Alert.Root>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** On the create page: the test exists only for a saved provider, and says so. */
export function TestAfterSave() {
  const { t } = useTranslation('notification-providers');
  return (
    <HStack>
      <Button type="button" variant="outline" disabled>
        <Send size={14} aria-hidden="true" />
        {t('notification-providers:actions.test')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('notification-providers:test.after_save')}
      </Text>
    </HStack>
  );
}
