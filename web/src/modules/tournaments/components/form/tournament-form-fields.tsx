import { Alert, SimpleGrid } from '@chakra-ui/react';
import { isPairEvent, PAYMENT_CURRENCIES, type Tournament } from '@pickleball/domain';
import { useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldError } from '../../../../components/form/field-shell';
import { WholeNumberField } from '../../../../components/form/number-fields';
import { SelectField } from '../../../../components/form/select-field';
import { SwitchField } from '../../../../components/form/switch-field';
import { TextField } from '../../../../components/form/text-field';
import { type CourtChoice, CourtPicker } from '../../../../components/search-picker/court-picker';
import { formatMoney } from '../../../../lib/money';
import { useTournamentLabels } from '../tournament-labels';
import { entryFeePlaceholder } from './money';
import type { TournamentFormValues } from './tournament-form-values';

/** The tournament form's fields that change with others: the court, the format's options, seeding, fees. */

export function CourtField({ tournament }: { tournament?: Tournament }) {
  const { t } = useTranslation('tournaments');
  const error = useFieldError('court_id');
  const [court, setCourt] = useState<CourtChoice | null>(tournament?.court ?? null);
  return (
    <Controller<TournamentFormValues, 'court_id'>
      name="court_id"
      render={({ field }) => (
        <CourtPicker
          label={t('tournaments:fields.court')}
          helperText={t('tournaments:form.court_help')}
          value={court}
          errorText={error}
          inputRef={field.ref}
          onBlur={field.onBlur}
          clearOnType
          onChange={(next) => {
            setCourt(next);
            field.onChange(next?.id ?? null);
          }}
        />
      )}
    />
  );
}

/** The format's own options: shown only for the formats they belong to. */
export function FormatOptions({ isLocked }: { isLocked: boolean }) {
  const { t } = useTranslation('tournaments');
  const format = useWatch<TournamentFormValues, 'format'>({ name: 'format' });
  const reset = useWatch<TournamentFormValues, 'grand_final_reset'>({ name: 'grand_final_reset' });
  const labels = useTournamentLabels();
  return (
    <>
      {(format === 'single_elimination' || format === 'pool_play') && (
        <SwitchField
          name="bronze_match"
          label={t('tournaments:fields.bronze_match')}
          helperText={t('tournaments:form.bronze_match_help')}
          disabled={isLocked}
        />
      )}
      {format === 'double_elimination' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5" alignItems="start">
          <SwitchField
            name="grand_final_reset"
            label={t('tournaments:fields.grand_final_reset')}
            helperText={t('tournaments:form.grand_final_reset_help')}
            disabled={isLocked}
          />
          {reset !== false && (
            <SelectField
              name="reset_format"
              label={t('tournaments:fields.reset_format')}
              options={labels.resetFormatOptions}
              disabled={isLocked}
            />
          )}
        </SimpleGrid>
      )}
      {format === 'pool_play' && (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <WholeNumberField
            name="pools"
            label={t('tournaments:fields.pools')}
            helperText={t('tournaments:form.pools_help')}
            placeholder={t('tournaments:form.automatic')}
            disabled={isLocked}
          />
          <WholeNumberField
            name="advance_per_pool"
            label={t('tournaments:fields.advance_per_pool')}
            helperText={t('tournaments:form.advance_per_pool_help')}
            placeholder={t('tournaments:form.automatic')}
            disabled={isLocked}
          />
        </SimpleGrid>
      )}
      {format === 'consolation' && (
        <Alert.Root status="info" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('tournaments:form.consolation_help')}</Alert.Description>
        </Alert.Root>
      )}
    </>
  );
}

/** The seeding method, said as it applies to the event's type ("the pair's average rating"). */
export function SeedingField() {
  const { t } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  const type = useWatch<TournamentFormValues, 'type'>({ name: 'type' });
  const method = useWatch<TournamentFormValues, 'seeding_method'>({ name: 'seeding_method' });
  const help =
    method === 'dupr_rating'
      ? isPairEvent(type ?? 'doubles')
        ? t('tournaments:seeding.dupr_pairs_help')
        : t('tournaments:seeding.dupr_singles_help')
      : method === 'random'
        ? t('tournaments:seeding.random_help')
        : t('tournaments:seeding.manual_help');
  return (
    <SelectField
      name="seeding_method"
      label={t('tournaments:fields.seeding_method')}
      options={labels.seedingOptions}
      helperText={help}
    />
  );
}

/**
 * How seeds 3 and beyond take their block's lines in an elimination draw (seeds 1 and 2 always
 * stand on the top and bottom lines); pools have no lines.
 */
export function SeedPlacementField() {
  const { t } = useTranslation('tournaments');
  const labels = useTournamentLabels();
  const format = useWatch<TournamentFormValues, 'format'>({ name: 'format' });
  const placement = useWatch<TournamentFormValues, 'seed_placement'>({ name: 'seed_placement' });
  if (format === 'round_robin' || format === 'pool_play') return null;
  return (
    <SelectField
      name="seed_placement"
      label={t('tournaments:fields.seed_placement')}
      options={labels.seedPlacementOptions}
      helperText={t(
        placement === 'lot'
          ? 'tournaments:form.seed_placement_lot_help'
          : 'tournaments:form.seed_placement_fixed_help',
      )}
    />
  );
}

/** Free or paid: the fee (required when paid) and the prize pool in the chosen currency. */
export function FeeFields() {
  const { t, i18n } = useTranslation('tournaments');
  const isFree = useWatch<TournamentFormValues, 'is_free'>({ name: 'is_free' });
  const currency = useWatch<TournamentFormValues, 'currency'>({ name: 'currency' }) ?? 'VND';
  const locale = i18n.language;
  const currencyOptions = PAYMENT_CURRENCIES.map((value) => ({ value, label: value }));
  return (
    <>
      <SwitchField
        name="is_free"
        label={t('tournaments:fields.is_free')}
        helperText={t('tournaments:form.is_free_help')}
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="5">
        <SelectField name="currency" label={t('tournaments:fields.currency')} options={currencyOptions} />
        {isFree === false && (
          <TextField
            name="entry_fee"
            label={t('tournaments:fields.entry_fee')}
            inputMode="decimal"
            autoComplete="off"
            required
            placeholder={entryFeePlaceholder(currency, locale)}
            helperText={t('tournaments:form.entry_fee_help')}
          />
        )}
        <TextField
          name="prize_pool"
          label={t('tournaments:fields.prize_pool')}
          inputMode="decimal"
          autoComplete="off"
          placeholder={formatMoney(currency === 'VND' ? 10_000_000 : 100_000, currency, locale)}
        />
      </SimpleGrid>
    </>
  );
}
