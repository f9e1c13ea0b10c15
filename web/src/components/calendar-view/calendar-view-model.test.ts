import { describe, expect, it } from 'vitest';
import { dayTitle } from './calendar-view-model';

describe("the calendar's day headings", () => {
  // FullCalendar's marker for 8 December 2026 in the viewer's zone: the wall time in UTC fields.
  const marker = new Date(Date.UTC(2026, 11, 8));

  it("write a day as the meetings do, from the app's formatter, capitalised", () => {
    expect(dayTitle('vi')({ date: { marker } })).toBe('Thứ 3, 8 thg 12, 2026');
    expect(dayTitle('en')({ date: { marker } })).toBe('Tue, Dec 8, 2026');
  });

  it('never use the long form the library writes on its own', () => {
    expect(dayTitle('vi')({ date: { marker } })).not.toContain('tháng 12');
  });
});
