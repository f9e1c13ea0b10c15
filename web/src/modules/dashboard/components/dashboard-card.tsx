import { Badge, Box, Heading, HStack, Link, LinkBox, LinkOverlay, Stack, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { ChevronRight } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';

/**
 * One card of the dashboard: the whole card leads to where one acts on it (`to`), and the links
 * inside it (a figure's filtered list, a match's scoreboard) stay clickable above that overlay.
 */
export function DashboardCard({
  title,
  icon: Icon,
  to,
  colorPalette = 'blue',
  children,
}: {
  title: string;
  icon: LucideIcon;
  /** Where the card leads; none when the user may read the figures but not open the module. */
  to?: string;
  colorPalette?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <LinkBox
      as="section"
      aria-labelledby={headingId}
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      shadow="xs"
      p={{ base: '4', md: '5' }}
      colorPalette={colorPalette}
      display="flex"
      flexDirection="column"
      gap="4"
      minW="0"
      transition="border-color 0.15s, box-shadow 0.15s"
      _hover={to ? { borderColor: 'colorPalette.muted', shadow: 'sm' } : undefined}
    >
      <HStack gap="3">
        <Box bg="colorPalette.subtle" color="colorPalette.fg" borderRadius="md" p="2" aria-hidden="true">
          <Icon size={18} />
        </Box>
        <Heading as="h2" size="sm" id={headingId} flex="1" minW="0">
          {to ? (
            <LinkOverlay asChild>
              <RouterLink to={to}>{title}</RouterLink>
            </LinkOverlay>
          ) : (
            title
          )}
        </Heading>
        {to && (
          <Box color="fg.muted" aria-hidden="true">
            <ChevronRight size={18} />
          </Box>
        )}
      </HStack>
      {children}
    </LinkBox>
  );
}

/** The card's main figure: its value large, what it counts under it. */
export function Headline({ label, value, tone }: { label: string; value: string; tone?: 'danger' }) {
  return (
    // The label comes first for screen readers (dt before dd); the value shows on top.
    <Stack as="dl" gap="0" flexDirection="column-reverse">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        as="dd"
        fontSize={{ base: '2xl', md: '3xl' }}
        fontWeight="semibold"
        lineHeight="1.2"
        fontVariantNumeric="tabular-nums"
        color={tone === 'danger' ? 'fg.error' : undefined}
        overflowWrap="anywhere"
      >
        {value}
      </Text>
    </Stack>
  );
}

export interface Figure {
  id: string;
  label: string;
  /** Already formatted in the user's language. */
  value: string;
  /** A filtered list of the module where these are. */
  to?: string;
  /** Shown as a badge of this colour (something waits for action), otherwise as plain text. */
  alert?: 'red' | 'orange';
}

/** The card's other figures: a label on the left (a link when it leads somewhere), the value on the right. */
export function FigureList({ figures }: { figures: readonly Figure[] }) {
  return (
    <Stack as="dl" gap="2" fontSize="sm" borderTopWidth="1px" pt="3">
      {figures.map((figure) => (
        <HStack key={figure.id} justify="space-between" gap="3">
          <Text as="dt" color="fg.muted" minW="0">
            {figure.to ? (
              <Link asChild color="fg" variant="underline">
                <RouterLink to={figure.to}>{figure.label}</RouterLink>
              </Link>
            ) : (
              figure.label
            )}
          </Text>
          <Box as="dd" fontWeight="medium" fontVariantNumeric="tabular-nums" flexShrink={0}>
            {figure.alert ? (
              <Badge colorPalette={figure.alert} variant="solid" size="sm">
                {figure.value}
              </Badge>
            ) : (
              figure.value
            )}
          </Box>
        </HStack>
      ))}
    </Stack>
  );
}
