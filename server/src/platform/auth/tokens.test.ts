import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

describe('access tokens', () => {
  it('stays valid until its expiry, also when served from the verified cache', async () => {
    let clock = Date.parse('2026-11-22T10:00:00Z');
    const tokens = createTokenService('s'.repeat(40), () => new Date(clock));
    const { token, expiresAt } = await tokens.signAccess({
      userId: 7,
      sessionId: 'abc',
      roles: ['staff'],
      permissions: ['club.view'],
    });
    expect(expiresAt.toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(await tokens.verifyAccess(token)).toEqual({
      ok: true,
      claims: { userId: 7, sessionId: 'abc', roles: ['staff'], permissions: ['club.view'] },
    });
    clock += 14 * 60_000;
    expect((await tokens.verifyAccess(token)).ok).toBe(true);
    clock += 2 * 60_000;
    expect(await tokens.verifyAccess(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret', async () => {
    const mine = createTokenService('a'.repeat(40));
    const theirs = createTokenService('b'.repeat(40));
    const { token } = await theirs.signAccess({ userId: 1, sessionId: 's', roles: [], permissions: [] });
    expect(await mine.verifyAccess(token)).toEqual({ ok: false, reason: 'invalid' });
  });
});
