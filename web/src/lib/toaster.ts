import { createToaster } from '@chakra-ui/react';

/**
 * SPEC §8/§9 and ARCHITECTURE: toasts top right, 5 seconds, at most 10 on screen; the rest wait
 * their turn. Render `<Toaster />` from components/ui/toaster once, in the app providers.
 */
export const toaster = createToaster({
  placement: 'top-end',
  duration: 5000,
  max: 10,
  pauseOnPageIdle: true,
});
