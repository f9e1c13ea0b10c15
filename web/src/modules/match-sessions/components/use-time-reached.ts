import { useEffect, useState } from 'react';
import { msUntil } from './check-in';

/** setTimeout's longest wait; a later time is waited for in steps. */
const LONGEST_WAIT = 2_147_483_647;

/** Whether `iso` has come, turning true by itself at that moment while the page stays open. */
export function useTimeReached(iso: string): boolean {
  const [reached, setReached] = useState(() => msUntil(iso, Date.now()) === 0);
  useEffect(() => {
    const wait = msUntil(iso, Date.now());
    setReached(wait === 0);
    if (wait === 0) return;
    let timer = 0;
    const arm = (left: number) => {
      timer = window.setTimeout(
        () => {
          const rest = msUntil(iso, Date.now());
          if (rest === 0) setReached(true);
          else arm(rest);
        },
        Math.min(left, LONGEST_WAIT),
      );
    };
    arm(wait);
    return () => window.clearTimeout(timer);
  }, [iso]);
  return reached;
}
