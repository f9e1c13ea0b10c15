import { Alert, Button, HStack, Skeleton, Stack } from '@chakra-ui/react';
import type { StaticPage } from '@pickleball/domain';
import { Eye } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { WatchedRecord } from '../../../components/form/watched-record';
import { PageHeader } from '../../../components/page-header';
import { useStaticPage } from '../api/get-static-page';
import { useUpdateStaticPage } from '../api/update-static-page';
import { PublishState } from '../components/publish-state';
import { StaticPageForm } from '../components/static-page-form';
import { createStaticPageDraftSchema } from '../components/static-page-form-values';

function EditStaticPageForm({ page, onSaved }: { page: StaticPage; onSaved: () => void }) {
  const { t } = useTranslation('static-pages');
  const navigate = useNavigate();
  const updatePage = useUpdateStaticPage(page.id);
  const schema = useMemo(() => createStaticPageDraftSchema(), []);
  return (
    <StaticPageForm
      page={page}
      schema={schema}
      label={t('static-pages:edit_title')}
      onCancel={() => navigate(`/static-pages/${page.id}`)}
      onSave={async (values, publish) => {
        await updatePage.mutateAsync({ ...values, publish });
        onSaved();
      }}
    />
  );
}

/** /static-pages/{id}/edit: the draft; saving keeps the author here, publishing shows it to the public. */
export default function StaticPageEditPage() {
  const { t } = useTranslation(['static-pages', 'ui']);
  const id = Number(useParams().id);
  const page = useStaticPage(id);
  const data = page.data?.data;
  return (
    <>
      <PageHeader
        title={data ? t('static-pages:edit_named', { name: data.title }) : t('static-pages:edit_title')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('static-pages:title'), to: '/static-pages' },
          ...(data ? [{ label: data.title, to: `/static-pages/${data.id}` }] : []),
          { label: t('static-pages:edit_title') },
        ]}
        actions={
          data && (
            <Button asChild variant="outline">
              <RouterLink to={`/static-pages/${data.id}`}>
                <Eye size={16} aria-hidden="true" />
                {t('static-pages:actions.view')}
              </RouterLink>
            </Button>
          )
        }
      />
      {data ? (
        <Stack gap="4">
          <PublishState page={data} />
          <WatchedRecord key={data.id} query={page} listPath="/static-pages">
            {(record, saved) => <EditStaticPageForm page={record} onSaved={saved} />}
          </WatchedRecord>
        </Stack>
      ) : page.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('static-pages:load_failed')}</Alert.Title>
            <Alert.Description>{page.error.message}</Alert.Description>
          </Alert.Content>
          <HStack>
            <Button size="sm" variant="outline" onClick={() => void page.refetch()}>
              {t('static-pages:actions.retry')}
            </Button>
            <Button size="sm" variant="ghost" asChild>
              <RouterLink to="/static-pages">{t('ui:page.back_to_list')}</RouterLink>
            </Button>
          </HStack>
        </Alert.Root>
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="48" />
          <Skeleton height="96" />
        </Stack>
      )}
    </>
  );
}
