import { Badge, HStack, IconButton, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { PARTICIPANT_ROLES, type ParticipantRole } from '@pickleball/domain';
import { X } from 'lucide-react';
import { useCallback } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { SearchPicker } from '../../../components/search-picker/search-picker';
import { useAuth } from '../../../lib/auth';
import { PEOPLE_SEARCH_PERMISSION, searchPeople } from '../api/search-people';
import { calendarKeys } from '../calendar.keys';
import type { MeetingFormValues } from './meeting-form-values';
import { RESPONSE_PALETTES, useMeetingLabels } from './meeting-labels';

/**
 * The people invited, each with a role (attendee, optional, moderator) and, once invited, their
 * answer. People are found by name, username or phone; the organiser takes part by themself.
 */
export function ParticipantsField({ organizerId }: { organizerId: number | null }) {
  const { t } = useTranslation('calendar');
  const labels = useMeetingLabels();
  const { can } = useAuth();
  const { control, register } = useFormContext<MeetingFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'participants', keyName: 'key' });
  const error = useFieldError('participants');
  const chosen = fields.map((person) => person.user_id);
  const excluded = [...chosen, ...(organizerId === null ? [] : [organizerId])];
  const canSearch = can(PEOPLE_SEARCH_PERMISSION);
  // The people already in (and the organiser) are left out of the results; the key asks anew when they change.
  const excludedKey = excluded.join(',');
  const search = useCallback(
    async (term: string, signal: AbortSignal) => {
      const skip = new Set(excludedKey.split(',').map(Number));
      return (await searchPeople(term, signal)).filter((person) => !skip.has(person.id));
    },
    [excludedKey],
  );

  return (
    <Stack gap="3">
      {canSearch ? (
        <SearchPicker
          // The form is a drawer: results drawn in place stay readable to screen readers.
          portalled={false}
          label={t('calendar:form.add_participant')}
          placeholder={t('calendar:form.participant_placeholder')}
          noneText={t('calendar:form.participant_none')}
          helperText={t('calendar:form.participant_help')}
          value={null}
          onChange={(person) => {
            if (person && !chosen.includes(person.id))
              append({
                user_id: person.id,
                name: person.name,
                username: person.username,
                role: 'attendee',
                response: null,
              });
          }}
          search={search}
          queryKey={[...calendarKeys.people(), excludedKey]}
          describe={(person) => `@${person.username}`}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {t('calendar:form.participant_search_denied')}
        </Text>
      )}
      {error && (
        <Text fontSize="sm" color="fg.error" role="alert">
          {error}
        </Text>
      )}
      {fields.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t('calendar:form.participants_empty')}
        </Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label={t('calendar:fields.participants')}>
          {fields.map((person, index) => (
            <HStack
              as="li"
              key={person.key}
              gap="2"
              borderWidth="1px"
              borderRadius="md"
              px="3"
              py="2"
              justify="space-between"
              flexWrap="wrap"
              data-testid="participant-row"
            >
              <Stack gap="0" minW="0" flex="1">
                <Text fontWeight="medium" truncate>
                  {person.name}
                </Text>
                <HStack gap="2">
                  <Text fontSize="xs" color="fg.muted" truncate>
                    @{person.username}
                  </Text>
                  {person.response && (
                    <Badge size="sm" colorPalette={RESPONSE_PALETTES[person.response]}>
                      {labels.response(person.response)}
                    </Badge>
                  )}
                </HStack>
              </Stack>
              <HStack gap="1">
                <NativeSelect.Root size="sm" width="36">
                  <NativeSelect.Field
                    aria-label={t('calendar:form.role_of', { name: person.name })}
                    {...register(`participants.${index}.role`)}
                  >
                    {PARTICIPANT_ROLES.map((role: ParticipantRole) => (
                      <option key={role} value={role}>
                        {labels.role(role)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
                <IconButton
                  size="sm"
                  variant="ghost"
                  aria-label={t('calendar:form.remove_participant', { name: person.name })}
                  onClick={() => remove(index)}
                >
                  <X />
                </IconButton>
              </HStack>
            </HStack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
