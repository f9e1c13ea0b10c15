import { BENCH_ADMIN, type BenchServer, type SeedContext } from './bench-server';
import { SEEDED_USER_PASSWORD } from './seed-users';
import type { LatencySummary } from './types';

/**
 * What the chat benchmarks share: the public channel they seed, the people in it signed in, the
 * messages' client ids and the latency summaries.
 */

export interface ChatPerson {
  id: number;
  username: string;
  token?: string;
}

const LOGIN_CONCURRENCY = 4;
/** To a tenth (of a millisecond). */
export const round = (value: number) => Math.round(value * 10) / 10;

export function summarise(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length);
  return { mean: round(mean), p50: at(0.5), p90: at(0.9), p99: at(0.99), max: round(sorted.at(-1) ?? 0) };
}

/** Client ids for messages, unique in this process (`<prefix>-<pid>-<n>`). */
export function clientIds(prefix: string): () => string {
  let count = 0;
  return () => {
    count += 1;
    return `${prefix}-${process.pid}-${count.toString(36).padStart(8, '0')}`;
  };
}

export async function post(server: BenchServer, token: string, path: string, body: unknown) {
  const response = await fetch(new URL(path, server.baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: { id: number }; code?: string },
  };
}

/** Signs every person in (a few at a time), keeping each one's token on them. */
export async function signInAll(server: BenchServer, people: ChatPerson[], log: (message: string) => void) {
  let next = 0;
  await Promise.all(
    Array.from({ length: LOGIN_CONCURRENCY }, async () => {
      while (next < people.length) {
        const person = people[next] as ChatPerson;
        next += 1;
        person.token = await server.login(person.username, SEEDED_USER_PASSWORD);
        if (next % 250 === 0) log(`signed in ${next} of ${people.length}`);
      }
    }),
  );
}

/**
 * The public channel with `count` of the seeded active users (not the administrator) as members,
 * each a row of chat_members as they would be after opening it.
 */
export async function seedPublicChannel(
  { db }: SeedContext,
  count: number,
): Promise<{ chatId: number; people: ChatPerson[] }> {
  const now = new Date().toISOString();
  const people = (
    await db
      .selectFrom('users')
      .select(['id', 'username'])
      .where('is_active', '=', true)
      .where('username', '!=', BENCH_ADMIN.username)
      .orderBy('id')
      .limit(count)
      .execute()
  ).map((row) => ({ id: row.id, username: row.username }));
  const chat = await db
    .insertInto('chats')
    .values({
      type: 'channel',
      name: 'Cộng đồng Pickleball',
      title: null,
      description: null,
      status: 'active',
      is_public: true,
      direct_key: null,
      search_text: 'cong dong pickleball',
      message_count: 0,
      member_count: people.length,
      last_message_id: null,
      last_message_at: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (let start = 0; start < people.length; start += 500)
    await db
      .insertInto('chat_members')
      .values(
        people.slice(start, start + 500).map((person) => ({
          chat_id: chat.id,
          user_id: person.id,
          role: 'member',
          is_pinned: false,
          is_archived: false,
          muted: false,
          read_count: 0,
          mention_count: 0,
          last_read_message_id: null,
          last_delivered_message_id: null,
          last_read_at: null,
          joined_at: now,
        })),
      )
      .execute();
  return { chatId: chat.id, people };
}
