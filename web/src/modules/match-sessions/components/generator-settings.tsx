import { SimpleGrid, Stack } from '@chakra-ui/react';
import {
  MATCH_DURATION_MAX,
  MATCH_DURATION_MIN,
  SESSION_COURTS_MAX,
} from '@pickleball/domain/match-sessions/match-sessions.rules';
import { BEST_OF, TARGET_POINTS, WIN_BY } from '@pickleball/domain/scoring/scoring.schemas';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, SwitchField, TextField } from '../../../components/form';
import { NumberSelectField, WholeNumberField } from '../../../components/form/number-fields';
import { ClubPicker } from '../../../components/search-picker/club-picker';
import type { PickerItem } from '../../../components/search-picker/search-picker';
import { useAuth } from '../../../lib/auth';
import { useSessionLabels } from './session-labels';

const COURT_CHOICES = Array.from({ length: SESSION_COURTS_MAX }, (_, index) => index + 1);

export interface GeneratorSettingsProps {
  club: PickerItem | null;
  onClubChange: (club: PickerItem | null) => void;
  /** The number of rounds of the full cycle once a schedule was generated (the rounds box's hint). */
  fullCycleRounds?: number;
  /**
   * Planning a saved draft's schedule: its name, type, club, scoring and match duration are the
   * session's and stay (the courts, rounds and rating balance remain the generator's).
   */
  isPlanning?: boolean;
}

/**
 * Named courts are the courts the generator uses: while any is named, the courts setting follows
 * their count (the API refuses another number).
 */
function useCourtsFollowNames(): number {
  const { getValues, setValue } = useFormContext<{ courts: number | null; court_names: string[] }>();
  const names = useWatch<{ court_names: string[] }, 'court_names'>({ name: 'court_names' });
  const count = names?.length ?? 0;
  useEffect(() => {
    if (count > 0 && getValues('courts') !== count) setValue('courts', count, { shouldDirty: true });
  }, [count, getValues, setValue]);
  return count;
}

/** The generator's settings (SPEC §3): name, type, club, scoring, timing, courts, rounds, rating balance. */
export function GeneratorSettings({
  club,
  onClubChange,
  fullCycleRounds,
  isPlanning = false,
}: GeneratorSettingsProps) {
  const { t } = useTranslation(['match-sessions', 'matches']);
  const { can } = useAuth();
  const labels = useSessionLabels();
  const namedCourts = useCourtsFollowNames();
  return (
    <Stack gap="4">
      <TextField
        name="name"
        label={t('match-sessions:fields.name')}
        required
        maxLength={200}
        disabled={isPlanning}
      />
      {/* The settings share the row with the players from xl: their rows narrow there. */}
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 1, '2xl': 2 }} gap="4">
        <SelectField
          name="match_type"
          label={t('match-sessions:fields.match_type')}
          options={labels.typeOptions}
          disabled={isPlanning}
        />
        {can('club.view') && (
          <ClubPicker
            label={t('match-sessions:fields.club')}
            value={club}
            onChange={onClubChange}
            helperText={t('match-sessions:fields.club_help')}
            disabled={isPlanning}
          />
        )}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <NumberSelectField
          name="best_of"
          label={t('match-sessions:fields.best_of')}
          options={BEST_OF.map((value) => ({ value, label: t('matches:best_of_n', { count: value }) }))}
          disabled={isPlanning}
        />
        <NumberSelectField
          name="target_points"
          label={t('match-sessions:fields.target_points')}
          options={TARGET_POINTS.map((value) => ({ value, label: t('matches:points_n', { count: value }) }))}
          disabled={isPlanning}
        />
        <NumberSelectField
          name="win_by"
          label={t('match-sessions:fields.win_by')}
          options={WIN_BY.map((value) => ({ value, label: t('matches:points_n', { count: value }) }))}
          disabled={isPlanning}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3, xl: 2, '2xl': 3 }} gap="4">
        <WholeNumberField
          name="match_duration_minutes"
          label={t('match-sessions:fields.match_duration_minutes')}
          helperText={t('match-sessions:fields.match_duration_help', {
            min: MATCH_DURATION_MIN,
            max: MATCH_DURATION_MAX,
          })}
          disabled={isPlanning}
        />
        <NumberSelectField
          name="courts"
          label={t('match-sessions:fields.courts')}
          emptyLabel={t('match-sessions:fields.courts_enough')}
          options={COURT_CHOICES.map((value) => ({
            value,
            label: t('match-sessions:fields.courts_n', { count: value }),
          }))}
          disabled={namedCourts > 0}
          helperText={
            namedCourts > 0 ? t('match-sessions:event.courts_from_names', { count: namedCourts }) : undefined
          }
        />
        <WholeNumberField
          name="rounds"
          label={t('match-sessions:fields.rounds')}
          placeholder={t('match-sessions:fields.rounds_full_cycle')}
          helperText={
            fullCycleRounds === undefined
              ? t('match-sessions:fields.rounds_help')
              : t('match-sessions:fields.rounds_help_known', { count: fullCycleRounds })
          }
        />
      </SimpleGrid>
      <SwitchField
        name="balance_by_rating"
        label={t('match-sessions:fields.balance_by_rating')}
        helperText={t('match-sessions:fields.balance_by_rating_help')}
      />
    </Stack>
  );
}
