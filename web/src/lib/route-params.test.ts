import { describe, expect, it } from 'vitest';
import { hasValidIdParams, parseIdParam, readIdParams } from './route-params';

describe('route id parameters', () => {
  it('reads a positive whole number and nothing else', () => {
    expect(parseIdParam('12')).toBe(12);
    expect(parseIdParam('1')).toBe(1);
    for (const value of ['abc', '', '0', '-3', '1.5', '012', '12abc', ' 12', '1e3', '99999999999999999999'])
      expect(parseIdParam(value), value).toBeNull();
    expect(parseIdParam(undefined)).toBeNull();
  });

  it('finds the id parameters of a route path, not its free-text ones', () => {
    expect(readIdParams('/matches/:id')).toEqual([{ name: 'id', isOptional: false }]);
    expect(readIdParams('/chat/:id?')).toEqual([{ name: 'id', isOptional: true }]);
    expect(readIdParams('/public-scoreboard/:matchId')).toEqual([{ name: 'matchId', isOptional: false }]);
    expect(readIdParams('/register-court/edit/:token')).toEqual([]);
    expect(readIdParams('/auth/callback/:provider')).toEqual([]);
  });

  it('refuses an address whose id is not a number', () => {
    expect(hasValidIdParams('/matches/:id', { id: 'abc' })).toBe(false);
    expect(hasValidIdParams('/matches/:id', { id: '7' })).toBe(true);
    expect(hasValidIdParams('/match-sessions/:id/details', { id: '3x' })).toBe(false);
    expect(hasValidIdParams('/public-scoreboard/:matchId', { matchId: 'live' })).toBe(false);
    expect(hasValidIdParams('/chat/:id?', {})).toBe(true);
    expect(hasValidIdParams('/chat/:id?', { id: 'general' })).toBe(false);
    expect(hasValidIdParams('/register-court/edit/:token', { token: 'a1b2' })).toBe(true);
  });
});
