import { ReasonInputSchema } from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { TextareaField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { FormDialog } from '../../../components/form-dialog';

export interface ReasonDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Text of the confirm button. */
  confirmLabel: string;
  /** Red confirm button (reject, void, dispute). */
  destructive?: boolean;
  /** Receives the reason; a 422 lands under the field, another refusal shows inside the dialog. */
  onConfirm: (reason: string) => Promise<unknown>;
}

/** A dialog asking for a reason of at least 10 characters (SPEC §5): reject, void, dispute. */
export function ReasonDialog({ destructive = true, onConfirm, ...dialog }: ReasonDialogProps) {
  const { t } = useTranslation('matches');
  const form = useZodForm(ReasonInputSchema, { defaultValues: { reason: '' } });
  return (
    <FormDialog
      {...dialog}
      form={form}
      confirmButton={{ colorPalette: destructive ? 'red' : 'blue' }}
      onConfirm={({ reason }) => onConfirm(reason)}
    >
      <TextareaField
        name="reason"
        label={t('matches:reason.label')}
        helperText={t('matches:reason.help')}
        required
        rows={4}
        maxLength={1000}
      />
    </FormDialog>
  );
}
