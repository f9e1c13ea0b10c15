import { Alert, Box, Heading, Stack, Text } from '@chakra-ui/react';
import {
  isPairEvent,
  type MyRegistration,
  PARTNER_SEARCH_MIN,
  type PartnerCandidate,
  type PublicTournament,
} from '@pickleball/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../../components/form/field-shell';
import { Form, FormActions } from '../../../../components/form/form';
import { TextareaField } from '../../../../components/form/text-field';
import { useZodForm } from '../../../../components/form/zod-form';
import { SearchPicker } from '../../../../components/search-picker/search-picker';
import { isApiError } from '../../../../lib/api-client';
import { formatDateTime } from '../../../../lib/format';
import { formatMoney } from '../../../../lib/money';
import { useRegisterMyself } from '../../api/my-registrations';
import { searchPartners } from '../../api/search-partners';
import { tournamentKeys } from '../../tournaments.keys';
import { useTournamentLabels } from '../tournament-labels';
import { isTournamentFull } from './entry-outstanding';
import {
  createRegisterFormSchema,
  REGISTER_FORM_DEFAULTS,
  type RegisterFormValues,
  type RegisterTerms,
} from './register-form-values';

/** The partner, found by name or username (never by contact details), who is then asked to confirm. */
function PartnerField({
  tournament,
  chosen,
  onChosen,
}: {
  tournament: PublicTournament;
  chosen: PartnerCandidate | null;
  onChosen: (partner: PartnerCandidate | null) => void;
}) {
  const { t } = useTranslation('tournaments');
  const error = useFieldError('partner_id');
  // The server's refusal of the search itself (no gender in my profile for mixed doubles, entries closed).
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <Controller<RegisterFormValues, 'partner_id'>
      name="partner_id"
      render={({ field }) => (
        <SearchPicker<PartnerCandidate>
          label={t('tournaments:registration_fields.partner')}
          required
          value={chosen}
          onChange={(partner) => {
            onChosen(partner);
            field.onChange(partner?.id ?? null);
          }}
          search={(term, signal) =>
            searchPartners(tournament.id, term, signal).then(
              (found) => {
                setRefusal(null);
                return found;
              },
              (failure: unknown) => {
                if (isApiError(failure) && failure.code === 'tournament.registration_failed') {
                  setRefusal(failure.message);
                  return [];
                }
                throw failure;
              },
            )
          }
          queryKey={tournamentKeys.partners(tournament.id)}
          describe={(partner) => `@${partner.username}`}
          minLength={PARTNER_SEARCH_MIN}
          shortText={t('tournaments:register.partner_short')}
          noneText={t('tournaments:register.partner_none')}
          placeholder={t('tournaments:register.partner_placeholder')}
          helperText={t('tournaments:register.partner_help')}
          errorText={refusal ?? error}
          clearOnType
          inputRef={field.ref}
          onBlur={field.onBlur}
        />
      )}
    />
  );
}

/** What the entry comes with: the event, its fee, a passed deadline, a full field, approval. */
function EntryTerms({ tournament }: { tournament: PublicTournament }) {
  const { t, i18n } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  const locale = i18n.language;
  const notes = [
    tournament.type === 'mixed_doubles' && t('tournaments:registrations.mixed_rule'),
    tournament.registration_window === 'late' && t('tournaments:overview.window_late'),
    isTournamentFull(tournament) && t('tournaments:register.full'),
    tournament.requires_approval && t('tournaments:register.approval'),
  ].filter((note): note is string => Boolean(note));
  return (
    <Stack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {[
          labels.type(tournament.type),
          labels.format(tournament.format),
          tournament.is_free || tournament.entry_fee === null
            ? t('tournaments:list.free')
            : t('tournaments:mine.fee', {
                amount: formatMoney(tournament.entry_fee, tournament.currency, locale),
              }),
        ].join(' · ')}
      </Text>
      {tournament.registration_deadline && tournament.registration_window === 'open' && (
        <Text fontSize="sm" color="fg.muted">
          {t('tournaments:register.deadline', {
            date: formatDateTime(tournament.registration_deadline, locale),
          })}
        </Text>
      )}
      {notes.map((note) => (
        <Alert.Root key={note} status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{note}</Alert.Description>
        </Alert.Root>
      ))}
    </Stack>
  );
}

/**
 * A player enters a public tournament: alone for singles, with a partner found by search for
 * doubles and mixed doubles (the partner then confirms from their own page). A panel on the page
 * rather than a dialog: the partner's list is a popup of its own, which a modal dialog would hide
 * from screen readers. The server's refusal ('Failed to register player: …' — the deadline, the
 * mixed rule, someone already entered) shows inside, in the user's language; the answer goes to
 * `onRegistered`.
 */
export function RegisterPanel({
  tournament,
  onCancel,
  onRegistered,
}: {
  tournament: PublicTournament;
  onCancel: () => void;
  onRegistered: (entry: MyRegistration) => void;
}) {
  const { t } = useTranslation('tournaments');
  const isPairs = isPairEvent(tournament.type);
  const terms = useRef<RegisterTerms>({ tournamentId: tournament.id, isPairs });
  terms.current = { tournamentId: tournament.id, isPairs };
  const schema = useMemo(() => createRegisterFormSchema(() => terms.current), []);
  const form = useZodForm(schema, { defaultValues: REGISTER_FORM_DEFAULTS, mode: 'onSubmit' });
  const register = useRegisterMyself();
  const [partner, setPartner] = useState<PartnerCandidate | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const title = t('tournaments:register.title', { name: tournament.name });
  // Opened from a card further down or from a link: the form comes into view, its title read first.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
    heading.current?.focus({ preventScroll: true });
  }, []);
  return (
    <Box
      as="section"
      aria-labelledby="register-title"
      borderWidth="1px"
      borderColor="blue.muted"
      borderRadius="lg"
      bg="bg.panel"
      p={{ base: '4', md: '6' }}
      maxW="2xl"
      scrollMarginTop="20"
    >
      <Stack gap="4">
        <Box>
          <Heading as="h2" size="md" id="register-title" ref={heading} tabIndex={-1} outline="none">
            {title}
          </Heading>
          <Text fontSize="sm" color="fg.muted">
            {isPairs
              ? t('tournaments:register.description_pair')
              : t('tournaments:register.description_single')}
          </Text>
        </Box>
        <Form
          form={form}
          aria-label={title}
          onSubmit={async (input) => {
            setRefusal(null);
            try {
              const response = await register.mutateAsync(input);
              onRegistered(response.data);
            } catch (error) {
              // A refusal with its reason is the form's answer, not a field's.
              if (isApiError(error) && error.code === 'tournament.registration_failed')
                setRefusal(error.message);
              else throw error;
            }
          }}
        >
          <EntryTerms tournament={tournament} />
          {isPairs && <PartnerField tournament={tournament} chosen={partner} onChosen={setPartner} />}
          <TextareaField
            name="notes"
            label={t('tournaments:registration_fields.notes')}
            helperText={t('tournaments:register.notes_help')}
            rows={2}
            maxLength={1000}
          />
          {refusal && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{refusal}</Alert.Description>
            </Alert.Root>
          )}
          <FormActions submitLabel={t('tournaments:register.submit')} onCancel={onCancel} />
        </Form>
      </Stack>
    </Box>
  );
}
