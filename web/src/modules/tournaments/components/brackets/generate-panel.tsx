import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { BRACKET_EDITABLE_STATUSES, type Tournament } from '@pickleball/domain';
import { RefreshCw, Trash2, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DetailPanel } from '../../../../components/detail-panel';
import { useAuth } from '../../../../lib/auth';
import { useDeleteBracket, useGenerateBracket } from '../../api/bracket';
import { useSeeding } from '../../api/seeding';

/**
 * Generating the bracket from the confirmed entries in seed order (after registration closes),
 * regenerating or deleting it before any result. The server's refusals show here in the user's
 * language: 'Insufficient players to generate bracket' with the count and the minimum, 'Failed
 * to generate tournament bracket' with the reason.
 */
export function GeneratePanel({
  tournament,
  hasResults,
  seedLot,
}: {
  tournament: Tournament;
  hasResults: boolean;
  /** The lot the current draw's seeds were placed by, when they were drawn by lot. */
  seedLot: number | null;
}) {
  const { t } = useTranslation('tournaments');
  const { can } = useAuth();
  const seeding = useSeeding(tournament.id);
  const generate = useGenerateBracket(tournament.id);
  const remove = useDeleteBracket(tournament.id);
  const [asked, setAsked] = useState<'regenerate' | 'delete' | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!can('tournament.edit')) return null;
  const isEditable =
    (BRACKET_EDITABLE_STATUSES as readonly string[]).includes(tournament.status) && !hasResults;
  const confirmed = seeding.data?.data.entries.length;
  const minimum = seeding.data?.data.minimum_entrants;
  const run = async () => {
    setRefusal(null);
    try {
      await generate.mutateAsync();
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : String(error));
    }
  };
  return (
    <DetailPanel title={t('tournaments:generate.title')}>
      <Stack gap="3">
        {confirmed !== undefined && minimum !== undefined && (
          <Text fontSize="sm">{t('tournaments:generate.counts', { count: confirmed, minimum })}</Text>
        )}
        {tournament.has_bracket && seedLot !== null && (
          <Text fontSize="sm" color="fg.muted">
            {t('tournaments:generate.seed_lot', { lot: seedLot })}
          </Text>
        )}
        {!isEditable && (
          <Text fontSize="sm" color="fg.muted">
            {hasResults
              ? t('tournaments:generate.has_results')
              : tournament.status === 'completed' || tournament.status === 'cancelled'
                ? t('tournaments:generate.over')
                : t('tournaments:generate.close_first')}
          </Text>
        )}
        {refusal && (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Description>{refusal}</Alert.Description>
          </Alert.Root>
        )}
        <HStack gap="2" flexWrap="wrap">
          {!tournament.has_bracket ? (
            <Button
              colorPalette="blue"
              size="sm"
              loading={generate.isPending}
              disabled={!isEditable}
              onClick={run}
            >
              <Wand2 size={16} aria-hidden="true" />
              {t('tournaments:generate.generate')}
            </Button>
          ) : (
            isEditable && (
              <>
                <Button size="sm" variant="outline" onClick={() => setAsked('regenerate')}>
                  <RefreshCw size={16} aria-hidden="true" />
                  {t('tournaments:generate.regenerate')}
                </Button>
                <Button size="sm" variant="outline" colorPalette="red" onClick={() => setAsked('delete')}>
                  <Trash2 size={16} aria-hidden="true" />
                  {t('tournaments:generate.delete')}
                </Button>
              </>
            )
          )}
        </HStack>
      </Stack>
      <ConfirmDialog
        open={asked === 'regenerate'}
        onOpenChange={(open) => !open && setAsked(null)}
        destructive={false}
        title={t('tournaments:generate.regenerate_title')}
        description={t('tournaments:generate.regenerate_description')}
        confirmLabel={t('tournaments:generate.regenerate')}
        onConfirm={() => generate.mutateAsync()}
      />
      <ConfirmDialog
        open={asked === 'delete'}
        onOpenChange={(open) => !open && setAsked(null)}
        irreversible
        title={t('tournaments:generate.delete_title')}
        description={t('tournaments:generate.delete_description')}
        confirmLabel={t('tournaments:generate.delete')}
        onConfirm={() => remove.mutateAsync()}
      />
    </DetailPanel>
  );
}
