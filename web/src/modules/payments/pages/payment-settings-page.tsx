import { Alert, Badge, Button, DataList, HStack, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { PAYMENT_CURRENCIES, type PaymentSettings } from '@pickleball/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { DetailItem, DetailPanel } from '../../../components/detail-panel';
import { Form, SubmitButton } from '../../../components/form/form';
import { FormSection } from '../../../components/form/form-section';
import { SecretField } from '../../../components/form/secret-field';
import { SelectField } from '../../../components/form/select-field';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { PageHeader } from '../../../components/page-header';
import { useAuth } from '../../../lib/auth';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { usePaymentSettings } from '../api/get-payment-settings';
import { useUpdatePaymentSettings } from '../api/update-payment-settings';
import {
  createPaymentSettingsFormSchema,
  type PaymentSettingsFormValues,
  paymentSettingsFormDefaults,
} from '../components/settings-form-values';

/** The settings as payment.gateway.manage changes them. */
function SettingsForm({ settings }: { settings: PaymentSettings }) {
  const { t } = useTranslation('payments');
  const update = useUpdatePaymentSettings();
  const schema = useMemo(() => createPaymentSettingsFormSchema(), []);
  const form = useZodForm(schema, { defaultValues: paymentSettingsFormDefaults(settings), mode: 'onSubmit' });
  return (
    <Form
      warnOnLeave
      form={form}
      aria-label={t('payments:settings.title')}
      maxW="3xl"
      onSubmit={(input) => update.mutateAsync(input)}
    >
      <FormSection title={t('payments:settings.payments')}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <SelectField<PaymentSettingsFormValues>
            name="default_currency"
            label={t('payments:fields.default_currency')}
            helperText={t('payments:settings.default_currency_help')}
            options={PAYMENT_CURRENCIES.map((value) => ({ value, label: value }))}
          />
          <TextField<PaymentSettingsFormValues>
            name="retry_attempts"
            label={t('payments:fields.retry_attempts')}
            inputMode="numeric"
            helperText={t('payments:settings.retry_attempts_help')}
          />
        </SimpleGrid>
        <SwitchField<PaymentSettingsFormValues>
          name="auto_capture"
          label={t('payments:fields.auto_capture')}
          helperText={t('payments:settings.auto_capture_help')}
        />
      </FormSection>
      <FormSection title={t('payments:settings.notifications')}>
        <SecretField
          name="webhook_secret"
          label={t('payments:fields.webhook_secret')}
          isSet={settings.webhook_secret_set}
          helperText={t('payments:settings.webhook_secret_help')}
        />
        <TextField<PaymentSettingsFormValues>
          name="notification_email"
          type="email"
          label={t('payments:fields.notification_email')}
          helperText={t('payments:settings.notification_email_help')}
          autoComplete="off"
        />
      </FormSection>
      <HStack justify="flex-end">
        <SubmitButton>{t('payments:actions.save')}</SubmitButton>
      </HStack>
    </Form>
  );
}

/** The settings as payment.gateway.view reads them. */
function SettingsView({ settings }: { settings: PaymentSettings }) {
  const { t, i18n } = useTranslation('payments');
  const yesNo = (value: boolean) => (value ? t('payments:settings.on') : t('payments:settings.off'));
  return (
    <Stack gap="4" maxW="3xl">
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Description>{t('payments:settings.read_only')}</Alert.Description>
      </Alert.Root>
      <DetailPanel title={t('payments:settings.title')}>
        <DataList.Root orientation="horizontal" size="sm">
          <DetailItem label={t('payments:fields.default_currency')}>{settings.default_currency}</DetailItem>
          <DetailItem label={t('payments:fields.auto_capture')}>
            <Stack gap="0">
              <Text>{yesNo(settings.auto_capture)}</Text>
              <Text fontSize="xs" color="fg.muted">
                {t('payments:settings.auto_capture_help')}
              </Text>
            </Stack>
          </DetailItem>
          <DetailItem label={t('payments:fields.retry_attempts')}>
            {formatNumber(settings.retry_attempts, i18n.language)}
          </DetailItem>
          <DetailItem label={t('payments:fields.webhook_secret')}>
            <Badge colorPalette={settings.webhook_secret_set ? 'green' : 'gray'} variant="subtle">
              {settings.webhook_secret_set
                ? t('payments:settings.secret_set')
                : t('payments:settings.secret_not_set')}
            </Badge>
          </DetailItem>
          <DetailItem label={t('payments:fields.notification_email')}>
            {settings.notification_email ?? '—'}
          </DetailItem>
        </DataList.Root>
      </DetailPanel>
    </Stack>
  );
}

/** /payments/settings: default currency, capture, reconciliation retries, webhook secret, receipts' copy; read-only without payment.gateway.manage. */
export default function PaymentSettingsPage() {
  const { t, i18n } = useTranslation(['payments', 'ui']);
  const { can } = useAuth();
  const settings = usePaymentSettings();
  const data = settings.data?.data;
  return (
    <>
      <PageHeader
        title={t('payments:settings.title')}
        description={
          data?.updated_at
            ? t('payments:settings.updated', { when: formatDateTime(data.updated_at, i18n.language) })
            : t('payments:settings.description')
        }
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('payments:gateways.title'), to: '/payments/gateways' },
          { label: t('payments:settings.title') },
        ]}
      />
      {settings.isError ? (
        <Alert.Root status="error" maxW="3xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('payments:settings.load_failed')}</Alert.Title>
            <Alert.Description>{settings.error.message}</Alert.Description>
          </Alert.Content>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void settings.refetch()}>
              {t('payments:actions.retry_load')}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to="/payments/gateways">{t('payments:gateways.title')}</RouterLink>
            </Button>
          </HStack>
        </Alert.Root>
      ) : data ? (
        can('payment.gateway.manage') ? (
          <SettingsForm key={data.updated_at ?? 'defaults'} settings={data} />
        ) : (
          <SettingsView settings={data} />
        )
      ) : (
        <Stack gap="4" maxW="3xl" aria-busy="true">
          <Skeleton height="40" />
          <Skeleton height="32" />
        </Stack>
      )}
    </>
  );
}
