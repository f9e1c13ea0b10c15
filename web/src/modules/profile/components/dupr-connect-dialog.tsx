import { Alert, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { DuprLoginInputSchema } from '@pickleball/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Form, FormActions } from '../../../components/form/form';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useZodForm } from '../../../components/form/zod-form';
import { isApiError } from '../../../lib/api-client';
import { useConnectDupr } from '../api/connect-dupr';

export interface DuprConnectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function DuprConnectForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation('profile');
  const connect = useConnectDupr();
  const form = useZodForm(DuprLoginInputSchema, { defaultValues: { email: '', password: '' } });
  // DUPR's refusals other than a wrong login (too many requests, DUPR down) stay in the dialog.
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Form
      form={form}
      gap="4"
      aria-label={t('profile:dupr.connect_title')}
      onSubmit={async (values) => {
        setFailure(null);
        try {
          await connect.mutateAsync(values);
          onDone();
        } catch (error) {
          if (isApiError(error) && error.status === 422) throw error;
          setFailure(error instanceof Error ? error.message : t('profile:dupr.connect_failed'));
        }
      }}
    >
      <Text fontSize="sm" color="fg.muted">
        {t('profile:dupr.connect_help')}
      </Text>
      {failure && (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Description>{failure}</Alert.Description>
        </Alert.Root>
      )}
      <TextField name="email" type="email" label={t('profile:dupr.email')} autoComplete="email" required />
      <PasswordField
        name="password"
        label={t('profile:dupr.password')}
        autoComplete="current-password"
        required
      />
      <FormActions submitLabel={t('profile:dupr.connect')} onCancel={onCancel} />
    </Form>
  );
}

/** DUPR's e-mail and password, sent once to connect (the password is not stored). */
export function DuprConnectDialog({ open, onOpenChange }: DuprConnectDialogProps) {
  const { t } = useTranslation(['profile', 'ui']);
  return (
    <Dialog.Root open={open} onOpenChange={(event) => onOpenChange(event.open)} placement="center" size="md">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('profile:dupr.connect_title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open && (
                <DuprConnectForm onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
