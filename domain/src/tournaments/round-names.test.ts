import { describe, expect, it } from 'vitest';
import { roundLabelName, roundName } from './round-names';

/** A translation that shows the key and its values, so the assertions read what was asked. */
const t = (key: string, values?: Record<string, string | number>) =>
  values && Object.keys(values).length > 0
    ? `${key}(${Object.entries(values)
        .map(([name, value]) => `${name}=${value}`)
        .join(',')})`
    : key;

describe('round names', () => {
  it('passes the label’s size, round and pool to its key', () => {
    expect(roundLabelName(t, { key: 'round_of', size: 32 })).toBe(
      'tournaments:round_label.round_of(size=32)',
    );
    expect(roundLabelName(t, { key: 'pool_round', pool: 2, round: 3 })).toBe(
      'tournaments:round_label.pool_round(pool=2,round=3)',
    );
    expect(roundLabelName(t, { key: 'losers_round', round: 4 })).toBe(
      'tournaments:round_label.losers_round(round=4)',
    );
  });

  it('names the winners’ bracket only in a double elimination', () => {
    const semi = { label: { key: 'semi_final' as const }, bracket: 'winners' as const };
    expect(roundName(t, 'double_elimination', semi)).toBe(
      'tournaments:round_label.in_winners(round=tournaments:round_label.semi_final)',
    );
    expect(roundName(t, 'single_elimination', semi)).toBe('tournaments:round_label.semi_final');
    expect(roundName(t, 'consolation', semi)).toBe('tournaments:round_label.semi_final');
  });

  it('names the playoff after pool play, and leaves the losers’ and grand final words alone', () => {
    expect(roundName(t, 'pool_play', { label: { key: 'final' }, bracket: 'playoff' })).toBe(
      'tournaments:round_label.in_playoff(round=tournaments:round_label.final)',
    );
    expect(roundName(t, 'double_elimination', { label: { key: 'losers_final' }, bracket: 'losers' })).toBe(
      'tournaments:round_label.losers_final',
    );
    expect(roundName(t, 'double_elimination', { label: { key: 'grand_final' }, bracket: 'final' })).toBe(
      'tournaments:round_label.grand_final',
    );
  });
});
