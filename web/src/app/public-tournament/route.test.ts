import { describe, expect, it } from 'vitest';
import { readPublicTournamentRoute as readRoute } from './paths';

describe('the public tournament pages’ addresses', () => {
  it('reads the list and a tournament, and nothing else', () => {
    expect(readRoute('/public-tournaments')).toEqual({ kind: 'list' });
    expect(readRoute('/public-tournaments/')).toEqual({ kind: 'list' });
    expect(readRoute('/public-tournaments/12')).toEqual({ kind: 'tournament', id: 12 });
    expect(readRoute('/public-tournaments/0')).toBeNull();
    expect(readRoute('/public-tournaments/12/edit')).toBeNull();
  });
});
