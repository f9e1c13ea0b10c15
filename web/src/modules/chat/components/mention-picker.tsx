import { Box, HStack, Text } from '@chakra-ui/react';
import type { ChatDetail, ChatPerson } from '@pickleball/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { listMembers } from '../api/list-members';
import { chatKeys } from '../chat.keys';
import { PersonAvatar } from './chat-avatar';
import { type MentionQuery, matchesMention } from './mentions';

const MENTION_OPTIONS = 8;

/** The people a mention may name: the participants held, or (a large channel) the server's search. */
export function useMentionCandidates(
  chat: ChatDetail,
  mention: MentionQuery | null,
  myId: number,
): ChatPerson[] {
  const isComplete = chat.members.length >= chat.member_count;
  const term = useDebounced(mention?.query.trim() ?? '', 200);
  const searched = useQuery({
    queryKey: chatKeys.members(chat.id, term),
    queryFn: ({ signal }) => listMembers(chat.id, term, signal),
    enabled: mention !== null && !isComplete,
    staleTime: 60_000,
  });
  return useMemo(() => {
    if (!mention) return [];
    const people = isComplete
      ? chat.members.map((member) => member.user).filter((person) => matchesMention(person, mention.query))
      : (searched.data?.data ?? []).map((member) => member.user);
    return people.filter((person) => person.id !== myId).slice(0, MENTION_OPTIONS);
  }, [mention, isComplete, chat.members, searched.data, myId]);
}

/**
 * The people `@` may name, above the text box: a listbox the text box drives (arrows, Enter or
 * Tab to pick, Escape to dismiss); a click picks without taking the focus from the text.
 */
export function MentionList({
  listId,
  options,
  active,
  onPick,
  onHover,
}: {
  listId: string;
  options: ChatPerson[];
  /** The option the arrows are on. */
  active: number;
  onPick: (person: ChatPerson) => void;
  onHover: (index: number) => void;
}) {
  const { t } = useTranslation('chat');
  return (
    <Box
      id={listId}
      role="listbox"
      aria-label={t('chat:composer.mention_list')}
      position="absolute"
      bottom="100%"
      insetStart={{ base: '2', md: '4' }}
      mb="1"
      w={{ base: 'calc(100% - 1rem)', md: '80' }}
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      shadow="lg"
      py="1"
      zIndex="dropdown"
    >
      {options.map((person, index) => (
        <HStack
          key={person.id}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          gap="2"
          px="3"
          py="1.5"
          cursor="pointer"
          bg={index === active ? 'bg.muted' : undefined}
          onMouseDown={(event) => {
            event.preventDefault();
            onPick(person);
          }}
          onMouseEnter={() => onHover(index)}
        >
          <PersonAvatar person={person} size="2xs" />
          <Text fontSize="sm" truncate>
            {person.name}
          </Text>
          <Text fontSize="xs" color="fg.muted" truncate>
            @{person.username}
          </Text>
        </HStack>
      ))}
    </Box>
  );
}
