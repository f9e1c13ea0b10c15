import { DEFAULT_ROLES } from '@pickleball/domain/permissions';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../locales/en/roles.json';
import vi from '../../../locales/vi/roles.json';
import { describeRole } from './access-labels';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({ lng: 'vi', resources: { en: { roles: en }, vi: { roles: vi } } });
});

const seeded = (name: string) => DEFAULT_ROLES.find((role) => role.name === name)?.description ?? null;

describe('a role description in the reader language', () => {
  it('shows a built-in role’s seeded description in Vietnamese to a Vietnamese reader', () => {
    const t = i18n.getFixedT('vi');
    expect(describeRole({ name: 'referee', description: seeded('referee') }, t)).toBe(
      'Xem các trận đấu và chấm điểm trực tiếp.',
    );
    expect(describeRole({ name: 'admin', description: seeded('admin') }, i18n.getFixedT('en'))).toBe(
      seeded('admin'),
    );
  });

  it('keeps a description an administrator wrote, and any other role’s, as written', () => {
    const t = i18n.getFixedT('vi');
    expect(describeRole({ name: 'referee', description: 'Trọng tài giải đấu' }, t)).toBe(
      'Trọng tài giải đấu',
    );
    expect(describeRole({ name: 'club_players', description: 'Players' }, t)).toBe('Players');
    expect(describeRole({ name: 'staff', description: null }, t)).toBeNull();
  });

  it('has a translation for every default role', () => {
    for (const role of DEFAULT_ROLES) {
      expect(vi.descriptions).toHaveProperty(role.name);
      expect(en.descriptions[role.name as keyof typeof en.descriptions]).toBe(role.description);
    }
  });
});
