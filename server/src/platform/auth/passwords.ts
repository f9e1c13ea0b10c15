import argon2 from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string | null, password: string): Promise<boolean>;
}

/** argon2id with OWASP's minimum cost (19 MiB, 2 passes) unless configured otherwise. */
export function createPasswordHasher(options: { memoryCost: number; timeCost: number }): PasswordHasher {
  // Verifying against this keeps a login for an unknown user as slow as one for a known user.
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => argon2.hash(password, { type: argon2.argon2id, ...options }),
    async verify(hash, password) {
      if (!hash) {
        dummyHash ??= argon2.hash('timing-equaliser', { type: argon2.argon2id, ...options });
        await argon2.verify(await dummyHash, password).catch(() => false);
        return false;
      }
      return argon2.verify(hash, password).catch(() => false);
    },
  };
}
