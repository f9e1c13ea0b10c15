import { describe, expect, it } from 'vitest';
import { isGuestPagePath, pathAfterSignIn, readGuestPageState } from './guest-pages';

describe('the sign-in pages', () => {
  it.each([
    ['/login', true],
    ['/login/', true],
    ['/register', true],
    ['/auth/callback/google', true],
    ['/forgot-password', true],
    ['/reset-password', true],
    ['/reset-password/', true],
    ['/verify-email', true],
    ['/verify-email/abc', false],
    ['/forgot-password-help', false],
    ['/auth/callback/', false],
    ['/auth/callback/google/more', false],
    ['/', false],
    ['/dashboard', false],
    ['/login-help', false],
    ['/register-court', false],
  ])('%s is a sign-in page: %s', (path, expected) => {
    expect(isGuestPagePath(path)).toBe(expected);
  });

  it('send a signed-in user back where they were heading, on this site only', () => {
    expect(pathAfterSignIn('/users?page=2#top')).toBe('/users?page=2#top');
    expect(pathAfterSignIn(undefined)).toBe('/dashboard');
    expect(pathAfterSignIn('/login')).toBe('/dashboard');
    expect(pathAfterSignIn('/register?x=1')).toBe('/dashboard');
    // A link from an e-mail is not somewhere to return to: its token is spent.
    expect(pathAfterSignIn('/reset-password?token=abc')).toBe('/dashboard');
    expect(pathAfterSignIn('/verify-email?token=abc')).toBe('/dashboard');
    expect(pathAfterSignIn('//evil.example/path')).toBe('/dashboard');
    expect(pathAfterSignIn('/\\evil.example')).toBe('/dashboard');
    expect(pathAfterSignIn('https://evil.example/')).toBe('/dashboard');
  });

  it('read only the state they know from a history entry', () => {
    expect(readGuestPageState(null)).toEqual({});
    expect(readGuestPageState({ usr: {}, key: 'a', idx: 0 })).toEqual({});
    expect(readGuestPageState({ from: '/users', notice: 'logged_out' })).toEqual({
      from: '/users',
      notice: 'logged_out',
    });
    expect(readGuestPageState({ notice: 'password_changed' })).toEqual({ notice: 'password_changed' });
    expect(readGuestPageState({ from: 3, notice: 'hello' })).toEqual({});
  });
});
