import { Alert, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { CreditCard, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { LinkCard } from '../../../components/link-card';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';

/**
 * /configurations/payment-gateway: the gateways and the payment settings live in the payments
 * module (they need payment.gateway.view there); this page leads to them.
 */
export default function PaymentGatewayPage() {
  const { t } = useTranslation(['configurations', 'payments', 'ui']);
  const { can } = useAuth();
  const canOpen = can('payment.gateway.view');
  return (
    <>
      <PageHeader
        title={t('configurations:payment.title')}
        description={t('payments:configuration.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('configurations:title'), to: '/configurations' },
          { label: t('configurations:payment.title') },
        ]}
      />
      <Stack gap="4" maxW="4xl">
        {canOpen ? (
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <LinkCard
              to="/payments/gateways"
              icon={CreditCard}
              title={t('payments:gateways.title')}
              description={t('payments:configuration.gateways_card')}
            />
            <LinkCard
              to="/payments/settings"
              icon={SlidersHorizontal}
              title={t('payments:settings.title')}
              description={t('payments:configuration.settings_card')}
            />
          </SimpleGrid>
        ) : (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Description>{t('payments:configuration.no_access')}</Alert.Description>
          </Alert.Root>
        )}
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/configurations">{t('configurations:payment.back')}</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
