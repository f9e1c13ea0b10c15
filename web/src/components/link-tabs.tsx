import { HStack, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export interface LinkTab<T extends string> {
  value: T;
  to: string;
  label: ReactNode;
}

/**
 * A detail page's views as tabs that are links (each view has its own address): a navigation
 * landmark named by `label` whose current link says so (`aria-current`), wrapping onto a second
 * line on a narrow phone (every tab in view, none hidden past the edge), and left out of a print.
 */
export function LinkTabs<T extends string>({
  label,
  tabs,
  current,
}: {
  label: string;
  tabs: readonly LinkTab<T>[];
  current: T;
}) {
  return (
    <HStack
      as="nav"
      aria-label={label}
      gap="1"
      rowGap="0"
      flexWrap="wrap"
      borderBottomWidth="1px"
      data-print-hidden=""
    >
      {tabs.map((tab) => {
        const isCurrent = tab.value === current;
        return (
          <Link
            asChild
            key={tab.value}
            px="3"
            py="2"
            whiteSpace="nowrap"
            fontWeight={isCurrent ? 'semibold' : 'medium'}
            color={isCurrent ? 'fg' : 'fg.muted'}
            borderBottomWidth="2px"
            borderColor={isCurrent ? 'blue.solid' : 'transparent'}
            mb="-1px"
            textDecoration="none"
            _hover={{ color: 'fg', textDecoration: 'none' }}
          >
            <RouterLink to={tab.to} aria-current={isCurrent ? 'page' : undefined}>
              {tab.label}
            </RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
