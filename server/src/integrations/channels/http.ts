/** Small helpers the HTTP channel clients (eSMS, Zalo ZNS, webhooks) share. */

/** How long each HTTP provider call may take before it counts as a transient failure. */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * A Retry-After header in milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3).
 * Undefined when absent or unreadable, so the engine falls back to its own back-off.
 */
export function readRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/** Why a fetch threw, for the delivery log: a timeout reads differently from a refused connection. */
export function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return `network error (${cause.code})`;
  if (cause && typeof cause.message === 'string') return `network error (${cause.message})`;
  return `network error (${error instanceof Error ? error.message : String(error)})`;
}

/** A JSON body, or null when the answer is not JSON (a proxy's HTML error page, a cut-off body). */
export async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return null;
  }
}
