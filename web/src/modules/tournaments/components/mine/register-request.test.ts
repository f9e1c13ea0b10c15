import type { MyRegistration, PublicTournament } from '@pickleball/domain';
import { describe, expect, it } from 'vitest';
import { readRegisterParam, registerRequestOutcome } from './register-request';

const tournament = (change: Partial<PublicTournament> = {}) =>
  ({ id: 7, status: 'registration_open', registration_window: 'open', ...change }) as PublicTournament;
const entry = (change: Partial<MyRegistration>) =>
  ({ id: 1, tournament_id: 7, status: 'registered', ...change }) as MyRegistration;

describe('a Register link', () => {
  it('reads only a plain tournament id from the address', () => {
    expect(readRegisterParam('42')).toBe(42);
    for (const value of [null, '', '0', '042', '4.2', '1e3', 'abc', '12345678901'])
      expect(readRegisterParam(value), String(value)).toBeNull();
  });

  it('opens the dialog unless the player is entered or the tournament takes no entries', () => {
    expect(registerRequestOutcome(tournament(), [])).toBe('register');
    expect(registerRequestOutcome(tournament(), [entry({ status: 'cancelled' })])).toBe('register');
    expect(registerRequestOutcome(tournament(), [entry({ status: 'waitlisted' })])).toBe('entered');
    expect(registerRequestOutcome(tournament({ registration_window: 'closed' }), [])).toBe('closed');
    expect(registerRequestOutcome(tournament({ status: 'in_progress' }), [])).toBe('closed');
  });
});
