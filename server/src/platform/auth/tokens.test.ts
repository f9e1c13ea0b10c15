import { describe, expect, it } from 'vitest';
import { createTokenService } from './tokens';

describe('access tokens', () => {
  it('stays valid until its expiry, also when served from the verified cache', async () => {
    let clock = Date.parse('2026-11-22T10:00:00Z');
    const tokens = createTokenService('s'.repeat(40), { now: () => new Date(clock) });
    const { token, expiresAt } = await tokens.signAccess({
      userId: 7,
      sessionId: 'abc',
      roles: ['staff'],
      permissions: ['club.view'],
      authVersion: 3,
    });
    expect(expiresAt.toISOString()).toBe('2026-11-22T10:15:00.000Z');
    expect(await tokens.verifyAccess(token)).toEqual({
      ok: true,
      claims: { userId: 7, sessionId: 'abc', authVersion: 3, roles: ['staff'], permissions: ['club.view'] },
    });
    clock += 14 * 60_000;
    expect((await tokens.verifyAccess(token)).ok).toBe(true);
    clock += 2 * 60_000;
    expect(await tokens.verifyAccess(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret', async () => {
    const mine = createTokenService('a'.repeat(40));
    const theirs = createTokenService('b'.repeat(40));
    const { token } = await theirs.signAccess({
      userId: 1,
      sessionId: 's',
      roles: [],
      permissions: [],
      authVersion: 0,
    });
    expect(await mine.verifyAccess(token)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('lives as long as configured', async () => {
    const clock = Date.parse('2026-11-22T10:00:00Z');
    const tokens = createTokenService('c'.repeat(40), { accessTtlSeconds: 30, now: () => new Date(clock) });
    const { expiresAt } = await tokens.signAccess({
      userId: 1,
      sessionId: 's',
      roles: [],
      permissions: [],
      authVersion: 0,
    });
    expect(expiresAt.toISOString()).toBe('2026-11-22T10:00:30.000Z');
  });
});
