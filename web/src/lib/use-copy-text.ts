import { useCallback, useEffect, useState } from 'react';
import { toaster } from './toaster';

/**
 * Copies a text to the clipboard for a "Copy" button beside a read-only box: `copied` says so for
 * two seconds; where the page has no clipboard (served over plain HTTP) a toast says
 * `failureTitle`, and the box, which selects its text when focused, is there for a manual copy.
 */
export function useCopyText(failureTitle: string): {
  copied: boolean;
  copy: (text: string) => Promise<void>;
} {
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), 2_000);
    return () => window.clearTimeout(timer);
  }, [copied]);
  const copy = useCallback(
    async (text: string) => {
      try {
        await navigator.clipboard.writeText(text);
        setCopied(true);
      } catch {
        toaster.error({ title: failureTitle });
      }
    },
    [failureTitle],
  );
  return { copied, copy };
}
