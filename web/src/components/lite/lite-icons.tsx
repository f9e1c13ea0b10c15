import type { ReactNode } from 'react';

/**
 * The light pages' Lucide icons, drawn inline (the same shapes as lucide-react's, ISC licence), so
 * that those pages share no icon module with the back-office, which would tie their bundles to
 * its. The icons more than one light page shows are here; a page's own are drawn with
 * {@link LiteIcon} beside it. Decorative: the control around an icon carries its name.
 */
export function LiteIcon({ children, size = 20 }: { children: ReactNode; size?: number | undefined }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {children}
    </svg>
  );
}

export const MoonIcon = () => (
  <LiteIcon>
    <path d="M20.985 12.486a9 9 0 1 1-9.473-9.472c.405-.022.617.46.402.803a6 6 0 0 0 8.268 8.268c.344-.215.825-.004.803.401" />
  </LiteIcon>
);

export const SunIcon = () => (
  <LiteIcon>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2m-7.07-17.07 1.41 1.41m11.32 11.32 1.41 1.41M2 12h2m16 0h2M6.34 17.66l-1.41 1.41M19.07 4.93l-1.41 1.41" />
  </LiteIcon>
);

export const CircleAlertIcon = ({ size }: { size?: number }) => (
  <LiteIcon size={size}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 8v4m0 4h.01" />
  </LiteIcon>
);
