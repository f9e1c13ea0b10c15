import { CloseButton, Dialog, HStack, Portal, SimpleGrid, Text } from '@chakra-ui/react';
import {
  RANKPOINT_STATUSES,
  RANKPOINT_TYPES,
  RATING_MATCH_TYPES,
  type Rankpoint,
  type RankpointInput,
  RankpointInputSchema,
  type RankpointUpdate,
  RankpointUpdateSchema,
  type RatingMatchType,
} from '@pickleball/domain';
import { useEffect, useRef, useState } from 'react';
import {
  type FieldValues,
  type Path,
  type UseFormReturn,
  useController,
  useForm,
  useWatch,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldError } from '../../../components/form/field-shell';
import { Form, FormActions } from '../../../components/form/form';
import type { TranslateMessage } from '../../../components/form/form-errors';
import { SelectField } from '../../../components/form/select-field';
import { TextareaField } from '../../../components/form/text-field';
import { isApiError } from '../../../lib/api-client';
import { formatDecimal } from '../../../lib/format';
import { toaster } from '../../../lib/toaster';
import { useCreateRankpoint } from '../api/create-rankpoint';
import type { RankpointPlayer } from '../api/search-players';
import { useUpdateRankpoint } from '../api/update-rankpoint';
import { PlayerPicker } from './player-picker';
import { RankTypeBadge } from './rankpoint-badges';
import { MATCH_TYPE_KEYS, STATUS_KEYS, TYPE_KEYS } from './rankpoint-labels';
import { createRankpointResolver } from './rankpoint-resolver';
import { RatingField } from './rating-field';

type CreateValues = z.input<typeof RankpointInputSchema>;
type UpdateValues = z.input<typeof RankpointUpdateSchema>;

/** zodResolver(schema) with the form's additions, its messages in the UI language. */
function useRankpointForm<In extends FieldValues & { rating?: unknown }, Out extends FieldValues>(
  schema: z.ZodType<Out, In>,
  defaultValues: In,
): UseFormReturn<In, unknown, Out> {
  const { t, i18n } = useTranslation('validation');
  const translate = useRef<TranslateMessage>((key, values) => t(key, values));
  translate.current = (key, values) => t(key, values);
  const locale = useRef(i18n.language);
  locale.current = i18n.language;
  const resolver = useRef(
    createRankpointResolver(
      schema,
      (key, values) => translate.current(key, values),
      () => locale.current,
    ),
  );
  return useForm<In, unknown, Out>({
    mode: 'onTouched',
    defaultValues: defaultValues as never,
    resolver: resolver.current,
  });
}

/** Type, match type, rating, status and reason: the fields both forms share. */
function SharedFields<T extends CreateValues | UpdateValues>() {
  const { t } = useTranslation('rankpoints');
  return (
    <>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <SelectField<T>
          name={'type' as Path<T>}
          label={t('rankpoints:fields.type')}
          placeholder={t('rankpoints:form.choose')}
          options={RANKPOINT_TYPES.map((type) => ({ value: type, label: t(TYPE_KEYS[type]) }))}
          required
        />
        <SelectField<T>
          name={'match_type' as Path<T>}
          label={t('rankpoints:fields.match_type')}
          placeholder={t('rankpoints:form.choose')}
          options={RATING_MATCH_TYPES.map((type) => ({ value: type, label: t(MATCH_TYPE_KEYS[type]) }))}
          required
        />
        <RatingField<T>
          name={'rating' as Path<T>}
          label={t('rankpoints:fields.rating')}
          helperText={t('rankpoints:form.rating_help')}
          required
        />
        <SelectField<T>
          name={'status' as Path<T>}
          label={t('rankpoints:fields.status')}
          options={RANKPOINT_STATUSES.map((status) => ({ value: status, label: t(STATUS_KEYS[status]) }))}
          required
        />
      </SimpleGrid>
      <TextareaField<T>
        name={'change_reason' as Path<T>}
        label={t('rankpoints:fields.change_reason')}
        placeholder={t('rankpoints:form.reason_placeholder')}
        maxLength={500}
        rows={2}
        required
      />
    </>
  );
}

/** Puts "this player already has a record" on the player; other refusals in a toast. */
function handleRefusal(error: unknown, onPlayer: (message: string) => void) {
  if (isApiError(error) && error.status === 422) throw error;
  if (isApiError(error) && error.code === 'rankpoint.exists') return onPlayer(error.message);
  toaster.error({ title: error instanceof Error ? error.message : String(error) });
}

function PlayerField() {
  const { t } = useTranslation('rankpoints');
  const { field } = useController<CreateValues, 'user_id'>({ name: 'user_id' });
  const error = useFieldError('user_id');
  const [player, setPlayer] = useState<RankpointPlayer | null>(null);
  return (
    <PlayerPicker
      label={t('rankpoints:fields.player')}
      value={player}
      onChange={(next) => {
        setPlayer(next);
        field.onChange(next?.id);
      }}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={error}
    />
  );
}

function CreateForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('rankpoints');
  const create = useCreateRankpoint();
  const form = useRankpointForm<CreateValues, RankpointInput>(RankpointInputSchema, {
    user_id: undefined as unknown as number,
    type: undefined as unknown as CreateValues['type'],
    match_type: 'doubles',
    rating: '',
    status: 'active',
    change_reason: '',
  });
  return (
    <Form
      form={form}
      gap="4"
      aria-label={t('rankpoints:form.create_title')}
      onSubmit={async (values) => {
        try {
          await create.mutateAsync(values);
          onDone();
        } catch (error) {
          handleRefusal(error, (message) =>
            form.setError('user_id', { type: 'server', message }, { shouldFocus: true }),
          );
        }
      }}
    >
      <PlayerField />
      <SharedFields<CreateValues> />
      <FormActions submitLabel={t('rankpoints:actions.create')} onCancel={onDone} />
    </Form>
  );
}

const ratingOf = (rankpoint: Rankpoint, type: RatingMatchType) =>
  type === 'singles' ? rankpoint.single_rating : rankpoint.double_rating;
/** A rating in the box: three decimals in the user's language, no grouping. */
const ratingText = (value: number | null, locale: string) =>
  value === null ? '' : formatDecimal(value, locale, 3, { grouping: false });

/** When the match type changes, the rating box shows that type's current rating (unless typed in). */
function FollowMatchType({
  form,
  rankpoint,
}: {
  form: UseFormReturn<UpdateValues, unknown, RankpointUpdate>;
  rankpoint: Rankpoint;
}) {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  const matchType = useWatch({ control: form.control, name: 'match_type' });
  useEffect(() => {
    if (form.getFieldState('rating').isDirty) return;
    if (matchType === 'singles' || matchType === 'doubles')
      form.resetField('rating', { defaultValue: ratingText(ratingOf(rankpoint, matchType), locale) });
  }, [matchType, form, rankpoint, locale]);
  return null;
}

function UpdateForm({ rankpoint, onDone }: { rankpoint: Rankpoint; onDone: () => void }) {
  const { t, i18n } = useTranslation('rankpoints');
  const update = useUpdateRankpoint(rankpoint.id);
  const matchType: RatingMatchType =
    rankpoint.double_rating === null && rankpoint.single_rating !== null ? 'singles' : 'doubles';
  const form = useRankpointForm<UpdateValues, RankpointUpdate>(RankpointUpdateSchema, {
    type: rankpoint.type,
    match_type: matchType,
    rating: ratingText(ratingOf(rankpoint, matchType), i18n.language),
    status: rankpoint.status,
    change_reason: '',
  });
  return (
    <Form
      form={form}
      gap="4"
      aria-label={t('rankpoints:form.update_title')}
      onSubmit={async (values) => {
        try {
          await update.mutateAsync(values);
          onDone();
        } catch (error) {
          handleRefusal(error, (message) => toaster.error({ title: message }));
        }
      }}
    >
      <HStack gap="3" flexWrap="wrap" borderWidth="1px" borderRadius="md" px="3" py="2">
        <Text fontWeight="medium">{rankpoint.player.name}</Text>
        <Text fontSize="sm" color="fg.muted">
          @{rankpoint.player.username}
        </Text>
        <RankTypeBadge type={rankpoint.type} />
      </HStack>
      <FollowMatchType form={form} rankpoint={rankpoint} />
      <SharedFields<UpdateValues> />
      <Text fontSize="xs" color="fg.muted">
        {t('rankpoints:form.history_note')}
      </Text>
      <FormActions submitLabel={t('rankpoints:actions.save')} onCancel={onDone} />
    </Form>
  );
}

export interface RankpointFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The record to update; none to create one. */
  rankpoint?: Rankpoint | null;
}

/** The create and update modals (rankpoint.manage). */
export function RankpointFormDialog({ open, onOpenChange, rankpoint }: RankpointFormDialogProps) {
  const { t } = useTranslation(['rankpoints', 'ui']);
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(event) => onOpenChange(event.open)}
      placement="center"
      size="lg"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {rankpoint ? t('rankpoints:form.update_title') : t('rankpoints:form.create_title')}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {open &&
                (rankpoint ? (
                  <UpdateForm key={rankpoint.id} rankpoint={rankpoint} onDone={close} />
                ) : (
                  <CreateForm onDone={close} />
                ))}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:confirm.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
