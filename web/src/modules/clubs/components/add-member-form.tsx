import { Box, Button, Field, Grid, NativeSelect, Text } from '@chakra-ui/react';
import { AddMemberInputSchema } from '@pickleball/domain';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../components/form/field-shell';
import { Form } from '../../../components/form/form';
import { useZodForm } from '../../../components/form/zod-form';
import { SearchPicker } from '../../../components/search-picker/search-picker';
import { isApiError } from '../../../lib/api-client';
import { useAddClubMember } from '../api/add-club-member';
import { type MemberCandidate, searchMemberCandidates } from '../api/search-member-candidates';
import { clubKeys } from '../clubs.keys';
import { useClubLabels } from './club-labels';

interface CandidatePickerProps {
  clubId: number;
  value: MemberCandidate | null;
  onChange: (candidate: MemberCandidate | null) => void;
  onBlur: () => void;
  inputRef: (element: HTMLInputElement | null) => void;
  errorText?: string;
}

/** Users who could join, searched by name, username, e-mail or phone (not members yet). */
function CandidatePicker({ clubId, ...props }: CandidatePickerProps) {
  const { t } = useTranslation('clubs');
  return (
    <SearchPicker
      {...props}
      label={t('clubs:members.user')}
      required
      clearOnType
      minLength={1}
      shortText={t('clubs:members.search_hint')}
      placeholder={t('clubs:members.search_placeholder')}
      helperText={t('clubs:members.search_help')}
      noneText={t('clubs:members.no_candidates')}
      search={async (term, signal) => (await searchMemberCandidates(clubId, term, signal)).data}
      queryKey={clubKeys.candidates(clubId)}
      describe={(candidate) => `@${candidate.username}`}
    />
  );
}

/**
 * Adds a member (SPEC §5 "Club"): a user chosen by searching, as a member or an admin. Without a
 * choice it says 'Please select a user to add'; the server's refusals (already a member) show
 * under the search.
 */
export function AddMemberForm({ clubId }: { clubId: number }) {
  const { t } = useTranslation('clubs');
  const labels = useClubLabels();
  const addMember = useAddClubMember(clubId);
  const form = useZodForm(AddMemberInputSchema, {
    defaultValues: { user_id: undefined, role: 'member' },
    mode: 'onSubmit',
  });
  const [candidate, setCandidate] = useState<MemberCandidate | null>(null);
  return (
    <Box borderWidth="1px" borderRadius="lg" bg="bg.panel" p={{ base: '4', md: '5' }}>
      <Form
        form={form}
        aria-label={t('clubs:members.add_title')}
        gap="4"
        onSubmit={async (values) => {
          try {
            await addMember.mutateAsync({ userId: values.user_id, role: values.role });
          } catch (error) {
            // "Already a member" and other refusals belong under the search, like the 422s.
            if (isApiError(error) && error.status !== 422) {
              form.setError('user_id', { type: 'server', message: error.message }, { shouldFocus: true });
              return;
            }
            throw error;
          }
          setCandidate(null);
          form.reset({ user_id: undefined, role: values.role });
        }}
      >
        <Text fontWeight="semibold">{t('clubs:members.add_title')}</Text>
        <Grid templateColumns={{ base: '1fr', md: '1fr 12rem auto' }} gap="3" alignItems="start">
          <Controller
            control={form.control}
            name="user_id"
            render={({ field }) => (
              <CandidatePickerWithError
                clubId={clubId}
                value={candidate}
                onBlur={field.onBlur}
                inputRef={field.ref}
                onChange={(next) => {
                  setCandidate(next);
                  field.onChange(next?.id);
                  if (next) form.clearErrors('user_id');
                }}
              />
            )}
          />
          <Field.Root>
            <Field.Label>{t('clubs:members.role')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field {...form.register('role')}>
                {labels.roleOptions.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Button type="submit" colorPalette="blue" mt={{ md: '6' }} loading={form.formState.isSubmitting}>
            <UserPlus size={16} aria-hidden="true" />
            {t('clubs:members.add')}
          </Button>
        </Grid>
      </Form>
    </Box>
  );
}

function CandidatePickerWithError(props: Omit<CandidatePickerProps, 'errorText'>) {
  const error = useFieldError('user_id');
  return <CandidatePicker {...props} errorText={error} />;
}
