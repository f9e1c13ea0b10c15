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
   * Cards per row by breakpoint (2 on a phone, 3 from `md`, up to 6 on laptops by default): every
   * card is in view, none cut at the screen's edge.
   */
  columns?: Record<string, number>;
}

/**
 * A row of figure cards over a list ("Total 120 · Active 110 · …"). Each card is a `dl` (label,
 * value, help). On a phone they sit two to a row, compact, so each reads in full.
 */
export function StatCards({ items, isLoading = false, columns }: StatCardsProps) {
  const { i18n } = useTranslation();
  const perRow = { base: 2, ...(columns ?? { md: 3, xl: Math.min(items.length, 6) }) };
  return (
    <Box
      display="grid"
      gridTemplateColumns={Object.fromEntries(
        Object.entries(perRow).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]),
      )}
      gap={{ base: '2', md: '4' }}
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
          minW="0"
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
