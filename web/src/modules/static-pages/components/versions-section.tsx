import {
  Alert,
  Badge,
  Box,
  Button,
  Field,
  HStack,
  NativeSelect,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { StaticPage, StaticPageVersion } from '@pickleball/domain';
import { Eye, History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailPanel } from '../../../components/detail-panel';
import { useAuth } from '../../../lib/auth';
import { formatDateTime } from '../../../lib/format';
import { useStaticPageComparison } from '../api/compare-static-page-versions';
import { useStaticPageVersions } from '../api/list-static-page-versions';
import { useRestoreStaticPageVersion } from '../api/restore-static-page-version';
import { DiffView } from './diff-view';
import { type Comparison, defaultComparison, sideToValue, valueToSide } from './version-choice';
import { VersionDialog } from './version-dialog';

/** One version in the list: number, title, who and when, restored from which, and its actions. */
function VersionRow({
  version,
  isLive,
  canRestore,
  onView,
  onRestore,
}: {
  version: StaticPageVersion;
  isLive: boolean;
  canRestore: boolean;
  onView: () => void;
  onRestore: () => void;
}) {
  const { t, i18n } = useTranslation('static-pages');
  return (
    <Stack
      as="li"
      direction={{ base: 'column', sm: 'row' }}
      justify="space-between"
      align={{ base: 'stretch', sm: 'center' }}
      gap="2"
      py="3"
      borderBottomWidth="1px"
      _last={{ borderBottomWidth: 0 }}
    >
      <Stack gap="0.5" minW="0">
        <HStack gap="2" flexWrap="wrap">
          <Badge variant="solid" colorPalette={isLive ? 'green' : 'gray'}>
            {t('static-pages:versions.number', { version: version.version })}
          </Badge>
          {isLive && (
            <Badge colorPalette="green" variant="subtle">
              {t('static-pages:versions.live')}
            </Badge>
          )}
          {version.restored_from !== null && (
            <Badge colorPalette="purple" variant="subtle">
              {t('static-pages:versions.restored_from', { version: version.restored_from })}
            </Badge>
          )}
          <Text fontWeight="medium" lineClamp={1}>
            {version.title}
          </Text>
        </HStack>
        <Text fontSize="sm" color="fg.muted">
          {t('static-pages:versions.published_by', {
            name: version.published_by?.name ?? t('static-pages:detail.system'),
            date: formatDateTime(version.published_at, i18n.language),
          })}
        </Text>
      </Stack>
      <HStack gap="2" flexShrink={0}>
        <Button
          size="xs"
          variant="outline"
          onClick={onView}
          aria-label={t('static-pages:versions.view_named', { version: version.version })}
        >
          <Eye size={14} aria-hidden="true" />
          {t('static-pages:actions.view')}
        </Button>
        {canRestore && !isLive && (
          <Button
            size="xs"
            variant="outline"
            onClick={onRestore}
            aria-label={t('static-pages:versions.restore_named', { version: version.version })}
          >
            <RotateCcw size={14} aria-hidden="true" />
            {t('static-pages:actions.restore')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}

/** The two sides to compare (a version with another, or with the draft) and their diff. */
function CompareVersions({
  page,
  versions,
  comparison,
  onChange,
}: {
  page: StaticPage;
  versions: readonly StaticPageVersion[];
  comparison: Comparison;
  onChange: (comparison: Comparison) => void;
}) {
  const { t } = useTranslation('static-pages');
  const diff = useStaticPageComparison(page.id, comparison.from, comparison.to);
  const versionOptions = versions.map((version) => ({
    value: sideToValue(version.version),
    label: t('static-pages:versions.number', { version: version.version }),
  }));
  const isSame = comparison.from === comparison.to;
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" maxW="xl">
        <Field.Root>
          <Field.Label>{t('static-pages:versions.compare_from')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={sideToValue(comparison.from)}
              onChange={(event) => {
                const from = valueToSide(event.currentTarget.value);
                if (typeof from === 'number') onChange({ ...comparison, from });
              }}
            >
              {versionOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
        <Field.Root>
          <Field.Label>{t('static-pages:versions.compare_to')}</Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={sideToValue(comparison.to)}
              onChange={(event) => {
                const to = valueToSide(event.currentTarget.value);
                if (to !== null) onChange({ ...comparison, to });
              }}
            >
              <option value="draft">{t('static-pages:versions.draft')}</option>
              {versionOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </Field.Root>
      </SimpleGrid>
      {isSame ? (
        <Text fontSize="sm" color="fg.muted">
          {t('static-pages:versions.choose_two')}
        </Text>
      ) : diff.isError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Description>{diff.error.message}</Alert.Description>
          <Button size="xs" variant="outline" onClick={() => void diff.refetch()}>
            {t('static-pages:actions.retry')}
          </Button>
        </Alert.Root>
      ) : diff.data ? (
        <Box opacity={diff.isFetching ? 0.6 : 1} transition="opacity 0.2s">
          <DiffView diff={diff.data.data} />
        </Box>
      ) : (
        <Stack gap="2" aria-busy="true">
          <Skeleton height="6" width="40" />
          <Skeleton height="32" />
        </Stack>
      )}
    </Stack>
  );
}

/** The page's published versions, newest first: compare any two (or one with the draft), view one, restore an old one. */
export function VersionsSection({ page }: { page: StaticPage }) {
  const { t } = useTranslation('static-pages');
  const { can } = useAuth();
  const versions = useStaticPageVersions(page.id);
  const restore = useRestoreStaticPageVersion(page.id);
  const list = versions.data?.data;
  // The user's choice of sides, for the versions as they were when chosen.
  const [chosen, setChosen] = useState<{ newest: number; comparison: Comparison } | null>(null);
  const [viewing, setViewing] = useState<number | null>(null);
  const [restoring, setRestoring] = useState<number | null>(null);
  const liveVersion = page.published?.version ?? null;

  // Until the user chooses, and again once a publish or a restore adds a version: the default pair.
  const newest = list?.[0]?.version;
  const comparison =
    chosen && chosen.newest === newest
      ? chosen.comparison
      : list
        ? defaultComparison(list, page.has_unpublished_changes)
        : null;
  const setComparison = (next: Comparison) => {
    if (newest !== undefined) setChosen({ newest, comparison: next });
  };

  const askRestore = (version: number) => {
    setViewing(null);
    setRestoring(version);
  };

  return (
    <DetailPanel
      title={t('static-pages:versions.title')}
      action={
        list &&
        list.length > 0 && (
          <Text fontSize="sm" color="fg.muted">
            {t('static-pages:versions.count', { count: list.length })}
          </Text>
        )
      }
    >
      {versions.isError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Description>{versions.error.message}</Alert.Description>
          <Button size="xs" variant="outline" onClick={() => void versions.refetch()}>
            {t('static-pages:actions.retry')}
          </Button>
        </Alert.Root>
      ) : !list ? (
        <Stack gap="3" aria-busy="true">
          <Skeleton height="12" />
          <Skeleton height="12" />
        </Stack>
      ) : list.length === 0 ? (
        <Stack align="center" textAlign="center" gap="2" py="6" color="fg.muted">
          <History size={28} aria-hidden="true" />
          <Text fontWeight="medium" color="fg">
            {t('static-pages:versions.empty_title')}
          </Text>
          <Text fontSize="sm">{t('static-pages:versions.empty_description')}</Text>
        </Stack>
      ) : (
        <Stack gap="6">
          <Box as="ul" listStyleType="none" aria-label={t('static-pages:versions.title')}>
            {list.map((version) => (
              <VersionRow
                key={version.version}
                version={version}
                isLive={version.version === liveVersion}
                canRestore={can('staticpage.edit')}
                onView={() => setViewing(version.version)}
                onRestore={() => askRestore(version.version)}
              />
            ))}
          </Box>
          <Stack gap="3" as="section" aria-label={t('static-pages:versions.compare_title')}>
            <Text fontWeight="semibold">{t('static-pages:versions.compare_title')}</Text>
            {comparison ? (
              <CompareVersions page={page} versions={list} comparison={comparison} onChange={setComparison} />
            ) : (
              <Text fontSize="sm" color="fg.muted">
                {t('static-pages:versions.nothing_to_compare')}
              </Text>
            )}
          </Stack>
        </Stack>
      )}
      <VersionDialog
        pageId={page.id}
        version={viewing}
        isLive={viewing !== null && viewing === liveVersion}
        canRestore={can('staticpage.edit')}
        onClose={() => setViewing(null)}
        onRestore={askRestore}
      />
      <ConfirmDialog
        open={restoring !== null}
        onOpenChange={(open) => !open && setRestoring(null)}
        destructive={page.has_unpublished_changes}
        title={t('static-pages:restore.title', { version: restoring ?? 0 })}
        description={
          <Stack gap="2">
            <Text>{t('static-pages:restore.description', { version: restoring ?? 0 })}</Text>
            {page.has_unpublished_changes && (
              <Text fontWeight="medium">{t('static-pages:restore.draft_replaced')}</Text>
            )}
          </Stack>
        }
        confirmLabel={t('static-pages:actions.restore')}
        onConfirm={async () => {
          if (restoring !== null) await restore.mutateAsync(restoring);
        }}
      />
    </DetailPanel>
  );
}
