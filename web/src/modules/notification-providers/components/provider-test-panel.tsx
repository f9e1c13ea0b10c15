import { Button, HStack, Text } from '@chakra-ui/react';
import type { Provider } from '@pickleball/domain';
import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TestPanel } from '../../../components/test-panel/test-panel';
import { useTestProvider } from '../api/test-provider';
import { TEST_ADDRESS_KEYS } from './provider-labels';

/**
 * "Send a test" (SPEC: only on a saved provider). Inside the provider form: with unsaved changes
 * it asks to save them first (its button submits the form), since the test uses the saved config.
 */
export function ProviderTestPanel({ provider }: { provider: Provider }) {
  const { t } = useTranslation('notification-providers');
  const test = useTestProvider(provider.id);
  const addressKey = TEST_ADDRESS_KEYS[provider.type];
  return (
    <TestPanel
      lastTest={provider.last_test}
      test={test}
      address={
        addressKey
          ? {
              label: t(addressKey),
              inputMode: provider.type === 'email' ? 'email' : provider.type === 'firebase' ? 'text' : 'tel',
            }
          : null
      }
    />
  );
}

/** On the create page: the test exists only for a saved provider, and says so. */
export function TestAfterSave() {
  const { t } = useTranslation(['notification-providers', 'ui']);
  return (
    <HStack>
      <Button type="button" variant="outline" disabled>
        <Send size={14} aria-hidden="true" />
        {t('ui:test.send')}
      </Button>
      <Text fontSize="sm" color="fg.muted">
        {t('notification-providers:test.after_save')}
      </Text>
    </HStack>
  );
}
