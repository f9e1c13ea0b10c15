import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import type { Gateway } from '@pickleball/domain';
import { Check, Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCopyText } from '../../../lib/use-copy-text';
import { WEBHOOK_HELP } from './payment-labels';

/** The address the gateway notifies (IPN / webhook), read-only with a copy button, and where to paste it. */
export function WebhookUrl({ gateway }: { gateway: Gateway }) {
  const { t } = useTranslation('payments');
  const { copied, copy } = useCopyText(t('payments:webhook.copy_failed'));
  return (
    <Field.Root>
      <Field.Label>{t('payments:webhook.label')}</Field.Label>
      <HStack gap="2" width="full">
        <Input
          value={gateway.webhook_url}
          readOnly
          fontFamily="mono"
          fontSize="sm"
          flex="1"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Button variant="outline" onClick={() => void copy(gateway.webhook_url)} aria-live="polite">
          {copied ? <Check size={14} aria-hidden="true" /> : <Copy size={14} aria-hidden="true" />}
          {copied ? t('payments:actions.copied') : t('payments:actions.copy')}
        </Button>
      </HStack>
      <Text fontSize="xs" color="fg.muted">
        {t(WEBHOOK_HELP[gateway.provider])}
      </Text>
    </Field.Root>
  );
}
