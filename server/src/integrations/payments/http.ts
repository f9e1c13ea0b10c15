import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** Small helpers the payment gateway clients share: one fetch with a deadline, masking, comparisons. */

/** VNPay and Stripe answer within seconds; MoMo asks for at least 30 s (its own clients default there). */
export const DEFAULT_TIMEOUT_MS = 15_000;

/** What replaces a secret or a signature in the history: the record shows it was there, never what it was. */
export const MASK = '•••';

export type HttpResult =
  | { kind: 'answer'; status: number; headers: Headers; text: string; body: unknown }
  | { kind: 'failed'; reason: string };

/** Why a fetch threw: a timeout reads differently from a refused connection. */
export function describeFetchError(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError'))
    return `no answer within ${timeoutMs} ms`;
  const cause = (error as { cause?: { code?: unknown; message?: unknown } } | null)?.cause;
  if (cause && typeof cause.code === 'string') return `network error (${cause.code})`;
  if (cause && typeof cause.message === 'string') return `network error (${cause.message})`;
  return `network error (${error instanceof Error ? error.message : String(error)})`;
}

/**
 * One call with a deadline that covers the body too (a gateway that sends headers and then stalls
 * is as unavailable as one that never answers). Never throws.
 */
export async function sendRequest(url: string, init: RequestInit, timeoutMs: number): Promise<HttpResult> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    return {
      kind: 'answer',
      status: response.status,
      headers: response.headers,
      text,
      body: parseJson(text),
    };
  } catch (error) {
    return { kind: 'failed', reason: describeFetchError(error, timeoutMs) };
  }
}

/** JSON, or null for anything else (a proxy's HTML error page, a cut-off body). */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A field as text ('' when absent): the gateways sign numbers and strings alike as their decimal text. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'boolean')
    return String(value);
  return '';
}

/** A copy with the named fields (at any depth) replaced by the mask. */
export function maskFields(value: unknown, names: ReadonlySet<string>): unknown {
  if (Array.isArray(value)) return value.map((item) => maskFields(item, names));
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value))
    copy[key] = names.has(key) && item !== null && item !== undefined ? MASK : maskFields(item, names);
  return copy;
}

/** The URL with the named query parameters masked. */
export function maskUrl(url: string, names: ReadonlySet<string>): string {
  const parsed = new URL(url);
  for (const name of names) if (parsed.searchParams.has(name)) parsed.searchParams.set(name, MASK);
  return parsed.toString();
}

/** Constant-time comparison of two hex digests (case-insensitive: some gateways write upper case). */
export function equalHex(expected: string, received: string): boolean {
  const a = Buffer.from(expected.toLowerCase(), 'utf8');
  const b = Buffer.from(received.toLowerCase(), 'utf8');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** A stable short id from a longer one: retries of the same refund keep hitting the gateway's duplicate check. */
export function shortId(id: string, pattern: RegExp, length: number): string {
  return pattern.test(id) && id.length <= length
    ? id
    : createHash('sha256').update(id).digest('hex').slice(0, length);
}

/** A fresh alphanumeric id for calls that only read (queries): the gateways want one per request. */
export function randomId(length: number): string {
  return randomBytes(length).toString('hex').slice(0, length);
}

/** Trims a trailing slash so `${base}/path` never doubles it. */
export function baseUrl(apiUrl: string): string {
  return apiUrl.replace(/\/+$/, '');
}

/** An outcome decided without calling the gateway: there is no exchange to record. */
export function withoutCall<K extends string>(kind: K, reason: string) {
  return { kind, reason, request: null, response: null };
}
