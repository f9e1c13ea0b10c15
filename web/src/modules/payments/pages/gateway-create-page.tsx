import { HStack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { toaster } from '../../../lib/toaster';
import { useCreateGateway } from '../api/create-gateway';
import { GatewayForm } from '../components/gateway-form';

/** On the create page: the webhook address and the test come with a saved gateway, and it says so. */
function AfterSave() {
  const { t } = useTranslation('payments');
  return (
    <HStack>
      <Text fontSize="sm" color="fg.muted">
        {t('payments:test.after_save')}
      </Text>
    </HStack>
  );
}

/** /payments/gateways/create: saved first, then its webhook address and test on its edit page. */
export default function GatewayCreatePage() {
  const { t } = useTranslation(['payments', 'ui']);
  const navigate = useNavigate();
  const createGateway = useCreateGateway();
  return (
    <>
      <PageHeader
        title={t('payments:gateways.create_title')}
        description={t('payments:gateways.create_description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('payments:gateways.title'), to: '/payments/gateways' },
          { label: t('payments:gateways.create_title') },
        ]}
      />
      <GatewayForm
        label={t('payments:gateways.create_title')}
        submitLabel={t('payments:actions.add_gateway')}
        testSection={<AfterSave />}
        onCancel={() => navigate('/payments/gateways')}
        onSubmit={async (input) => {
          const response = await createGateway.mutateAsync(input);
          if (!response.message) toaster.success({ title: t('payments:gateways.saved_test_now') });
          navigate(`/payments/gateways/${response.data.id}/edit`);
        }}
      />
    </>
  );
}
