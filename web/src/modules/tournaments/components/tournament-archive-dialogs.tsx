import type { Tournament } from '@pickleball/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toaster } from '../../../lib/toaster';
import { useDeleteTournament } from '../api/delete-tournament';
import { invalidateTournament } from '../api/invalidate-tournaments';
import { runTournamentAction } from '../api/run-tournament-action';

export type TournamentDialog = { kind: 'archive' | 'restore' | 'delete'; tournament: Tournament } | null;

/** Archive, restore and delete, each asked first (delete says it cannot be undone). */
export function TournamentArchiveDialogs({
  dialog,
  onClose,
  onDeleted,
}: {
  dialog: TournamentDialog;
  onClose: () => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('tournaments');
  const queryClient = useQueryClient();
  const deleteTournament = useDeleteTournament();
  const name = dialog?.tournament.name ?? '';
  const step = async (kind: 'archive' | 'restore') => {
    if (!dialog) return;
    const response = await runTournamentAction(dialog.tournament.id, kind);
    if (response.message) toaster.success({ title: response.message });
    await invalidateTournament(queryClient, dialog.tournament.id);
  };
  return (
    <>
      <ConfirmDialog
        open={dialog?.kind === 'archive'}
        onOpenChange={(open) => !open && onClose()}
        destructive={false}
        title={t('tournaments:archive.title', { name })}
        description={t('tournaments:archive.description')}
        confirmLabel={t('tournaments:actions.archive')}
        onConfirm={() => step('archive')}
      />
      <ConfirmDialog
        open={dialog?.kind === 'restore'}
        onOpenChange={(open) => !open && onClose()}
        destructive={false}
        title={t('tournaments:restore.title', { name })}
        description={t('tournaments:restore.description')}
        confirmLabel={t('tournaments:actions.restore')}
        onConfirm={() => step('restore')}
      />
      <ConfirmDialog
        open={dialog?.kind === 'delete'}
        onOpenChange={(open) => !open && onClose()}
        irreversible
        title={t('tournaments:delete.title', { name })}
        description={t('tournaments:delete.description')}
        confirmLabel={t('tournaments:actions.delete')}
        onConfirm={async () => {
          if (!dialog) return;
          await deleteTournament.mutateAsync(dialog.tournament.id);
          onDeleted?.();
        }}
      />
    </>
  );
}
