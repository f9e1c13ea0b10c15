import { Box, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { PLAYER_SEARCH_WORD_MIN } from '@pickleball/domain/matches/matches.schemas';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type KeyboardEvent, type Ref, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../search-picker/use-debounced';

/** A player as a search lists them. */
export interface FoundPlayer {
  id: number;
  name: string;
  username: string;
}

/** Characters before the API is asked: 2 (a whole name such as "An"; SPEC §5), the API wants 3 for a part of a word. */
export const PLAYER_SEARCH_MIN = PLAYER_SEARCH_WORD_MIN;

export interface PlayerSearchProps<P extends FoundPlayer> {
  /** Accessible name of the box (and its placeholder unless `placeholder` is given). */
  label: string;
  /** Called with the chosen player; the box empties. */
  onSelect: (player: P) => void;
  /** Asks the API for the players matching the text (at least PLAYER_SEARCH_MIN characters). */
  search: (term: string, signal: AbortSignal) => Promise<P[]>;
  /** The query key's start; the text is added to it. */
  queryKey: readonly unknown[];
  /** A note under the results for a player, e.g. "already in this match". */
  describePlayer?: (player: P) => string | undefined;
  placeholder?: string;
  /** The line under the box (default: 'Type at least 3 characters, or a whole 2-letter name'). */
  hintText?: string;
  /** The hint: always under the box (forms), only while too short (toolbars), or never (the field says it). */
  hint?: 'always' | 'when_short' | 'none';
  size?: 'sm' | 'md';
  width?: string | Record<string, string>;
  disabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  onBlur?: () => void;
}

/**
 * A player search box (a combobox): results appear under it from the second character (a whole
 * 2-letter name, SPEC §5), arrows move through them, Enter or a click chooses one, Escape closes.
 */
export function PlayerSearch<P extends FoundPlayer>({
  label,
  onSelect,
  search,
  queryKey,
  describePlayer,
  placeholder,
  hintText,
  hint = 'always',
  size = 'md',
  width,
  disabled,
  inputRef,
  onBlur,
}: PlayerSearchProps<P>) {
  const { t } = useTranslation(['ui', 'common']);
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const typed = text.trim();
  const term = useDebounced(typed);
  const players = useQuery({
    queryKey: [...queryKey, term],
    queryFn: ({ signal }) => search(term, signal),
    enabled: term.length >= PLAYER_SEARCH_MIN,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
  const listId = useId();
  const hintId = useId();
  const results = term.length >= PLAYER_SEARCH_MIN ? (players.data ?? []) : [];
  const isTooShort = typed.length > 0 && typed.length < PLAYER_SEARCH_MIN;
  const showList = isOpen && typed.length >= PLAYER_SEARCH_MIN;

  const choose = (player: P | undefined) => {
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
    } else if (event.key === 'Escape' && isOpen) {
      // Closes the list, not the dialog the box may be in.
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  const showHint = hint !== 'none' && (isTooShort || (hint === 'always' && typed.length === 0));
  return (
    <Box position="relative" width={width ?? 'full'}>
      <InputGroup
        startElement={<Search size={16} aria-hidden="true" />}
        endElement={players.isFetching ? <Spinner size="xs" /> : undefined}
      >
        <Input
          ref={inputRef}
          size={size}
          role="combobox"
          aria-label={label}
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-describedby={hint === 'none' ? undefined : hintId}
          aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
          placeholder={placeholder ?? label}
          autoComplete="off"
          value={text}
          disabled={disabled}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setIsOpen(true);
            setActive(0);
          }}
          onFocus={() => setIsOpen(true)}
          onBlur={() => {
            // A click on a result lands before the blur hides the list.
            window.setTimeout(() => setIsOpen(false), 150);
            onBlur?.();
          }}
          onKeyDown={handleKeyDown}
        />
      </InputGroup>
      {hint !== 'none' && (
        <Text
          id={hintId}
          fontSize="xs"
          color={isTooShort ? 'fg.warning' : 'fg.muted'}
          mt="1"
          aria-live="polite"
          srOnly={hint === 'when_short' && !isTooShort}
          position={hint === 'when_short' ? 'absolute' : undefined}
        >
          {showHint ? (hintText ?? t('ui:player_search.min_chars')) : ''}
        </Text>
      )}
      {showList && (
        <Box
          as="ul"
          id={listId}
          role="listbox"
          aria-label={label}
          position="absolute"
          zIndex="popover"
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
              {players.isError
                ? t('ui:picker.load_failed')
                : players.isFetching || term !== typed
                  ? t('common:loading')
                  : t('ui:player_search.none')}
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
