import {
  Alert,
  Box,
  Button,
  Checkbox,
  chakra,
  HStack,
  Input,
  InputGroup,
  Skeleton,
  Stack,
  Tag,
  Text,
} from '@chakra-ui/react';
import type { ChatPerson } from '@pickleball/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { listCandidates } from '../api/list-candidates';
import { chatKeys } from '../chat.keys';
import { PersonAvatar } from './chat-avatar';

const PersonButton = chakra('button');

export interface PeoplePickerProps {
  label: string;
  myId: number;
  /** Leave out the participants of this conversation (adding people to it). */
  chatId?: number;
  /** `multiple`: people are ticked (shown as tags above); `single`: a click picks one at once. */
  mode: 'multiple' | 'single';
  selected?: readonly ChatPerson[];
  onChange?: (people: ChatPerson[]) => void;
  onPick?: (person: ChatPerson) => void;
  /** The form's message under the list ('At least one participant must be selected'). */
  errorText?: string;
  /** Disables the choices (the pick is being opened). */
  isBusy?: boolean;
}

/**
 * People who can chat (GET /chats/candidates: they hold chat.view), searched as one types
 * (diacritics ignored by the server), ticked for a group or picked at once for a direct chat.
 */
export function PeoplePicker({
  label,
  myId,
  chatId,
  mode,
  selected = [],
  onChange,
  onPick,
  errorText,
  isBusy,
}: PeoplePickerProps) {
  const { t } = useTranslation('chat');
  const [search, setSearch] = useState('');
  const term = useDebounced(search.trim(), 250);
  const listId = useId();
  const errorId = useId();
  const found = useQuery({
    queryKey: chatKeys.candidates(term, chatId),
    queryFn: ({ signal }) => listCandidates(term, chatId, signal),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  const people = (found.data ?? []).filter((person) => person.id !== myId);
  const selectedIds = new Set(selected.map((person) => person.id));

  const toggle = (person: ChatPerson, checked: boolean) => {
    if (!onChange) return;
    onChange(
      checked
        ? [...selected.filter((item) => item.id !== person.id), person]
        : selected.filter((item) => item.id !== person.id),
    );
  };

  return (
    <Stack gap="2">
      <Text asChild fontSize="sm" fontWeight="medium">
        <label htmlFor={`${listId}-search`}>{label}</label>
      </Text>
      {mode === 'multiple' && selected.length > 0 && (
        <HStack gap="1.5" flexWrap="wrap" aria-label={t('chat:picker.selected', { count: selected.length })}>
          {selected.map((person) => (
            <Tag.Root key={person.id} size="md" colorPalette="blue" borderRadius="full">
              <Tag.Label>{person.name}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={t('chat:picker.unselect', { name: person.name })}
                  onClick={() => toggle(person, false)}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </HStack>
      )}
      <InputGroup startElement={<Search size={16} aria-hidden="true" />}>
        <Input
          id={`${listId}-search`}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t('chat:picker.search')}
          aria-controls={listId}
          aria-describedby={errorText ? errorId : undefined}
          aria-invalid={errorText ? true : undefined}
          autoComplete="off"
        />
      </InputGroup>
      <Box
        id={listId}
        role={mode === 'multiple' ? 'group' : 'list'}
        aria-label={t('chat:picker.results')}
        aria-busy={found.isFetching}
        borderWidth="1px"
        borderColor={errorText ? 'border.error' : 'border'}
        borderRadius="md"
        maxH={{ base: '56', md: '64' }}
        overflowY="auto"
        p="1"
      >
        {found.isPending ? (
          <Stack gap="2" p="2">
            {[0, 1, 2].map((index) => (
              <HStack key={index} gap="2">
                <Skeleton boxSize="6" borderRadius="full" />
                <Skeleton h="3.5" flex="1" />
              </HStack>
            ))}
          </Stack>
        ) : found.isError ? (
          <Alert.Root status="error" size="sm">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('chat:picker.load_failed')}</Alert.Title>
              <Button
                size="2xs"
                variant="outline"
                mt="1"
                alignSelf="start"
                onClick={() => void found.refetch()}
              >
                {t('chat:actions.retry')}
              </Button>
            </Alert.Content>
          </Alert.Root>
        ) : people.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" p="3" textAlign="center">
            {term ? t('chat:picker.none_found') : t('chat:picker.nobody')}
          </Text>
        ) : mode === 'multiple' ? (
          people.map((person) => (
            <Checkbox.Root
              key={person.id}
              checked={selectedIds.has(person.id)}
              onCheckedChange={(event) => toggle(person, event.checked === true)}
              disabled={isBusy}
              display="flex"
              w="full"
              gap="3"
              px="2"
              py="1.5"
              borderRadius="sm"
              _hover={{ bg: 'bg.muted' }}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label flex="1" minW="0" fontWeight="normal">
                <PersonRow person={person} />
              </Checkbox.Label>
            </Checkbox.Root>
          ))
        ) : (
          people.map((person) => (
            <Box role="listitem" key={person.id}>
              <PersonButton
                type="button"
                display="flex"
                w="full"
                px="2"
                py="1.5"
                borderRadius="sm"
                textAlign="start"
                _hover={{ bg: 'bg.muted' }}
                _disabled={{ opacity: 0.5, cursor: 'wait' }}
                focusRing="inside"
                disabled={isBusy}
                onClick={() => onPick?.(person)}
              >
                <PersonRow person={person} />
              </PersonButton>
            </Box>
          ))
        )}
      </Box>
      {errorText && (
        <Text id={errorId} fontSize="sm" color="fg.error" role="alert">
          {errorText}
        </Text>
      )}
    </Stack>
  );
}

function PersonRow({ person }: { person: ChatPerson }) {
  return (
    <HStack gap="2.5" minW="0" flex="1">
      <PersonAvatar person={person} size="xs" />
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="medium" truncate>
          {person.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate>
          @{person.username}
        </Text>
      </Stack>
    </HStack>
  );
}
