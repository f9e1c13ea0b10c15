import { Box, HStack, Skeleton, Stat } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';

/** One figure of {@link StatCards}. */
export interface StatCardItem {
  /** Stable key. */
  id: string;
  /** What is counted: "Active users". */
  label: string;
  /** A number (formatted in the user's language) or ready text; undefined while loading. */
  value: number | string | undefined;
  /** A small line under the value: "of 120", "+3 this month". */
  helpText?: ReactNode;
  /** An icon (lucide) shown in the corner. */
  icon?: ReactNode;
  /** Colour of the icon's badge (Chakra palette): blue, green, red, orange, purple, gray. */
  colorPalette?: string;
}

export interface StatCardsProps {
  items: readonly StatCardItem[];
  /** Shows skeletons instead of values. */
  isLoading?: boolean;
  /**
   * Cards per row by breakpoint (3 from `md`, up to 6 on laptops by default). Without a `base`
   * count, phones get one row that scrolls sideways (the figures over a list, so the list starts
   * in view); with one, a grid (a detail page's few figures).
   */
  columns?: Record<string, number>;
}

/**
 * A row of figure cards over a list ("Total 120 · Active 110 · …"). Each card is a `dl` (label,
 * value, help). On a phone they form one row that scrolls sideways, so the list starts in view.
 */
export function StatCards({ items, isLoading = false, columns }: StatCardsProps) {
  const { i18n } = useTranslation();
  const perRow = columns ?? { md: 3, xl: Math.min(items.length, 6) };
  const scrolls = perRow.base === undefined;
  return (
    <Box
      display={scrolls ? { base: 'flex', md: 'grid' } : 'grid'}
      gridTemplateColumns={Object.fromEntries(
        Object.entries(perRow).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
      )}
      overflowX={scrolls ? { base: 'auto', md: 'visible' } : undefined}
      gap={scrolls ? { base: '2', md: '4' } : { base: '3', md: '4' }}
      mx={scrolls ? { base: '-4', md: '0' } : undefined}
      px={scrolls ? { base: '4', md: '0' } : undefined}
      pb={scrolls ? { base: '1', md: '0' } : undefined}
    >
      {items.map((item) => (
        <HStack
          key={item.id}
          justify="space-between"
          align="flex-start"
          gap="2"
          borderWidth="1px"
          borderRadius="lg"
          bg="bg.panel"
          p={{ base: '2.5', md: '4' }}
          shadow="xs"
          flexShrink={0}
          minW={scrolls ? { base: '8.5rem', md: '0' } : '0'}
        >
          <Stat.Root size={{ base: 'sm', md: 'md' }} minW="0">
            <Stat.Label>{item.label}</Stat.Label>
            <Stat.ValueText>
              {isLoading || item.value === undefined ? (
                <Skeleton height="7" width="16" mt="1" />
              ) : typeof item.value === 'number' ? (
                formatNumber(item.value, i18n.language)
              ) : (
                item.value
              )}
            </Stat.ValueText>
            {item.helpText && (
              <Stat.HelpText asChild>
                <dd>{item.helpText}</dd>
              </Stat.HelpText>
            )}
          </Stat.Root>
          {item.icon && (
            <Box
              colorPalette={item.colorPalette ?? 'blue'}
              bg="colorPalette.subtle"
              color="colorPalette.fg"
              borderRadius="md"
              p="1.5"
              aria-hidden="true"
              display={{ base: 'none', sm: 'block' }}
              flexShrink={0}
            >
              {item.icon}
            </Box>
          )}
        </HStack>
      ))}
    </Box>
  );
}
