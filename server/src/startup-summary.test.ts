import { describe, expect, it } from 'vitest';
import { formatStartupSummary } from './startup-summary';

describe('the start-up summary', () => {
  const url = 'http://localhost:3000';

  it('shows a generated password with the address, as the last lines printed', () => {
    const text = formatStartupSummary({
      url,
      adminUsername: 'admin',
      seed: { created: true, username: 'admin', generatedPassword: 'Pb7!abcdefghijkl' },
    });
    expect(text).toContain('ready on http://localhost:3000');
    expect(text).toContain('administrator: admin');
    expect(text).toContain('password: Pb7!abcdefghijkl');
    expect(text).toContain('shown only this once');
  });

  it('points to ADMIN_PASSWORD when it was chosen, and to the reset command afterwards', () => {
    expect(
      formatStartupSummary({ url, adminUsername: 'admin', seed: { created: true, username: 'admin' } }),
    ).toContain('password: the value of ADMIN_PASSWORD');
    const later = formatStartupSummary({ url, adminUsername: 'boss', seed: { created: false } });
    expect(later).toContain('administrator: boss');
    expect(later).toContain('npm run admin:password');
    expect(later).not.toContain('Pb7!');
  });
});
