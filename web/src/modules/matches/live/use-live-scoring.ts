import type { LiveSession } from '@pickleball/domain';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toaster';
import { getLiveSession } from '../api/get-live-session';
import { postLiveControl } from '../api/post-live-control';
import { postLiveEvent } from '../api/post-live-event';
import { type LiveFailure, LiveScoringController } from './live-scoring-controller';

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

const FAILURE_KEYS: Record<LiveFailure['kind'], string> = {
  award_point: 'matches:live.errors.award_point',
  switch_sides: 'matches:live.errors.switch_sides',
  control: 'matches:live.errors.control',
};

/**
 * The live screen's scoring pipeline for one match (see LiveScoringController): the view to
 * draw, the queue, and the actions. `serverSession` is the live query's data: a newer session
 * from the server (another device scored) replaces the local one.
 */
export function useLiveScoring(matchId: number, serverSession: LiveSession | undefined) {
  const { t } = useTranslation('matches');
  const [controller] = useState(
    () =>
      new LiveScoringController({
        matchId,
        storage: browserStorage(),
        transport: {
          sendEvent: async (input) => (await postLiveEvent(matchId, input)).data,
          sendControl: async (control) => (await postLiveControl(matchId, control)).data,
          fetchSession: async () => {
            const session = (await getLiveSession(matchId)).data;
            if (!session)
              throw new ApiError(t('errors:live.not_started'), { status: 409, code: 'live.not_started' });
            return session;
          },
        },
        isBrowserOnline: () => typeof navigator === 'undefined' || navigator.onLine !== false,
        onFailure: (failure) =>
          toaster.error({
            id: `live:${failure.kind}`,
            title: t(FAILURE_KEYS[failure.kind]),
            description: failure.message || undefined,
          }),
      }),
  );
  const snapshot = useSyncExternalStore(controller.subscribe, controller.getSnapshot);

  useEffect(() => {
    if (serverSession) controller.adopt(serverSession);
  }, [controller, serverSession]);

  useEffect(() => {
    const online = () => controller.setBrowserOnline(true);
    const offline = () => controller.setBrowserOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    controller.activate();
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      controller.dispose();
    };
  }, [controller]);

  return { snapshot, controller };
}
