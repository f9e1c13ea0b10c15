import { Box, type ButtonProps } from '@chakra-ui/react';
import { useEffect } from 'react';

/** The live scoring screen's small pieces: its tool buttons' look, key hints, and the screen kept on. */

/** The row of tools under the court: icon over label on a phone, side by side on a laptop. */
export const TOOL_BUTTON = {
  variant: 'outline',
  size: 'lg',
  height: { base: '16', md: '12' },
  px: '1',
  gap: { base: '1', md: '2' },
  flexDirection: { base: 'column', md: 'row' },
  fontSize: { base: 'xs', md: 'sm' },
  whiteSpace: 'normal',
  lineHeight: 'short',
} as const satisfies ButtonProps;

export const SERVE_SIDE_KEYS = { right: 'matches:live.from_right', left: 'matches:live.from_left' } as const;

/** Is a key press meant for a text field or an open dialog rather than for scoring? */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null
  );
}

export function Kbd({ children }: { children: string }) {
  return (
    <Box
      as="kbd"
      px="1.5"
      py="0.5"
      borderWidth="1px"
      borderBottomWidth="2px"
      borderRadius="sm"
      fontSize="xs"
      fontFamily="mono"
      bg="bg.subtle"
    >
      {children}
    </Box>
  );
}

/** Keeps a phone's screen on while the referee scores (where the browser allows it). */
export function useScreenWakeLock(): void {
  useEffect(() => {
    if (typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const request = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock
        .request('screen')
        .then((sentinel) => {
          if (released) void sentinel.release();
          else lock = sentinel;
        })
        .catch(() => undefined); // refused (battery saver, no user gesture yet): the screen may dim
    };
    request();
    // The lock is dropped whenever the page is hidden; take it again on return.
    document.addEventListener('visibilitychange', request);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', request);
      void lock?.release().catch(() => undefined);
    };
  }, []);
}
