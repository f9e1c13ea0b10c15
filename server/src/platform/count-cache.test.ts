import { describe, expect, it } from 'vitest';
import { CountCache } from './count-cache';

describe('CountCache', () => {
  it('reuses a total within the TTL, recounts after it, and forgets a table on invalidate', async () => {
    let clock = 0;
    let counted = 0;
    const cache = new CountCache(1000, () => clock);
    const count = async () => ++counted;
    expect(await cache.get('users', 'a', count)).toBe(1);
    expect(await cache.get('users', 'a', count)).toBe(1);
    expect(await cache.get('users', 'b', count)).toBe(2);
    clock = 1001;
    expect(await cache.get('users', 'a', count)).toBe(3);
    cache.invalidate('users');
    expect(await cache.get('users', 'a', count)).toBe(4);
    expect(await cache.get('roles', 'a', count)).toBe(5);
    cache.invalidate('users');
    expect(await cache.get('roles', 'a', count)).toBe(5);
  });

  it('lets requests that arrive while a total is counted wait for that count', async () => {
    const cache = new CountCache(1000, () => 0);
    let counted = 0;
    let release: (value: number) => void = () => undefined;
    const count = () => {
      counted += 1;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    };
    const waiting = Array.from({ length: 5 }, () => cache.get('users', 'a', count));
    release(42);
    expect(await Promise.all(waiting)).toEqual([42, 42, 42, 42, 42]);
    expect(counted).toBe(1);
  });
});
