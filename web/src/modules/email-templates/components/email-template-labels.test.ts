import { describe, expect, it } from 'vitest';
import { describeEmailTemplate } from './email-template-labels';

const t = (key: string) => `«${key}»`;

describe('an e-mail template’s name', () => {
  it('shows a system template whose name was not edited through its translation', () => {
    expect(
      describeEmailTemplate({ key: 'account.password_reset', name: 'Password reset', is_system: true }, t),
    ).toBe('«email-templates:system_names.account_password_reset»');
  });

  it('shows a name staff edited, or a custom template’s, as written', () => {
    expect(
      describeEmailTemplate(
        { key: 'account.password_reset', name: 'Đặt lại mật khẩu CLB', is_system: true },
        t,
      ),
    ).toBe('Đặt lại mật khẩu CLB');
    expect(
      describeEmailTemplate({ key: 'newsletter.weekly', name: 'Password reset', is_system: false }, t),
    ).toBe('Password reset');
  });
});
