import type { Exchange } from './gateway-client';
import { isRecord, MASK, maskFields, sendRequest, text } from './http';

/**
 * Stripe's wire format: form-encoded parameters (nested as `a[b][0][c]`), `Authorization: Bearer`,
 * a pinned Stripe-Version, and errors as `{ error: { type, code?, param?, message } }`.
 */

export const STRIPE_API_VERSION = '2025-03-31.basil';
const MASKED = new Set(['client_secret']);

export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | FormValue[]
  | { [key: string]: FormValue };

/** Stripe's nested form encoding: `line_items[0][price_data][currency]=vnd`. */
export function encodeStripeForm(params: Record<string, FormValue>): string {
  const form = new URLSearchParams();
  const add = (key: string, value: FormValue) => {
    if (value === null || value === undefined) return;
    if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) add(`${key}[${index}]`, item);
    } else if (typeof value === 'object')
      for (const [name, item] of Object.entries(value)) add(`${key}[${name}]`, item);
    else form.append(key, String(value));
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return form.toString();
}

export type StripeAnswer =
  | { kind: 'failed'; reason: string; exchange: Exchange }
  | {
      kind: 'answer';
      status: number;
      body: Record<string, unknown>;
      error: string | null;
      errorType: string;
      exchange: Exchange;
    };

type Answered = StripeAnswer & { kind: 'answer' };

export function createStripeCaller(config: { base: string; apiKey: string; timeoutMs: number }) {
  const { base, apiKey, timeoutMs } = config;
  return async function call(
    method: 'GET' | 'POST',
    path: string,
    params: Record<string, FormValue> = {},
    idempotencyKey?: string,
  ): Promise<StripeAnswer> {
    const form = encodeStripeForm(params);
    const url = `${base}${path}${method === 'GET' && form ? `?${form}` : ''}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${apiKey}`,
      'stripe-version': STRIPE_API_VERSION,
      ...(method === 'POST' ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    };
    const request = {
      method,
      url,
      headers: { ...headers, authorization: `Bearer ${MASK}` },
      body: method === 'POST' ? params : null,
    };
    const result = await sendRequest(
      url,
      { method, headers, ...(method === 'POST' ? { body: form } : {}) },
      timeoutMs,
    );
    if (result.kind === 'failed')
      return {
        kind: 'failed',
        reason: `Stripe: ${result.reason}`,
        exchange: { request, response: { error: result.reason } },
      };
    const exchange = {
      request,
      response: { status: result.status, body: maskFields(result.body ?? result.text, MASKED) },
    };
    if (!isRecord(result.body))
      return { kind: 'failed', reason: `Stripe answered HTTP ${result.status} without JSON`, exchange };
    const error = isRecord(result.body.error) ? result.body.error : null;
    const said = error
      ? `Stripe: ${text(error.message) || text(error.type)}${error.code ? ` (${text(error.code)})` : ''}`
      : null;
    return {
      kind: 'answer',
      status: result.status,
      body: result.body,
      error: said,
      errorType: text(error?.type),
      exchange,
    };
  };
}

/** For calls that only read or can be repeated: a 4xx other than rate limiting is Stripe saying no. */
export function isRefusal(answer: Answered): boolean {
  return answer.status >= 400 && answer.status < 500 && answer.status !== 409 && answer.status !== 429;
}
export function reasonOf(answer: Answered): string {
  if (answer.status === 401) return 'Stripe refused the API key (401 invalid API key)';
  return answer.error ?? `Stripe answered HTTP ${answer.status}`;
}
