import { describe, expect, it } from 'vitest';
import { member, person } from './chat-test-data';
import { countOnline, filterMembers, hasAllMembers } from './members';

const people = [
  { ...member(1, null), user: { ...person(1, 'Nguyễn Văn An'), username: 'an.nguyen' } },
  { ...member(2, null), user: { ...person(2, 'Đặng Thu Hà'), username: 'ha.dang' }, online: true },
  { ...member(3, null), user: { ...person(3, 'Lê Minh'), username: 'minhle' } },
];

describe('the participants panel', () => {
  it('finds participants by name without diacritics, or by username', () => {
    expect(filterMembers(people, 'nguyen').map((item) => item.user.id)).toEqual([1]);
    expect(filterMembers(people, 'dang').map((item) => item.user.id)).toEqual([2]);
    expect(filterMembers(people, 'MINHLE').map((item) => item.user.id)).toEqual([3]);
    expect(filterMembers(people, '  ').map((item) => item.user.id)).toEqual([1, 2, 3]);
    expect(filterMembers(people, 'zzz')).toEqual([]);
  });

  it('searches locally only when the detail holds every participant', () => {
    expect(hasAllMembers({ members: people, member_count: 3 })).toBe(true);
    expect(hasAllMembers({ members: people, member_count: 250 })).toBe(false);
  });

  it('counts who is online, the live word winning over what was fetched', () => {
    expect(countOnline(people, (_id, fetched) => fetched)).toBe(1);
    expect(countOnline(people, (id, fetched) => (id === 2 ? false : id === 3 ? true : fetched))).toBe(1);
    expect(countOnline(people, () => true)).toBe(3);
  });
});
