import { Button, Field, HStack, Input, Text } from '@chakra-ui/react';
import type { Gateway } from '@pickleball/domain';
import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toaster } from '../../../lib/toaster';
import { WEBHOOK_HELP } from './payment-labels';

/** The address the gateway notifies (IPN / webhook), read-only with a copy button, and where to paste it. */
export function WebhookUrl({ gateway }: { gateway: Gateway }) {
  const { t } = useTranslation('payments');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(gateway.webhook_url);
      setCopied(true);
    } catch {
      // No clipboard (an insecure page): the address is selected for a manual copy.
      toaster.error({ title: t('payments:webhook.copy_failed') });
    }
  };
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
        <Button variant="outline" onClick={() => void copy()} aria-live="polite">
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
