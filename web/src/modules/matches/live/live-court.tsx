import { Box, Button, Grid, HStack, Stack, Text } from '@chakra-ui/react';
import { CircleDot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { teamNames } from '../components/match-labels';
import type { CourtCell, CourtEnd, CourtModel } from './live-court-model';

/** Each team's colour, the same on the live screen and the scoreboard. */
export const TEAM_PALETTE: Record<1 | 2, string> = { 1: 'blue', 2: 'orange' };

/**
 * A filled button in the surrounding team colour, one shade darker than Chakra's `solid`: white
 * on orange.600 is under 4.5:1, on orange.700 above it (the same for blue, for one look).
 */
export const TEAM_SOLID_BUTTON = {
  bg: 'colorPalette.700',
  color: 'white',
  _hover: { bg: 'colorPalette.800' },
  _active: { bg: 'colorPalette.800' },
} as const;

const COURT_KEYS = { right: 'matches:live.court_right', left: 'matches:live.court_left' } as const;

function Cell({ cell, palette }: { cell: CourtCell; palette: string }) {
  const { t } = useTranslation('matches');
  return (
    <Box
      colorPalette={palette}
      borderWidth={cell.isServer ? '2px' : '1px'}
      borderColor={cell.isServer ? 'colorPalette.solid' : 'border'}
      bg={cell.isServer ? 'colorPalette.subtle' : 'bg.panel'}
      borderRadius="md"
      px="2"
      py="1.5"
      minH="14"
      minW="0"
    >
      <HStack justify="space-between" gap="1">
        <Text fontSize="2xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
          {t(COURT_KEYS[cell.court])}
        </Text>
        {cell.isServer && (
          <HStack gap="1" color="colorPalette.fg" fontSize="2xs" fontWeight="bold">
            <CircleDot size={12} aria-hidden="true" />
            <Text as="span">{t('matches:live.serving_tag')}</Text>
          </HStack>
        )}
        {cell.isReceiver && (
          <Text fontSize="2xs" color="fg.muted" fontWeight="medium">
            {t('matches:live.receiving_tag')}
          </Text>
        )}
      </HStack>
      <Text fontSize="sm" fontWeight={cell.isServer ? 'bold' : 'medium'} lineClamp={2}>
        {cell.player?.name ?? ''}
      </Text>
    </Box>
  );
}

export interface CourtHalfProps {
  end: CourtEnd;
  side: 'left' | 'right';
  disabled: boolean;
  onRally: () => void;
  /** "A" or "L": the key that scores for this end, shown on laptops. */
  shortcut: string;
}

function CourtHalf({ end, side, disabled, onRally, shortcut }: CourtHalfProps) {
  const { t } = useTranslation('matches');
  const palette = TEAM_PALETTE[end.number];
  const teamLabel = t('matches:team_n', { number: end.number });
  const names = teamNames(end.players, teamLabel);
  return (
    <Stack
      gap="2"
      minW="0"
      colorPalette={palette}
      role="group"
      aria-label={t(side === 'left' ? 'matches:live.left_end' : 'matches:live.right_end', {
        team: teamLabel,
      })}
    >
      <HStack justify="space-between" align="baseline" gap="1">
        <Text fontWeight="bold" color="colorPalette.fg" fontSize="sm" truncate>
          {teamLabel}
        </Text>
        <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
          {t('matches:live.games_won_short', { count: end.gamesWon })}
        </Text>
      </HStack>
      <Stack gap="1.5">
        <Cell cell={end.cells[0]} palette={palette} />
        <Cell cell={end.cells[1]} palette={palette} />
      </Stack>
      <Text
        textAlign="center"
        fontSize={{ base: '5xl', md: '6xl' }}
        fontWeight="black"
        lineHeight="1"
        fontVariantNumeric="tabular-nums"
        aria-label={t('matches:live.points_of', { team: teamLabel, count: end.score })}
      >
        {end.score}
      </Text>
      <Button
        colorPalette={palette}
        size="2xl"
        height={{ base: '32', md: '28' }}
        whiteSpace="normal"
        flexDirection="column"
        gap="1"
        {...TEAM_SOLID_BUTTON}
        disabled={disabled}
        onClick={onRally}
        aria-keyshortcuts={shortcut}
      >
        <Text as="span" fontSize="lg" fontWeight="bold">
          {t('matches:live.rally_button')}
        </Text>
        <Text as="span" fontSize="sm" fontWeight="medium" lineClamp={1}>
          {teamLabel}
          {/* The players, for screen readers: the visible words stay first in the button's name. */}
          <Text as="span" srOnly>{` (${names})`}</Text>
        </Text>
      </Button>
    </Stack>
  );
}

export interface LiveCourtProps {
  model: CourtModel;
  disabled: boolean;
  onRally: (team: 'A' | 'B') => void;
}

/**
 * The court from above with the net in the middle: each team at its end (they change ends after
 * each game and at the deciding game's midpoint), who stands in which court, who serves and who
 * receives, the game score, and under each end the big button that gives that team the rally.
 */
export function LiveCourt({ model, disabled, onRally }: LiveCourtProps) {
  return (
    <Grid templateColumns="1fr auto 1fr" gap={{ base: '2', md: '4' }} alignItems="stretch">
      <CourtHalf
        end={model.left}
        side="left"
        disabled={disabled}
        onRally={() => onRally(model.left.team)}
        shortcut="A ArrowLeft"
      />
      <Box width="1" bg="border.emphasized" borderRadius="full" aria-hidden="true" />
      <CourtHalf
        end={model.right}
        side="right"
        disabled={disabled}
        onRally={() => onRally(model.right.team)}
        shortcut="L ArrowRight"
      />
    </Grid>
  );
}
