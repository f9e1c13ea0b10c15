import type { NotificationChannel, RecipientCount } from '@pickleball/domain';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/notifications.json';
import vi from '../../../../../locales/vi/notifications.json';
import {
  confirmSentence,
  describeAudience,
  formatRecipientTotal,
  recipientWarnings,
} from './recipient-count-line';
import { type SendFormValues, sendFormDefaults, toRecipientCountInput } from './send-form-values';

const i18n = i18next.createInstance();
beforeAll(async () => {
  await i18n.init({
    lng: 'en',
    resources: { en: { notifications: en }, vi: { notifications: vi } },
    interpolation: { escapeValue: false },
  });
});

const channelName = (locale: string) => (channel: NotificationChannel) =>
  i18n.getFixedT(locale)(`notifications:channels.${channel}`);

type Skips = RecipientCount['channels'][NotificationChannel];
const count = (total: number, channels: Partial<Record<NotificationChannel, Skips>>): RecipientCount => ({
  total,
  channels,
});
const reached = (total: number): Skips => ({ reachable: total, missing: 0, provider: true, skipped: {} });

const warnings = (value: RecipientCount, channels: NotificationChannel[], locale = 'en') =>
  recipientWarnings(value, channels, channelName(locale), i18n.getFixedT(locale), locale);

describe('the audience before a send', () => {
  it('names the users in the reader language and number grouping', () => {
    expect(formatRecipientTotal(count(1204, {}), i18n.getFixedT('en'), 'en')).toBe('1,204 users');
    expect(formatRecipientTotal(count(1, {}), i18n.getFixedT('en'), 'en')).toBe('1 user');
    expect(formatRecipientTotal(count(1204, {}), i18n.getFixedT('vi'), 'vi')).toBe('1.204 người dùng');
    expect(formatRecipientTotal(count(0, {}), i18n.getFixedT('en'), 'en')).toBe(
      'No user matches these recipients',
    );
  });

  it('warns per channel how many get nothing and why: no provider, turned off, no address', () => {
    const value = count(16, {
      in_app: reached(16),
      email: { reachable: 0, missing: 16, provider: false, skipped: { no_provider: 16 } },
      sms: { reachable: 12, missing: 4, provider: true, skipped: { opted_out: 1, no_address: 3 } },
      zalo_zns: { reachable: 0, missing: 16, provider: true, skipped: { no_zns_template: 16 } },
    });
    expect(warnings(value, ['in_app', 'email', 'sms', 'zalo_zns'])).toEqual([
      'E-mail: no provider is set up, so 16 recipients will get nothing',
      '1 turned off SMS',
      '3 have no phone number for SMS',
      'Zalo ZNS: no ZNS template for this template or category, so 16 recipients will get nothing',
    ]);
    expect(warnings(value, ['email'], 'vi')).toEqual([
      'Email: chưa thiết lập nhà cung cấp nên 16 người nhận sẽ không nhận được gì',
    ]);
    expect(warnings(count(5, { in_app: reached(5) }), ['in_app'])).toEqual([]);
  });

  it('asks "send to 16 users by In-app, E-mail and Zalo ZNS", the channels a list in each language', () => {
    const input = { channels: ['in_app', 'email', 'zalo_zns'] as NotificationChannel[], scheduled_at: null };
    const sentence = (locale: string) =>
      confirmSentence(
        input,
        formatRecipientTotal(count(16, {}), i18n.getFixedT(locale), locale),
        channelName(locale),
        i18n.getFixedT(locale),
        locale,
        (iso) => iso,
      );
    expect(sentence('en')).toBe('Send to 16 users by In-app, E-mail, and Zalo ZNS now?');
    expect(sentence('vi')).toBe('Gửi ngay đến 16 người dùng qua Trong ứng dụng, Email và Tin Zalo ZNS?');
  });
});

describe('the live line under the recipients', () => {
  const everyone: SendFormValues = { ...sendFormDefaults(), channels: ['in_app', 'email'] };
  const line = (values: SendFormValues, asked: SendFormValues, data: RecipientCount | undefined) =>
    describeAudience(
      values,
      toRecipientCountInput(asked),
      { data },
      channelName('en'),
      i18n.getFixedT('en'),
      'en',
    );

  it('says nobody would receive it with no role ticked, not the count of the earlier choice', () => {
    const noRoles: SendFormValues = { ...everyone, recipient_type: 'user_roles', role_ids: [] };
    expect(line(noRoles, everyone, count(16, { in_app: reached(16), email: reached(16) }))).toEqual({
      kind: 'incomplete',
      text: 'No role ticked: nobody would receive it. Tick at least one role.',
    });
  });

  it('shows counting, not an earlier answer, while the new choice is being asked for', () => {
    const oneRole: SendFormValues = { ...everyone, recipient_type: 'user_roles', role_ids: [3] };
    expect(line(oneRole, everyone, count(16, { in_app: reached(16), email: reached(16) })).kind).toBe(
      'counting',
    );
    expect(line(oneRole, oneRole, count(4, { in_app: reached(4), email: reached(4) }))).toEqual({
      kind: 'count',
      text: '4 users',
      warnings: [],
    });
  });
});
