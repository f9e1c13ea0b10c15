import type { AuthUser } from '@pickleball/domain';
import type {
  ChatHistory,
  ChatMessageInput,
  ChatReadState,
} from '@pickleball/domain/chat/chat.messages.schemas';
import type {
  ChatAttachment,
  ChatMember,
  ChatMessage,
  PublicChatDetail,
} from '@pickleball/domain/chat/chat.schemas';
import type { StoredImage } from '@pickleball/domain/files/files.schemas';
import { API_BASE_PATH, buildApiHeaders, REQUEST_TIMEOUT_MS } from '../../lib/api-headers';

/**
 * The public chat's calls: plain fetch with the player's token and the chosen language, instead
 * of the back-office's API client (which refreshes and ends sessions: a token handed over by the
 * mobile app is not ours to refresh, and a refusal here is said on the page — SPEC §8 makes
 * public-chat an exception to the 401 redirect). SPEC §7's headers come from the one place every
 * bundle takes them (lib/api-headers).
 */

/** A failed call: `status` null when no answer came (network, timeout). */
export class ChatApiError extends Error {
  readonly status: number | null;
  readonly code: string;
  /** The server's own message (translated for the request's language), or '' when there was none. */
  readonly serverMessage: string;
  /** A 429's Retry-After (the outbox waits that long). */
  readonly retryAfterMs: number | undefined;
  constructor(status: number | null, code: string, serverMessage = '', retryAfterMs?: number) {
    super(serverMessage || code);
    this.name = 'ChatApiError';
    this.status = status;
    this.code = code;
    this.serverMessage = serverMessage;
    this.retryAfterMs = retryAfterMs;
  }
}

interface ErrorBody {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** The message to show for a 422: the first field error, else the message (SPEC §8). */
function firstMessage(body: ErrorBody): string {
  if (body.errors && typeof body.errors === 'object')
    for (const messages of Object.values(body.errors as Record<string, unknown>))
      if (Array.isArray(messages) && typeof messages[0] === 'string') return messages[0];
  return typeof body.message === 'string' ? body.message : '';
}

function codeForStatus(status: number): string {
  if (status === 401) return 'auth.unauthenticated';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 422) return 'validation_failed';
  if (status === 429) return 'too_many_requests';
  return status >= 500 ? 'server_error' : 'bad_request';
}

export interface ChatApiOptions {
  getToken: () => string;
  getLanguage: () => string;
  /** Told of every 401, once per call. */
  onUnauthorized?: (error: ChatApiError) => void;
}

export type ChatApi = ReturnType<typeof createChatApi>;

export function createChatApi(options: ChatApiOptions) {
  async function request<T>(method: string, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
    const hasJsonBody = body !== undefined && !(body instanceof FormData);
    const headers = buildApiHeaders({
      language: options.getLanguage(),
      token: options.getToken(),
      hasJsonBody,
    });
    const payload: BodyInit | undefined =
      body instanceof FormData ? body : hasJsonBody ? JSON.stringify(body) : undefined;
    const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    let response: Response;
    try {
      response = await fetch(`${API_BASE_PATH}${path}`, {
        method,
        headers,
        body: payload ?? null,
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      throw new ChatApiError(null, timeout.aborted ? 'timeout' : 'network_error');
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (!response.ok) {
      const errorBody = (parsed && typeof parsed === 'object' ? parsed : {}) as ErrorBody;
      const code = typeof errorBody.code === 'string' ? errorBody.code : codeForStatus(response.status);
      // 5xx never carry internals, but their message may still be generic English: ours is better.
      const message = response.status >= 500 ? '' : firstMessage(errorBody);
      const retryAfter = Number(response.headers.get('retry-after'));
      const error = new ChatApiError(
        response.status,
        code,
        message,
        Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter * 1_000 : undefined,
      );
      if (response.status === 401) options.onUnauthorized?.(error);
      throw error;
    }
    return parsed as T;
  }

  const chat = (id: number) => `/chats/${id}`;
  const data = async <T>(promise: Promise<{ data: T }>) => (await promise).data;

  return {
    getMe: (signal?: AbortSignal) => data(request<{ data: AuthUser }>('GET', '/auth/me', undefined, signal)),
    getPublicChat: (signal?: AbortSignal) =>
      data(request<{ data: PublicChatDetail }>('GET', '/public-chat', undefined, signal)),
    listMessages: (chatId: number, query: { before?: number; after?: number; limit?: number } = {}) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query))
        if (value !== undefined) params.set(key, String(value));
      const search = params.size > 0 ? `?${params}` : '';
      return request<ChatHistory>('GET', `${chat(chatId)}/messages${search}`);
    },
    sendMessage: (chatId: number, input: ChatMessageInput) =>
      data(request<{ data: ChatMessage }>('POST', `${chat(chatId)}/messages`, input)),
    editMessage: (chatId: number, messageId: number, input: { body: string; reason: string }) =>
      data(request<{ data: ChatMessage }>('PATCH', `${chat(chatId)}/messages/${messageId}`, input)),
    removeMessage: (chatId: number, messageId: number, reason: string) =>
      data(
        request<{ data: ChatMessage }>('POST', `${chat(chatId)}/messages/${messageId}/remove`, { reason }),
      ),
    toggleReaction: (chatId: number, messageId: number, emoji: string) =>
      data(
        request<{ data: ChatMessage }>('POST', `${chat(chatId)}/messages/${messageId}/reactions`, { emoji }),
      ),
    markRead: (chatId: number, messageId: number) =>
      data(request<{ data: ChatReadState }>('POST', `${chat(chatId)}/read`, { message_id: messageId })),
    searchMembers: (chatId: number, search: string, signal?: AbortSignal) =>
      data(
        request<{ data: ChatMember[] }>(
          'GET',
          `${chat(chatId)}/members?${new URLSearchParams({ search, per_page: '8' })}`,
          undefined,
          signal,
        ),
      ),
    uploadImage: (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return data(request<{ data: StoredImage }>('POST', '/uploads/images?purpose=chat_image', form));
    },
    uploadFile: (chatId: number, file: File) => {
      const form = new FormData();
      form.append('file', file);
      return data(request<{ data: ChatAttachment }>('POST', `${chat(chatId)}/files`, form));
    },
  };
}
