import { useEffect, useState } from 'react';

const INTERACTIONS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

/**
 * True from the user's first touch, key, click or scroll in the page on. What is live only once
 * someone is there (the bell's and the chat menu's rooms, the dashboard's) connects then, not at
 * load: the Socket.IO client (13 kB) stays out of a page's first load unless the page itself
 * lives on pushed events.
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
