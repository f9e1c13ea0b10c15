import { Box, HStack, SimpleGrid, Skeleton, Stat } from '@chakra-ui/react';
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
  /** Cards per row by breakpoint; 2 on phones, up to 6 on laptops by default. */
  columns?: Record<string, number>;
}

/** A row of figure cards over a list ("Total 120 · Active 110 · …"). Each card is a `dl` (label, value, help). */
export function StatCards({ items, isLoading = false, columns }: StatCardsProps) {
  const { i18n } = useTranslation();
  return (
    <SimpleGrid
      columns={columns ?? { base: 2, md: 3, xl: Math.min(items.length, 6) }}
      gap={{ base: '3', md: '4' }}
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
          p={{ base: '3', md: '4' }}
          shadow="xs"
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
    </SimpleGrid>
  );
}
