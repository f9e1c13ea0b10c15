import { createHash } from 'node:crypto';
import type { ChannelClient, ChannelOutcome, SmsMessage } from './channel-client';
import { DEFAULT_TIMEOUT_MS, describeFetchError, readJson, readRetryAfter } from './http';
import { normalizePhone } from './phone';

/**
 * Brand-name SMS through eSMS.vn's JSON API (SendMultipleMessage_V4_post_json), one message to
 * one number per call. eSMS answers HTTP 200 with a `CodeResult`; 100 only means eSMS accepted
 * the message (delivery is reported later, to a callback URL). Our delivery id goes as
 * `RequestId`, which eSMS de-duplicates for the day, so a retry after a lost answer never sends
 * twice: eSMS answers 124 and we count it as sent.
 */
export interface EsmsProviderConfig {
  /** The base URL, up to and including `/MainService.svc/json`. */
  api_url?: string;
  api_key: string;
  secret_key: string;
  /** A brand name registered with eSMS and the carriers. */
  brand_name: string;
  /** 2 = customer care (CSKH), whose content must match a registered template. */
  sms_type?: string;
  /** eSMS's test mode: checked and answered, but no SMS sent and nothing charged. */
  sandbox?: boolean;
}

export const ESMS_DEFAULT_API_URL = 'https://rest.esms.vn/MainService.svc/json';
const SEND_PATH = '/SendMultipleMessage_V4_post_json/';
const REQUEST_ID_MAX = 50;

/**
 * The codes of eSMS's error table (developers.esms.vn, "Table of error codes") and what they mean
 * for one message. An unknown code is transient: retrying is safe because eSMS de-duplicates on
 * RequestId, and a new code is more likely a passing condition than a verdict on the number.
 */
function classify(code: string): ChannelOutcome | null {
  switch (code) {
    case '99':
      return { kind: 'permanent', reason: 'eSMS refused the number (99: blocked or invalid request)' };
    case '108':
      return { kind: 'permanent', reason: 'eSMS: phone number format not accepted (108)' };
    case '146':
      return {
        kind: 'permanent',
        reason: 'eSMS: content does not match a template registered for this brand name (146)',
      };
    case '177':
      // The brand name is not registered with this number's carrier: other numbers still work.
      return {
        kind: 'permanent',
        reason: "eSMS: brand name not registered with the recipient's carrier (177)",
      };
    case '101':
      return { kind: 'misconfigured', reason: 'eSMS: wrong ApiKey or SecretKey (101)' };
    case '102':
      return { kind: 'misconfigured', reason: 'eSMS: the account has no price list (102)' };
    case '103':
      return { kind: 'misconfigured', reason: 'eSMS: balance too low to send (103)' };
    case '104':
      return { kind: 'misconfigured', reason: 'eSMS: brand name not registered or inactive (104)' };
    case '118':
      return { kind: 'misconfigured', reason: 'eSMS: SMS type not supported (118)' };
    case '140':
      return { kind: 'misconfigured', reason: "eSMS: this server's IP is not whitelisted (140)" };
    default:
      return null;
  }
}

/**
 * eSMS delivers to Vietnamese networks only; it takes the national form (0987654321), as in its
 * examples. UNCONFIRMED whether it also takes 84…: the national form is the one shown everywhere.
 */
function esmsPhone(e164: string): string | null {
  const phone = normalizePhone(e164);
  if (!phone?.e164.startsWith('+84')) return null;
  return `0${phone.e164.slice(3)}`;
}

/** RequestId is at most 50 characters: a longer id is hashed (stable, so de-duplication still holds). */
function requestIdFor(id: string): string {
  return id.length <= REQUEST_ID_MAX ? id : createHash('sha256').update(id).digest('base64url');
}

export function createEsmsClient(
  config: EsmsProviderConfig,
  options: { timeoutMs?: number } = {},
): ChannelClient<SmsMessage> {
  const url = `${(config.api_url ?? ESMS_DEFAULT_API_URL).replace(/\/+$/, '')}${SEND_PATH}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    async send(message): Promise<ChannelOutcome> {
      const phone = esmsPhone(message.phone);
      if (!phone) return { kind: 'permanent', reason: 'eSMS sends only to valid Vietnamese numbers' };
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            ApiKey: config.api_key,
            SecretKey: config.secret_key,
            Phone: phone,
            Content: message.content,
            Brandname: config.brand_name,
            SmsType: config.sms_type ?? '2',
            // Vietnamese with diacritics needs Unicode (70 characters a part instead of 160).
            IsUnicode: /[^\x20-\x7e\r\n]/.test(message.content) ? '1' : '0',
            RequestId: requestIdFor(message.requestId),
            Sandbox: config.sandbox ? '1' : '0',
            ...(message.callbackUrl ? { CallbackUrl: message.callbackUrl } : {}),
          }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        return { kind: 'transient', reason: `eSMS: ${describeFetchError(error, timeoutMs)}` };
      }
      const body = (await readJson(response)) as { CodeResult?: unknown; SMSID?: unknown } | null;
      if (response.status === 429 || response.status >= 500) {
        const retryAfterMs = readRetryAfter(response.headers.get('retry-after'));
        return {
          kind: 'transient',
          reason: `eSMS answered HTTP ${response.status}`,
          ...(retryAfterMs === undefined ? {} : { retryAfterMs }),
        };
      }
      // eSMS answers every call with 200; another status means the URL is not eSMS's API.
      if (response.status !== 200)
        return { kind: 'misconfigured', reason: `eSMS answered HTTP ${response.status}: check the API URL` };
      const code = body?.CodeResult === undefined ? undefined : String(body.CodeResult);
      if (code === undefined) return { kind: 'transient', reason: 'eSMS: unreadable answer' };
      // 124 is a duplicate RequestId: this very message was accepted on an earlier try whose answer
      // we lost (eSMS may not repeat its SMSID then).
      if (code === '100' || code === '124')
        return { kind: 'sent', providerMessageId: typeof body?.SMSID === 'string' ? body.SMSID : null };
      return classify(code) ?? { kind: 'transient', reason: `eSMS: unexpected CodeResult ${code}` };
    },
    async close() {
      // Nothing held between calls.
    },
  };
}
