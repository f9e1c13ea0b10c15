/**
 * The sign-in pages (/login, /register and the social sign-in return page) are a light bundle of
 * their own (app/guest): a visitor without a session gets them without the full app, and the full
 * app hands over to them by reloading the page at their address. What one side tells the other
 * travels in the history entry's state: where the user was heading, and why they are here.
 */
const GUEST_PAGE_PATH = /^\/(?:login|register|auth\/callback\/[^/]+)\/?$/;

export function isGuestPagePath(path: string): boolean {
  return GUEST_PAGE_PATH.test(path);
}

/** Why the sign-in page opened, shown on it: the user logged out, or the session ended. */
export type GuestNotice = 'logged_out' | 'session_expired';

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
    ...(notice === 'logged_out' || notice === 'session_expired' ? { notice } : {}),
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

let isLeaving = false;

/**
 * Leaves the full app for a sign-in page: the page loads again at `path`, where the entry picks
 * the guest bundle (the session is gone by then), with `state` in its history entry. Once only:
 * several guards may ask as the session ends. After a logout the next sign-in starts afresh on the
 * dashboard, whatever page the user was on.
 */
export function openGuestPage(path: string, state: GuestPageState): void {
  if (isLeaving) return;
  isLeaving = true;
  const notice = pendingNotice ?? state.notice;
  const next: GuestPageState =
    notice === 'logged_out' ? { notice } : { ...state, ...(notice ? { notice } : {}) };
  window.history.replaceState(next, '', path);
  window.location.reload();
}
