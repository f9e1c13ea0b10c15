import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/tasks.json';
import vi from '../../../../../locales/vi/tasks.json';
import { describeColumn } from './board-announcements';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { tasks: en }, vi: { tasks: vi } }, ns: ['tasks'] });
});

describe('a board column’s name for screen readers', () => {
  it('counts one task in the singular and more in the plural', () => {
    const t = i18next.getFixedT('en');
    expect(describeColumn(t, 'To do', 1)).toBe('To do, 1 task');
    expect(describeColumn(t, 'To do', 0)).toBe('To do, 0 tasks');
    expect(describeColumn(t, 'To do', 3)).toBe('To do, 3 tasks');
  });

  it('reads naturally in Vietnamese', () => {
    const t = i18next.getFixedT('vi');
    expect(describeColumn(t, 'Cần làm', 1)).toBe('Cần làm, 1 công việc');
    expect(describeColumn(t, 'Cần làm', 5)).toBe('Cần làm, 5 công việc');
  });
});
