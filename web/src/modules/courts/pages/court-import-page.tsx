import { Alert, Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { CourtImportOptions, ImportSummary } from '@pickleball/domain';
import { Download, Eye, FileDown, Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useDownloadImportReport } from '../api/download-import-report';
import { useDownloadImportTemplate } from '../api/import-template';
import { usePreviewCourtImport } from '../api/preview-court-import';
import { useRunCourtImport } from '../api/run-court-import';
import { ImportFilePicker } from '../components/import-file-picker';
import { checkImportFile, IMPORT_FILE_MESSAGES } from '../components/import-file-rules';
import { ImportOptions } from '../components/import-options';
import {
  ImportProgressBar,
  ImportStep,
  ImportTotals,
  useRevealOnChange,
} from '../components/import-page-parts';
import { ImportRowsTable } from '../components/import-rows-table';

/**
 * /courts/import: the template, a file (drag and drop or pick, checked here first), the duplicate
 * mode and address checking, a preview row by row, then the import with live progress, its
 * summary and a downloadable report.
 */
export default function CourtImportPage() {
  const { t } = useTranslation(['courts', 'ui', 'validation']);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [options, setOptions] = useState<CourtImportOptions>({
    mode: 'skip_duplicates',
    auto_validate_addresses: true,
  });
  const [preview, setPreview] = useState<ImportSummary | null>(null);
  const [result, setResult] = useState<ImportSummary | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const template = useDownloadImportTemplate();
  const runPreview = usePreviewCourtImport();
  const runImport = useRunCourtImport();
  const report = useDownloadImportReport();
  const isBusy = runPreview.isPending || runImport.isPending;
  const progressRef = useRef<HTMLDivElement>(null);
  const previewRef = useRef<HTMLDivElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  useRevealOnChange(progressRef, runImport.isPending);
  useRevealOnChange(previewRef, preview);
  useRevealOnChange(resultRef, result);

  const resetResults = () => {
    setPreview(null);
    setResult(null);
    setFailure(null);
  };

  const checkedFile = (): File | null => {
    const problem = checkImportFile(file);
    setFileError(problem ? t(IMPORT_FILE_MESSAGES[problem]) : null);
    return problem ? null : file;
  };

  const handlePreview = async () => {
    const chosen = checkedFile();
    if (!chosen) return;
    resetResults();
    try {
      setPreview((await runPreview.mutateAsync({ file: chosen, options })).data);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('ui:confirm.failed'));
    }
  };

  const handleImport = async () => {
    const chosen = checkedFile();
    if (!chosen) return;
    setResult(null);
    setFailure(null);
    try {
      setResult((await runImport.mutateAsync({ file: chosen, options })).data);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t('ui:confirm.failed'));
    }
  };

  const failedRows = result?.rows.filter((row) => row.action === 'error') ?? [];

  return (
    <Stack gap="6" maxW="6xl">
      <PageHeader
        title={t('courts:import_page.title')}
        description={t('courts:import_page.description')}
        breadcrumbs={[
          { label: t('ui:page.home'), to: '/dashboard' },
          { label: t('courts:title'), to: '/courts' },
          { label: t('courts:import_page.title') },
        ]}
      />

      <ImportStep number={1} title={t('courts:import_page.step_template')}>
        <Stack gap="3" align="flex-start">
          <Text fontSize="sm" color="fg.muted">
            {t('courts:import_page.template_help')}
          </Text>
          <Button variant="outline" loading={template.isPending} onClick={() => template.mutate()}>
            <Download size={16} aria-hidden="true" />
            {t('courts:import_page.download_template')}
          </Button>
        </Stack>
      </ImportStep>

      <ImportStep number={2} title={t('courts:import_page.step_file')}>
        <ImportFilePicker
          file={file}
          error={fileError}
          disabled={isBusy}
          onChange={(next) => {
            setFile(next);
            resetResults();
            const problem = next ? checkImportFile(next) : null;
            setFileError(problem ? t(IMPORT_FILE_MESSAGES[problem]) : null);
          }}
        />
      </ImportStep>

      <ImportStep number={3} title={t('courts:import_page.step_options')}>
        <ImportOptions
          value={options}
          disabled={isBusy}
          onChange={(next) => {
            setOptions(next);
            resetResults();
          }}
        />
      </ImportStep>

      <HStack gap="3" flexWrap="wrap" justify="flex-end">
        <Button
          variant="outline"
          onClick={() => void handlePreview()}
          loading={runPreview.isPending}
          disabled={isBusy}
        >
          <Eye size={16} aria-hidden="true" />
          {t('courts:import_page.preview')}
        </Button>
        <Button
          colorPalette="blue"
          onClick={() => void handleImport()}
          loading={runImport.isPending}
          loadingText={t('courts:import_page.importing')}
          disabled={
            isBusy ||
            result !== null ||
            (preview !== null && preview.totals.create + preview.totals.update === 0)
          }
        >
          <Upload size={16} aria-hidden="true" />
          {preview
            ? t('courts:import_page.import_count', {
                count: preview.totals.create + preview.totals.update,
              })
            : t('courts:import_page.import')}
        </Button>
      </HStack>

      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('courts:import_page.failed')}</Alert.Title>
            <Alert.Description>{failure}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}

      {runImport.isPending && (
        <Box ref={progressRef} borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '6' }}>
          <Heading as="h2" size="md" mb="3">
            {t('courts:import_page.importing')}
          </Heading>
          <ImportProgressBar />
        </Box>
      )}

      {result && (
        <Box
          ref={resultRef}
          as="section"
          aria-labelledby="import-result-title"
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.panel"
          p={{ base: '4', md: '6' }}
        >
          <Stack gap="4">
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <Heading as="h2" size="md" id="import-result-title">
                {t('courts:import_page.result_title')}
              </Heading>
              <HStack gap="2" flexWrap="wrap">
                <Button
                  size="sm"
                  variant="outline"
                  loading={report.isPending}
                  onClick={() => report.mutate(result)}
                >
                  <FileDown size={14} aria-hidden="true" />
                  {t('courts:import_page.download_report')}
                </Button>
                <Button size="sm" asChild colorPalette="blue">
                  <RouterLink to="/courts">{t('courts:import_page.see_courts')}</RouterLink>
                </Button>
              </HStack>
            </HStack>
            <ImportTotals
              items={[
                {
                  id: 'created',
                  label: t('courts:import_page.created'),
                  value: result.created ?? 0,
                  color: 'green',
                },
                {
                  id: 'updated',
                  label: t('courts:import_page.updated'),
                  value: result.updated ?? 0,
                  color: 'blue',
                },
                {
                  id: 'skipped',
                  label: t('courts:import_page.skipped'),
                  value: result.totals.skip,
                  color: 'gray',
                },
                {
                  id: 'failed',
                  label: t('courts:import_page.failed_rows'),
                  value: result.totals.error,
                  color: 'red',
                },
              ]}
            />
            {failedRows.length > 0 && (
              <Text fontSize="sm" color="fg.muted">
                {t('courts:import_page.failed_help')}
              </Text>
            )}
            <ImportRowsTable
              summary={result}
              caption={t('courts:import_page.result_title')}
              showAddressCheck={options.auto_validate_addresses}
            />
          </Stack>
        </Box>
      )}

      {preview && !result && (
        <Box
          ref={previewRef}
          as="section"
          aria-labelledby="import-preview-title"
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.panel"
          p={{ base: '4', md: '6' }}
        >
          <Stack gap="4">
            <HStack justify="space-between" flexWrap="wrap" gap="3">
              <HStack gap="2">
                <Heading as="h2" size="md" id="import-preview-title">
                  {t('courts:import_page.preview_title')}
                </Heading>
                <Badge variant="outline">{t('courts:import_page.nothing_saved')}</Badge>
              </HStack>
              <Button
                size="sm"
                variant="outline"
                loading={report.isPending}
                onClick={() => report.mutate(preview)}
              >
                <FileDown size={14} aria-hidden="true" />
                {t('courts:import_page.download_report')}
              </Button>
            </HStack>
            <ImportTotals
              items={[
                {
                  id: 'rows',
                  label: t('courts:import_page.rows'),
                  value: preview.totals.rows,
                  color: 'gray',
                },
                {
                  id: 'create',
                  label: t('courts:import.action.create'),
                  value: preview.totals.create,
                  color: 'green',
                },
                {
                  id: 'update',
                  label: t('courts:import.action.update'),
                  value: preview.totals.update,
                  color: 'blue',
                },
                {
                  id: 'skip',
                  label: t('courts:import.action.skip'),
                  value: preview.totals.skip,
                  color: 'gray',
                },
                {
                  id: 'error',
                  label: t('courts:import.action.error'),
                  value: preview.totals.error,
                  color: 'red',
                },
              ]}
            />
            {preview.totals.error > 0 && (
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Description>
                  {t('courts:import_page.errors_warning', { count: preview.totals.error })}
                </Alert.Description>
              </Alert.Root>
            )}
            <ImportRowsTable
              summary={preview}
              caption={t('courts:import_page.preview_title')}
              showAddressCheck={options.auto_validate_addresses}
            />
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
