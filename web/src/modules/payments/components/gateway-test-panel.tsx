import { Alert, Box, Button, Stack } from '@chakra-ui/react';
import type { Gateway } from '@pickleball/domain';
import { PlugZap, Save } from 'lucide-react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LastTest } from '../../../components/test-panel/last-test';
import { toaster } from '../../../lib/toaster';
import { useTestGateway } from '../api/test-gateway';

/**
 * "Test the connection" on a saved gateway: a call the gateway answers without money moving, with
 * the saved settings, so unsaved changes are saved first (the button then submits the form).
 */
export function GatewayTestPanel({ gateway }: { gateway: Gateway }) {
  const { t } = useTranslation(['payments', 'ui']);
  const { isDirty, isSubmitting } = useFormState();
  const test = useTestGateway(gateway.id);
  const run = () =>
    test.mutate(undefined, {
      onSuccess: (response) => {
        const outcome = response.data.last_test;
        const title = response.message ?? (outcome?.ok ? t('payments:test.ok') : t('payments:test.failed'));
        if (outcome?.ok === false) toaster.error({ title, description: outcome.message ?? undefined });
        else toaster.success({ title });
      },
    });
  return (
    <Stack gap="4">
      <LastTest test={gateway.last_test} />
      {isDirty ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('ui:test.save_first')}</Alert.Title>
            <Alert.Description>{t('payments:test.save_first_help')}</Alert.Description>
          </Alert.Content>
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting} alignSelf="center">
            <Save size={14} aria-hidden="true" />
            {t('ui:form.save')}
          </Button>
        </Alert.Root>
      ) : (
        <Box>
          <Button type="button" variant="outline" loading={test.isPending} onClick={run}>
            <PlugZap size={14} aria-hidden="true" />
            {t('payments:actions.test')}
          </Button>
        </Box>
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
