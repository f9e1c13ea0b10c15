import { openAs } from './support/browser';
import { expect, adminTest as test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * Each person's dashboard shows what they can act on: the administrator every card, a referee on
 * a phone in Vietnamese only the matches; a match that goes live appears on the administrator's
 * open dashboard without a reload, with a link to its scoreboard.
 */
const en = (key: string, values: Record<string, string | number> = {}) => t('en', key, values);
const vi = (key: string, values: Record<string, string | number> = {}) => t('vi', key, values);
const PASSWORD = 'Player12345';

test('the administrator sees every card and a match going live; a referee sees only the matches', async ({
  page,
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const suffix = unique();
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>(
    'GET',
    '/roles?per_page=100',
  );
  const referee = roles.data.find((role) => role.name === 'referee');
  const players: number[] = [];
  for (const [index, name] of ['Lý Văn Tài', 'Mai Thị Thu', 'Hồ Quang Vinh', 'Tạ Thị Nga'].entries()) {
    const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
      name: `${name} ${suffix}`,
      username: `dash${index}${suffix}`.slice(0, 16),
      password: PASSWORD,
      password_confirmation: PASSWORD,
      roles: index === 0 && referee ? [referee.id] : [],
    });
    players.push(created.data.id);
  }

  // ---- The administrator, on a laptop in English: every card. ----
  await page.goto('/dashboard');
  for (const card of ['users', 'courts', 'court_requests', 'clubs', 'matches', 'payments', 'notifications'])
    await expect(
      page.getByRole('heading', { name: en(`dashboard:${card}.title`), exact: true }),
    ).toBeVisible();
  // The page follows changes from the first touch (its realtime client stays out of the first load).
  await page.getByRole('heading', { level: 1 }).click();

  // ---- A match goes live elsewhere: it appears without a reload. ----
  const event = `Giao hữu tối thứ Sáu ${suffix}`;
  const match = await adminApi.request<{ data: { id: number } }>('POST', '/matches', {
    event,
    played_at: new Date().toISOString(),
    discipline: 'doubles',
    team1: players.slice(0, 2),
    team2: players.slice(2, 4),
  });
  await adminApi.request('POST', `/matches/${match.data.id}/live/start`, { first_server: 'A' });
  await expect(page.getByText(event)).toBeVisible({ timeout: 15_000 });
  await expect(
    page.getByRole('link', { name: en('dashboard:matches.scoreboard_of', { title: event }) }),
  ).toHaveAttribute('href', `/public-scoreboard/${match.data.id}`);

  // ---- The referee, on a phone in Vietnamese: only the matches. ----
  const phone = await openAs(browser, server.baseUrl, `dash0${suffix}`.slice(0, 16), PASSWORD, {
    language: 'vi',
    viewport: { width: 390, height: 844 },
  });
  try {
    await phone.page.goto('/dashboard');
    await expect(
      phone.page.getByRole('heading', { name: vi('dashboard:matches.title'), exact: true }),
    ).toBeVisible();
    await expect(phone.page.getByText(event)).toBeVisible();
    for (const card of ['users', 'courts', 'court_requests', 'clubs', 'payments', 'notifications'])
      await expect(
        phone.page.getByRole('heading', { name: vi(`dashboard:${card}.title`), exact: true }),
      ).toHaveCount(0);
    await phone.page.screenshot({
      path: test.info().outputPath('dashboard-referee-phone-vi.png'),
      fullPage: true,
    });
  } finally {
    await phone.context.close();
  }
});
