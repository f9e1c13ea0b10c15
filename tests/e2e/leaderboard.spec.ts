import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * The leaderboard: a search by a player's name (diacritics ignored) keeps each player's rank and
 * hides the podium; a row opens the player's rank point record.
 */

const suffix = unique();
const PASSWORD = 'Player1234';
const ranked = [
  { name: `Hà Leader ${suffix}`, username: `hal_${suffix}`.slice(0, 16), rating: 7.9 },
  { name: `Đức Second ${suffix}`, username: `ducs_${suffix}`.slice(0, 16), rating: 7.8 },
];

async function createPlayer(adminApi: AdminApi, user: { name: string; username: string }): Promise<number> {
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const roleId = roles.data.find((entry) => entry.name === 'player')?.id;
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
    name: user.name,
    username: user.username,
    email: `${user.username}@example.test`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    is_active: true,
    email_verified: true,
    roles: [roleId],
  });
  return created.data.id;
}

test('a search finds a player on the leaderboard and the row opens their rank points', async ({
  browser,
  server,
  adminApi,
}) => {
  const ids: number[] = [];
  for (const player of ranked) {
    const userId = await createPlayer(adminApi, player);
    const record = await adminApi.request<{ data: { id: number } }>('POST', '/rankpoints', {
      user_id: userId,
      type: 'blue',
      match_type: 'singles',
      rating: player.rating,
      status: 'active',
      change_reason: 'E2E leaderboard',
    });
    ids.push(record.data.id);
  }

  for (const [language, viewport] of [
    ['en', { width: 1280, height: 800 }],
    ['vi', { width: 390, height: 844 }],
  ] as const) {
    const tr = (key: string, values?: Record<string, string | number>) => t(language, key, values);
    const { context, page } = await openAs(
      browser,
      server.baseUrl,
      server.admin.username,
      server.admin.password,
      {
        language,
        viewport,
      },
    );
    await page.goto('/rankpoints/leaderboard?match_type=singles');
    const search = page
      .getByRole('searchbox')
      .or(page.getByPlaceholder(tr('rankpoints:leaderboard.search_placeholder')));
    // Without its diacritics: "duc second" finds "Đức Second".
    await search.fill(`duc second ${suffix}`);
    const second = ranked[1]?.name ?? '';
    await expect(page.getByText(second, { exact: true }).first()).toBeVisible();
    await expect(page.getByText(ranked[0]?.name ?? '', { exact: true })).toHaveCount(0);
    // A row opens the player's rank point record.
    await page.getByRole('link', { name: second }).first().click();
    await expect(page).toHaveURL(new RegExp(`/rankpoints/${ids[1]}$`));
    await expect(page.getByRole('heading', { level: 1, name: second })).toBeVisible();
    await context.close();
  }
});
