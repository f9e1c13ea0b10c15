import {
  Alert,
  Badge,
  Box,
  Button,
  CloseButton,
  DataList,
  Heading,
  HStack,
  Stack,
  Text,
} from '@chakra-ui/react';
import type { DuprStatus } from '@pickleball/domain';
import { KeyRound, Link2, RefreshCw, Unlink } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-client';
import { formatDateTime, formatDecimal } from '../../../lib/format';
import { useDisconnectDupr } from '../api/disconnect-dupr';
import { useRefreshDupr } from '../api/refresh-dupr';
import { useSyncDupr } from '../api/sync-dupr';
import { DuprConnectDialog } from './dupr-connect-dialog';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue>{children}</DataList.ItemValue>
    </DataList.Item>
  );
}

/**
 * The DUPR connection (SPEC §4 "DUPR"): connected or not, the DUPR id, referral code, ratings,
 * last sync and token expiry; connect, sync, token refresh and disconnect. Failures are toasted by
 * the API client like any other; DUPR's rate limit also stays on the card, because the minutes to
 * wait matter after the toast has gone.
 */
export function DuprCard({ dupr }: { dupr: DuprStatus }) {
  const { t, i18n } = useTranslation('profile');
  const locale = i18n.language;
  const sync = useSyncDupr();
  const refresh = useRefreshDupr();
  const disconnect = useDisconnectDupr();
  const [isConnectOpen, setConnectOpen] = useState(false);
  const [isDisconnectOpen, setDisconnectOpen] = useState(false);
  const [rateLimit, setRateLimit] = useState<string | null>(null);
  const isBusy = sync.isPending || refresh.isPending;

  const run = (action: typeof sync | typeof refresh) => {
    setRateLimit(null);
    action.mutate(undefined, {
      onError: (error) => {
        if (isApiError(error) && error.code === 'dupr.rate_limited') setRateLimit(error.message);
      },
    });
  };

  const rating = (value: number | null) =>
    value === null ? (
      <Text color="fg.muted">{t('profile:dupr.no_rating')}</Text>
    ) : (
      formatDecimal(value, i18n.language, 3)
    );
  const expiresAt = dupr.token_expires_at ? Date.parse(dupr.token_expires_at) : null;
  const isExpired = expiresAt !== null && expiresAt <= Date.now();

  return (
    <Box
      as="section"
      id="profile-dupr"
      aria-labelledby="profile-dupr-title"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <HStack justify="space-between" gap="3" mb="4" flexWrap="wrap">
        <Heading as="h2" size="md" id="profile-dupr-title">
          {t('profile:dupr.title')}
        </Heading>
        <Badge colorPalette={dupr.connected ? 'green' : 'gray'} size="md">
          {dupr.connected ? t('profile:dupr.connected') : t('profile:dupr.not_connected')}
        </Badge>
      </HStack>

      <Stack gap="4">
        {rateLimit && (
          <Alert.Root status="warning" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{t('profile:dupr.rate_limited_title')}</Alert.Title>
              <Alert.Description>{rateLimit}</Alert.Description>
            </Alert.Content>
            <CloseButton
              size="sm"
              alignSelf="flex-start"
              aria-label={t('profile:dupr.dismiss')}
              onClick={() => setRateLimit(null)}
            />
          </Alert.Root>
        )}

        {dupr.connected ? (
          <>
            <DataList.Root orientation="horizontal" gap="3" size="sm">
              <Item label={t('profile:dupr.dupr_id')}>{dupr.dupr_id ?? '—'}</Item>
              <Item label={t('profile:dupr.referral_code')}>{dupr.referral_code ?? '—'}</Item>
              <Item label={t('profile:dupr.singles')}>{rating(dupr.singles)}</Item>
              <Item label={t('profile:dupr.doubles')}>{rating(dupr.doubles)}</Item>
              <Item label={t('profile:dupr.last_sync')}>
                {dupr.last_sync_at ? formatDateTime(dupr.last_sync_at, locale) : t('profile:dupr.never')}
              </Item>
              <Item label={t('profile:dupr.token_expires')}>
                {dupr.token_expires_at ? (
                  <HStack gap="2" flexWrap="wrap">
                    <Text as="span">{formatDateTime(dupr.token_expires_at, locale)}</Text>
                    {isExpired && (
                      <Badge colorPalette="orange" size="sm">
                        {t('profile:dupr.expired')}
                      </Badge>
                    )}
                  </HStack>
                ) : (
                  '—'
                )}
              </Item>
            </DataList.Root>
            <Text fontSize="xs" color="fg.muted">
              {t('profile:dupr.sync_help')}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Button
                size="sm"
                colorPalette="blue"
                loading={sync.isPending}
                disabled={isBusy}
                onClick={() => run(sync)}
              >
                <RefreshCw size={16} aria-hidden="true" />
                {t('profile:dupr.sync')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                loading={refresh.isPending}
                disabled={isBusy}
                onClick={() => run(refresh)}
              >
                <KeyRound size={16} aria-hidden="true" />
                {t('profile:dupr.refresh')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                colorPalette="red"
                disabled={isBusy}
                onClick={() => setDisconnectOpen(true)}
              >
                <Unlink size={16} aria-hidden="true" />
                {t('profile:dupr.disconnect')}
              </Button>
            </HStack>
          </>
        ) : (
          <>
            <Text fontSize="sm" color="fg.muted">
              {t('profile:dupr.intro')}
            </Text>
            <Box>
              <Button size="sm" colorPalette="blue" onClick={() => setConnectOpen(true)}>
                <Link2 size={16} aria-hidden="true" />
                {t('profile:dupr.connect')}
              </Button>
            </Box>
          </>
        )}
      </Stack>

      <DuprConnectDialog open={isConnectOpen} onOpenChange={setConnectOpen} />
      <ConfirmDialog
        open={isDisconnectOpen}
        onOpenChange={setDisconnectOpen}
        title={t('profile:dupr.disconnect_title')}
        description={t('profile:dupr.disconnect_description')}
        confirmLabel={t('profile:dupr.disconnect')}
        onConfirm={async () => {
          setRateLimit(null);
          await disconnect.mutateAsync();
        }}
      />
    </Box>
  );
}
