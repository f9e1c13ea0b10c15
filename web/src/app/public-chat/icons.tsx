import { LiteIcon } from '../../components/lite/lite-icons';

/** The public chat's own icons (those it shares with the other light pages are in components/lite). */
export const SendIcon = () => (
  <LiteIcon>
    <path d="M14.536 21.686a.5.5 0 0 0 .937-.024l6.5-19a.496.496 0 0 0-.635-.635l-19 6.5a.5.5 0 0 0-.024.937l7.93 3.18a2 2 0 0 1 1.112 1.11z" />
    <path d="m21.854 2.147-10.94 10.939" />
  </LiteIcon>
);

export const PaperclipIcon = () => (
  <LiteIcon>
    <path d="m16 6-8.414 8.586a2 2 0 0 0 2.829 2.829l8.414-8.586a4 4 0 1 0-5.657-5.657l-8.379 8.551a6 6 0 1 0 8.485 8.485l8.379-8.551" />
  </LiteIcon>
);

export const XIcon = () => (
  <LiteIcon size={18}>
    <path d="M18 6 6 18M6 6l12 12" />
  </LiteIcon>
);

export const MoreIcon = () => (
  <LiteIcon size={18}>
    <circle cx="12" cy="12" r="1" />
    <circle cx="19" cy="12" r="1" />
    <circle cx="5" cy="12" r="1" />
  </LiteIcon>
);

export const ReplyIcon = () => (
  <LiteIcon size={18}>
    <path d="M20 18v-2a4 4 0 0 0-4-4H4" />
    <path d="m9 17-5-5 5-5" />
  </LiteIcon>
);

export const ArrowDownIcon = () => (
  <LiteIcon size={18}>
    <path d="M12 5v14m7-7-7 7-7-7" />
  </LiteIcon>
);

export const PinIcon = () => (
  <LiteIcon size={12}>
    <path d="M12 17v5M9 10.76a2 2 0 0 1-1.11 1.79l-1.78.9A2 2 0 0 0 5 15.24V16a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-.76a2 2 0 0 0-1.11-1.79l-1.78-.9A2 2 0 0 1 15 10.76V7a1 1 0 0 1 1-1 2 2 0 0 0 0-4H8a2 2 0 0 0 0 4 1 1 0 0 1 1 1z" />
  </LiteIcon>
);

export const FileIcon = () => (
  <LiteIcon size={18}>
    <path d="M15 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V7Z" />
    <path d="M14 2v4a2 2 0 0 0 2 2h4" />
  </LiteIcon>
);

/** One tick: sent; two: delivered (or read, coloured by the caller). */
export const TicksIcon = ({ double }: { double: boolean }) => (
  <svg
    viewBox="0 0 24 16"
    width="18"
    height="12"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <path
      d={double ? 'M1 8l4 4 8-9M10 11l1 1 8-9' : 'M4 8l4 4 9-9'}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);

export const ClockIcon = () => (
  <LiteIcon size={12}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </LiteIcon>
);

export const BackIcon = () => (
  <LiteIcon size={18}>
    <path d="m15 18-6-6 6-6" />
  </LiteIcon>
);
