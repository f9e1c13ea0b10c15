import { describe, expect, it } from 'vitest';
import { redactSecrets } from './audit';

describe('redactSecrets', () => {
  it('drops secrets at any depth and keeps everything else', () => {
    const clean = redactSecrets({
      name: 'An',
      password: 'x',
      password_hash: '$argon2id$…',
      password_changed: true,
      config: {
        api_key: 'k',
        apiKey: 'k',
        host: 'smtp',
        refresh_token: 't',
        client_secret: 's',
        private_key: 'p',
      },
      list: [{ access_token: 'a', id: 1 }],
    });
    expect(clean).toEqual({
      name: 'An',
      password_changed: true,
      config: { host: 'smtp' },
      list: [{ id: 1 }],
    });
  });
});
