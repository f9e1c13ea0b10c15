import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  Heading,
  HStack,
  Input,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { NotificationTemplate } from '@pickleball/domain';
import { Pencil, RotateCcw } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { useAuth } from '../../../lib/auth';
import { useTemplate } from '../api/get-template';
import { useTemplatePreview } from '../api/preview-template';
import { sampleData, templateFormDefaults, toPreviewInput } from '../components/template-form-values';
import { useTemplateLabels } from '../components/template-labels';
import { TemplatePreviewPanes } from '../components/template-preview-panes';

/** The sample data, editable: each variable's box starts with its sample; the preview follows. */
function TemplatePreviewer({ template }: { template: NotificationTemplate }) {
  const { t } = useTranslation('notification-templates');
  const labels = useTemplateLabels();
  const samples = useMemo(() => sampleData(template.variables), [template.variables]);
  const [data, setData] = useState<Record<string, string>>(samples);
  const settled = useDebounced(data, 500);
  const input = useMemo(() => toPreviewInput(templateFormDefaults(template), settled), [template, settled]);
  const preview = useTemplatePreview(input);
  return (
    <Stack gap="6">
      <HStack gap="2" flexWrap="wrap">
        <Badge variant="surface">{labels.typeLabel(template.type)}</Badge>
        <Badge variant="surface">{labels.categoryLabel(template.category)}</Badge>
        <Badge colorPalette={template.is_active ? 'green' : 'gray'} variant="subtle">
          {template.is_active
            ? t('notification-templates:status.active')
            : t('notification-templates:status.inactive')}
        </Badge>
        {template.zns_template_id && (
          <Badge variant="outline">
            {t('notification-templates:preview.zns_id', { id: template.zns_template_id })}
          </Badge>
        )}
      </HStack>
      <Box as="section" borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
        <HStack justify="space-between" mb="4" flexWrap="wrap" gap="2">
          <Heading as="h2" size="md">
            {t('notification-templates:preview.sample_data')}
          </Heading>
          <Button
            size="sm"
            variant="ghost"
            onClick={() => setData(samples)}
            disabled={template.variables.length === 0}
          >
            <RotateCcw size={14} aria-hidden="true" />
            {t('notification-templates:preview.reset_samples')}
          </Button>
        </HStack>
        {template.variables.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('notification-templates:form.no_variables')}
          </Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {template.variables.map((variable) => (
              <Field.Root key={variable.name}>
                <Field.Label fontFamily="mono">{variable.name}</Field.Label>
                <Input
                  value={data[variable.name] ?? ''}
                  onChange={(event) =>
                    setData((current) => ({ ...current, [variable.name]: event.target.value }))
                  }
                />
                {variable.description && <Field.HelperText>{variable.description}</Field.HelperText>}
              </Field.Root>
            ))}
          </SimpleGrid>
        )}
      </Box>
      <Box as="section">
        <Heading as="h2" size="md" mb="4">
          {t('notification-templates:preview.title')}
        </Heading>
        <TemplatePreviewPanes
          preview={preview.data?.data}
          isLoading={preview.isFetching}
          error={preview.isError ? preview.error.message : null}
        />
      </Box>
    </Stack>
  );
}

/** /notification-templates/{id}/preview: both languages side by side, with sample data to edit. */
export default function TemplatePreviewPage() {
  const { t } = useTranslation(['notification-templates', 'ui']);
  const { can } = useAuth();
  const id = Number(useParams().id);
  const template = useTemplate(id);
  const data = template.data?.data;
  return (
    <>
      <PageHeader
        title={
          data
            ? t('notification-templates:preview.named', { name: data.name })
            : t('notification-templates:preview.title')
        }
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('notification-templates:title'), to: '/notification-templates' },
          { label: data?.name ?? t('notification-templates:preview.title') },
        ]}
        actions={
          data &&
          can('notification.templates.edit') && (
            <Button asChild variant="outline">
              <RouterLink to={`/notification-templates/${data.id}/edit`}>
                <Pencil size={16} aria-hidden="true" />
                {t('notification-templates:actions.edit')}
              </RouterLink>
            </Button>
          )
        }
      />
      {template.isError ? (
        <Alert.Root status="error" maxW="4xl">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('notification-templates:load_failed')}</Alert.Title>
            <Alert.Description>{template.error.message}</Alert.Description>
          </Alert.Content>
          <Button size="sm" variant="outline" asChild>
            <RouterLink to="/notification-templates">{t('ui:page.back_to_list')}</RouterLink>
          </Button>
        </Alert.Root>
      ) : data ? (
        <TemplatePreviewer key={data.id} template={data} />
      ) : (
        <Stack gap="4" aria-busy="true">
          <Skeleton height="24" />
          <Skeleton height="48" />
        </Stack>
      )}
    </>
  );
}
