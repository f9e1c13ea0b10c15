import { Box, Link, Text } from '@chakra-ui/react';
import type { ChatPerson } from '@pickleball/domain';
import { splitChatBody } from '@pickleball/domain/chat/chat.rules';
import { useMemo } from 'react';

/**
 * A message's text, never as HTML: splitChatBody's parts as text nodes, links as anchors opening
 * a new tab without telling the site where the reader came from (the cleaned href: http(s)
 * only, tracking parameters removed), mentions highlighted (mine more strongly).
 */
export function ChatBody({
  body,
  mentions,
  myId,
}: {
  body: string;
  mentions: readonly Pick<ChatPerson, 'id' | 'name'>[];
  myId: number;
}) {
  const parts = useMemo(() => splitChatBody(body, mentions), [body, mentions]);
  return (
    <Text whiteSpace="pre-wrap" overflowWrap="anywhere" textStyle="sm">
      {parts.map((part, index) => {
        const key = `${index}-${part.kind}`;
        if (part.kind === 'text') return <span key={key}>{part.text}</span>;
        if (part.kind === 'link')
          return (
            <Link
              key={key}
              href={part.href}
              target="_blank"
              rel="noopener noreferrer nofollow"
              color="blue.fg"
              textDecoration="underline"
            >
              {part.text}
            </Link>
          );
        const isMe = part.userId === myId;
        return (
          <Box
            as="span"
            key={key}
            fontWeight="semibold"
            px={isMe ? '0.5' : undefined}
            borderRadius="sm"
            bg={isMe ? 'orange.subtle' : undefined}
            color={isMe ? 'orange.fg' : 'blue.fg'}
          >
            {part.text}
          </Box>
        );
      })}
    </Text>
  );
}
