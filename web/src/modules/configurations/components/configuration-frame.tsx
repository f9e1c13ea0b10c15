import { Alert, Button, Skeleton, Stack } from '@chakra-ui/react';
import type { Configuration, ConfigurationKey } from '@pickleball/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useConfiguration } from '../api/get-configuration';
import { ConfigurationStatus } from './configuration-status';

/** A configuration page's frame: header with breadcrumbs, loading and error states, then the form. */
export function ConfigurationFrame({
  configKey,
  title,
  description,
  children,
}: {
  configKey: ConfigurationKey;
  title: string;
  description: string;
  children: (configuration: Configuration) => ReactNode;
}) {
  const { t } = useTranslation(['configurations', 'ui']);
  const configuration = useConfiguration(configKey);
  const data = configuration.data?.data;
  return (
    <>
      <PageHeader
        title={title}
        description={description}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('configurations:title'), to: '/configurations' },
          { label: title },
        ]}
      />
      {configuration.isError ? (
        <Alert.Root status="error" maxW="3xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('configurations:load_failed')}</Alert.Title>
            <Alert.Description>{configuration.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void configuration.refetch()}>
            {t('configurations:actions.retry_load')}
          </Button>
        </Alert.Root>
      ) : data ? (
        <Stack gap="4" maxW="3xl">
          <ConfigurationStatus configuration={data} />
          {children(data)}
        </Stack>
      ) : (
        <Stack gap="4" maxW="3xl" aria-busy="true">
          <Skeleton height="8" width="40" />
          <Skeleton height="64" />
        </Stack>
      )}
    </>
  );
}
