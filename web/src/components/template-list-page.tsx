import { Button, Stack } from '@chakra-ui/react';
import type { PageMeta } from '@pickleball/domain';
import type { ColumnDef } from '@tanstack/react-table';
import { Plus } from 'lucide-react';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useAuth } from '../lib/auth';
import { toaster } from '../lib/toaster';
import { ConfirmDialog } from './confirm-dialog';
import { DataTable } from './data-table/data-table';
import type { ListParamsState } from './data-table/use-list-params';
import { PageHeader } from './page-header';

/** The texts of a template list, from its module's catalog. */
export interface TemplateListTexts {
  title: string;
  description: string;
  create: string;
  searchPlaceholder: string;
  emptyTitle: string;
  emptyDescription: string;
  deleteTitle: (name: string) => string;
  deleteDescription: string;
  deleteDone: (name: string) => string;
}

export interface TemplateListPageProps<T extends { id: number; name: string }, F extends string> {
  texts: TemplateListTexts;
  list: ListParamsState<F>;
  /** The list's query (TanStack Query's result). */
  templates: {
    data?: { data: T[]; meta: PageMeta };
    isPending: boolean;
    isFetching: boolean;
    isError: boolean;
    refetch: () => unknown;
  };
  /** The module's columns hook, given what its delete action opens. */
  useColumns: (onDelete: (template: T) => void) => ColumnDef<T>[];
  removeTemplate: (id: number) => Promise<unknown>;
  create: { permission: string; to: string };
  filters: ReactNode;
  storageKey: string;
  defaultHiddenColumns: string[];
  /** A row's name as people read it (a system template's in the reader's language). */
  rowLabel: (template: T) => string;
  onRowClick?: (template: T) => void;
}

/**
 * A list of message templates (e-mail templates, notification templates): the header with its
 * create button, the searchable, filterable table, and the delete confirmation. Each module gives
 * its texts, columns, filters and where a row goes.
 */
export function TemplateListPage<T extends { id: number; name: string }, F extends string>({
  texts,
  list,
  templates,
  useColumns,
  removeTemplate,
  create,
  filters,
  storageKey,
  defaultHiddenColumns,
  rowLabel,
  onRowClick,
}: TemplateListPageProps<T, F>) {
  const { t } = useTranslation('ui');
  const { can } = useAuth();
  const [deleting, setDeleting] = useState<T | null>(null);
  const columns = useColumns(useCallback((template: T) => setDeleting(template), []));
  const createButton = can(create.permission) && (
    <Button asChild colorPalette="blue">
      <RouterLink to={create.to}>
        <Plus size={16} aria-hidden="true" />
        {texts.create}
      </RouterLink>
    </Button>
  );
  return (
    <Stack gap="6">
      <PageHeader
        title={texts.title}
        description={texts.description}
        breadcrumbs={[{ label: t('ui:page.home'), to: '/dashboard' }, { label: texts.title }]}
        actions={createButton}
      />
      <DataTable
        label={texts.title}
        columns={columns}
        data={templates.data?.data}
        meta={templates.data?.meta}
        list={list}
        getRowId={(template) => String(template.id)}
        getRowLabel={rowLabel}
        isLoading={templates.isPending}
        isFetching={templates.isFetching}
        isError={templates.isError}
        onRetry={() => void templates.refetch()}
        searchPlaceholder={texts.searchPlaceholder}
        filters={filters}
        storageKey={storageKey}
        defaultHiddenColumns={defaultHiddenColumns}
        onRowClick={onRowClick}
        emptyTitle={texts.emptyTitle}
        emptyDescription={texts.emptyDescription}
        emptyAction={createButton}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={texts.deleteTitle(deleting ? rowLabel(deleting) : '')}
        description={texts.deleteDescription}
        irreversible
        onConfirm={async () => {
          if (!deleting) return;
          await removeTemplate(deleting.id);
          toaster.success({ title: texts.deleteDone(rowLabel(deleting)) });
        }}
      />
    </Stack>
  );
}
