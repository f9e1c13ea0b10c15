import { Alert, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { isPairEvent, type PlayerCandidate, type Tournament } from '@pickleball/domain';
import { X } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../../components/form/field-shell';
import { TextareaField, TextField } from '../../../../components/form/text-field';
import { useZodForm } from '../../../../components/form/zod-form';
import { FormDialog } from '../../../../components/form-dialog';
import { PlayerSearch } from '../../../../components/player-search/player-search';
import { formatDecimal } from '../../../../lib/format';
import { useCreateRegistration } from '../../api/save-registration';
import { searchPlayerCandidates } from '../../api/search-players';
import { tournamentKeys } from '../../tournaments.keys';
import { candidateNote } from './candidate-note';
import { createEntryFormSchema, ENTRY_FORM_DEFAULTS, type EntryFormValues } from './entry-form-values';

/** Written out in full so the catalog check finds each key. */
const NOTE_KEYS = {
  already_chosen: 'tournaments:registrations.already_chosen',
  gender_unknown: 'tournaments:registrations.gender_unknown',
  same_gender: 'tournaments:registrations.same_gender',
} as const;
const GENDER_KEYS = {
  male: 'tournaments:registrations.genders.male',
  female: 'tournaments:registrations.genders.female',
  other: 'tournaments:registrations.genders.other',
} as const;

function PlayerField({
  name,
  label,
  tournament,
  chosen,
  onChosen,
  other,
}: {
  name: 'player_id' | 'partner_id';
  label: string;
  tournament: Tournament;
  chosen: PlayerCandidate | null;
  onChosen: (player: PlayerCandidate | null) => void;
  other: PlayerCandidate | null;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const error = useFieldError(name);
  const facts = chosen
    ? [
        chosen.gender ? t(GENDER_KEYS[chosen.gender]) : null,
        chosen.rating === null
          ? null
          : t('tournaments:mine.rating', { rating: formatDecimal(chosen.rating, i18n.language, 3) }),
      ].filter(Boolean)
    : [];
  return (
    <Controller<EntryFormValues, typeof name>
      name={name}
      render={({ field }) => (
        <Stack gap="1.5" role="group" aria-label={label}>
          <Text fontWeight="medium" fontSize="sm">
            {label}
          </Text>
          {chosen ? (
            <HStack borderWidth="1px" borderRadius="md" px="3" py="2" justify="space-between">
              <Box minW="0">
                <Text fontWeight="medium">{chosen.name}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {[`@${chosen.username}`, ...facts].join(' · ')}
                </Text>
              </Box>
              <Button
                size="xs"
                variant="ghost"
                aria-label={t('tournaments:registrations.change_player', { name: chosen.name })}
                onClick={() => {
                  onChosen(null);
                  field.onChange(null);
                }}
              >
                <X size={14} aria-hidden="true" />
              </Button>
            </HStack>
          ) : (
            <PlayerSearch<PlayerCandidate>
              label={label}
              search={(term, signal) => searchPlayerCandidates(tournament.id, term, signal)}
              queryKey={tournamentKeys.players(tournament.id)}
              inputRef={field.ref}
              onBlur={field.onBlur}
              describePlayer={(player) => {
                const note = candidateNote(player, other, tournament.type);
                return note ? t(NOTE_KEYS[note]) : undefined;
              }}
              onSelect={(player) => {
                onChosen(player);
                field.onChange(player.id);
              }}
            />
          )}
          {error && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}

/**
 * Staff enter a player, or a pair (the partner counts as confirmed: staff vouch for the pair),
 * found among the players not entered yet (the tournament's own search: tournament.edit is
 * enough), each with their gender and rating; a mixed pair that is not one man and one woman is
 * flagged in the results. The server says why an entry is refused ('Failed to register player: …' —
 * mixed doubles is one man and one woman by their profiles, a player entered twice, registration
 * closed), inside the dialog.
 */
export function AddEntryDialog({
  tournament,
  open,
  onClose,
}: {
  tournament: Tournament;
  open: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('tournaments');
  const isPairs = isPairEvent(tournament.type);
  const locale = useRef(i18n.language);
  locale.current = i18n.language;
  const schema = useMemo(() => createEntryFormSchema(isPairs, () => locale.current), [isPairs]);
  const form = useZodForm(schema, { defaultValues: ENTRY_FORM_DEFAULTS, mode: 'onSubmit' });
  const create = useCreateRegistration(tournament.id);
  const [player, setPlayer] = useState<PlayerCandidate | null>(null);
  const [partner, setPartner] = useState<PlayerCandidate | null>(null);
  useEffect(() => {
    if (open) {
      setPlayer(null);
      setPartner(null);
    }
  }, [open]);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={isPairs ? t('tournaments:registrations.add_pair') : t('tournaments:registrations.add_player')}
      description={t('tournaments:registrations.add_description')}
      confirmLabel={t('tournaments:registrations.add_submit')}
      confirmButton={{ colorPalette: 'blue' }}
      form={form}
      onConfirm={(input) => create.mutateAsync(input)}
    >
      {tournament.type === 'mixed_doubles' && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('tournaments:registrations.mixed_rule')}</Alert.Description>
        </Alert.Root>
      )}
      {tournament.registration_window === 'closed' && (
        <Alert.Root status="warning" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('tournaments:overview.window_closed')}</Alert.Description>
        </Alert.Root>
      )}
      <PlayerField
        name="player_id"
        label={t('tournaments:registration_fields.player')}
        tournament={tournament}
        chosen={player}
        onChosen={setPlayer}
        other={partner}
      />
      {isPairs && (
        <PlayerField
          name="partner_id"
          label={t('tournaments:registration_fields.partner')}
          tournament={tournament}
          chosen={partner}
          onChosen={setPartner}
          other={player}
        />
      )}
      <TextField
        name="dupr_rating"
        inputMode="decimal"
        autoComplete="off"
        label={t('tournaments:registration_fields.dupr_rating')}
        placeholder={formatDecimal(4.25, i18n.language, 3)}
        helperText={
          isPairs
            ? t('tournaments:registrations.rating_pairs_help')
            : t('tournaments:registrations.rating_help')
        }
      />
      <TextareaField
        name="notes"
        label={t('tournaments:registration_fields.notes')}
        rows={2}
        maxLength={1000}
      />
    </FormDialog>
  );
}
