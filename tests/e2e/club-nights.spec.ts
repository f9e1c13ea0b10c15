import type { Page } from '@playwright/test';
import { apiLogin } from '../load/lib/app-server';
import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * Issue 31 end to end, in Vietnamese on phones: a Thursday club night for 4 places. Players sign
 * up from "My club nights" (one on a phone, the others through the API), the fifth joins the line;
 * the first cancels and the line moves by itself, live on the organiser's phone; the organiser
 * ticks a player in at the venue.
 */

const vi = (key: string, values?: Record<string, string | number>) => t('vi', key, values);

const suffix = unique();
const PASSWORD = 'Player1234';
const FIRST_NAMES = ['Hạnh', 'Bảo', 'Mai', 'Tùng', 'Vy'];
const players = FIRST_NAMES.map((first, index) => ({
  name: `${first} ${suffix}`,
  username: `cn${index}_${suffix}`.slice(0, 16),
}));
const nightName = `Tối thứ Năm ${suffix}`;
const PHONE = { width: 390, height: 844 };

async function createPlayers(adminApi: AdminApi): Promise<void> {
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const roleId = roles.data.find((entry) => entry.name === 'player')?.id;
  expect(roleId, 'role player').toBeDefined();
  for (const player of players)
    await adminApi.request('POST', '/users', {
      name: player.name,
      username: player.username,
      email: `${player.username}@example.test`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_active: true,
      email_verified: true,
      roles: [roleId],
    });
}

/** The page's content has no sideways scroll at phone width. */
async function expectNoPageOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a club night: sign-ups fill the places, the line moves by itself, check-in at the venue', async ({
  browser,
  server,
  adminApi,
}) => {
  await createPlayers(adminApi);
  // Three days from now in Viet Nam, 19:00–21:00, four places, two named courts.
  const date = new Date(Date.now() + 3 * 86_400_000).toLocaleDateString('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
  });
  const night = await adminApi.request<{ data: { id: number } }>('POST', '/match-sessions', {
    name: nightName,
    player_ids: [],
    rounds: [],
    date,
    start_time: '19:00',
    end_time: '21:00',
    court_names: ['Sân 3', 'Sân 4'],
    player_cap: 4,
    fee: 50_000,
    visibility: 'link',
  });
  const id = night.data.id;

  const organiser = await openAs(browser, server.baseUrl, server.admin.username, server.admin.password, {
    language: 'vi',
    viewport: PHONE,
  });
  await organiser.page.goto(`/match-sessions/${id}/signups`);
  await expect(organiser.page.getByText(vi('match-sessions:signups.empty_title'))).toBeVisible();

  // The first player signs up on their phone.
  const [first, second, third, fourth, fifth] = players as [
    (typeof players)[number],
    (typeof players)[number],
    (typeof players)[number],
    (typeof players)[number],
    (typeof players)[number],
  ];
  const firstPhone = await openAs(browser, server.baseUrl, first.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  await firstPhone.page.goto('/me/club-nights');
  await firstPhone.page
    .getByRole('button', { name: vi('match-sessions:club_nights.sign_up_for', { name: nightName }) })
    .click();
  await expect(firstPhone.page.getByText(vi('match-sessions:club_nights.you_are_in')).first()).toBeVisible();
  await expectNoPageOverflow(firstPhone.page);

  // Three more sign up (from their own sessions): the night is full.
  for (const player of [second, third, fourth]) {
    const session = await apiLogin(server.baseUrl, player.username, PASSWORD, 'vi');
    const response = await fetch(`${server.baseUrl}/api/v1/me/club-nights/${id}/signup`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}`, Accept: 'application/json' },
    });
    expect(response.status).toBe(201);
  }

  // The fifth joins the line on their phone.
  const fifthPhone = await openAs(browser, server.baseUrl, fifth.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  await fifthPhone.page.goto('/me/club-nights');
  await fifthPhone.page
    .getByRole('button', { name: vi('match-sessions:club_nights.join_line_for', { name: nightName }) })
    .click();
  const inLine = vi('match-sessions:signups.in_line', { position: 1 });
  await expect(fifthPhone.page.getByText(inLine).first()).toBeVisible();

  // The organiser's list followed every sign-up live.
  const row = (name: string) => organiser.page.getByRole('listitem').filter({ hasText: name });
  await expect(row(fifth.name)).toContainText(inLine);
  await expect(
    row(first.name).getByRole('button', {
      name: vi('match-sessions:signups.check_in_for', { name: first.name }),
    }),
  ).toBeVisible();

  // The first player cancels: the place goes to the line at once, on every screen.
  await firstPhone.page
    .getByRole('button', { name: vi('match-sessions:club_nights.cancel_for', { name: nightName }) })
    .click();
  await firstPhone.page
    .getByRole('alertdialog')
    .or(firstPhone.page.getByRole('dialog'))
    .getByRole('button', { name: vi('match-sessions:club_nights.cancel'), exact: true })
    .click();
  await expect(firstPhone.page.getByText(vi('match-sessions:club_nights.mine_empty_title'))).toBeVisible();
  await expect(fifthPhone.page.getByText(vi('match-sessions:club_nights.you_are_in')).first()).toBeVisible();
  await expect(row(fifth.name)).not.toContainText(inLine);
  const fifthTick = row(fifth.name).getByRole('button', {
    name: vi('match-sessions:signups.check_in_for', { name: fifth.name }),
  });
  await expect(fifthTick).toBeVisible();

  // At the venue: one tap ticks a player in.
  await fifthTick.click();
  await expect(fifthTick).toHaveAttribute('aria-pressed', 'true');
  await organiser.page.reload();
  await expect(
    row(fifth.name).getByRole('button', {
      name: vi('match-sessions:signups.check_in_for', { name: fifth.name }),
    }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectNoPageOverflow(organiser.page);

  await Promise.all([organiser.context.close(), firstPhone.context.close(), fifthPhone.context.close()]);
});
