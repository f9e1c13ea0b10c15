import { Button, EmptyState, IconButton, Menu, Portal, VStack } from '@chakra-ui/react';
import type { Column } from '@tanstack/react-table';
import { Columns3, Download, RotateCcw, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ExportFormat } from './data-table-types';

/** The pieces of the list's toolbar and its error state (./data-table). */

/** The export: a button with its formats, an icon on a phone so the first card stays in view. */
export function ExportMenu({
  formats,
  exporting,
  isNarrow,
  onExport,
}: {
  formats: readonly ExportFormat[];
  exporting: ExportFormat | null;
  isNarrow: boolean;
  onExport: (format: ExportFormat) => void;
}) {
  const { t } = useTranslation('ui');
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        {isNarrow ? (
          <IconButton
            size="sm"
            variant="outline"
            flexShrink={0}
            loading={exporting !== null}
            aria-label={t('table.export')}
            title={t('table.export')}
          >
            <Download />
          </IconButton>
        ) : (
          <Button size="sm" variant="outline" loading={exporting !== null}>
            <Download size={14} aria-hidden="true" />
            {t('table.export')}
          </Button>
        )}
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {formats.map((format) => (
              <Menu.Item key={format} value={format} onSelect={() => onExport(format)}>
                {t(format === 'xlsx' ? 'table.export_xlsx' : 'table.export_csv')}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Which columns show (from `md` up), remembered by the table. */
export function ColumnsMenu<TData>({ columns }: { columns: Column<TData>[] }) {
  const { t } = useTranslation('ui');
  return (
    <Menu.Root closeOnSelect={false}>
      <Menu.Trigger asChild>
        <Button size="sm" variant="outline">
          <Columns3 size={14} aria-hidden="true" />
          {t('table.columns')}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="48">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{t('table.visible_columns')}</Menu.ItemGroupLabel>
              {columns.map((column) => (
                <Menu.CheckboxItem
                  key={column.id}
                  value={column.id}
                  checked={column.getIsVisible()}
                  onCheckedChange={(checked) => column.toggleVisibility(checked)}
                >
                  {column.columnDef.meta?.label ?? column.id}
                  <Menu.ItemIndicator />
                </Menu.CheckboxItem>
              ))}
            </Menu.ItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The list could not be loaded: says so, with a retry when the page gives one. */
export function DataTableError({ onRetry }: { onRetry: (() => void) | undefined }) {
  const { t } = useTranslation('ui');
  return (
    <EmptyState.Root borderWidth="1px" borderRadius="md">
      <EmptyState.Content>
        <EmptyState.Indicator color="fg.error">
          <TriangleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{t('table.error_title')}</EmptyState.Title>
          <EmptyState.Description>{t('table.error_description')}</EmptyState.Description>
        </VStack>
        {onRetry && (
          <Button size="sm" variant="outline" onClick={onRetry}>
            <RotateCcw size={14} aria-hidden="true" />
            {t('table.retry')}
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
