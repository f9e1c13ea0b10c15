/** The longest token the server takes (its schemas' `requiredString(200)`). */
const TOKEN_MAX_LENGTH = 200;

/**
 * The token of a link sent by e-mail (`/reset-password?token=…`, `/verify-email?token=…`), or
 * null when the address has none worth sending (missing, blank, or longer than any token):
 * the page then says the link is not valid without asking the server.
 */
export function readLinkToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  return token && token.length <= TOKEN_MAX_LENGTH ? token : null;
}
