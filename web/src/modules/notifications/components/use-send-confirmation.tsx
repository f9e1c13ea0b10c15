import type { NotificationSendInput, RecipientCount } from '@pickleball/domain';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { notificationKeys } from '../notifications.keys';
import { AudienceWarnings } from './audience-warnings';
import { useNotificationLabels } from './notification-labels';
import { confirmSentence, formatRecipientTotal, recipientWarnings } from './recipient-count-line';
import { type SendFormValues, toRecipientCountInput } from './send-form-values';

interface Pending {
  input: NotificationSendInput;
  values: SendFormValues;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** Cancelled at the question: the form stays as typed (the Form treats it as a failure it need not show). */
class SendCancelled extends Error {}

/**
 * A send reaches many people at once: the form asks first, naming who (the live count when known),
 * the channels and when, and warning per channel who will get nothing and why. A refusal of the server (a 422) goes back to the form's fields.
 */
export function useSendConfirmation(
  getValues: () => SendFormValues,
  send: (input: NotificationSendInput) => Promise<unknown>,
): { ask: (input: NotificationSendInput) => Promise<void>; dialog: ReactNode } {
  const { t, i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const settled = useRef(false);

  const ask = (input: NotificationSendInput) =>
    new Promise<void>((resolve, reject) => {
      settled.current = false;
      setPending({ input, values: getValues(), resolve, reject });
    });

  const finish = (outcome: { error?: unknown }) => {
    if (!pending || settled.current) return;
    settled.current = true;
    if ('error' in outcome) pending.reject(outcome.error);
    else pending.resolve();
    setPending(null);
  };

  let description = '';
  let warnings: string[] = [];
  if (pending) {
    const countInput = toRecipientCountInput(pending.values);
    const count = queryClient.getQueryData<{ data: RecipientCount }>(
      notificationKeys.recipientCount(countInput),
    )?.data;
    const who = count
      ? formatRecipientTotal(count, t, i18n.language)
      : labels.recipientTypeLabel(pending.input.recipient_type);
    if (count)
      warnings = recipientWarnings(count, pending.input.channels, labels.channelLabel, t, i18n.language);
    description = confirmSentence(pending.input, who, labels.channelLabel, t, i18n.language, (iso) =>
      formatDateTime(iso, i18n.language),
    );
  }

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) finish({ error: new SendCancelled() });
      }}
      destructive={false}
      title={
        pending?.input.scheduled_at
          ? t('notifications:confirm.title_scheduled')
          : t('notifications:confirm.title_now')
      }
      description={description}
      confirmLabel={
        pending?.input.scheduled_at
          ? t('notifications:actions.schedule')
          : t('notifications:actions.send_now')
      }
      onConfirm={async () => {
        if (!pending) return;
        try {
          await send(pending.input);
          finish({});
        } catch (error) {
          // A 422 belongs to the form's fields; any other refusal shows here, the question still open.
          if (isApiError(error) && error.status === 422) finish({ error });
          else throw error;
        }
      }}
    >
      <AudienceWarnings warnings={warnings} />
    </ConfirmDialog>
  );
  return { ask, dialog };
}
