import { Alert, Box, Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import {
  type NotificationPreferences,
  NotificationPreferencesSchema,
  OPTIONAL_CHANNELS,
} from '@pickleball/domain';
import { useTranslation } from 'react-i18next';
import { Form, FormActions } from '../../../components/form/form';
import { SwitchField } from '../../../components/form/switch-field';
import { useZodForm } from '../../../components/form/zod-form';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';

/** Each channel a user may turn off: its name and where it reaches them (full keys, CONVENTIONS §8). */
const CHANNEL_KEYS: Record<keyof NotificationPreferences, { label: string; help: string }> = {
  email: { label: 'profile:notifications.email', help: 'profile:notifications.email_help' },
  sms: { label: 'profile:notifications.sms', help: 'profile:notifications.sms_help' },
  zalo_zns: { label: 'profile:notifications.zalo_zns', help: 'profile:notifications.zalo_zns_help' },
  push: { label: 'profile:notifications.push', help: 'profile:notifications.push_help' },
};

function PreferencesForm({ preferences }: { preferences: NotificationPreferences }) {
  const { t } = useTranslation('profile');
  const update = useUpdateNotificationPreferences();
  const form = useZodForm(NotificationPreferencesSchema, { defaultValues: preferences });
  return (
    <Form
      form={form}
      gap="4"
      aria-label={t('profile:notifications.title')}
      onSubmit={async (values) => {
        const saved = await update.mutateAsync(values);
        form.reset(saved.data);
      }}
    >
      {OPTIONAL_CHANNELS.map((channel) => (
        <SwitchField<NotificationPreferences>
          key={channel}
          name={channel}
          label={t(CHANNEL_KEYS[channel].label)}
          helperText={t(CHANNEL_KEYS[channel].help)}
        />
      ))}
      <FormActions submitLabel={t('profile:notifications.save')} />
    </Form>
  );
}

/**
 * The channels the user receives notifications on: in-app always, the others each on or off (a
 * channel turned off is skipped for them, not failed), saved with a button.
 */
export function NotificationPreferencesCard() {
  const { t } = useTranslation(['profile', 'common']);
  const preferences = useNotificationPreferences();
  return (
    <Box
      as="section"
      id="profile-notifications"
      aria-labelledby="profile-notifications-title"
      borderWidth="1px"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
    >
      <Heading as="h2" size="md" id="profile-notifications-title" mb="1">
        {t('profile:notifications.title')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {t('profile:notifications.help')}
      </Text>
      {preferences.isError ? (
        <Alert.Root status="error" size="sm">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Description>{t('profile:notifications.load_failed')}</Alert.Description>
          </Alert.Content>
          <Button size="xs" variant="outline" onClick={() => void preferences.refetch()}>
            {t('profile:retry')}
          </Button>
        </Alert.Root>
      ) : preferences.data ? (
        <PreferencesForm preferences={preferences.data.data} />
      ) : (
        <Stack gap="4" role="status" aria-label={t('common:loading')}>
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
          <Skeleton height="10" />
        </Stack>
      )}
    </Box>
  );
}
