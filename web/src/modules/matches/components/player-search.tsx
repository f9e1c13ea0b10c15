import { Box, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import type { MatchPlayer } from '@pickleball/domain';
import { PLAYER_SEARCH_WORD_MIN as PLAYER_SEARCH_MIN_LENGTH } from '@pickleball/domain/matches/matches.schemas';
import { Search } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlayerSearch } from '../api/search-players';

export interface PlayerSearchProps {
  /** Accessible name and placeholder of the box. */
  label: string;
  /** Called with the chosen player; the box empties. */
  onSelect: (player: MatchPlayer) => void;
  /** A note under the results for a player, e.g. "already in this match". */
  describePlayer?: (player: MatchPlayer) => string | undefined;
  size?: 'sm' | 'md';
  width?: string | Record<string, string>;
  disabled?: boolean;
  /** The 'Type at least 3 characters' hint: always under the box (forms), or only while too short (toolbars). */
  hint?: 'always' | 'when_short';
}

/** Debounces typing so the API is asked once the user pauses. */
function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * A player search box (a combobox): results appear under it from the third character (SPEC §5),
 * arrows move through them, Enter or a click chooses one.
 */
export function PlayerSearch({
  label,
  onSelect,
  describePlayer,
  size = 'md',
  width,
  disabled,
  hint = 'always',
}: PlayerSearchProps) {
  const { t } = useTranslation('matches');
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebounced(text.trim(), 250);
  const players = usePlayerSearch(term);
  const listId = useId();
  const hintId = useId();
  const results = term.length >= PLAYER_SEARCH_MIN_LENGTH ? (players.data?.data ?? []) : [];
  const isTooShort = text.trim().length > 0 && text.trim().length < PLAYER_SEARCH_MIN_LENGTH;
  const showList = isOpen && text.trim().length >= PLAYER_SEARCH_MIN_LENGTH;

  const choose = (player: MatchPlayer | undefined) => {
    if (!player) return;
    onSelect(player);
    setText('');
    setIsOpen(false);
    setActive(0);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setIsOpen(true);
      setActive((index) => Math.min(index + 1, Math.max(results.length - 1, 0)));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((index) => Math.max(index - 1, 0));
    } else if (event.key === 'Enter' && showList) {
      event.preventDefault();
      choose(results[active]);
    } else if (event.key === 'Escape') {
      setIsOpen(false);
    }
  };

  return (
    <Box position="relative" width={width ?? 'full'}>
      <InputGroup
        startElement={<Search size={16} aria-hidden="true" />}
        endElement={players.isFetching ? <Spinner size="xs" /> : undefined}
      >
        <Input
          size={size}
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-describedby={hintId}
          aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
          placeholder={label}
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setIsOpen(true);
            setActive(0);
          }}
          onFocus={() => setIsOpen(true)}
          // A click on a result lands before the blur hides the list.
          onBlur={() => window.setTimeout(() => setIsOpen(false), 150)}
          onKeyDown={handleKeyDown}
        />
      </InputGroup>
      <Text
        id={hintId}
        fontSize="xs"
        color={isTooShort ? 'fg.warning' : 'fg.muted'}
        mt="1"
        aria-live="polite"
        srOnly={hint === 'when_short' && !isTooShort}
        position={hint === 'when_short' ? 'absolute' : undefined}
      >
        {isTooShort || (hint === 'always' && text.trim().length === 0) ? t('matches:players.min_chars') : ''}
      </Text>
      {showList && (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={label}
          position="absolute"
          zIndex="dropdown"
          insetX="0"
          top="10"
          mt="1"
          bg="bg.panel"
          borderWidth="1px"
          borderRadius="md"
          shadow="md"
          maxH="64"
          overflowY="auto"
          py="1"
        >
          {results.length === 0 ? (
            <Text as="li" px="3" py="2" fontSize="sm" color="fg.muted">
              {players.isFetching || term !== text.trim() ? t('common:loading') : t('matches:players.none')}
            </Text>
          ) : (
            results.map((player, index) => {
              const note = describePlayer?.(player);
              return (
                <Stack
                  as="li"
                  key={player.id}
                  id={`${listId}-${index}`}
                  role="option"
                  aria-selected={index === active}
                  gap="0"
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={index === active ? 'bg.muted' : undefined}
                  onMouseEnter={() => setActive(index)}
                  onMouseDown={(event) => {
                    event.preventDefault();
                    choose(player);
                  }}
                >
                  <Text fontSize="sm" fontWeight="medium">
                    {player.name}
                  </Text>
                  <Text fontSize="xs" color={note ? 'fg.warning' : 'fg.muted'}>
                    @{player.username}
                    {note ? ` · ${note}` : ''}
                  </Text>
                </Stack>
              );
            })
          )}
        </Box>
      )}
    </Box>
  );
}
