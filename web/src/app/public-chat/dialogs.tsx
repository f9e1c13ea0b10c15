import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_REACTIONS,
  CHAT_REASON_MAX_LENGTH,
  chatPreview,
} from '@pickleball/domain/chat/chat.rules';
import type { ChatMessage } from '@pickleball/domain/chat/chat.schemas';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useLiteTranslation } from '../../lib/i18n-lite';
import { ReplyIcon } from './icons';

/**
 * A modal <dialog>: the browser keeps the focus inside and closes it on Escape; a tap on the
 * backdrop closes it too; the focus goes back where it was. A bottom sheet on a phone, a centred
 * card on a laptop (public-chat.css).
 */
function Modal({ label, onClose, children }: { label: string; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog && !dialog.open) dialog.showModal();
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    // Escape closes it through the dialog's own cancel event; the click is the backdrop's.
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes it with Escape (onCancel)
    <dialog
      ref={ref}
      className="pc-dialog"
      aria-label={label}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The dialog element itself is only hit on its backdrop (its content fills it).
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div className="pc-dialog-body">{children}</div>
    </dialog>
  );
}

export function MessageActions({
  message,
  myId,
  canReact,
  canEdit,
  canRemove,
  onReact,
  onReply,
  onEdit,
  onRemove,
  onClose,
}: {
  message: ChatMessage;
  myId: number;
  canReact: boolean;
  canEdit: boolean;
  canRemove: boolean;
  onReact: (emoji: string) => void;
  onReply: () => void;
  onEdit: () => void;
  onRemove: () => void;
  onClose: () => void;
}) {
  const { t } = useLiteTranslation('public-chat');
  const mine = new Set(
    message.reactions
      .filter((reaction) => reaction.user_ids.includes(myId))
      .map((reaction) => reaction.emoji),
  );
  return (
    <Modal label={t('actions.menu')} onClose={onClose}>
      {message.body && <p className="pc-dialog-preview">{chatPreview(message.body, 160)}</p>}
      {canReact && (
        <fieldset className="pc-emoji-row">
          <legend className="lite-sr-only">{t('reactions.add')}</legend>
          {CHAT_REACTIONS.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="pc-emoji"
              aria-pressed={mine.has(emoji)}
              onClick={() => onReact(emoji)}
            >
              {emoji}
            </button>
          ))}
        </fieldset>
      )}
      <div className="pc-menu">
        {canReact && (
          <button type="button" className="pc-menu-item" onClick={onReply}>
            <ReplyIcon />
            {t('actions.reply')}
          </button>
        )}
        {canEdit && (
          <button type="button" className="pc-menu-item" onClick={onEdit}>
            {t('actions.edit')}
          </button>
        )}
        {canRemove && (
          <button type="button" className="pc-menu-item pc-danger-text" onClick={onRemove}>
            {t('actions.remove')}
          </button>
        )}
        <button type="button" className="pc-menu-item" onClick={onClose}>
          {t('actions.cancel')}
        </button>
      </div>
    </Modal>
  );
}

function useSubmit(onSubmit: () => Promise<void>, onClose: () => void) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onSubmit();
      onClose();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusy(false);
    }
  };
  return { busy, failure, submit };
}

/** Edits my message, with a reason (kept with the message's history for moderators). */
export function EditDialog({
  message,
  describeError,
  onSubmit,
  onClose,
}: {
  message: ChatMessage;
  describeError: (error: unknown) => string;
  onSubmit: (body: string, reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLiteTranslation('public-chat');
  const [body, setBody] = useState(message.body);
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const id = useId();
  const bodyError = body.trim() ? null : t('dialogs.body_required');
  const reasonError = reason.trim() ? null : t('dialogs.reason_required');
  const { busy, failure, submit } = useSubmit(async () => {
    try {
      await onSubmit(body.trim(), reason.trim());
    } catch (error) {
      throw new Error(describeError(error));
    }
  }, onClose);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!bodyError && !reasonError) void submit();
  };
  return (
    <Modal label={t('dialogs.edit_title')} onClose={onClose}>
      <form className="pc-form" noValidate onSubmit={handleSubmit}>
        <h2>{t('dialogs.edit_title')}</h2>
        <label htmlFor={`${id}-body`}>{t('dialogs.body_label')}</label>
        <textarea
          id={`${id}-body`}
          value={body}
          rows={4}
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          aria-invalid={checked && bodyError ? true : undefined}
          aria-describedby={checked && bodyError ? `${id}-body-error` : undefined}
          onChange={(event) => setBody(event.currentTarget.value)}
        />
        {checked && bodyError && (
          <p id={`${id}-body-error`} className="pc-field-error">
            {bodyError}
          </p>
        )}
        <label htmlFor={`${id}-reason`}>{t('dialogs.edit_reason')}</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={CHAT_REASON_MAX_LENGTH}
          required
          aria-invalid={checked && reasonError ? true : undefined}
          aria-describedby={checked && reasonError ? `${id}-reason-error` : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {checked && reasonError && (
          <p id={`${id}-reason-error`} className="pc-field-error">
            {reasonError}
          </p>
        )}
        {failure && (
          <p className="pc-field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="pc-form-actions">
          <button type="button" className="pc-button" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className="pc-button pc-primary" disabled={busy}>
            {t('actions.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}

/** Removes a message (mine, or anyone's for a moderator), with the reason everyone will read. */
export function RemoveDialog({
  describeError,
  onSubmit,
  onClose,
}: {
  describeError: (error: unknown) => string;
  onSubmit: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useLiteTranslation('public-chat');
  const [reason, setReason] = useState('');
  const [checked, setChecked] = useState(false);
  const id = useId();
  const reasonError = reason.trim() ? null : t('dialogs.reason_required');
  const { busy, failure, submit } = useSubmit(async () => {
    try {
      await onSubmit(reason.trim());
    } catch (error) {
      throw new Error(describeError(error));
    }
  }, onClose);
  return (
    <Modal label={t('dialogs.remove_title')} onClose={onClose}>
      <form
        className="pc-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (!reasonError) void submit();
        }}
      >
        <h2>{t('dialogs.remove_title')}</h2>
        <p className="pc-muted">{t('dialogs.remove_hint')}</p>
        <label htmlFor={`${id}-reason`}>{t('dialogs.remove_reason')}</label>
        <input
          id={`${id}-reason`}
          value={reason}
          maxLength={CHAT_REASON_MAX_LENGTH}
          required
          aria-invalid={checked && reasonError ? true : undefined}
          aria-describedby={checked && reasonError ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.currentTarget.value)}
        />
        {checked && reasonError && (
          <p id={`${id}-error`} className="pc-field-error">
            {reasonError}
          </p>
        )}
        {failure && (
          <p className="pc-field-error" role="alert">
            {failure}
          </p>
        )}
        <div className="pc-form-actions">
          <button type="button" className="pc-button" onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button type="submit" className="pc-button pc-danger" disabled={busy}>
            {t('actions.remove')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
