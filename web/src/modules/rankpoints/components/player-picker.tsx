import { Alert, Box, Button, Field, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { Search, UserRound } from 'lucide-react';
import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  PLAYER_SEARCH_MIN_LENGTH,
  type RankpointPlayer,
  usePlayerSearch,
  usePlayerSource,
} from '../api/search-players';

function useDebounced(value: string, ms: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export interface PlayerPickerProps {
  label: string;
  /** The chosen player, or null. */
  value: RankpointPlayer | null;
  onChange: (player: RankpointPlayer | null) => void;
  onBlur?: () => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The player of a new rank point record: a search box (a combobox, from the third character, SPEC
 * §5) while none is chosen, then the chosen player with a button to change. Searches the users
 * list, or the match players for someone without user.view; without either it says so.
 */
export function PlayerPicker({ label, value, onChange, onBlur, error, inputRef }: PlayerPickerProps) {
  const { t } = useTranslation(['rankpoints', 'common']);
  const source = usePlayerSource();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const term = useDebounced(text.trim(), 250);
  const players = usePlayerSearch(source, term);
  const listId = useId();
  const results = term.length >= PLAYER_SEARCH_MIN_LENGTH ? (players.data ?? []) : [];
  const showList = isOpen && text.trim().length >= PLAYER_SEARCH_MIN_LENGTH;

  const choose = (player: RankpointPlayer | undefined) => {
    if (!player) return;
    onChange(player);
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
      event.stopPropagation();
      setIsOpen(false);
    }
  };

  if (source === null)
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Description>{t('rankpoints:form.player_search_forbidden')}</Alert.Description>
      </Alert.Root>
    );

  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {value ? (
        <HStack
          width="full"
          justify="space-between"
          borderWidth="1px"
          borderRadius="md"
          px="3"
          py="2"
          gap="3"
          aria-live="polite"
        >
          <HStack gap="2" minW="0">
            <UserRound size={16} aria-hidden="true" />
            <Box minW="0">
              <Text fontWeight="medium" truncate>
                {value.name}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                @{value.username}
              </Text>
            </Box>
          </HStack>
          <Button size="xs" variant="outline" onClick={() => onChange(null)}>
            {t('rankpoints:form.change_player')}
          </Button>
        </HStack>
      ) : (
        <Box position="relative" width="full">
          <InputGroup
            startElement={<Search size={16} aria-hidden="true" />}
            endElement={players.isFetching ? <Spinner size="xs" /> : undefined}
          >
            <Input
              ref={inputRef}
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={showList}
              aria-controls={listId}
              aria-activedescendant={showList && results[active] ? `${listId}-${active}` : undefined}
              placeholder={t('rankpoints:form.player_placeholder')}
              autoComplete="off"
              value={text}
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
              maxH="60"
              overflowY="auto"
              py="1"
            >
              {results.length === 0 ? (
                <Text as="li" px="3" py="2" fontSize="sm" color="fg.muted">
                  {players.isFetching || term !== text.trim()
                    ? t('common:loading')
                    : t('rankpoints:form.no_players')}
                </Text>
              ) : (
                results.map((player, index) => (
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
                    <Text fontSize="xs" color="fg.muted">
                      @{player.username}
                    </Text>
                  </Stack>
                ))
              )}
            </Box>
          )}
        </Box>
      )}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        !value && <Field.HelperText>{t('rankpoints:form.player_min_chars')}</Field.HelperText>
      )}
    </Field.Root>
  );
}
