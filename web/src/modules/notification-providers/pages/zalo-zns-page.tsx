import {
  Alert,
  Box,
  Button,
  DataList,
  Field,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { NOTIFICATION_CATEGORIES } from '@pickleball/domain';
import { KeyRound, Save, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Form } from '../../../components/form/form';
import { SwitchField } from '../../../components/form/switch-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { PageHeader } from '../../../components/page-header';
import { formatDateTime } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import { useZaloZns, type ZaloZns } from '../api/get-zalo-zns';
import { useTestZaloZns } from '../api/test-zalo-zns';
import { useUpdateZaloZns } from '../api/update-zalo-zns';
import { CATEGORY_KEYS } from '../components/category-labels';
import { HealthSummary } from '../components/health-badge';
import { LastTest } from '../components/last-test';
import { ZnsConfigFields } from '../components/provider-config-fields';
import { Section } from '../components/section';
import {
  createZaloZnsFormSchema,
  type ZaloZnsFormValues,
  zaloZnsFormDefaults,
} from '../components/zalo-zns-form-values';

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
  const { isDirty, isSubmitting } = useFormState();
  const test = useTestZaloZns();
  const [phone, setPhone] = useState('');
  const run = () =>
    test.mutate(phone.trim(), {
      onSuccess: () => toaster.success({ title: t('notification-providers:test.sent') }),
    });
  if (!zns.provider)
    return (
      <Text fontSize="sm" color="fg.muted">
        {t('notification-providers:test.after_save')}
      </Text>
    );
  return (
    <Stack gap="3">
      <LastTest test={zns.provider.last_test} />
      {isDirty ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('notification-providers:test.save_first')}</Alert.Title>
            <Alert.Description>{t('notification-providers:test.save_first_help')}</Alert.Description>
          </Alert.Content>
          <Button type="submit" size="sm" colorPalette="blue" loading={isSubmitting} alignSelf="center">
            <Save size={14} aria-hidden="true" />
            {t('notification-providers:actions.save')}
          </Button>
        </Alert.Root>
      ) : (
        <HStack gap="3" align="flex-end" flexWrap="wrap">
          <Field.Root maxW={{ md: 'xs' }}>
            <Field.Label>{t('notification-providers:test.address_phone')}</Field.Label>
            <Input
              type="tel"
              inputMode="tel"
              autoComplete="off"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') {
                  event.preventDefault();
                  run();
                }
              }}
            />
          </Field.Root>
          <Button type="button" variant="outline" loading={test.isPending} onClick={run}>
            <Send size={14} aria-hidden="true" />
            {t('notification-providers:actions.test')}
          </Button>
        </HStack>
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

function SubmitButton() {
  const { t } = useTranslation(['notification-providers', 'ui']);
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" colorPalette="blue" loading={isSubmitting} loadingText={t('ui:form.saving')}>
      {t('notification-providers:actions.save')}
    </Button>
  );
}

function ZaloZnsForm({ zns }: { zns: ZaloZns }) {
  const { t } = useTranslation('notification-providers');
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
      <Section
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
      </Section>
      <Section
        title={t('notification-providers:zalo.templates')}
        description={t('notification-providers:zalo.templates_help')}
      >
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {NOTIFICATION_CATEGORIES.map((category) => (
            <TextField<ZaloZnsFormValues>
              key={category}
              name={`category_templates.${category}`}
              label={t(CATEGORY_KEYS[category])}
              inputMode="numeric"
              maxLength={50}
            />
          ))}
        </SimpleGrid>
      </Section>
      <Section
        title={t('notification-providers:form.test')}
        description={t('notification-providers:zalo.test_help')}
      >
        <ZaloTest zns={zns} />
      </Section>
      <HStack justify="flex-end">
        <SubmitButton />
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
