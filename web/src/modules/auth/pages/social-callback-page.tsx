import { Alert, Button, Center, Spinner, Stack } from '@chakra-ui/react';
import { SOCIAL_PROVIDERS, type SocialProvider } from '@pickleball/domain/auth/auth.schemas';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useParams } from 'react-router-dom';
import { ApiError } from '../../../lib/api-client';
import { completeSocialSignIn } from '../../../lib/auth';
import { AuthShell } from '../components/auth-shell';

const isProvider = (value: string | undefined): value is SocialProvider =>
  (SOCIAL_PROVIDERS as readonly string[]).includes(value ?? '');

/**
 * Where a provider sends the browser back: hands its code and state to the API, which answers
 * with a session. The guest guard then moves on to the dashboard.
 */
export default function SocialCallbackPage() {
  const { t } = useTranslation('auth');
  const { provider } = useParams();
  const { search } = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  // The code is single-use: StrictMode's second effect run must not spend it again.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (!isProvider(provider)) {
      setFailure(t('social.failed'));
      return;
    }
    completeSocialSignIn(provider, search).catch((error: unknown) => {
      setFailure(error instanceof ApiError ? error.message : t('social.failed'));
    });
  }, [provider, search, t]);

  return (
    <AuthShell title={failure ? t('login.failed') : t('social.title')}>
      {failure ? (
        <Stack gap="4">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{failure}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="blue">
            <RouterLink to="/login">{t('social.back')}</RouterLink>
          </Button>
        </Stack>
      ) : (
        <Center py="6" role="status">
          <Spinner size="lg" color="blue.solid" aria-label={t('social.working')} />
        </Center>
      )}
    </AuthShell>
  );
}
