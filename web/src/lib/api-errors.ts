import type { ErrorBody } from '@pickleball/domain';

/** How the API client (./api-client) reads a failed answer: the error it rejects with and the texts it picks. */

/** Every failed call rejects with this; `message` is the text to show, in the user's language. */
export class ApiError extends Error {
  /** The HTTP status, or null when no answer came (network error, timeout). */
  readonly status: number | null;
  /** The server's error code (`role.in_use`), or a client one: `network_error`, `timeout`. */
  readonly code: string;
  /** 422 messages per field, already translated by the server. */
  readonly fieldErrors: Record<string, string[]>;

  constructor(
    message: string,
    init: { status: number | null; code: string; fieldErrors?: Record<string, string[]> },
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

export function isErrorBody(value: unknown): value is Partial<ErrorBody> {
  return typeof value === 'object' && value !== null;
}

/** SPEC §8's 422 rule: the first field error, else the message, else 'Validation error'. */
export function chooseValidationMessage(body: unknown, fallback: string): string {
  if (isErrorBody(body)) {
    for (const messages of Object.values(body.errors ?? {})) {
      const first = Array.isArray(messages)
        ? messages.find((message) => typeof message === 'string')
        : undefined;
      if (first) return first;
    }
    if (typeof body.message === 'string' && body.message.trim()) return body.message;
  }
  return fallback;
}

/** The error code a status stands for when the answer carries none. */
export function codeForStatus(status: number): string {
  if (status === 400) return 'bad_request';
  if (status === 401) return 'auth.unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 409) return 'conflict';
  if (status === 413) return 'payload_too_large';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'too_many_requests';
  if (status === 503) return 'service_unavailable';
  if (status >= 500) return 'server_error';
  return 'request_failed';
}

/** `attachment; filename="a.xlsx"; filename*=UTF-8''%E1%BA%A1.xlsx` → the best name it carries. */
export function filenameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // A malformed encoding falls through to the plain name.
    }
  }
  const plain = /filename\s*=\s*"?([^";]+)"?/.exec(header);
  return plain?.[1]?.trim() || fallback;
}

export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
