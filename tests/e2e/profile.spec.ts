import { rateMatch } from '@pickleball/domain/rating/rating';
import sharp from 'sharp';
import { apiLogin } from '../load/lib/app-server';
import { expectAccessible } from './support/axe';
import { openAs } from './support/browser';
import { E2E_DUPR_ACCOUNT } from './support/dupr';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * Issue 7 end to end:
 * - a player completes their profile in Vietnamese on a phone: personal details, an avatar (a
 *   real PNG), Vietnam down to the ward, weight and height with the BMI computed as they type,
 *   their level and double point; the completion reaches 100%;
 * - they connect DUPR (a local fake, see global-setup.ts) and sync: DUPR's ratings come into the
 *   profile's points;
 * - an administrator gives four players rank points (two through the modal), a scored doubles
 *   match is approved through the API, and both teams' ratings move on an open detail page and
 *   on a leaderboard in another browser, without a reload, by the rating model's numbers.
 */

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const vi = (key: string, values?: Record<string, string | number>) => t('vi', key, values);

const suffix = unique();
const PASSWORD = 'Player1234';
const me = { name: `Lan Bui ${suffix}`, username: `lan_${suffix}`.slice(0, 16) };
const players = [
  { name: `Khoa Tran ${suffix}`, username: `khoa_${suffix}`.slice(0, 16), rating: 3.8 },
  { name: `Vy Nguyen ${suffix}`, username: `vy_${suffix}`.slice(0, 16), rating: 3.6 },
  { name: `Phuc Le ${suffix}`, username: `phuc_${suffix}`.slice(0, 16), rating: 3.5 },
  { name: `Tam Do ${suffix}`, username: `tam_${suffix}`.slice(0, 16), rating: 3.4 },
] as const;
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

interface Created {
  id: number;
}

async function createPlayer(adminApi: AdminApi, user: { name: string; username: string }): Promise<number> {
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const roleId = roles.data.find((entry) => entry.name === 'player')?.id;
  expect(roleId, 'role player').toBeDefined();
  const created = await adminApi.request<{ data: Created }>('POST', '/users', {
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

/** The API as one player, for the steps that are not the subject (confirming a result). */
async function callAs(baseUrl: string, username: string, method: string, path: string, body?: unknown) {
  const session = await apiLogin(baseUrl, username, PASSWORD);
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      Authorization: `Bearer ${session.access_token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path} as ${username}: ${await response.clone().text()}`).toBe(true);
}

/** A rating as the app writes it: three decimals, a decimal comma in Vietnamese (web/src/lib/format.ts). */
const rating = (value: number, language: 'en' | 'vi' = 'en') =>
  language === 'vi' ? value.toFixed(3).replace('.', ',') : value.toFixed(3);
const viDecimal = (text: string) => text.replace('.', ',');

test.describe.configure({ mode: 'serial' });

test('a player completes their profile in Vietnamese with a ward and an avatar, then connects and syncs DUPR', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(120_000);
  await createPlayer(adminApi, me);
  const { context, page } = await openAs(browser, server.baseUrl, me.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: vi('profile:title') })).toBeVisible();
  const completion = page.getByRole('region', { name: vi('profile:completion.title') });
  await expect(completion.getByText(vi('profile:completion.percent', { percent: 10 }))).toBeVisible();
  await expect(
    completion.getByRole('button', { name: vi('profile:completion_fields.avatar') }),
  ).toBeVisible();
  await expectAccessible(page, '/profile (phone, vi)');

  const form = page.getByRole('form', { name: vi('profile:form_label') });
  await form.getByRole('textbox', { name: vi('profile:fields.name') }).fill(`Bùi Thị Lan ${suffix}`);
  await form
    .getByRole('textbox', { name: vi('profile:fields.phone') })
    .fill(`09${Date.now().toString().slice(-8)}`);
  await expect(form.getByText(vi('profile:phone.changed'))).toBeVisible();
  await form.getByLabel(vi('profile:fields.date_of_birth')).fill('1992-03-14');
  await form.getByRole('combobox', { name: vi('profile:fields.gender') }).selectOption('female');
  await form
    .getByRole('textbox', { name: vi('profile:fields.bio') })
    .fill('Thích đánh đôi buổi sáng ở Quận 1.');

  // The avatar: a real PNG, left in its frame without pressing "use this frame": saving the
  // profile uploads it as framed on screen (it used to refuse to save until the frame was used).
  const png = await sharp({
    create: { width: 480, height: 320, channels: 3, background: { r: 42, g: 157, b: 143 } },
  })
    .png()
    .toBuffer();
  const chooser = page.waitForEvent('filechooser');
  await form.getByRole('button', { name: vi('files:upload.choose') }).click();
  await (await chooser).setFiles({ name: 'lan.png', mimeType: 'image/png', buffer: png });
  await expect(form.getByRole('button', { name: vi('files:upload.use_frame') })).toBeVisible();

  // Vietnam, then its province and ward (searched without diacritics).
  const country = form.getByRole('combobox', { name: vi('profile:fields.country') });
  await country.click();
  await country.fill('viet');
  await page.getByRole('option', { name: 'Việt Nam', exact: true }).click();
  const province = form.getByRole('combobox', { name: vi('places:province') });
  await province.click();
  await province.fill('ho chi minh');
  await page.getByRole('option', { name: 'Thành phố Hồ Chí Minh' }).click();
  const ward = form.getByRole('combobox', { name: vi('places:ward') });
  await ward.click();
  await ward.fill('ben thanh');
  await page.getByRole('option', { name: 'Phường Bến Thành' }).click();
  await form.getByRole('textbox', { name: vi('profile:fields.address_detail') }).fill('12 Lê Lợi');

  // The BMI follows the typing: 70 kg at 1.75 m is normal, 80 kg is overweight.
  await form.getByRole('textbox', { name: vi('profile:fields.weight_kg') }).fill('70');
  await form.getByRole('textbox', { name: vi('profile:fields.height_cm') }).fill('175');
  await expect(form.getByText(vi('profile:bmi.value', { value: '22,9' }))).toBeVisible();
  await expect(form.getByText(vi('profile:bmi.normal'), { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: vi('profile:fields.weight_kg') }).fill('80');
  await expect(form.getByText(vi('profile:bmi.value', { value: '26,1' }))).toBeVisible();
  await expect(form.getByText(vi('profile:bmi.overweight'), { exact: true })).toBeVisible();

  // The level needs a point switched on (SPEC §5); a decimal comma is fine.
  await form.getByRole('combobox', { name: vi('profile:fields.rankpoint_type') }).selectOption('blue');
  await form.getByRole('button', { name: vi('profile:save') }).click();
  await expect(form.getByText(vi('validation:rating_one_required'))).toBeVisible();
  await form.getByText(vi('profile:fields.double_enabled')).click();
  await form.getByRole('textbox', { name: vi('profile:fields.double_point') }).fill('3,75');
  await form.getByRole('button', { name: vi('profile:save') }).click();
  await expect(page.getByText(vi('profile:done.updated'))).toBeVisible();
  await expect(
    form.getByRole('img', { name: vi('files:upload.preview_alt', { label: vi('profile:avatar.label') }) }),
  ).toBeVisible();
  await expect(completion.getByText(vi('profile:completion.complete'))).toBeVisible();
  await expect(completion.getByText(vi('profile:completion.percent', { percent: 100 }))).toBeVisible();

  // Everything is kept: the ward by its name, the point with three decimals, the avatar.
  await page.reload();
  await expect(form.getByRole('combobox', { name: vi('places:ward') })).toHaveValue('Phường Bến Thành');
  await expect(form.getByRole('textbox', { name: vi('profile:fields.double_point') })).toHaveValue('3,750');
  await expect(form.getByText(vi('profile:bmi.overweight'), { exact: true })).toBeVisible();
  await expect(
    form.getByRole('img', { name: vi('files:upload.preview_alt', { label: vi('profile:avatar.label') }) }),
  ).toBeVisible();

  // DUPR: a wrong password is refused in the dialog, the right one connects.
  const dupr = page.getByRole('region', { name: vi('profile:dupr.title') });
  await expect(dupr.getByText(vi('profile:dupr.not_connected'))).toBeVisible();
  await dupr.getByRole('button', { name: vi('profile:dupr.connect') }).click();
  const dialog = page.getByRole('dialog', { name: vi('profile:dupr.connect_title') });
  await dialog.getByRole('textbox', { name: vi('profile:dupr.email') }).fill(E2E_DUPR_ACCOUNT.email);
  await dialog.getByLabel(vi('profile:dupr.password')).fill('Sai-mat-khau1');
  await dialog.getByRole('button', { name: vi('profile:dupr.connect') }).click();
  await expect(dialog.getByText(vi('errors:dupr.login_failed'))).toBeVisible();
  await dialog.getByLabel(vi('profile:dupr.password')).fill(E2E_DUPR_ACCOUNT.password);
  await dialog.getByRole('button', { name: vi('profile:dupr.connect') }).click();
  await expect(page.getByText(vi('profile:done.dupr_connected'))).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(dupr.getByText(vi('profile:dupr.connected'), { exact: true })).toBeVisible();
  await expect(dupr.getByText(String(E2E_DUPR_ACCOUNT.player.id), { exact: true })).toBeVisible();
  await expect(dupr.getByText(viDecimal(E2E_DUPR_ACCOUNT.player.singles), { exact: true })).toBeVisible();
  await expect(dupr.getByText(viDecimal(E2E_DUPR_ACCOUNT.player.doubles), { exact: true })).toBeVisible();

  await dupr.getByRole('button', { name: vi('profile:dupr.sync') }).click();
  await expect(page.getByText(vi('profile:done.dupr_synced'))).toBeVisible();
  // DUPR's ratings are the profile's points now, in the form without a reload.
  await expect(form.getByRole('textbox', { name: vi('profile:fields.double_point') })).toHaveValue(
    viDecimal(E2E_DUPR_ACCOUNT.player.doubles),
  );
  await expect(form.getByRole('textbox', { name: vi('profile:fields.single_point') })).toHaveValue(
    viDecimal(E2E_DUPR_ACCOUNT.player.singles),
  );
  await context.close();
});

test('rank points for four players; an approved match moves both teams on a detail page and a live leaderboard', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const ids: number[] = [];
  for (const player of players) ids.push(await createPlayer(adminApi, player));
  const [khoa, vy, phuc, tam] = players;

  // ---- The administrator gives the first two their rank points in the modal (English, laptop). ----
  const desk = await openAs(browser, server.baseUrl, server.admin.username, server.admin.password, {
    language: 'en',
    viewport: LAPTOP,
  });
  await desk.page.goto('/rankpoints');
  for (const [player, typed] of [
    [khoa, '3,8'],
    [vy, '3.6'],
  ] as const) {
    await desk.page
      .getByRole('button', { name: en('rankpoints:actions.create') })
      .first()
      .click();
    const dialog = desk.page.getByRole('dialog', { name: en('rankpoints:form.create_title') });
    await dialog.getByRole('combobox', { name: en('rankpoints:fields.player') }).fill(player.username);
    await dialog.getByRole('option', { name: new RegExp(player.name) }).click();
    await dialog.getByRole('combobox', { name: en('rankpoints:fields.type') }).selectOption('red');
    await dialog.getByRole('combobox', { name: en('rankpoints:fields.match_type') }).selectOption('doubles');
    await dialog.getByRole('textbox', { name: en('rankpoints:fields.rating') }).fill('8.5');
    await dialog
      .getByRole('textbox', { name: en('rankpoints:fields.change_reason') })
      .fill('Đánh giá ban đầu của câu lạc bộ');
    await dialog.getByRole('button', { name: en('rankpoints:actions.create') }).click();
    await expect(dialog.getByText(en('validation:rating_max'))).toBeVisible();
    await dialog.getByRole('textbox', { name: en('rankpoints:fields.rating') }).fill(typed);
    await dialog.getByRole('button', { name: en('rankpoints:actions.create') }).click();
    await expect(dialog).toBeHidden();
    await expect(desk.page.getByRole('row', { name: new RegExp(player.name) })).toContainText(
      rating(player.rating),
    );
  }
  await expectAccessible(desk.page, '/rankpoints');
  // The other two through the API.
  for (const [index, player] of [
    [2, phuc],
    [3, tam],
  ] as const)
    await adminApi.request('POST', '/rankpoints', {
      user_id: ids[index],
      type: 'red',
      match_type: 'doubles',
      rating: player.rating,
      change_reason: 'Nhập từ giải mùa hè',
    });

  // Khoa's detail page stays open on the desk.
  await desk.page.getByRole('link', { name: khoa.name }).click();
  await expect(desk.page.getByRole('heading', { level: 1, name: khoa.name })).toBeVisible();
  const history = desk.page.getByRole('table', { name: en('rankpoints:history.title') });
  await expect(history.getByRole('row')).toHaveCount(2);
  await expect(desk.page.getByRole('img', { name: en('rankpoints:chart.title') })).toBeVisible();
  await expectAccessible(desk.page, '/rankpoints/{id}');

  // ---- A second browser shows the red players' doubles leaderboard (Vietnamese, phone). ----
  const board = await openAs(browser, server.baseUrl, server.admin.username, server.admin.password, {
    language: 'vi',
    viewport: PHONE,
  });
  await board.page.goto('/rankpoints/leaderboard');
  // On a phone the filters fold behind one button and each player is a card.
  await board.page.getByRole('button', { name: new RegExp(`^${vi('ui:table.filters')}`) }).click();
  await board.page
    .getByRole('combobox', { name: vi('rankpoints:fields.type') })
    .selectOption({ label: vi('rankpoints:type.red') });
  await expect(board.page.getByRole('tab', { name: vi('rankpoints:match_type.doubles') })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const boardList = board.page.getByRole('list', {
    name: vi('rankpoints:leaderboard.table_label', { type: vi('rankpoints:match_type.doubles') }),
  });
  const rowOf = (name: string) => boardList.getByRole('listitem').filter({ hasText: name });
  for (const player of players) await expect(rowOf(player.name)).toContainText(rating(player.rating, 'vi'));
  await expect(rowOf(khoa.name)).toContainText(vi('rankpoints:leaderboard.new'));
  await expectAccessible(board.page, '/rankpoints/leaderboard (phone, vi)');
  // Marks both documents: a reload would lose the marks.
  for (const page of [desk.page, board.page])
    await page.evaluate(() => {
      (window as unknown as { stillThere: boolean }).stillThere = true;
    });

  // ---- A doubles match, 11-5 11-7, created, completed, submitted, confirmed and approved by API. ----
  const games = [
    { team1: 11, team2: 5 },
    { team1: 11, team2: 7 },
  ];
  const match = await adminApi.request<{ data: Created }>('POST', '/matches', {
    event: `Giải xếp hạng ${suffix}`,
    location: 'Sân Rạch Miễu',
    played_at: new Date().toISOString(),
    discipline: 'doubles',
    team1: [ids[0], ids[1]],
    team2: [ids[2], ids[3]],
    games,
  });
  const matchId = match.data.id;
  await adminApi.request('POST', `/matches/${matchId}/complete`);
  await adminApi.request('POST', `/matches/${matchId}/submit`);
  for (const player of players)
    await callAs(server.baseUrl, player.username, 'POST', `/matches/${matchId}/confirm`);
  await adminApi.request('POST', `/matches/${matchId}/approve`);

  // The rating model's own numbers (domain/src/rating): winners up, losers down.
  const expected = rateMatch(
    [
      { rating: khoa.rating, matches: 0 },
      { rating: vy.rating, matches: 0 },
    ],
    [
      { rating: phuc.rating, matches: 0 },
      { rating: tam.rating, matches: 0 },
    ],
    games.map((game) => ({ a: game.team1, b: game.team2 })),
  );
  const after = [...expected.teamA, ...expected.teamB];
  expect(after[0]).toBeGreaterThan(khoa.rating);
  expect(after[2]).toBeLessThan(phuc.rating);

  // Without a reload: the leaderboard moved for both teams, and the detail page has the match.
  for (const [index, player] of players.entries())
    await expect(rowOf(player.name)).toContainText(rating(after[index] as number, 'vi'));
  await expect(history.getByRole('row')).toHaveCount(3);
  const matchLink = en('rankpoints:history.match_n', { id: matchId });
  const matchRow = history.getByRole('row').filter({ hasText: matchLink });
  await expect(matchRow).toContainText(en('rankpoints:source.match'));
  await expect(matchRow).toContainText(`${rating(khoa.rating)}`);
  await expect(matchRow).toContainText(rating(after[0] as number));
  await expect(matchRow.getByRole('link', { name: matchLink })).toHaveAttribute(
    'href',
    `/matches/${matchId}`,
  );
  for (const page of [desk.page, board.page])
    expect(await page.evaluate(() => (window as unknown as { stillThere?: boolean }).stillThere)).toBe(true);

  await desk.context.close();
  await board.context.close();
});

test("a player reads the official rating as theirs, apart from their own and DUPR's points", async ({
  browser,
  server,
  adminApi,
}) => {
  const player = { name: `Minh Ha ${suffix}`, username: `minh_${suffix}`.slice(0, 16) };
  const id = await createPlayer(adminApi, player);
  await adminApi.request('POST', '/rankpoints', {
    user_id: id,
    type: 'blue',
    match_type: 'singles',
    rating: 3.8,
    change_reason: 'Đánh giá ban đầu',
  });
  const phone = await openAs(browser, server.baseUrl, player.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  await phone.page.goto('/profile');
  const card = phone.page.getByRole('region', { name: vi('profile:official.title') });
  await expect(card).toContainText('3,800');
  await expect(card).toContainText(vi('profile:official.no_rating'));
  await expect(phone.page.getByText(vi('profile:sections.rank'), { exact: true })).toBeVisible();
  await phone.context.close();
});
