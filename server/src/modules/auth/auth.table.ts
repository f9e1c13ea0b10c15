import type { Generated } from 'kysely';

/** One signed-in device: a family of refresh tokens that rotate. Access tokens carry its id (sid). */
export interface AuthSessionsTable {
  id: string;
  user_id: number;
  user_agent: string | null;
  ip_address: string | null;
  created_at: string;
  last_used_at: string;
  revoked_at: string | null;
  revoked_reason: string | null;
}

export interface RefreshTokensTable {
  id: Generated<number>;
  session_id: string;
  /** SHA-256 of the token: the token itself is never stored. */
  token_hash: string;
  expires_at: string;
  /** Set when the token is rotated; using it again is a replay and revokes its session. */
  used_at: string | null;
  /** The token that replaced this one when it was rotated. */
  replaced_by_id: number | null;
  /**
   * That successor, sealed with the server's key, for the reuse grace window only (a second tab
   * presenting this token a moment later receives it); cleared once the window has passed.
   */
  replacement_sealed: string | null;
  created_at: string;
}

export interface SocialAccountsTable {
  id: Generated<number>;
  user_id: number;
  provider: string;
  provider_user_id: string;
  email: string | null;
  created_at: string;
}

/** A single-use link sent by e-mail (password reset, e-mail verification): only its hash is kept. */
export interface AccountLinksTable {
  id: Generated<number>;
  user_id: number;
  purpose: string;
  token_hash: string;
  /** The address the link was sent to: a verification only counts while the account still has it. */
  email: string;
  expires_at: string;
  used_at: string | null;
  created_at: string;
}

declare module '../../db/database' {
  interface Database {
    auth_sessions: AuthSessionsTable;
    refresh_tokens: RefreshTokensTable;
    account_links: AccountLinksTable;
    social_accounts: SocialAccountsTable;
  }
}
