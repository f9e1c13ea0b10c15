/**
 * Bulk users for benchmarks: inserted straight into the tables in one transaction, in batches,
 * all sharing one argon2id hash (hashing 100,000 passwords would take minutes and measure
 * nothing). The rows look like a live system's: ids grow with created_at over two years, most
 * users are active, most hold the player role and some hold staff roles.
 */
import { buildSearchText, vietnameseSortKey } from '@pickleball/domain';
import type { UsersTable } from '@pickleball/server/src/modules/users/users.table';
import type { Insertable } from 'kysely';
import type { SeedContext } from './bench-server';
import { createRandom, makePerson } from './people';

/** The password of every seeded user, for benchmarks that sign in as one of them. */
export const SEEDED_USER_PASSWORD = 'BenchPlayer123';

/** 1,000 rows × 12 columns stays far below SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const BATCH_SIZE = 1_000;
const DAY_MS = 86_400_000;
const HISTORY_MS = 2 * 365 * DAY_MS;
const MAX_USERS = 1_000_000;

/** Share of users holding each role (independently); the rest of the catalogue is left to admins. */
const ROLE_SHARES: readonly [string, number][] = [
  ['player', 0.8],
  ['staff', 0.04],
  ['referee', 0.03],
  ['court_owner', 0.02],
];

export interface SeedUsersOptions {
  count: number;
  /** Same seed, same people. */
  randomSeed?: number;
}

export async function seedUsers(
  context: SeedContext,
  options: SeedUsersOptions,
): Promise<Record<string, number>> {
  const { db, log } = context;
  if (!Number.isInteger(options.count) || options.count < 1 || options.count > MAX_USERS)
    throw new Error(`seedUsers: count must be an integer from 1 to ${MAX_USERS}`);
  const started = performance.now();
  const random = createRandom(options.randomSeed ?? 20_261_122);
  const passwordHash = await context.passwords.hash(SEEDED_USER_PASSWORD);

  const roleRows = await db.selectFrom('roles').select(['id', 'name']).execute();
  const roles = ROLE_SHARES.map(([name, share]) => {
    const role = roleRows.find((row) => row.name === name);
    if (!role) throw new Error(`seedUsers: role ${name} is not in the catalogue`);
    return { id: role.id, name, share };
  });

  const now = Date.now();
  // Sorted, so the newest users have the highest ids, as on a real system.
  const createdAt = Float64Array.from({ length: options.count }, () => now - random() * HISTORY_MS).sort();
  const counts: Record<string, number> = { users: options.count, active: 0, with_email: 0, with_phone: 0 };
  for (const role of roles) counts[`role_${role.name}`] = 0;

  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < options.count; start += BATCH_SIZE) {
      // better-sqlite3 answers synchronously, so without this the whole seed is one microtask chain
      // and Ctrl-C (a macrotask) would wait for it; an abort rolls the transaction back.
      await new Promise((resolve) => setImmediate(resolve));
      context.signal.throwIfAborted();
      const end = Math.min(start + BATCH_SIZE, options.count);
      const users: Insertable<UsersTable>[] = [];
      const rolesByUsername = new Map<string, number[]>();
      for (let index = start; index < end; index += 1) {
        const person = makePerson(random, index);
        const created = createdAt[index] as number;
        const isActive = random() < 0.85;
        const emailVerifiedAt =
          person.email && random() < 0.7 ? iso(Math.min(now, created + random() * 2 * DAY_MS)) : null;
        const lastLoginAt = random() < 0.75 ? iso(created + random() * (now - created)) : null;
        users.push({
          name: person.name,
          email: person.email,
          username: person.username,
          phone: person.phone,
          password_hash: passwordHash,
          is_active: isActive,
          email_verified_at: emailVerifiedAt,
          last_login_at: lastLoginAt,
          // The same parts in the same order as the server's insertUser, so search finds seeded users.
          search_text: buildSearchText([person.name, person.email, person.username, person.phone]),
          sort_name: vietnameseSortKey(person.name),
          created_at: iso(created),
          updated_at: iso(created + random() * (now - created)),
        });
        const held = roles.filter((role) => random() < role.share);
        if (held.length > 0)
          rolesByUsername.set(
            person.username,
            held.map((role) => role.id),
          );
        for (const role of held) counts[`role_${role.name}`] = (counts[`role_${role.name}`] ?? 0) + 1;
        if (isActive) counts.active = (counts.active ?? 0) + 1;
        if (person.email) counts.with_email = (counts.with_email ?? 0) + 1;
        if (person.phone) counts.with_phone = (counts.with_phone ?? 0) + 1;
      }
      // Matched by username, not by position: neither engine promises RETURNING's row order.
      const inserted = await trx.insertInto('users').values(users).returning(['id', 'username']).execute();
      const userRoles = inserted.flatMap((row) =>
        (rolesByUsername.get(row.username) ?? []).map((role_id) => ({ user_id: row.id, role_id })),
      );
      for (let offset = 0; offset < userRoles.length; offset += BATCH_SIZE)
        await trx
          .insertInto('user_roles')
          .values(userRoles.slice(offset, offset + BATCH_SIZE))
          .execute();
    }
  });

  const seconds = (performance.now() - started) / 1000;
  log(`seeded ${options.count.toLocaleString('en-US')} users in ${seconds.toFixed(1)} s`);
  return counts;
}

function iso(epochMs: number): string {
  return new Date(epochMs).toISOString();
}
