import { Button, HStack } from '@chakra-ui/react';
import type { ChatReaction } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format';
import { type ShownMessage, useMessageContext } from './message-context';
import { joinNames } from './system-line';

/** The reactions under a message: each emoji with its count, mine pressed; a tap toggles mine. */
export function MessageReactions({
  message,
  canReact,
  align,
}: {
  message: ShownMessage;
  canReact: boolean;
  align: 'flex-start' | 'flex-end';
}) {
  const { t, i18n } = useTranslation('chat');
  const { myId, membersById, onReact } = useMessageContext();
  const shown = message.reactions.filter((reaction) => reaction.count > 0);
  if (shown.length === 0) return null;
  const locale = i18n.language;
  return (
    <HStack gap="1" flexWrap="wrap" justify={align}>
      {shown.map((reaction) => {
        const isMine = reaction.user_ids.includes(myId);
        const known = reaction.user_ids.map((id) =>
          id === myId ? t('chat:reactions.you') : (membersById.get(id)?.user.name ?? null),
        );
        const names = known.filter((name): name is string => name !== null);
        const others = reaction.count - names.length;
        const who =
          others > 0
            ? t('chat:reactions.who_and_others', { names: joinNames(names, locale, 'list'), count: others })
            : joinNames(names, locale);
        const label = t('chat:reactions.label', { emoji: reaction.emoji, who });
        return (
          <Button
            key={reaction.emoji}
            size="2xs"
            variant={isMine ? 'subtle' : 'outline'}
            colorPalette={isMine ? 'blue' : 'gray'}
            borderRadius="full"
            aria-pressed={isMine}
            aria-label={label}
            title={label}
            disabled={!canReact}
            onClick={() => onReact(message, reaction.emoji as ChatReaction)}
          >
            <span aria-hidden="true">{reaction.emoji}</span>
            <span aria-hidden="true">{formatNumber(reaction.count, locale)}</span>
          </Button>
        );
      })}
    </HStack>
  );
}
