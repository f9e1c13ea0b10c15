import { Box, Button, chakra, Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { PAGE_SIZES, type PageMeta } from '@pickleball/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { buildPageItems } from './pagination-items';

export interface DataTablePaginationProps {
  /** The list's `meta` from the API; nothing is shown until it is known. */
  meta: PageMeta;
  /** Called with a 1-based page number. */
  onPageChange: (page: number) => void;
  /** Called with one of 10, 15, 25, 50 or 100. */
  onPerPageChange: (perPage: number) => void;
  /** Page sizes offered; ARCHITECTURE's 10/15/25/50/100 by default. */
  pageSizes?: readonly number[];
}

/**
 * "1–15 of 120" ("of about 38,000" when the API estimated the total), a rows-per-page choice and
 * a pager with first, last and neighbouring pages (no last page when it is only estimated).
 */
export function DataTablePagination({
  meta,
  onPageChange,
  onPerPageChange,
  pageSizes = PAGE_SIZES,
}: DataTablePaginationProps) {
  const { t, i18n } = useTranslation('ui');
  const selectId = useId();
  const locale = i18n.language;
  const from = meta.total === 0 ? 0 : (meta.page - 1) * meta.per_page + 1;
  const to = Math.min(meta.total, meta.page * meta.per_page);
  const items = buildPageItems(meta.page, meta.last_page, 1, meta.total_is_estimate);

  return (
    <Flex
      as="nav"
      aria-label={t('pagination.label')}
      direction={{ base: 'column', md: 'row' }}
      gap="3"
      align={{ base: 'stretch', md: 'center' }}
      justify="space-between"
      pt="3"
    >
      <HStack gap="3" justify={{ base: 'space-between', md: 'flex-start' }}>
        <Text fontSize="sm" color="fg.muted" aria-live="polite">
          {t(meta.total_is_estimate ? 'pagination.range_estimate' : 'pagination.range', {
            from: formatNumber(from, locale),
            to: formatNumber(to, locale),
            total: formatNumber(meta.total, locale),
          })}
        </Text>
        <HStack gap="2">
          <chakra.label htmlFor={selectId} fontSize="sm" color="fg.muted" whiteSpace="nowrap">
            {t('pagination.per_page')}
          </chakra.label>
          <NativeSelect.Root size="sm" width="20">
            <NativeSelect.Field
              id={selectId}
              value={String(meta.per_page)}
              onChange={(event) => onPerPageChange(Number(event.currentTarget.value))}
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      </HStack>
      <HStack gap="1" justify={{ base: 'center', md: 'flex-end' }} flexWrap="wrap">
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('pagination.previous')}
          disabled={meta.page <= 1}
          onClick={() => onPageChange(meta.page - 1)}
        >
          <ChevronLeft />
        </IconButton>
        {items.map((item, index) =>
          item === 'gap' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: gaps have no identity but their place
            <Box key={`gap-${index}`} px="1" color="fg.muted" aria-hidden="true">
              …
            </Box>
          ) : (
            <Button
              key={item}
              size="sm"
              minW="9"
              variant={item === meta.page ? 'solid' : 'ghost'}
              aria-current={item === meta.page ? 'page' : undefined}
              aria-label={t('pagination.go_to_page', { page: item })}
              onClick={() => onPageChange(item)}
            >
              {formatNumber(item, locale)}
            </Button>
          ),
        )}
        <IconButton
          size="sm"
          variant="ghost"
          aria-label={t('pagination.next')}
          disabled={meta.next_cursor === null}
          onClick={() => onPageChange(meta.page + 1)}
        >
          <ChevronRight />
        </IconButton>
      </HStack>
    </Flex>
  );
}
