import type { ReactNode } from 'react';

/** The full-width primary button of the sign-in forms; while busy it shows a spinner and says so. */
export function SubmitButton({
  busy,
  busyText,
  children,
}: {
  busy: boolean;
  busyText: string;
  children: ReactNode;
}) {
  return (
    // aria-disabled rather than disabled: the button keeps its place in the focus order while busy.
    <button type="submit" className="auth-button" aria-disabled={busy || undefined}>
      {busy ? (
        <>
          <span className="auth-spinner" aria-hidden="true" />
          {busyText}
        </>
      ) : (
        children
      )}
    </button>
  );
}
