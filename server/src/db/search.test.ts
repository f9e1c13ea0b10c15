import { buildSearchText, foldForSearch } from '@pickleball/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertUser } from '../modules/users/users.repository';
import { ADMIN, call, createTestApp, loginAsAdmin, type Session, testDialect } from '../testing/test-app';
import { countSearchOnly, matchesSearch, pageSearchCondition, pageSearchPlan } from './search';

/**
 * Search parity: the 'sqlite' and 'postgres' projects run this same file over the same people,
 * and each engine must answer every search with exactly the rows a plain substring test over
 * the folded text finds (computed here), whether its index (FTS5 trigram, pg_trgm GIN) or a
 * LIKE answers it. Both engines matching the same expected list is the parity.
 */
const PEOPLE: { name: string; email: string | null; username: string; phone: string | null }[] = [
  { name: 'Nguyễn Văn An', email: 'an.nguyen@example.com', username: 'an_nguyen', phone: '0912000001' },
  { name: 'Nguyễn Thị Ánh', email: null, username: 'anh.nguyen', phone: '0912000002' },
  { name: 'Trần Đức Anh', email: 'duc.tran@example.vn', username: 'ducanh', phone: null },
  { name: 'Lê Hoàng Cường', email: 'cuong@pickle.vn', username: 'cuong_le', phone: '0987654321' },
  { name: 'Đặng Thu Hà', email: 'ha.dang@example.com', username: 'thuha', phone: '0901234567' },
  { name: 'Phạm Minh Dung', email: '100percent@example.com', username: 'dung100', phone: null },
  { name: 'Võ Ngọc Lan', email: 'o_o@example.com', username: 'lan_vo', phone: '0933333333' },
  { name: 'John "JJ" O\'Neil', email: 'jj@example.org', username: 'jjoneil', phone: null },
  { name: 'Hồ Nguyên Khang', email: null, username: 'khang.ho', phone: '0944444444' },
];

const TERMS = [
  'nguyen',
  'Nguyễn',
  'NGUYEN VAN',
  'nguyên',
  'an',
  'a',
  'anh',
  'đức',
  'ngu',
  '0912',
  '@example',
  '100%',
  '100',
  'o_o',
  '_',
  '%',
  '"jj"',
  "o'neil",
  'van an',
  'n a',
  'zzz',
  'example.com',
];

describe('search over folded text, the same on both engines', () => {
  let app: FastifyInstance;
  let admin: Session;
  const texts = new Map<number, string>();

  beforeAll(async () => {
    app = await createTestApp();
    admin = await loginAsAdmin(app);
    const adminRow = await app.services.db
      .selectFrom('users')
      .select(['id', 'search_text'])
      .where('username', '=', ADMIN.username)
      .executeTakeFirstOrThrow();
    texts.set(adminRow.id, adminRow.search_text);
    for (const person of PEOPLE) {
      const id = await insertUser(app.services.db, {
        ...person,
        password_hash: null,
        is_active: true,
        email_verified_at: null,
      });
      texts.set(id, buildSearchText([person.name, person.email, person.username, person.phone]));
    }
  });
  afterAll(async () => {
    await app?.close();
  });

  const expected = (term: string) =>
    [...texts.entries()]
      .filter(([, text]) => text.includes(foldForSearch(term)))
      .map(([id]) => id)
      .sort((a, b) => a - b);

  async function search(term: string): Promise<number[]> {
    const db = app.services.db;
    const rows = await db
      .selectFrom('users')
      .select('id')
      .where(matchesSearch(db, 'users', foldForSearch(term)))
      .orderBy('id')
      .execute();
    return rows.map((row) => row.id);
  }

  it.each(TERMS)('finds exactly the people whose folded text contains %j', async (term) => {
    expect(await search(term)).toEqual(expected(term));
  });

  it('answers a page the same way whether it scans in order or reads the index', async () => {
    const db = app.services.db;
    for (const term of TERMS)
      for (const plan of ['scan', 'index'] as const) {
        const rows = await db
          .selectFrom('users')
          .select('id')
          .where(pageSearchCondition(db, 'users', foldForSearch(term), plan))
          .orderBy('id')
          .execute();
        expect(
          rows.map((row) => row.id),
          `${term} (${plan})`,
        ).toEqual(expected(term));
      }
  });

  it('counts a search that is the only filter from the index alone (SQLite), with the same total', async () => {
    const db = app.services.db;
    for (const term of TERMS) {
      const folded = foldForSearch(term);
      const counted = await countSearchOnly(db, 'users', folded);
      if (testDialect() === 'postgres' || [...folded].length < 3) expect(counted, term).toBeUndefined();
      else expect(counted, term).toBe(expected(term).length);
    }
  });

  it('scans in order for a term common among the newest rows (SQLite), and reads the index otherwise', async () => {
    const db = app.services.db;
    for (let index = 0; index < 25; index += 1)
      await insertUser(db, {
        name: `Phó Đức Chính ${index}`,
        email: null,
        username: `pho_chinh_${index}`,
        phone: null,
        password_hash: null,
        is_active: true,
        email_verified_at: null,
      });
    expect(await pageSearchPlan(db, 'users', 'pho duc chinh')).toBe(
      testDialect() === 'sqlite' ? 'scan' : 'index',
    );
    expect(await pageSearchPlan(db, 'users', 'khang')).toBe('index');
    expect(await pageSearchPlan(db, 'users', 'ph')).toBe('index');
  });

  it('answers the users list the same way, with its total', async () => {
    for (const term of ['nguyen', 'an', 'example', 'o_o']) {
      const response = await call(app, admin, {
        method: 'GET',
        url: `/api/v1/users?per_page=100&sort=id&search=${encodeURIComponent(term)}`,
      });
      expect(response.statusCode, term).toBe(200);
      const body = response.json() as { data: { id: number }[]; meta: { total: number } };
      expect(
        body.data.map((user) => user.id),
        term,
      ).toEqual(expected(term));
      expect(body.meta.total, term).toBe(expected(term).length);
    }
  });

  it('uses the trigram index for 3 characters or more, and LIKE below', () => {
    const db = app.services.db;
    const compiled = (term: string) =>
      db
        .selectFrom('users')
        .select('id')
        .where(matchesSearch(db, 'users', term))
        .compile().sql;
    if (testDialect() === 'sqlite') {
      expect(compiled('ngu')).toContain('"users_search" match');
      expect(compiled('ng')).toContain('like');
    } else {
      // PostgreSQL's GIN index answers the LIKE itself.
      expect(compiled('ngu')).toContain('like');
    }
  });

  it('keeps the index in step with changes to people', async () => {
    const [id] = await search('cuong');
    const renamed = await call(app, admin, {
      method: 'PUT',
      url: `/api/v1/users/${id}`,
      payload: {
        name: 'Lê Hoàng Quý',
        username: 'cuong_le',
        email: 'cuong@pickle.vn',
        phone: '0987654321',
        is_active: true,
        roles: [],
      },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(await search('hoang quy')).toEqual([id]);
    expect(await search('hoàng cường')).toEqual([]);
    // The e-mail still holds "cuong".
    expect(await search('cuong')).toEqual([id]);

    const removed = await call(app, admin, { method: 'DELETE', url: `/api/v1/users/${id}` });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await search('cuong')).toEqual([]);
    expect(await search('hoang quy')).toEqual([]);
    if (testDialect() === 'sqlite') expect(await countSearchOnly(app.services.db, 'users', 'cuong')).toBe(0);
  });
});

describe('the search index migration', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(async () => {
    await app?.close();
  });

  it.runIf(testDialect() === 'postgres')(
    'creates a trigram GIN index on each searched table (PostgreSQL)',
    async () => {
      const { rows } = await sql<{ indexname: string; indexdef: string }>`
      select indexname, indexdef from pg_indexes
      where schemaname = current_schema() and indexname like '%_search_trgm'`.execute(app.services.db);
      const names = rows.map((row) => row.indexname);
      expect(names).toEqual(
        expect.arrayContaining(['users_search_trgm', 'courts_search_trgm', 'matches_search_trgm']),
      );
      for (const row of rows) expect(row.indexdef).toMatch(/USING gin \(search_text \S*gin_trgm_ops\)/);
      // The planner can answer a substring search from it (the scan is switched off to prove it).
      const plan = await app.services.db.transaction().execute(async (trx) => {
        await sql`set local enable_seqscan = off`.execute(trx);
        const result = await sql<{ 'QUERY PLAN': string }>`
        explain select id from users where search_text like '%nguyen%'`.execute(trx);
        return result.rows.map((row) => row['QUERY PLAN']).join('\n');
      });
      expect(plan).toContain('users_search_trgm');
    },
  );

  it.runIf(testDialect() === 'sqlite')(
    'creates an FTS5 trigram table and its triggers per searched table (SQLite)',
    async () => {
      const { rows } = await sql<{ name: string; type: string; sql: string }>`
      select name, type, sql from sqlite_master where name like 'users_search%'`.execute(app.services.db);
      const byName = new Map(rows.map((row) => [row.name, row]));
      expect(byName.get('users_search')?.sql).toMatch(
        /fts5\(\s*search_text, content='users', content_rowid='id', tokenize='trigram'\)/,
      );
      for (const trigger of ['users_search_insert', 'users_search_delete', 'users_search_update'])
        expect(byName.get(trigger)?.type, trigger).toBe('trigger');
    },
  );
});
