import { LiteIcon } from '../../components/lite/lite-icons';

/** The public tournament pages' own icons (those shared with the other light pages are in components/lite). */
export const ShareIcon = () => (
  <LiteIcon size={18}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.59 13.51 6.83 3.98M15.41 6.51l-6.82 3.98" />
  </LiteIcon>
);

export const BackIcon = () => (
  <LiteIcon>
    <path d="m15 18-6-6 6-6" />
  </LiteIcon>
);

export const PrintIcon = () => (
  <LiteIcon size={18}>
    <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v8H6z" />
  </LiteIcon>
);
