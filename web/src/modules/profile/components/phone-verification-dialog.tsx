import { Alert, Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text } from '@chakra-ui/react';
import { PHONE_CODE_MAX_TRIES } from '@pickleball/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import { type PhoneVerificationSent, useRequestPhoneCode } from '../api/request-phone-code';
import { useVerifyPhone } from '../api/verify-phone';
import { cleanPhoneCode, formatRemaining } from './phone-code';

/** The time left on the code, ticking each second while the dialog is open. */
function useNow(active: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!active) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [active]);
  return now;
}

/**
 * Verify the saved phone: ask for a code (SMS or Zalo ZNS), type its 6 digits. Shows where it
 * went, the time left, and the server's refusals (a wrong code with the tries left, an expired
 * one, too many codes, no sender set up).
 */
export function PhoneVerificationDialog({
  phone,
  open,
  onClose,
}: {
  phone: string;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('profile');
  const request = useRequestPhoneCode();
  const verify = useVerifyPhone();
  const [sent, setSent] = useState<PhoneVerificationSent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const now = useNow(open && sent !== null);
  const isExpired = sent !== null && Date.parse(sent.expires_at) <= now;

  useEffect(() => {
    if (open) {
      setSent(null);
      setCode('');
      setError(null);
    }
  }, [open]);

  const sendCode = () => {
    setError(null);
    request.mutate(undefined, {
      onSuccess: (response) => {
        setSent(response.data);
        setCode('');
      },
      onError: (failure) => setError(failure.message),
    });
  };

  const submit = () => {
    setError(null);
    verify.mutate(code, {
      onSuccess: () => {
        toaster.success({ title: t('profile:phone_verify.done') });
        onClose();
      },
      onError: (failure) => {
        const fieldMessage = isApiError(failure) ? failure.fieldErrors.code?.[0] : undefined;
        setError(fieldMessage ?? failure.message);
        // An expired or used-up code needs a new one: the code box gives way to "send a new code".
        if (isApiError(failure) && failure.code === 'phone.code_expired') setCode('');
      },
    });
  };

  const channel =
    sent?.channel === 'zalo_zns' ? t('profile:phone_verify.by_zalo') : t('profile:phone_verify.by_sms');
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => !event.open && !verify.isPending && onClose()}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('profile:phone_verify.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                {sent === null ? (
                  <Text>{t('profile:phone_verify.intro', { phone })}</Text>
                ) : (
                  <>
                    <Text>{t('profile:phone_verify.sent', { phone: sent.phone, channel })}</Text>
                    <Text fontSize="sm" color={isExpired ? 'fg.error' : 'fg.muted'} aria-live="polite">
                      {isExpired
                        ? t('profile:phone_verify.expired')
                        : t('profile:phone_verify.expires', {
                            remaining: formatRemaining(sent.expires_at, now),
                            time: formatDateTime(sent.expires_at, i18n.language),
                          })}
                    </Text>
                    {!isExpired && (
                      <Field.Root invalid={error !== null}>
                        <Field.Label>{t('profile:phone_verify.code')}</Field.Label>
                        <Input
                          value={code}
                          onChange={(event) => setCode(cleanPhoneCode(event.target.value))}
                          onKeyDown={(event) => {
                            if (event.key === 'Enter' && code.length === 6) submit();
                          }}
                          inputMode="numeric"
                          autoComplete="one-time-code"
                          maxLength={6}
                          letterSpacing="0.4em"
                          fontFamily="mono"
                          fontSize="xl"
                          textAlign="center"
                          autoFocus
                        />
                        <Field.HelperText>
                          {t('profile:phone_verify.tries', { count: PHONE_CODE_MAX_TRIES })}
                        </Field.HelperText>
                      </Field.Root>
                    )}
                  </>
                )}
                {error && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{error}</Alert.Description>
                  </Alert.Root>
                )}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              {sent === null || isExpired ? (
                <Button colorPalette="blue" loading={request.isPending} onClick={sendCode}>
                  {sent === null
                    ? t('profile:phone_verify.send_code')
                    : t('profile:phone_verify.send_new_code')}
                </Button>
              ) : (
                <>
                  <Button variant="ghost" loading={request.isPending} onClick={sendCode}>
                    {t('profile:phone_verify.send_new_code')}
                  </Button>
                  <Button
                    colorPalette="blue"
                    loading={verify.isPending}
                    disabled={code.length !== 6}
                    onClick={submit}
                  >
                    {t('profile:phone_verify.verify')}
                  </Button>
                </>
              )}
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild disabled={verify.isPending}>
              <CloseButton size="sm" aria-label={t('profile:phone_verify.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
