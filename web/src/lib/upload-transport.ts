/**
 * fetch cannot report how much of a request body has been sent, so uploads that show progress go
 * through XMLHttpRequest. This is fetch's shape on top of it (a Request's URL and init in, a
 * Response out, an AbortSignal honoured, a network failure rejected with a TypeError), so the API
 * client applies its usual rules (session, headers, refresh, errors) to uploads too
 * (`RequestOptions.onUploadProgress` in ./api-client).
 */

/** How much of the body has been sent, in bytes; `total` is 0 when the browser does not know. */
export interface UploadProgress {
  loaded: number;
  total: number;
}

export type ProgressFetch = (
  url: string,
  init: RequestInit,
  onProgress: (progress: UploadProgress) => void,
) => Promise<Response>;

/** The part of XMLHttpRequest this uses (tests pass a stand-in). */
export interface XhrLike {
  open(method: string, url: string): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body?: XMLHttpRequestBodyInit | null): void;
  abort(): void;
  responseType: XMLHttpRequestResponseType;
  readonly status: number;
  readonly statusText: string;
  readonly response: unknown;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null };
  onload: ((event: ProgressEvent) => void) | null;
  onerror: ((event: ProgressEvent) => void) | null;
  onabort: ((event: ProgressEvent) => void) | null;
  ontimeout: ((event: ProgressEvent) => void) | null;
}

/** Statuses a Response may not carry a body with. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/** `"content-type: application/json\r\nx-a: 1\r\n"` → Headers. */
export function parseResponseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header value fetch would refuse is left out rather than failing the whole answer.
    }
  }
  return headers;
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/** A fetch-shaped function on XMLHttpRequest that reports upload progress. */
export function createProgressFetch(createXhr: () => XhrLike): ProgressFetch {
  return (url, init, onProgress) =>
    new Promise<Response>((resolve, reject) => {
      const signal = init.signal ?? undefined;
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const xhr = createXhr();
      xhr.open(init.method ?? 'GET', url);
      xhr.responseType = 'blob';
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      const onAbort = () => xhr.abort();
      const cleanUp = () => signal?.removeEventListener('abort', onAbort);
      xhr.upload.onprogress = (event) =>
        onProgress({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      xhr.onload = () => {
        cleanUp();
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob | null);
        try {
          resolve(
            new Response(body, {
              status: xhr.status,
              statusText: xhr.statusText,
              headers: parseResponseHeaders(xhr.getAllResponseHeaders()),
            }),
          );
        } catch (error) {
          reject(error);
        }
      };
      const fail = () => {
        cleanUp();
        reject(new TypeError('Failed to fetch'));
      };
      xhr.onerror = fail;
      xhr.ontimeout = fail;
      xhr.onabort = () => {
        cleanUp();
        reject(signal ? abortError(signal) : new DOMException('The operation was aborted.', 'AbortError'));
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
    });
}

/** The browser's: one XMLHttpRequest per call. */
export const progressFetch: ProgressFetch = createProgressFetch(() => new XMLHttpRequest());
