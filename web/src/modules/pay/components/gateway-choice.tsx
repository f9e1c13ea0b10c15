import { Alert, Button, HStack, RadioCard, Stack, Text } from '@chakra-ui/react';
import type { MyPayment } from '@pickleball/domain';
import { PAYMENT_PROVIDER_NAMES } from '@pickleball/domain/payments/payments.labels';
import { CreditCard } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCurrency } from '../../../lib/format';
import { useStartCheckout } from '../api/start-checkout';
import { PAY_WITH_HELP } from './pay-labels';

/**
 * The payer chooses a gateway among those that take the payment's currency, then "Pay now" opens
 * the gateway's page; the gateway sends them back to this page, which shows its word.
 */
export function GatewayChoice({ payment }: { payment: MyPayment }) {
  const { t, i18n } = useTranslation('payments');
  const checkout = useStartCheckout(payment.id);
  const [chosen, setChosen] = useState<string>(() => String(payment.gateways[0]?.id ?? ''));
  if (payment.gateways.length === 0)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('payments:pay.no_gateway_title')}</Alert.Title>
          <Alert.Description>
            {t('payments:pay.no_gateway', { currency: payment.currency })}
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  const gatewayId = Number(chosen);
  const isRedirecting = checkout.isPending || checkout.isSuccess;
  return (
    <Stack gap="4">
      <RadioCard.Root
        value={chosen}
        onValueChange={(event) => setChosen(event.value ?? '')}
        orientation="vertical"
        align="start"
        disabled={isRedirecting}
      >
        <RadioCard.Label>{t('payments:pay.choose_gateway')}</RadioCard.Label>
        <Stack gap="2">
          {payment.gateways.map((gateway) => (
            <RadioCard.Item key={gateway.id} value={String(gateway.id)}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>
                    {gateway.name}
                    {gateway.name !== PAYMENT_PROVIDER_NAMES[gateway.provider] && (
                      <Text as="span" color="fg.muted" fontWeight="normal">
                        {' '}
                        · {PAYMENT_PROVIDER_NAMES[gateway.provider]}
                      </Text>
                    )}
                  </RadioCard.ItemText>
                  <RadioCard.ItemDescription>{t(PAY_WITH_HELP[gateway.provider])}</RadioCard.ItemDescription>
                  {gateway.mode === 'sandbox' && (
                    <RadioCard.ItemDescription color="fg.warning">
                      {t('payments:pay.sandbox_note')}
                    </RadioCard.ItemDescription>
                  )}
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          ))}
        </Stack>
      </RadioCard.Root>
      <HStack>
        <Button
          colorPalette="blue"
          size="lg"
          width={{ base: 'full', sm: 'auto' }}
          disabled={!Number.isInteger(gatewayId) || gatewayId <= 0}
          loading={isRedirecting}
          loadingText={t('payments:pay.redirecting')}
          onClick={() => checkout.mutate(gatewayId)}
        >
          <CreditCard size={18} aria-hidden="true" />
          {t('payments:pay.pay_now', {
            amount: formatCurrency(payment.amount, payment.currency, i18n.language),
          })}
        </Button>
      </HStack>
      {checkout.isError && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{checkout.error.message}</Alert.Description>
        </Alert.Root>
      )}
    </Stack>
  );
}
