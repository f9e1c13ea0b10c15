/**
 * The sign-in pages (/login, /register, the social sign-in return page, and the pages of the
 * links sent by e-mail: /forgot-password, /reset-password, /verify-email) are a light bundle of
 * their own (app/guest): a visitor without a session gets them without the full app. Within one
 * page load the two take turns in the same document: the sign-in pages start the app once the user
 * has signed in, and the app makes way for them when the session ends, telling them where the user
 * was heading and why they are signing in again.
 */
const GUEST_PAGE_PATH =
  /^\/(?:login|register|forgot-password|reset-password|verify-email|auth\/callback\/[^/]+)\/?$/;

export function isGuestPagePath(path: string): boolean {
  return GUEST_PAGE_PATH.test(path);
}

/**
 * Why the sign-in page opened, shown on it: the user logged out, the session ended, or the
 * password was just changed through a reset link.
 */
export type GuestNotice = 'logged_out' | 'session_expired' | 'password_changed';

const GUEST_NOTICES: readonly string[] = ['logged_out', 'session_expired', 'password_changed'];

const isGuestNotice = (value: unknown): value is GuestNotice =>
  typeof value === 'string' && GUEST_NOTICES.includes(value);

export interface GuestPageState {
  /** The address the user was heading to (path, query and hash). */
  from?: string;
  notice?: GuestNotice;
}

export function readGuestPageState(state: unknown): GuestPageState {
  if (!state || typeof state !== 'object') return {};
  const { from, notice } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' ? { from } : {}),
    ...(isGuestNotice(notice) ? { notice } : {}),
  };
}

/** Where a user goes once signed in: back where they were heading (on this site), else the dashboard. */
export function pathAfterSignIn(from: string | undefined): string {
  const isOwnPath = Boolean(from?.startsWith('/')) && !from?.startsWith('//') && !from?.startsWith('/\\');
  if (!from || !isOwnPath || isGuestPagePath(from.split(/[?#]/)[0] ?? '')) return '/dashboard';
  return from;
}

/** Why the full app is about to show a sign-in page, said where the session ends (logout, refusal). */
let pendingNotice: GuestNotice | null = null;

export function noteGuestNotice(notice: GuestNotice): void {
  pendingNotice = notice;
}

/** How the running app makes way for a sign-in page (app/start-app registers it). */
export type GuestPageOpener = (path: string, state: GuestPageState) => void;

let opener: GuestPageOpener = (path) => window.location.replace(path);
let isLeaving = false;

/** Called by each start of the app: it will make way for the sign-in pages this way. */
export function setGuestPageOpener(next: GuestPageOpener): void {
  opener = next;
  isLeaving = false;
  pendingNotice = null;
}

/**
 * Leaves the full app for a sign-in page at `path`, telling it where the user was heading. Once
 * only: several guards may ask as a session ends. After a logout the next sign-in starts afresh
 * on the dashboard, whatever page the user was on.
 */
export function openGuestPage(path: string, state: GuestPageState): void {
  if (isLeaving) return;
  isLeaving = true;
  const notice = pendingNotice ?? state.notice;
  opener(path, notice === 'logged_out' ? { notice } : { ...state, ...(notice ? { notice } : {}) });
}
