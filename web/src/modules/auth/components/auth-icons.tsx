import { LiteIcon } from '../../../components/lite/lite-icons';

/**
 * The sign-in pages' own icons, 24 px as drawn (their stylesheet sizes each); those the other
 * light pages show too are in components/lite.
 */
export const EyeIcon = () => (
  <LiteIcon size={24}>
    <path d="M2.062 12.348a1 1 0 0 1 0-.696 10.75 10.75 0 0 1 19.876 0 1 1 0 0 1 0 .696 10.75 10.75 0 0 1-19.876 0" />
    <circle cx="12" cy="12" r="3" />
  </LiteIcon>
);

export const EyeOffIcon = () => (
  <LiteIcon size={24}>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49M14.084 14.158a3 3 0 0 1-4.242-4.242M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143M2 2l20 20" />
  </LiteIcon>
);

export const ChevronDownIcon = () => (
  <LiteIcon size={24}>
    <path d="m6 9 6 6 6-6" />
  </LiteIcon>
);

export const CircleCheckIcon = () => (
  <LiteIcon size={24}>
    <circle cx="12" cy="12" r="10" />
    <path d="m9 12 2 2 4-4" />
  </LiteIcon>
);
