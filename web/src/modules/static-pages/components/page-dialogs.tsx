import type { StaticPageSummary } from '@pickleball/domain';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { toaster } from '../../../lib/toaster';
import { useDeleteStaticPage } from '../api/delete-static-page';
import { usePublishStaticPage } from '../api/publish-static-page';
import { useUpdateStaticPageStatus } from '../api/update-static-page-status';

/** What the dialogs need of a page: a list row or a whole page. */
export type PageRef = Pick<StaticPageSummary, 'id' | 'title' | 'is_active' | 'public_path'>;

type Asked = { kind: 'delete' | 'deactivate' | 'activate' | 'publish'; page: PageRef } | null;

/**
 * The questions asked before changing a page, shared by the list and the detail page: delete (it
 * cannot be undone), hide from the public, show to the public, publish the draft. `onDeleted`
 * runs after a delete (the detail page goes back to the list).
 */
export function usePageDialogs({ onDeleted }: { onDeleted?: () => void } = {}) {
  const { t } = useTranslation('static-pages');
  const [asked, setAsked] = useState<Asked>(null);
  const deletePage = useDeleteStaticPage();
  const updateStatus = useUpdateStaticPageStatus();
  const publishPage = usePublishStaticPage();

  const askDelete = useCallback((page: PageRef) => setAsked({ kind: 'delete', page }), []);
  const askPublish = useCallback((page: PageRef) => setAsked({ kind: 'publish', page }), []);
  const askStatus = useCallback(
    (page: PageRef) => setAsked({ kind: page.is_active ? 'deactivate' : 'activate', page }),
    [],
  );

  const close = (open: boolean) => {
    if (!open) setAsked(null);
  };
  const page = asked?.page;
  const name = page?.title ?? '';

  const dialog = (
    <>
      <ConfirmDialog
        open={asked?.kind === 'delete'}
        onOpenChange={close}
        title={t('static-pages:delete.title', { name })}
        description={
          page?.public_path
            ? t('static-pages:delete.description_public', { path: page.public_path })
            : t('static-pages:delete.description')
        }
        irreversible
        onConfirm={async () => {
          if (!page) return;
          await deletePage.mutateAsync(page.id);
          toaster.success({ title: t('static-pages:delete.done', { name: page.title }) });
          onDeleted?.();
        }}
      />
      <ConfirmDialog
        open={asked?.kind === 'deactivate'}
        onOpenChange={close}
        title={t('static-pages:deactivate.title', { name })}
        description={t('static-pages:deactivate.description')}
        confirmLabel={t('static-pages:actions.deactivate')}
        onConfirm={async () => {
          if (page) await updateStatus.mutateAsync({ id: page.id, isActive: false });
        }}
      />
      <ConfirmDialog
        open={asked?.kind === 'activate'}
        onOpenChange={close}
        destructive={false}
        title={t('static-pages:activate.title', { name })}
        description={t('static-pages:activate.description')}
        confirmLabel={t('static-pages:actions.activate')}
        onConfirm={async () => {
          if (page) await updateStatus.mutateAsync({ id: page.id, isActive: true });
        }}
      />
      <ConfirmDialog
        open={asked?.kind === 'publish'}
        onOpenChange={close}
        destructive={false}
        title={t('static-pages:publish.title')}
        description={
          page && !page.is_active
            ? `${t('static-pages:publish.description')} ${t('static-pages:publish.inactive_note')}`
            : t('static-pages:publish.description')
        }
        confirmLabel={t('static-pages:actions.publish')}
        onConfirm={async () => {
          if (page) await publishPage.mutateAsync(page.id);
        }}
      />
    </>
  );

  return { askDelete, askStatus, askPublish, dialog };
}
