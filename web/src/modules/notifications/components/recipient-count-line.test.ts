import type { NotificationChannel, RecipientCount } from '@pickleball/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/notifications.json';
import vi from '../../../../../locales/vi/notifications.json';
import { formatRecipientCount } from './recipient-count-line';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { notifications: en }, vi: { notifications: vi } },
    interpolation: { escapeValue: false },
  });
});

const channelName = (channel: NotificationChannel) => i18n.t(`notifications:channels.${channel}`);
const line = (
  total: number,
  channels: NotificationChannel[],
  missing: Partial<Record<NotificationChannel, number>>,
  locale = 'en',
) =>
  formatRecipientCount(
    {
      total,
      channels: Object.fromEntries(
        channels.map((channel) => [
          channel,
          { reachable: total - (missing[channel] ?? 0), missing: missing[channel] ?? 0 },
        ]),
      ) as RecipientCount['channels'],
    },
    channels,
    channelName,
    i18n.getFixedT(locale),
    locale,
  );

describe('the live recipient count line', () => {
  it('names the users and who misses a phone number for SMS', () => {
    expect(line(1204, ['in_app', 'sms'], { sms: 37 })).toBe('1,204 users; 37 have no phone number for SMS');
  });

  it('says one user in the singular and leaves out channels that reach everyone', () => {
    expect(line(1, ['email'], {})).toBe('1 user');
  });

  it('lists every channel that misses someone, in the chosen order', () => {
    expect(line(50, ['email', 'push'], { email: 1, push: 20 })).toBe(
      '50 users; 1 has no e-mail address; 20 have no device for push notifications',
    );
  });

  it('says when nobody matches', () => {
    expect(line(0, ['email'], {})).toBe('No user matches these recipients');
  });

  it('writes Vietnamese with Vietnamese number grouping', () => {
    expect(line(1204, ['sms'], { sms: 37 }, 'vi')).toBe(
      '1.204 người dùng; 37 người không có số điện thoại để nhận SMS',
    );
  });
});
