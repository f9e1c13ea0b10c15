import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';

/** /configurations/payment-gateway: set up by the payments module (not built yet); this page says so and no more. */
export default function PaymentGatewayPage() {
  const { t } = useTranslation(['configurations', 'ui']);
  return (
    <>
      <PageHeader
        title={t('configurations:payment.title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('configurations:title'), to: '/configurations' },
          { label: t('configurations:payment.title') },
        ]}
      />
      <Stack gap="4" maxW="3xl">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('configurations:payment.heading')}</Alert.Title>
            <Alert.Description>
              <Text>{t('configurations:payment.explanation')}</Text>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
        <Button asChild variant="outline" alignSelf="flex-start">
          <RouterLink to="/configurations">{t('configurations:payment.back')}</RouterLink>
        </Button>
      </Stack>
    </>
  );
}
