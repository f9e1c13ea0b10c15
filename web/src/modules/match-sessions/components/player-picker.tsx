import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Heading,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { MatchSessionType } from '@pickleball/domain';
import { QUICK_ADD_COUNTS } from '@pickleball/domain/match-sessions/match-sessions.rules';
import { Search, UserPlus, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { formatDecimal } from '../../../lib/format';
import { useSessionCandidates } from '../api/search-session-candidates';
import { addNextCandidates, type SelectedPlayer, togglePlayer } from './player-selection';

/** SPEC §5: the player search starts at 3 characters. */
const SEARCH_MIN = 3;

export interface PlayerPickerProps {
  selected: readonly SelectedPlayer[];
  onChange: (players: SelectedPlayer[]) => void;
  matchType: MatchSessionType;
  clubId: number | null;
  /** The form's message for the selection (too few players), shown under the chips. */
  error?: string;
}

/** A player's rating as the rankings write it ("3,500" in Vietnamese), or nothing when unrated. */
export function RatingText({ rating }: { rating: number | null }) {
  const { t, i18n } = useTranslation('match-sessions');
  return (
    <Text as="span" fontSize="xs" color="fg.muted" whiteSpace="nowrap">
      {rating === null
        ? t('match-sessions:players.unrated')
        : t('match-sessions:players.rating', { rating: formatDecimal(rating, i18n.language, 3) })}
    </Text>
  );
}

/**
 * The generator's players: search from 3 characters, the chosen club's members to tick, quick-add
 * buttons taking the next candidates listed, the selection as removable chips with its count.
 */
export function PlayerPicker({ selected, onChange, matchType, clubId, error }: PlayerPickerProps) {
  const { t } = useTranslation(['match-sessions', 'validation']);
  const [text, setText] = useState('');
  const term = useDebounced(text.trim());
  const isShort = term.length > 0 && term.length < SEARCH_MIN;
  const search = term.length >= SEARCH_MIN ? term : undefined;
  const candidates = useSessionCandidates({
    search,
    club_id: clubId ?? undefined,
    match_type: matchType,
  });
  const listed = isShort ? [] : (candidates.data ?? []);
  const selectedIds = new Set(selected.map((player) => player.id));
  const remaining = listed.filter((candidate) => !selectedIds.has(candidate.id)).length;
  const searchId = useId();
  const hintId = useId();
  const listId = useId();

  return (
    <Stack gap="4">
      <Field.Root>
        <Field.Label htmlFor={searchId}>{t('match-sessions:players.search_label')}</Field.Label>
        <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
          <Input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            // Enter searches as typing does; it must not submit the generator's form.
            onKeyDown={(event) => {
              if (event.key === 'Enter') event.preventDefault();
            }}
            placeholder={t('match-sessions:players.search_placeholder')}
            aria-describedby={hintId}
            autoComplete="off"
          />
        </InputGroup>
        <Field.HelperText id={hintId} color={isShort ? 'fg.warning' : undefined}>
          {isShort
            ? t('validation:player_search_min')
            : clubId === null
              ? t('match-sessions:players.search_help')
              : t('match-sessions:players.search_help_club')}
        </Field.HelperText>
      </Field.Root>

      <Stack gap="2">
        <HStack justify="space-between" flexWrap="wrap" gap="2">
          <Heading as="h3" size="sm" id={listId}>
            {search ? t('match-sessions:players.results') : t('match-sessions:players.club_members')}
          </Heading>
          <HStack gap="1.5" flexWrap="wrap" role="group" aria-label={t('match-sessions:players.quick_add')}>
            {QUICK_ADD_COUNTS.map((count) => (
              <Button
                key={count}
                size="xs"
                variant="outline"
                disabled={remaining === 0}
                aria-label={t('match-sessions:players.quick_add_n', { count })}
                onClick={() => onChange(addNextCandidates(selected, listed, count))}
              >
                <UserPlus size={14} aria-hidden="true" />+{count}
              </Button>
            ))}
          </HStack>
        </HStack>
        <Box
          borderWidth="1px"
          borderRadius="md"
          maxH="72"
          overflowY="auto"
          aria-labelledby={listId}
          role="group"
        >
          {candidates.isFetching && listed.length === 0 ? (
            <Stack p="3" gap="2">
              <Skeleton height="5" />
              <Skeleton height="5" />
              <Skeleton height="5" />
            </Stack>
          ) : candidates.isError ? (
            <Text p="3" color="fg.error" fontSize="sm">
              {candidates.error.message}
            </Text>
          ) : listed.length === 0 ? (
            <Text p="3" color="fg.muted" fontSize="sm">
              {search
                ? t('match-sessions:players.none_found')
                : clubId === null
                  ? t('match-sessions:players.pick_club_or_search')
                  : t('match-sessions:players.no_members')}
            </Text>
          ) : (
            <Stack gap="0">
              {listed.map((candidate) => (
                <Checkbox.Root
                  key={candidate.id}
                  size="sm"
                  px="3"
                  py="2"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: '0' }}
                  alignItems="flex-start"
                  checked={selectedIds.has(candidate.id)}
                  onCheckedChange={(event) =>
                    onChange(togglePlayer(selected, candidate, event.checked === true))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label flex="1" minW="0">
                    <HStack justify="space-between" gap="2" align="flex-start">
                      <Box minW="0">
                        <Text as="span" display="block" overflowWrap="anywhere">
                          {candidate.name}
                        </Text>
                        <Text
                          as="span"
                          display="block"
                          fontSize="xs"
                          color="fg.muted"
                          overflowWrap="anywhere"
                        >
                          @{candidate.username}
                        </Text>
                      </Box>
                      <Stack gap="0.5" align="flex-end" flexShrink={0}>
                        <RatingText rating={candidate.rating} />
                        {candidate.club_member && (
                          <Badge size="sm" variant="subtle" colorPalette="blue">
                            {t('match-sessions:players.member')}
                          </Badge>
                        )}
                      </Stack>
                    </HStack>
                  </Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          )}
        </Box>
      </Stack>

      <Stack gap="2">
        <HStack justify="space-between" gap="2">
          <Heading as="h3" size="sm" aria-live="polite">
            {t('match-sessions:players.selected', { count: selected.length })}
          </Heading>
          {selected.length > 0 && (
            <Button size="xs" variant="ghost" onClick={() => onChange([])}>
              {t('match-sessions:players.clear')}
            </Button>
          )}
        </HStack>
        {selected.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('match-sessions:players.none_selected')}
          </Text>
        ) : (
          <HStack as="ul" gap="2" flexWrap="wrap" listStyleType="none" m="0" p="0">
            {selected.map((player) => (
              <HStack
                as="li"
                key={player.id}
                gap="1.5"
                ps="3"
                pe="1"
                py="1"
                borderWidth="1px"
                borderRadius="full"
                bg="bg.subtle"
                maxW="full"
              >
                <Text fontSize="sm" truncate>
                  {player.name}
                </Text>
                {player.rating !== undefined && <RatingText rating={player.rating} />}
                <IconButton
                  size="2xs"
                  variant="ghost"
                  borderRadius="full"
                  aria-label={t('match-sessions:players.remove', { name: player.name })}
                  onClick={() => onChange(selected.filter((item) => item.id !== player.id))}
                >
                  <X size={12} aria-hidden="true" />
                </IconButton>
              </HStack>
            ))}
          </HStack>
        )}
        {error && (
          <Text fontSize="sm" color="fg.error" role="alert">
            {error}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
