/**
 * Where the public chat's access token comes from (issue 17 §3): the mobile app or a link opens
 * /public-chat#token=<access token> — in the fragment, which the browser never sends to a server
 * or puts in a Referer — and the page takes it out of the address bar at once (so a copied link
 * or a screenshot does not carry it) and keeps it in this tab's sessionStorage for reloads.
 * Without one, a back-office user's own session is used.
 */
export const TAB_TOKEN_KEY = 'pickleball.public-chat.token';

/** A JWT's characters (base64url parts and dots); anything else is not a token of ours. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]*){0,4}$/;
const TOKEN_MAX_LENGTH = 8192;

export type TokenSource = 'fragment' | 'tab' | 'session';

export interface FragmentToken {
  /** The token, or null when the fragment carries none (or not one that could be a token). */
  token: string | null;
  /** The fragment without the token ('' when nothing else was in it), for history.replaceState. */
  rest: string;
}

/** Reads `token=` from a fragment like `#token=abc` or `#token=abc&lang=vi`. */
export function readFragmentToken(hash: string): FragmentToken {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (!raw) return { token: null, rest: '' };
  const params = new URLSearchParams(raw);
  if (!params.has('token')) return { token: null, rest: hash };
  const value = (params.get('token') ?? '').trim();
  params.delete('token');
  const restParams = params.toString();
  const token = value.length <= TOKEN_MAX_LENGTH && TOKEN_PATTERN.test(value) ? value : null;
  return { token, rest: restParams ? `#${restParams}` : '' };
}

export interface TokenChoice {
  token: string | null;
  source: TokenSource | null;
}

/**
 * The token to use: one in the fragment (it was just handed over: newest), else the one this tab
 * was opened with, else the back-office session's.
 */
export function chooseToken(
  fragment: string | null,
  tabToken: string | null,
  sessionToken: string | null | undefined,
): TokenChoice {
  if (fragment) return { token: fragment, source: 'fragment' };
  if (tabToken && TOKEN_PATTERN.test(tabToken)) return { token: tabToken, source: 'tab' };
  if (sessionToken) return { token: sessionToken, source: 'session' };
  return { token: null, source: null };
}

type TabStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function tabStorage(): TabStorage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Takes the token out of the address bar (keeping the rest of the fragment) and into the tab's
 * storage; answers the token to use now.
 */
export function takeToken(sessionToken: string | null | undefined): TokenChoice {
  const storage = tabStorage();
  const { token: fragment, rest } = readFragmentToken(window.location.hash);
  if (window.location.hash && rest !== window.location.hash)
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${window.location.search}${rest}`,
    );
  let tabToken: string | null = null;
  try {
    if (fragment) storage?.setItem(TAB_TOKEN_KEY, fragment);
    tabToken = storage?.getItem(TAB_TOKEN_KEY) ?? null;
  } catch {
    // Storage refused: the token lasts as long as the page.
  }
  return chooseToken(fragment, tabToken, sessionToken);
}

/** Forgets the tab's token (it was refused), so a reload falls back to the session or asks for one. */
export function forgetTabToken(): void {
  try {
    tabStorage()?.removeItem(TAB_TOKEN_KEY);
  } catch {
    // Nothing kept.
  }
}
