import type { PageMeta } from '@pickleball/domain';
import type { SessionStore } from './session-store';
import type { ProgressFetch, UploadProgress } from './upload-transport';

/** The shapes of the API client (./api-client): its answers, its options, what it is given. */

export type ListResponse<T> = { data: T[]; meta: PageMeta };
export type DataResponse<T> = { data: T; message?: string };

export interface RequestOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  signal?: AbortSignal;
  /** No toast: the caller shows the error itself (a form putting 422 messages on its fields). */
  silent?: boolean;
  /** A longer limit than the 30 seconds, for work the server takes long over (a large import). */
  timeoutMs?: number;
}

/** An upload: told how much of the body has been sent as it goes. */
export interface UploadOptions extends RequestOptions {
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** A download from a GET (an export) or from a POST with a body (a report built from data the page holds). */
export interface DownloadOptions extends RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
}

export interface ApiClientDependencies {
  fetch: typeof fetch;
  /** Where /api/v1 lives: '' on the app's own origin, or an absolute origin in tests. */
  origin: string;
  session: SessionStore;
  now: () => number;
  /** The app's current path, for SPEC §8's "already on /login" exception. */
  currentPath: () => string;
  navigate: (path: string) => void;
  notify: (toast: { type: 'error' | 'warning'; title: string; description?: string }) => void;
  translate: (key: string, values?: Record<string, string | number>) => string;
  locale: () => string;
  /** The user's time zone (an export writes its times in it). */
  timeZone: () => string;
  /**
   * Runs `task` holding a lock that every tab of the browser shares (the Web Locks API), so two
   * tabs never refresh the same token at once.
   */
  withSharedLock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  warn: (...message: unknown[]) => void;
  /** False when the browser knows it has no network (SPEC §8's 'Network connection error'). */
  isOnline?: () => boolean;
  saveFile: (blob: Blob, filename: string) => void;
  timeoutMs: number;
  /** fetch that reports upload progress (XMLHttpRequest in the browser); uploads use it when given. */
  progressFetch?: ProgressFetch;
}

export interface ApiClient {
  get<T>(path: string, options?: RequestOptions): Promise<T>;
  post<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  put<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  patch<T>(path: string, body?: unknown, options?: RequestOptions): Promise<T>;
  delete<T>(path: string, options?: RequestOptions): Promise<T>;
  /** POSTs a FormData as multipart, reporting progress (`onUploadProgress`) as the body goes. */
  upload<T>(path: string, body: FormData, options?: UploadOptions): Promise<T>;
  /** Fetches with the session and saves the file under the server's Content-Disposition name. */
  download(path: string, options?: DownloadOptions): Promise<void>;
  /** Refreshes now unless a refresh is already running; resolves false when the session ended. */
  refreshSession(): Promise<boolean>;
}
