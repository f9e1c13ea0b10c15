import { Alert, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { RECIPIENT_TYPE_LABELS, RECIPIENT_TYPES } from '@pickleball/domain';
import { Users } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAccessLabels } from '../../../components/access-labels';
import { CheckboxGroupField } from '../../../components/form/checkbox-group-field';
import { SearchPicker } from '../../../components/search-picker/search-picker';
import { useDebounced } from '../../../components/search-picker/use-debounced';
import { formatNumber } from '../../../lib/format';
import { useRecipientCount } from '../api/count-recipients';
import { type RecipientChoice, recipientSearch, useRoleOptions } from '../api/list-recipient-options';
import { AudienceWarnings } from './audience-warnings';
import { ChosenListField } from './chosen-list-field';
import { useNotificationLabels } from './notification-labels';
import { RadioField } from './radio-field';
import { describeAudience } from './recipient-count-line';
import { type SendFormValues, toRecipientCountInput } from './send-form-values';

const RECIPIENT_TYPE_HELP_KEYS = {
  all_users: 'notifications:recipient_type_help.all_users',
  specific_users: 'notifications:recipient_type_help.specific_users',
  user_roles: 'notifications:recipient_type_help.user_roles',
  user_groups: 'notifications:recipient_type_help.user_groups',
} as const;

const searchUsers = recipientSearch('users');
const searchClubs = recipientSearch('clubs');

/** "37 members" under a role or a club; nothing when the server gives no count. */
function useMembersText() {
  const { t, i18n } = useTranslation('notifications');
  return useCallback(
    (choice: RecipientChoice) =>
      choice.members === null
        ? undefined
        : t('notifications:send.members', {
            count: choice.members,
            members: formatNumber(choice.members, i18n.language),
          }),
    [t, i18n.language],
  );
}

function LoadFailed({ text }: { text: string }) {
  return (
    <Alert.Root status="error" size="sm">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}

function RoleChoices() {
  const { t } = useTranslation('notifications');
  const { roleLabel } = useAccessLabels();
  const membersText = useMembersText();
  const roles = useRoleOptions();
  const options = useMemo(
    () =>
      (roles.data ?? []).map((role) => ({
        value: role.id,
        // The option's detail is the role's machine name: built-in roles show in the user's language.
        label: role.detail ? roleLabel({ name: role.detail, display_name: role.name }) : role.name,
        description: membersText(role),
      })),
    [roles.data, roleLabel, membersText],
  );
  if (roles.isError) return <LoadFailed text={t('notifications:send.roles_failed')} />;
  return (
    <CheckboxGroupField<SendFormValues, number>
      name="role_ids"
      label={t('notifications:send.roles')}
      options={options}
      emptyText={roles.isPending ? t('notifications:send.loading') : undefined}
      showBulkActions={false}
    />
  );
}

/**
 * "1,204 users", then per channel who will get nothing and why (no provider set up, no address,
 * turned off), asked once the sender pauses; never a count of an earlier choice.
 */
function RecipientCountLine() {
  const { t, i18n } = useTranslation('notifications');
  const labels = useNotificationLabels();
  const { control } = useFormContext<SendFormValues>();
  const values = useWatch({ control }) as SendFormValues;
  // Compared as text: the watched values are a new object on every render.
  const typed = JSON.stringify(toRecipientCountInput(values));
  const settled = useDebounced(typed, 400);
  const input = useMemo(() => JSON.parse(settled) as ReturnType<typeof toRecipientCountInput>, [settled]);
  const count = useRecipientCount(input);
  const line = describeAudience(
    values,
    input,
    { data: count.data?.data, error: count.error, isPlaceholder: count.isPlaceholderData },
    labels.channelLabel,
    t,
    i18n.language,
  );
  return (
    <Stack gap="2">
      <HStack
        gap="2"
        borderWidth="1px"
        borderRadius="md"
        px="3"
        py="2"
        bg="bg.subtle"
        aria-live="polite"
        data-testid="recipient-count"
      >
        {line.kind === 'counting' ? <Spinner size="xs" /> : <Users size={16} aria-hidden="true" />}
        <Text fontSize="sm" color={line.kind === 'error' ? 'fg.error' : undefined}>
          {line.text}
        </Text>
      </HStack>
      {line.kind === 'count' && <AudienceWarnings warnings={line.warnings} />}
    </Stack>
  );
}

/** Who receives the send: everyone, chosen users, holders of roles, or a club's members; and the live count. */
export function RecipientsFields() {
  const { t } = useTranslation(['notifications', 'ui']);
  const membersText = useMembersText();
  const { control } = useFormContext<SendFormValues>();
  const type = useWatch({ control, name: 'recipient_type' });
  return (
    <>
      <RadioField<SendFormValues>
        name="recipient_type"
        label={t('notifications:fields.recipient_type')}
        direction="row"
        options={RECIPIENT_TYPES.map((value) => ({
          value,
          label: t(RECIPIENT_TYPE_LABELS[value]),
          description: t(RECIPIENT_TYPE_HELP_KEYS[value]),
        }))}
      />
      {type === 'specific_users' && (
        <ChosenListField
          name="user_ids"
          label={t('notifications:send.users')}
          renderPicker={(add) => (
            <SearchPicker<RecipientChoice>
              label={t('notifications:send.add_user')}
              placeholder={t('notifications:send.user_placeholder')}
              noneText={t('notifications:send.user_none')}
              value={null}
              onChange={add}
              search={searchUsers}
              queryKey={['notifications', 'recipient-options', 'users']}
              describe={(user) => user.detail ?? undefined}
            />
          )}
        />
      )}
      {type === 'user_roles' && <RoleChoices />}
      {type === 'user_groups' && (
        <ChosenListField
          name="groups"
          label={t('notifications:send.groups')}
          helperText={t('notifications:send.groups_help')}
          renderPicker={(add) => (
            <SearchPicker<RecipientChoice>
              label={t('notifications:send.add_club')}
              placeholder={t('ui:picker.club_placeholder')}
              noneText={t('ui:picker.club_none')}
              value={null}
              onChange={add}
              search={searchClubs}
              queryKey={['notifications', 'recipient-options', 'clubs']}
              describe={membersText}
            />
          )}
        />
      )}
      <RecipientCountLine />
    </>
  );
}
