import { buildSearchText, USERNAME_MAX_LENGTH, USERNAME_MIN_LENGTH } from '@pickleball/domain';

export function buildUserSearchText(user: {
  name: string;
  email: string | null;
  username: string;
  phone: string | null;
}): string {
  return buildSearchText([user.name, user.email, user.username, user.phone]);
}

/**
 * A username from an e-mail's local part (SPEC §5): only letters, digits, dots and underscores,
 * 5 to 16 characters, made unique with a numeric suffix.
 */
export async function generateUsername(
  source: string,
  isTaken: (candidate: string) => Promise<boolean>,
): Promise<string> {
  const local = (source.split('@')[0] ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .replace(/[^A-Za-z0-9._]/g, '')
    .replace(/^[._]+|[._]+$/g, '')
    .toLowerCase();
  const base = (local || 'user').slice(0, USERNAME_MAX_LENGTH - 4).padEnd(USERNAME_MIN_LENGTH, '0');
  if (!(await isTaken(base))) return base;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const digits = attempt < 20 ? 2 + Math.floor(attempt / 10) : 4;
    const suffix = String(Math.floor(Math.random() * 10 ** digits)).padStart(digits, '0');
    const candidate = `${base.slice(0, USERNAME_MAX_LENGTH - digits)}${suffix}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  throw new Error('Could not find a free username');
}
