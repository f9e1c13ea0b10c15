import { Alert, Box, Button, DataList, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { NOTIFICATION_CATEGORIES, NOTIFICATION_CATEGORY_LABELS } from '@pickleball/domain';
import { KeyRound } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { PageHeader } from '../../../components/page-header';
import { TestPanel } from '../../../components/test-panel/test-panel';
import { formatDateTime } from '../../../lib/format';
import { useZaloZns, type ZaloZns } from '../api/get-zalo-zns';
import { useTestZaloZns } from '../api/test-zalo-zns';
import { useUpdateZaloZns } from '../api/update-zalo-zns';
import { HealthSummary } from '../components/health-badge';
import { ZnsConfigFields } from '../components/provider-config-fields';
import {
  createZaloZnsFormSchema,
  type ZaloZnsFormValues,
  zaloZnsFormDefaults,
} from '../components/zalo-zns-form-values';
import { ZnsParamsFields } from '../components/zns-params-fields';

/** The access token's expiry, and that the server refreshes it by itself. */
function TokenStatus({ zns }: { zns: ZaloZns }) {
  const { t, i18n } = useTranslation('notification-providers');
  const expiresAt = zns.access_token_expires_at;
  const isExpired = expiresAt !== null && Date.parse(expiresAt) <= Date.now();
  return (
    <Alert.Root status={expiresAt === null ? 'warning' : isExpired ? 'error' : 'info'}>
      <Alert.Indicator>
        <KeyRound size={18} />
      </Alert.Indicator>
      <Alert.Content>
        <Alert.Title>
          {expiresAt === null
            ? t('notification-providers:zalo.no_token')
            : isExpired
              ? t('notification-providers:zalo.token_expired', {
                  when: formatDateTime(expiresAt, i18n.language),
                })
              : t('notification-providers:zalo.token_expires', {
                  when: formatDateTime(expiresAt, i18n.language),
                })}
        </Alert.Title>
        <Alert.Description>{t('notification-providers:zalo.token_refresh')}</Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A test to a phone through the saved OA; with unsaved changes it asks to save first. */
function ZaloTest({ zns }: { zns: ZaloZns }) {
  const { t } = useTranslation('notification-providers');
  const test = useTestZaloZns();
  if (!zns.provider)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('notification-providers:test.after_save')}
      </Text>
    );
  return (
    <TestPanel
      inline
      lastTest={zns.provider.last_test}
      test={test}
      address={{ label: t('notification-providers:test.address_phone'), type: 'tel', inputMode: 'tel' }}
    />
  );
}

function ZaloZnsForm({ zns }: { zns: ZaloZns }) {
  const { t } = useTranslation(['notification-providers', 'notifications']);
  const update = useUpdateZaloZns();
  const schema = useMemo(() => createZaloZnsFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: zaloZnsFormDefaults(zns), mode: 'onSubmit' });
  return (
    <Form
      warnOnLeave
      form={form}
      aria-label={t('notification-providers:zalo.title')}
      maxW="4xl"
      onSubmit={(input) => update.mutateAsync(input)}
    >
      <FormSection
        title={t('notification-providers:zalo.oa')}
        description={t('notification-providers:zalo.oa_help')}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <TextField<ZaloZnsFormValues>
            name="name"
            label={t('notification-providers:fields.name')}
            maxLength={100}
          />
          <Box pt={{ md: '7' }}>
            <SwitchField<ZaloZnsFormValues>
              name="enabled"
              label={t('notification-providers:fields.enabled')}
            />
          </Box>
        </SimpleGrid>
        <ZnsConfigFields prefix="config" secrets={zns.provider?.secrets ?? {}} />
      </FormSection>
      <FormSection
        title={t('notification-providers:zalo.templates')}
        description={t('notification-providers:zalo.templates_help')}
      >
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {NOTIFICATION_CATEGORIES.map((category) => (
            <TextField<ZaloZnsFormValues>
              key={category}
              name={`category_templates.${category}`}
              label={t(NOTIFICATION_CATEGORY_LABELS[category])}
              inputMode="numeric"
              maxLength={50}
            />
          ))}
        </SimpleGrid>
      </FormSection>
      <FormSection
        title={t('notification-providers:zalo.params')}
        description={t('notification-providers:zalo.params_help')}
      >
        <ZnsParamsFields />
      </FormSection>
      <FormSection
        title={t('notification-providers:form.test')}
        description={t('notification-providers:zalo.test_help')}
      >
        <ZaloTest zns={zns} />
      </FormSection>
      <HStack justify="flex-end">
        <SubmitButton>{t('notification-providers:actions.save')}</SubmitButton>
      </HStack>
    </Form>
  );
}

/** /notifications/zalo-zns: the Zalo Official Account that sends ZNS, its token, and the template per category. */
export default function ZaloZnsPage() {
  const { t, i18n } = useTranslation(['notification-providers', 'ui']);
  const zns = useZaloZns();
  const data = zns.data?.data;
  return (
    <>
      <PageHeader
        title={t('notification-providers:zalo.title')}
        description={t('notification-providers:zalo.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notification-providers:zalo.title') },
        ]}
      />
      {zns.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('notification-providers:load_failed')}</Alert.Title>
            <Alert.Description>{zns.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void zns.refetch()}>
            {t('notification-providers:actions.retry_load')}
          </Button>
        </Alert.Root>
      ) : data ? (
        <Stack gap="6" maxW="4xl">
          <TokenStatus zns={data} />
          {data.provider && (
            <DataList.Root orientation="horizontal" size="sm">
              <DataList.Item>
                <DataList.ItemLabel minW="36">{t('notification-providers:fields.health')}</DataList.ItemLabel>
                <DataList.ItemValue>
                  <HealthSummary provider={data.provider} />
                </DataList.ItemValue>
              </DataList.Item>
              <DataList.Item>
                <DataList.ItemLabel minW="36">
                  {t('notification-providers:fields.updated_at')}
                </DataList.ItemLabel>
                <DataList.ItemValue>
                  {formatDateTime(data.provider.updated_at, i18n.language)}
                </DataList.ItemValue>
              </DataList.Item>
            </DataList.Root>
          )}
          <ZaloZnsForm key={data.provider?.updated_at ?? 'new'} zns={data} />
        </Stack>
      ) : (
        <Stack gap="4" maxW="4xl" aria-busy="true">
          <Skeleton height="20" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
