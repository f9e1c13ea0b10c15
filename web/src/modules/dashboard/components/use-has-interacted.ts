import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * True from the user's first touch, key, click or scroll in the page on. The dashboard opens the
 * realtime connection then, not at load, like the inbox bell: the Socket.IO client (13 kB) stays
 * out of the first screen of every session unless something on it is live.
 */
export function useHasInteracted(): boolean {
  const [hasInteracted, setHasInteracted] = useState(false);
  useEffect(() => {
    if (hasInteracted) return;
    const handle = () => setHasInteracted(true);
    const options = { capture: true, passive: true } as const;
    for (const type of INTERACTIONS) window.addEventListener(type, handle, options);
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, handle, options);
    };
  }, [hasInteracted]);
  return hasInteracted;
}
