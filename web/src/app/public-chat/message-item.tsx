import { chatPreview, splitChatBody } from '@pickleball/domain/chat/chat.rules';
import type { ChatAttachment, ChatMessage, ChatPerson } from '@pickleball/domain/chat/chat.schemas';
import { type CSSProperties, memo, type ReactNode } from 'react';
import { CircleAlertIcon } from '../../components/lite/lite-icons';
import type { OutboxEntry } from '../../lib/chat-outbox';
import { formatNumber } from '../../lib/format';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { ClockIcon, FileIcon, MoreIcon, PinIcon, TicksIcon } from './icons';
import { formatSize, formatTime, systemText } from './message-text';

/** How one message reads: the author, a quoted reply, the body, attachments, reactions, its state. */

/** Text, links and mentions as React nodes — never HTML: a body is shown exactly as written. */
export function MessageBody({
  body,
  mentioned,
  myId,
}: {
  body: string;
  mentioned: readonly ChatPerson[];
  myId: number;
}) {
  return (
    <p className="pc-text">
      {splitChatBody(body, mentioned).map((part, index) => {
        const key = `${index}`;
        if (part.kind === 'link')
          return (
            <a key={key} href={part.href} target="_blank" rel="noopener noreferrer nofollow">
              {part.text}
            </a>
          );
        if (part.kind === 'mention')
          return (
            <span key={key} className={part.userId === myId ? 'pc-mention pc-mention-me' : 'pc-mention'}>
              {part.text}
            </span>
          );
        return part.text;
      })}
    </p>
  );
}

export function Attachments({ attachments, author }: { attachments: ChatAttachment[]; author: string }) {
  const { t, language } = useLiteTranslation('public-chat');
  if (attachments.length === 0) return null;
  return (
    <div className="pc-attachments">
      {attachments.map((attachment) => {
        if (attachment.kind === 'image') {
          const { image } = attachment;
          const small = image.variants['256'];
          const large = image.variants['512'];
          return (
            <a
              key={image.id}
              className="pc-image"
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('attachments.open_image')}
            >
              <img
                src={large ?? image.url}
                srcSet={small && large ? `${small} 256w, ${large} 512w` : undefined}
                sizes="(max-width: 480px) 70vw, 320px"
                width={image.width}
                height={image.height}
                loading="lazy"
                decoding="async"
                alt={t('attachments.image', { name: author })}
              />
            </a>
          );
        }
        return (
          <a
            key={attachment.url}
            className="pc-file"
            href={attachment.url}
            target="_blank"
            rel="noopener noreferrer"
          >
            <FileIcon />
            <span className="pc-file-name">{attachment.name}</span>
            <span className="pc-muted">{formatSize(attachment.size, language)}</span>
          </a>
        );
      })}
    </div>
  );
}

function Avatar({ person }: { person: ChatPerson | null }) {
  const name = person?.name ?? '?';
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
  return (
    <span
      className="pc-avatar"
      style={{ '--pc-hue': ((person?.id ?? 0) * 47) % 360 } as CSSProperties}
      aria-hidden="true"
    >
      {person?.avatar_url ? (
        <img src={person.avatar_url} alt="" width={32} height={32} loading="lazy" />
      ) : (
        initials
      )}
    </span>
  );
}

export type MessageStatusView = 'sending' | 'sent' | 'delivered' | 'read' | 'failed';

function StatusMark({ status }: { status: MessageStatusView }) {
  const { t } = useLiteTranslation('public-chat');
  const label = {
    sending: t('message.status_sending'),
    sent: t('message.status_sent'),
    delivered: t('message.status_delivered'),
    read: t('message.status_read'),
    failed: t('message.status_failed'),
  }[status];
  return (
    <span className={`pc-status-mark pc-status-${status}`} title={label}>
      {status === 'sending' ? (
        <ClockIcon />
      ) : status === 'failed' ? (
        <CircleAlertIcon size={14} />
      ) : (
        <TicksIcon double={status !== 'sent'} />
      )}
      <span className="lite-sr-only">{label}</span>
    </span>
  );
}

function ReplyQuote({ reply }: { reply: NonNullable<ChatMessage['reply_to']> }) {
  const { t } = useLiteTranslation('public-chat');
  return (
    <div className="pc-quote">
      <span className="pc-quote-author">{reply.author_name ?? t('message.someone')}</span>
      <span className="pc-quote-text">
        {reply.removed
          ? t('message.reply_removed')
          : reply.preview || (reply.has_attachments ? t('message.reply_attachment') : '')}
      </span>
    </div>
  );
}

interface BubbleProps {
  mine: boolean;
  author: ChatPerson | null;
  startsGroup: boolean;
  endsGroup: boolean;
  children: ReactNode;
  footer?: ReactNode;
  onMenu?: (() => void) | undefined;
  messageId?: number;
}

function Bubble({ mine, author, startsGroup, endsGroup, children, footer, onMenu, messageId }: BubbleProps) {
  const { t } = useLiteTranslation('public-chat');
  const classes = [
    'pc-msg',
    mine ? 'pc-mine' : 'pc-theirs',
    startsGroup ? 'pc-first' : '',
    endsGroup ? 'pc-last' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <li className={classes} data-message-id={messageId}>
      {!mine && (startsGroup ? <Avatar person={author} /> : <span className="pc-avatar-gap" />)}
      <div className="pc-msg-main">
        {!mine && startsGroup && <p className="pc-author">{author?.name ?? t('message.someone')}</p>}
        <div className="pc-msg-row">
          <div className="pc-bubble">{children}</div>
          {onMenu && (
            <button
              type="button"
              className="pc-more"
              aria-label={t('actions.menu')}
              aria-haspopup="dialog"
              onClick={onMenu}
            >
              <MoreIcon />
            </button>
          )}
        </div>
        {footer}
      </div>
    </li>
  );
}

export const MessageItem = memo(function MessageItem({
  message,
  myId,
  status,
  startsGroup,
  endsGroup,
  onMenu,
  onReact,
}: {
  message: ChatMessage;
  myId: number;
  /** Mine: how far it got. */
  status: MessageStatusView | null;
  startsGroup: boolean;
  endsGroup: boolean;
  onMenu: (message: ChatMessage) => void;
  onReact: (message: ChatMessage, emoji: string) => void;
}) {
  const { t, language } = useLiteTranslation('public-chat');
  if (message.type === 'system')
    return (
      <li className="pc-system">
        <span>{systemText(message, t, language)}</span>
      </li>
    );
  const mine = message.author?.id === myId;
  const time = formatTime(message.created_at, language);
  const reactions = message.reactions.filter((reaction) => reaction.count > 0);
  return (
    <Bubble
      mine={mine}
      author={message.author}
      startsGroup={startsGroup}
      endsGroup={endsGroup}
      messageId={message.id}
      onMenu={message.removed ? undefined : () => onMenu(message)}
      footer={
        reactions.length > 0 && (
          <div className="pc-reactions">
            {reactions.map((reaction) => {
              const pressed = reaction.user_ids.includes(myId);
              return (
                <button
                  key={reaction.emoji}
                  type="button"
                  className="pc-reaction"
                  aria-pressed={pressed}
                  aria-label={t('reactions.toggle', { emoji: reaction.emoji, count: reaction.count })}
                  onClick={() => onReact(message, reaction.emoji)}
                >
                  <span aria-hidden="true">{reaction.emoji}</span>
                  <span aria-hidden="true">{formatNumber(reaction.count, language)}</span>
                </button>
              );
            })}
          </div>
        )
      }
    >
      {message.reply_to && <ReplyQuote reply={message.reply_to} />}
      {message.removed ? (
        <p className="pc-text pc-removed">
          {t('message.removed', {
            name: message.removed.by?.name ?? t('message.someone'),
            reason: message.removed.reason,
          })}
        </p>
      ) : (
        <>
          {message.body && <MessageBody body={message.body} mentioned={message.mentions} myId={myId} />}
          <Attachments attachments={message.attachments} author={message.author?.name ?? ''} />
        </>
      )}
      <span className="pc-meta">
        {message.is_pinned && (
          <span className="pc-pinned">
            <PinIcon />
            {t('message.pinned')}
          </span>
        )}
        {message.edited_at && !message.removed && <span>{t('message.edited')}</span>}
        <time dateTime={message.created_at}>{time}</time>
        {status && <StatusMark status={status} />}
      </span>
    </Bubble>
  );
});

/** A message of mine the server has not stored yet (the outbox's entry). */
export function PendingItem({
  entry,
  me,
  mentioned,
  replyTo,
  startsGroup,
  endsGroup,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  me: ChatPerson;
  mentioned: ChatPerson[];
  replyTo: ChatMessage | undefined;
  startsGroup: boolean;
  endsGroup: boolean;
  onRetry: (clientId: string) => void;
  onDiscard: (clientId: string) => void;
}) {
  const { t, language } = useLiteTranslation('public-chat');
  const failed = entry.status === 'failed';
  const code = entry.error?.code;
  const reason = code && t(`errors:${code}`) !== code ? t(`errors:${code}`) : null;
  return (
    <Bubble
      mine
      author={me}
      startsGroup={startsGroup}
      endsGroup={endsGroup}
      footer={
        failed && (
          <div className="pc-failed" role="alert">
            <span>{reason ?? t('message.status_failed')}</span>
            <button type="button" className="pc-link-button" onClick={() => onRetry(entry.client_id)}>
              {t('actions.retry')}
            </button>
            <button type="button" className="pc-link-button" onClick={() => onDiscard(entry.client_id)}>
              {t('actions.discard')}
            </button>
          </div>
        )
      }
    >
      {replyTo && (
        <ReplyQuote
          reply={{
            id: replyTo.id,
            author_name: replyTo.author?.name ?? null,
            preview: chatPreview(replyTo.body),
            removed: replyTo.removed !== null,
            has_attachments: replyTo.attachments.length > 0,
          }}
        />
      )}
      {entry.body && <MessageBody body={entry.body} mentioned={mentioned} myId={me.id} />}
      <Attachments attachments={entry.attachments} author={me.name} />
      <span className="pc-meta">
        <time dateTime={entry.created_at}>{formatTime(entry.created_at, language)}</time>
        <StatusMark status={failed ? 'failed' : 'sending'} />
      </span>
    </Bubble>
  );
}
