import { describe, expect, it } from 'vitest';
import { describeAuditValue, type ValueWords } from './audit-labels';

const CATALOG: Record<string, string> = {
  'matches:status.inprogress': 'Đang thi đấu',
  'audit:club_actions.add_member': 'Đã thêm thành viên',
};
const words: ValueWords = {
  lookup: (key) => CATALOG[key] ?? null,
  formatTime: (iso) => `local(${iso})`,
  yes: 'Có',
  no: 'Không',
};

describe('describeAuditValue', () => {
  it("names an enum value through the module's labels, and leaves an unknown one as it is", () => {
    expect(describeAuditValue('inprogress', 'matches:status', words)).toBe('Đang thi đấu');
    expect(describeAuditValue('draft', 'matches:status', words)).toBe('draft');
    expect(describeAuditValue('add_member', { add_member: 'audit:club_actions.add_member' }, words)).toBe(
      'Đã thêm thành viên',
    );
  });

  it('reads booleans, times, people, places and scores in words', () => {
    expect(describeAuditValue(true, undefined, words)).toBe('Có');
    expect(describeAuditValue('2026-11-24T08:30:00.000Z', undefined, words)).toBe(
      'local(2026-11-24T08:30:00.000Z)',
    );
    expect(describeAuditValue({ id: 3, name: 'Sân Cầu Giấy' }, undefined, words)).toBe('Sân Cầu Giấy');
    expect(
      describeAuditValue(
        [
          { id: 1, name: 'An' },
          { id: 2, name: 'Bình' },
        ],
        undefined,
        words,
      ),
    ).toBe('An, Bình');
    expect(
      describeAuditValue(
        [
          { team1: 11, team2: 7 },
          { team1: 9, team2: 11 },
        ],
        undefined,
        words,
      ),
    ).toBe('11–7, 9–11');
  });

  it('has no reading for other objects (their JSON is shown), and none for nothing', () => {
    expect(describeAuditValue({ mode: 'x' }, undefined, words)).toBeNull();
    expect(describeAuditValue(null, undefined, words)).toBe('');
  });
});
