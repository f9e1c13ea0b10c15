import { createToastStore } from '@zag-js/toast/store';

/**
 * SPEC §8/§9 and ARCHITECTURE: toasts top right, 5 seconds, at most 10 on screen; the rest wait
 * their turn. Render `<Toaster />` from components/ui/toaster once, in the app providers.
 *
 * The store comes straight from zag's store module (web/vite.config.ts names it): Chakra's
 * `createToaster` is the same function reached through zag's index, which kept the toast
 * machines (~5 kB gzipped) in the signed-in frame; they now come with the renderer.
 */
export const toaster = createToastStore({
  placement: 'top-end',
  duration: 5000,
  max: 10,
  pauseOnPageIdle: true,
});
