/**
 * Demo rank points for `npm run seed:demo`: the demo players' ratings with a few weeks of
 * history, so the leaderboard shows movement since last week and the charts have a line.
 */
import type { Db } from '../db/database';

const DEMO_RATINGS: readonly [string, 'propose' | 'blue' | 'red', number[], number[]][] = [
  // username, type, doubles ratings over four weeks (oldest first), singles
  ['hanh.vo', 'red', [4.512, 4.588, 4.61, 4.702], [4.21]],
  ['bao.dang', 'red', [4.65, 4.62, 4.64, 4.575], [4.4]],
  ['huong.ngo', 'blue', [3.9, 3.96, 4.05, 4.12], []],
  ['mai.ly', 'blue', [3.75, 3.8, 3.78, 3.83], [3.6]],
  ['sarah.nguyen', 'blue', [3.55, 3.62, 3.7, 3.81], []],
  ['emily.j', 'propose', [3.1, 3.2, 3.3, 3.42], [3.05]],
];

export async function seedDemoRankpoints(db: Db): Promise<number> {
  let created = 0;
  for (const [username, type, doubles, singles] of DEMO_RATINGS) {
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('username', '=', username)
      .executeTakeFirst();
    if (
      !user ||
      (await db.selectFrom('rank_points').select('id').where('user_id', '=', user.id).executeTakeFirst())
    )
      continue;
    const weekAgo = (weeks: number) =>
      new Date(Date.now() - weeks * 7 * 86_400_000 - 3_600_000).toISOString();
    await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('rank_points')
        .values({
          user_id: user.id,
          type,
          single_rating: singles.at(-1) ?? null,
          double_rating: doubles.at(-1) ?? null,
          single_matches: singles.length * 4,
          double_matches: doubles.length * 5,
          status: 'active',
          change_reason: 'Đánh giá ban đầu',
          created_at: weekAgo(doubles.length),
          updated_at: new Date().toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const history = (matchType: 'singles' | 'doubles', ratings: number[]) =>
        ratings.map((rating, index) => ({
          rank_point_id: id,
          match_type: matchType,
          previous_rating: index === 0 ? null : (ratings[index - 1] as number),
          new_rating: rating,
          source: index === 0 ? 'initial' : 'match',
          reason: index === 0 ? 'Đánh giá ban đầu' : null,
          match_id: null,
          changed_by: null,
          // The last value is from this week, the others one week apart before it.
          changed_at:
            index === ratings.length - 1
              ? new Date(Date.now() - 86_400_000).toISOString()
              : weekAgo(ratings.length - 1 - index),
        }));
      const rows = [...history('doubles', doubles), ...history('singles', singles)];
      if (rows.length > 0) await trx.insertInto('rating_history').values(rows).execute();
    });
    created += 1;
  }
  return created;
}
