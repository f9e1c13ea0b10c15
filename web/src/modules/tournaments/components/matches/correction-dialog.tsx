import {
  Alert,
  Badge,
  Button,
  CloseButton,
  Dialog,
  HStack,
  Input,
  List,
  Portal,
  SimpleGrid,
  Stack,
  Switch,
  Text,
} from '@chakra-ui/react';
import {
  type BracketSlot,
  type CorrectionInput,
  CorrectionInputSchema,
  type CorrectionPreview,
  roundName,
  type Tournament,
} from '@pickleball/domain';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useFormContext, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { checkedFormSchema } from '../../../../components/form/checked-schema';
import { useFieldError } from '../../../../components/form/field-shell';
import { Form } from '../../../../components/form/form';
import { SelectField } from '../../../../components/form/select-field';
import { TextareaField } from '../../../../components/form/text-field';
import { useZodForm } from '../../../../components/form/zod-form';
import { isApiError } from '../../../../lib/api-client';
import { previewCorrection, useRunSlotStep } from '../../api/slot-actions';
import { type CorrectionFormValues, correctionDefaults, toCorrectionInput } from './correction-form-values';
import { sideName } from './slot-text';

function GameRow({ index, names }: { index: number; names: [string, string] }) {
  const { t } = useTranslation('tournaments');
  const { register } = useFormContext<CorrectionFormValues>();
  const errorA = useFieldError(`games.${index}.team1`);
  const errorB = useFieldError(`games.${index}.team2`);
  const error = errorA ?? errorB;
  return (
    <Stack gap="1">
      <HStack gap="2">
        <Text fontSize="sm" minW="16" color="fg.muted">
          {t('tournaments:correction.game', { number: index + 1 })}
        </Text>
        <Input
          size="sm"
          inputMode="numeric"
          width="16"
          aria-label={t('tournaments:correction.points_of', { number: index + 1, name: names[0] })}
          aria-invalid={errorA ? true : undefined}
          {...register(`games.${index}.team1`)}
        />
        <Text aria-hidden="true">–</Text>
        <Input
          size="sm"
          inputMode="numeric"
          width="16"
          aria-label={t('tournaments:correction.points_of', { number: index + 1, name: names[1] })}
          aria-invalid={errorB ? true : undefined}
          {...register(`games.${index}.team2`)}
        />
      </HStack>
      {error && (
        <Text fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Stack>
  );
}

function ResultFields({ names, rows }: { names: [string, string]; rows: number }) {
  const { t } = useTranslation('tournaments');
  const walkover = useWatch<CorrectionFormValues, 'walkover'>({ name: 'walkover' });
  const gamesError = useFieldError('games');
  return (
    <Stack gap="3">
      <Controller<CorrectionFormValues, 'walkover'>
        name="walkover"
        render={({ field }) => (
          <Switch.Root checked={field.value} onCheckedChange={(event) => field.onChange(event.checked)}>
            <Switch.HiddenInput ref={field.ref} onBlur={field.onBlur} />
            <Switch.Control>
              <Switch.Thumb />
            </Switch.Control>
            <Switch.Label>{t('tournaments:correction.walkover')}</Switch.Label>
          </Switch.Root>
        )}
      />
      {walkover ? (
        <SelectField
          name="winner"
          label={t('tournaments:correction.winner')}
          placeholder={t('tournaments:correction.choose_winner')}
          options={[
            { value: 'a', label: names[0] },
            { value: 'b', label: names[1] },
          ]}
        />
      ) : (
        <Stack gap="2" role="group" aria-label={t('tournaments:correction.games')}>
          <HStack gap="2" fontSize="sm" fontWeight="medium">
            <Text minW="16" />
            <Text width="16" truncate title={names[0]}>
              {names[0]}
            </Text>
            <Text aria-hidden="true" visibility="hidden">
              –
            </Text>
            <Text width="16" truncate title={names[1]}>
              {names[1]}
            </Text>
          </HStack>
          {Array.from({ length: rows }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: games are numbered by their order
            <GameRow key={index} index={index} names={names} />
          ))}
          {gamesError && (
            <Text fontSize="sm" color="fg.error" role="alert">
              {gamesError}
            </Text>
          )}
        </Stack>
      )}
      <TextareaField
        name="reason"
        label={t('tournaments:correction.reason')}
        helperText={t('tournaments:correction.reason_help')}
        rows={2}
        maxLength={500}
        required
      />
    </Stack>
  );
}

function CheckButton() {
  const { t } = useTranslation('tournaments');
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" colorPalette="blue" loading={isSubmitting}>
      {t('tournaments:correction.check')}
    </Button>
  );
}

function scoreLine(result: CorrectionPreview['result']): string {
  return result.walkover ? '' : result.games.map(([a, b]) => `${a}–${b}`).join(', ');
}

/** What the correction resets, shown before anything is written. */
function PreviewPanel({
  preview,
  tournament,
  names,
}: {
  preview: CorrectionPreview;
  tournament: Tournament;
  names: [string, string];
}) {
  const { t } = useTranslation('tournaments');
  const winner = preview.result.winner === 'a' ? names[0] : names[1];
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Text fontWeight="semibold">{t('tournaments:correction.new_result')}</Text>
        <Text>
          {preview.result.walkover
            ? t('tournaments:correction.walkover_to', { name: winner })
            : t('tournaments:correction.won_by', { name: winner, score: scoreLine(preview.result) })}
        </Text>
        {preview.winner_changes && (
          <Badge colorPalette="orange" alignSelf="flex-start">
            {t('tournaments:correction.winner_changes')}
          </Badge>
        )}
      </Stack>
      {preview.reset.length > 0 ? (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {t('tournaments:correction.reset_title', { count: preview.reset.length })}
            </Alert.Title>
            <Alert.Description>
              <List.Root ps="4" mt="2" gap="1">
                {preview.reset.map((item) => (
                  <List.Item key={item.key}>
                    {roundName(t, tournament.format, item)}:{' '}
                    {item.names.map((name) => name ?? t('tournaments:bracket.to_be_decided')).join(' – ')}
                    {!item.result.walkover && ` (${scoreLine(item.result)})`}
                  </List.Item>
                ))}
              </List.Root>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      ) : (
        <Alert.Root status="success" size="sm">
          <Alert.Indicator />
          <Alert.Description>{t('tournaments:correction.nothing_reset')}</Alert.Description>
        </Alert.Root>
      )}
      {preview.voided_matches.length > 0 && (
        <Text fontSize="sm" color="fg.muted">
          {t('tournaments:correction.voided', { count: preview.voided_matches.length })}
        </Text>
      )}
      <Text fontSize="sm" color="fg.muted">
        {t('tournaments:correction.history_kept')}
      </Text>
    </Stack>
  );
}

/**
 * Correcting a result after later matches were played: the corrected games (or a walkover) and a
 * reason, then the server's preview — the later matches the correction would reset and the
 * matches it would void — and only then, on confirmation, the correction.
 */
export function CorrectionDialog({
  tournament,
  slot,
  onClose,
}: {
  tournament: Tournament;
  slot: BracketSlot | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(['tournaments', 'ui']);
  const schema = useMemo(
    () =>
      checkedFormSchema<CorrectionFormValues, CorrectionInput>(
        () => [],
        toCorrectionInput,
        CorrectionInputSchema,
      ),
    [],
  );
  const form = useZodForm(schema, {
    defaultValues: correctionDefaults(null, tournament.best_of),
    mode: 'onSubmit',
  });
  const [preview, setPreview] = useState<{ input: CorrectionInput; data: CorrectionPreview } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const run = useRunSlotStep(tournament.id);
  const { reset } = form;
  useEffect(() => {
    if (!slot) return;
    reset(correctionDefaults(slot.result, tournament.best_of));
    setPreview(null);
    setRefusal(null);
  }, [slot, reset, tournament.best_of]);
  if (!slot) return null;
  const names: [string, string] = [sideName(slot, 'a', t), sideName(slot, 'b', t)];
  const rows = Math.max(tournament.best_of, slot.result?.games.length ?? 0, 1);
  return (
    <Dialog.Root
      open
      onOpenChange={(event) => !event.open && !run.isPending && onClose()}
      placement="center"
      size={{ base: 'full', sm: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t('tournaments:correction.title', { round: roundName(t, tournament.format, slot) })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text fontSize="sm" color="fg.muted">
                  {names.join(' – ')}
                </Text>
                {refusal && (
                  <Alert.Root status="error" role="alert">
                    <Alert.Indicator />
                    <Alert.Description>{refusal}</Alert.Description>
                  </Alert.Root>
                )}
                {preview ? (
                  <PreviewPanel preview={preview.data} tournament={tournament} names={names} />
                ) : (
                  <Form
                    form={form}
                    aria-label={t('tournaments:correction.form')}
                    onSubmit={async (input) => {
                      setRefusal(null);
                      try {
                        const response = await previewCorrection(tournament.id, slot.key, input);
                        setPreview({ input, data: response.data });
                      } catch (error) {
                        if (isApiError(error) && error.status === 422) throw error;
                        setRefusal(error instanceof Error ? error.message : t('ui:confirm.failed'));
                      }
                    }}
                  >
                    <ResultFields names={names} rows={rows} />
                    <HStack justify="flex-end" gap="3">
                      <Button variant="outline" onClick={onClose}>
                        {t('ui:form.cancel')}
                      </Button>
                      <CheckButton />
                    </HStack>
                  </Form>
                )}
              </Stack>
            </Dialog.Body>
            {preview && (
              <Dialog.Footer>
                <SimpleGrid columns={2} gap="3" width={{ base: 'full', sm: 'auto' }}>
                  <Button variant="outline" onClick={() => setPreview(null)} disabled={run.isPending}>
                    {t('tournaments:correction.back')}
                  </Button>
                  <Button
                    colorPalette="red"
                    loading={run.isPending}
                    onClick={async () => {
                      setRefusal(null);
                      try {
                        await run.mutateAsync({
                          key: slot.key,
                          step: { action: 'correct', input: preview.input },
                        });
                        onClose();
                      } catch (error) {
                        setRefusal(error instanceof Error ? error.message : t('ui:confirm.failed'));
                      }
                    }}
                  >
                    {t('tournaments:correction.confirm')}
                  </Button>
                </SimpleGrid>
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('ui:form.cancel')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
