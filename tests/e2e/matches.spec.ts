import type { Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { type Language, t } from './support/locales';

/**
 * Issue 4 end to end: an organiser builds a doubles match in the form; a referee scores a whole
 * best of 3 on a phone-sized screen, in Vietnamese, with an undo, a fault and a network drop in
 * the middle, while a TV shows the public scoreboard; the result is completed and submitted, all
 * four players confirm it from their dashboards (one through the bell), and an approver approves.
 */

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const vi = (key: string, values?: Record<string, string | number>) => t('vi', key, values);

const suffix = unique();
const PASSWORD = 'Player1234';
const event = `E2E Cup ${suffix}`;
const players = [
  { name: `An Nguyen ${suffix}`, username: `an_${suffix}`.slice(0, 16) },
  { name: `Binh Tran ${suffix}`, username: `binh_${suffix}`.slice(0, 16) },
  { name: `Chi Le ${suffix}`, username: `chi_${suffix}`.slice(0, 16) },
  { name: `Dung Pham ${suffix}`, username: `dung_${suffix}`.slice(0, 16) },
];
const extra = { name: `Extra Vo ${suffix}`, username: `ext_${suffix}`.slice(0, 16) };
const referee = { name: `Referee ${suffix}`, username: `ref_${suffix}`.slice(0, 16) };
const team1Names = `${players[0]?.name} & ${players[1]?.name}`;
const courtName = `Sân E2E ${suffix}`;
const clubName = `CLB E2E ${suffix}`;
const team2Names = `${players[2]?.name} & ${players[3]?.name}`;

async function createUser(adminApi: AdminApi, user: { name: string; username: string }, role: string) {
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const roleId = roles.data.find((entry) => entry.name === role)?.id;
  expect(roleId, `role ${role}`).toBeDefined();
  await adminApi.request('POST', '/users', {
    name: user.name,
    username: user.username,
    email: `${user.username}@example.test`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    is_active: true,
    email_verified: true,
    roles: [roleId],
  });
}

let usersCreated: Promise<void> | null = null;

/** The players, a spare player and the referee of this run, created once whichever test runs first. */
function ensureUsers(adminApi: AdminApi): Promise<void> {
  usersCreated ??= (async () => {
    for (const player of [...players, extra]) await createUser(adminApi, player, 'player');
    await createUser(adminApi, referee, 'referee');
  })();
  return usersCreated;
}

const PHONE = { width: 390, height: 844 };
const TV = { width: 1920, height: 1080 };

test.describe.configure({ mode: 'serial' });

test('a doubles match from the form to approval, scored live on a phone with a TV scoreboard', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(240_000);
  await ensureUsers(adminApi);
  // A registered court and a club the match is played at and for.
  const court = await adminApi.request<{ data: { id: number } }>('POST', '/courts', {
    name: courtName,
    province_code: '79',
    ward_code: '26743',
    address_detail: '12 Lê Lợi',
    owner_name: 'Đỗ Minh Tuấn',
    owner_phone: '0335550109',
    number_of_courts: 4,
    status: 'active',
    is_active: true,
  });
  const club = await adminApi.request<{ data: { id: number } }>('POST', '/clubs', { name: clubName });

  // ---- The organiser builds the match in the form (English, laptop). ----
  const organiser = await openAs(browser, server.baseUrl, server.admin.username, server.admin.password, {
    language: 'en',
    viewport: { width: 1280, height: 900 },
  });
  const form = organiser.page.getByRole('form', { name: en('matches:create_title') });
  await organiser.page.goto('/matches/create');
  await form.getByRole('textbox', { name: en('matches:fields.event'), exact: true }).fill(event);
  // The court and the club are searched (diacritics ignored); the free-text venue stays for others.
  await form
    .getByRole('combobox', { name: en('matches:fields.court'), exact: true })
    .fill(`san e2e ${suffix}`);
  await organiser.page.getByRole('option', { name: new RegExp(courtName) }).click();
  await form.getByRole('combobox', { name: en('matches:fields.club'), exact: true }).fill(clubName);
  await organiser.page.getByRole('option', { name: clubName }).click();
  await expect(
    form.getByRole('textbox', { name: en('matches:fields.other_venue'), exact: true }),
  ).toHaveValue('');

  const team1Search = form.getByRole('combobox', {
    name: en('matches:form.add_player_to', { team: en('matches:team_n', { number: 1 }) }),
  });
  const team2Search = form.getByRole('combobox', {
    name: en('matches:form.add_player_to', { team: en('matches:team_n', { number: 2 }) }),
  });
  const team1Box = form.getByRole('group', { name: en('matches:team_n', { number: 1 }) });
  const team2Box = form.getByRole('group', { name: en('matches:team_n', { number: 2 }) });
  const choose = async (search: typeof team1Search, name: string) => {
    await search.fill(suffix);
    await form.getByRole('option', { name: new RegExp(name) }).click();
  };

  await team1Search.fill(suffix.slice(0, 1));
  await expect(team1Box.getByText(en('ui:player_search.min_chars'))).toBeVisible();
  await choose(team1Search, players[0]?.name ?? '');
  await choose(team1Search, players[1]?.name ?? '');
  await choose(team1Search, extra.name);
  await expect(team1Box.getByRole('alert')).toHaveText(en('validation:team_full'));
  await choose(team2Search, players[0]?.name ?? '');
  await expect(team2Box.getByRole('alert')).toHaveText(en('validation:player_duplicate'));
  await choose(team2Search, players[2]?.name ?? '');
  await choose(team2Search, players[3]?.name ?? '');
  await expect(team2Box.getByText(en('matches:form.team_count', { count: 2, size: 2 }))).toBeVisible();
  await expect(form.getByRole('button', { name: en('matches:actions.start_live') })).toBeDisabled();
  await form.getByRole('button', { name: en('ui:form.save') }).click();
  await expect(organiser.page).toHaveURL(/\/matches\/\d+\/edit$/);
  const matchId = Number(/\/matches\/(\d+)\/edit/.exec(organiser.page.url())?.[1]);
  // Saved: live scoring opens.
  await expect(
    organiser.page
      .getByRole('form', { name: en('matches:edit_title') })
      .getByRole('button', { name: en('matches:actions.start_live') }),
  ).toBeEnabled();

  // ---- The referee scores on a phone, in Vietnamese. ----
  const { context: refereeContext, page: phone } = await openAs(
    browser,
    server.baseUrl,
    referee.username,
    PASSWORD,
    { language: 'vi', viewport: PHONE },
  );
  await phone.goto(`/matches/${matchId}/live-score`);
  await phone
    .getByRole('button', {
      name: new RegExp(vi('matches:live.serves_first', { team: vi('matches:team_n', { number: 1 }) })),
    })
    .click();

  const rallyButton = (team: 1 | 2) =>
    phone.getByRole('button', {
      name: `${vi('matches:live.rally_button')} ${vi('matches:team_n', { number: team })} (${team === 1 ? team1Names : team2Names})`,
    });
  const call = phone.locator('output');
  const rallies = async (team: 1 | 2, count: number) => {
    for (let index = 0; index < count; index += 1) await rallyButton(team).click();
  };
  await expect(call).toHaveText('0-0-2');

  // ---- A TV shows the public scoreboard, signed out (English): public once the match is live
  // (a draft's scoreboard is not found, like an unknown id). ----
  const tvContext = await browser.newContext({ baseURL: server.baseUrl, viewport: TV });
  const tv = await tvContext.newPage();
  await tv.goto(`/public-scoreboard/${matchId}`);
  await expect(tv.getByRole('heading', { level: 1, name: event })).toBeVisible();
  await expect(tv.getByText(en('realtime:connected'), { exact: true })).toBeVisible();
  const tvCall = (text: string) => tv.getByText(text, { exact: true });
  await expect(tv.getByText(en('scoreboard:phase.live'), { exact: true })).toBeVisible();
  await rallies(1, 3);
  await expect(call).toHaveText('3-0-2');
  await phone.getByRole('button', { name: vi('matches:live.undo') }).click();
  await expect(call).toHaveText('2-0-2');
  await rallies(1, 1);
  await expect(call).toHaveText('3-0-2');

  // A fault by team 2: team 1 wins the rally.
  await phone.getByRole('button', { name: vi('matches:live.fault'), exact: true }).click();
  const faultDialog = phone.getByRole('dialog', { name: vi('matches:live.fault_title') });
  await faultDialog.getByRole('radio', { name: vi('matches:fault_type.net') }).click();
  await faultDialog.getByRole('radio', { name: vi('matches:team_n', { number: 2 }) }).click();
  await faultDialog.getByRole('button', { name: vi('matches:live.record_fault') }).click();
  await expect(call).toHaveText('4-0-2');
  await expect(phone.getByText(vi('matches:live.saved'))).toBeVisible();
  await expect(tvCall('4-0-2')).toBeVisible();

  // The network drops: rallies keep counting on the phone and wait in its queue.
  await refereeContext.setOffline(true);
  await rallies(1, 4);
  await expect(call).toHaveText('8-0-2');
  await expect(phone.getByText(vi('realtime:reconnecting'))).toBeVisible();
  await expect(phone.getByText(vi('matches:live.queued_other', { count: 4 }))).toBeVisible();
  await expect(tvCall('4-0-2')).toBeVisible();
  await refereeContext.setOffline(false);
  await expect(phone.getByText(vi('matches:live.saved'))).toBeVisible({ timeout: 15_000 });
  await expect(tvCall('8-0-2')).toBeVisible();

  await rallies(1, 3);
  await expect(
    phone.getByText(
      vi('matches:live.game_result', {
        number: 1,
        team1: 11,
        team2: 0,
        team: vi('matches:team_n', { number: 1 }),
      }),
    ),
  ).toBeVisible();
  await expect(phone.getByText(vi('matches:live.ends_changed'))).toBeVisible();
  await expect(call).toHaveText('0-0-2');

  // Game 2 opens with team 2 serving; team 2 takes it.
  await rallies(2, 11);
  await expect(
    phone.getByText(
      vi('matches:live.game_result', {
        number: 2,
        team1: 0,
        team2: 11,
        team: vi('matches:team_n', { number: 2 }),
      }),
    ),
  ).toBeVisible();

  // Game 3 decides it; the teams change ends at 6.
  await rallies(1, 6);
  await expect(call).toHaveText('6-0-2');
  await expect(phone.getByText(vi('matches:live.ends_changed'))).toBeVisible();
  await expect(tvCall('6-0-2')).toBeVisible();
  await rallies(1, 5);
  await expect(phone.getByRole('heading', { name: vi('matches:live.match_over') })).toBeVisible();
  await expect(
    tv.getByText(en('scoreboard:winner_line', { team: en('scoreboard:team_n', { number: 1 }) }), {
      exact: true,
    }),
  ).toBeVisible();

  // The last rally can still be undone, then scored again.
  await phone.getByRole('button', { name: vi('matches:live.undo_last') }).click();
  await expect(call).toHaveText('10-0-2');
  await rallies(1, 1);
  await expect(phone.getByRole('heading', { name: vi('matches:live.match_over') })).toBeVisible();

  // ---- One step completes the result and opens the details; the referee submits it. ----
  const completeAndView = phone.getByRole('button', { name: vi('matches:live.complete_and_view') });
  await expect(completeAndView).toBeEnabled({ timeout: 15_000 });
  await completeAndView.click();
  await expect(phone).toHaveURL(new RegExp(`/matches/${matchId}$`));
  await expect(phone.getByText(vi('matches:done.complete')).first()).toBeVisible();
  const runStep = async (page: Page, label: string) => {
    await page.getByRole('button', { name: label, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();
  };
  await runStep(phone, vi('matches:actions.submit'));
  await expect(phone.getByText(vi('matches:done.submit')).first()).toBeVisible();

  // ---- Every player confirms from the dashboard; the first one follows the bell. ----
  for (const [index, player] of players.entries()) {
    const language: Language = index >= 2 ? 'vi' : 'en';
    const tr = (key: string, values?: Record<string, string | number>) => t(language, key, values);
    const { context, page } = await openAs(browser, server.baseUrl, player.username, PASSWORD, {
      language,
      viewport: index === 0 ? PHONE : { width: 1280, height: 800 },
    });
    if (index === 0) {
      await page.goto('/profile');
      await page.getByRole('button', { name: tr('inbox:bell_unread_one', { count: 1 }) }).click();
      await page
        .getByRole('menuitem', {
          name: new RegExp(tr('inbox:types.match_confirmation_requested', { event })),
        })
        .click();
      await expect(page).toHaveURL(/\/dashboard#awaiting-confirmation$/);
    } else {
      await page.goto('/dashboard');
    }
    const card = page.getByRole('region', { name: tr('matches:awaiting.title') });
    await card.getByRole('button', { name: tr('matches:awaiting.confirm_named', { event }) }).click();
    await expect(page.getByText(tr('matches:done.confirm')).first()).toBeVisible();
    await context.close();
  }

  // ---- An approver approves (English). ----
  await organiser.page.goto(`/matches/${matchId}`);
  await expect(
    organiser.page.getByText(en('matches:detail.confirmed_count', { count: 4, total: 4 })),
  ).toBeVisible();
  await runStep(organiser.page, en('matches:actions.approve'));
  await expect(organiser.page.getByText(en('matches:done.approve')).first()).toBeVisible();
  await expect(tv.getByText(en('scoreboard:phase.finished'), { exact: true })).toBeVisible();

  // The court and the club show on the details and in the list, linked to their pages.
  const details = organiser.page.getByRole('region', { name: en('matches:detail.details') });
  await expect(details.getByRole('link', { name: courtName })).toHaveAttribute(
    'href',
    `/courts/${court.data.id}`,
  );
  await expect(details.getByRole('link', { name: clubName })).toHaveAttribute(
    'href',
    `/clubs/${club.data.id}`,
  );
  await organiser.page.goto('/matches');
  // Other specs' matches (a session's rounds are timed into the evening) may fill the first page.
  await organiser.page.getByPlaceholder(t('en', 'matches:search_placeholder')).fill(event);
  const row = organiser.page.getByRole('row').filter({ hasText: event });
  await expect(row.getByRole('link', { name: courtName })).toBeVisible();
  await expect(row.getByRole('link', { name: clubName })).toBeVisible();

  await Promise.all([organiser.context.close(), refereeContext.close(), tvContext.close()]);
});

// ---- Accessibility of the matches screens (axe-core, as in accessibility.spec.ts) ----

test('the list, form, detail, live screen and scoreboard have no serious or critical axe violation', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(120_000);
  await ensureUsers(adminApi);
  const found = await adminApi.request<{ data: { id: number }[] }>(
    'GET',
    `/matches/players?search=${encodeURIComponent(suffix)}`,
  );
  const ids = found.data.map((player) => player.id);
  expect(ids.length).toBeGreaterThanOrEqual(4);
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/matches', {
    event: `Axe ${suffix}`,
    played_at: new Date().toISOString(),
    discipline: 'doubles',
    team1: ids.slice(0, 2),
    team2: ids.slice(2, 4),
  });
  const id = created.data.id;
  await adminApi.request('POST', `/matches/${id}/live/start`, { first_server: 'B' });
  await adminApi.request('POST', `/matches/${id}/live/events`, {
    seq: 1,
    event: { kind: 'rally', winner: 'B' },
  });

  const desk = await openAs(browser, server.baseUrl, server.admin.username, server.admin.password, {
    language: 'en',
    viewport: { width: 1280, height: 800 },
  });
  await desk.page.goto('/matches');
  await desk.page.getByPlaceholder(en('matches:search_placeholder')).fill(`Axe ${suffix}`);
  await expect(desk.page.getByRole('link', { name: `Axe ${suffix}` })).toBeVisible();
  await expectAccessible(desk.page, '/matches');
  await desk.page.goto('/matches/create');
  await expect(desk.page.getByRole('form', { name: en('matches:create_title') })).toBeVisible();
  await expectAccessible(desk.page, '/matches/create');
  await desk.page.goto(`/matches/${id}`);
  await expect(desk.page.getByRole('heading', { level: 1, name: `Axe ${suffix}` })).toBeVisible();
  await expectAccessible(desk.page, '/matches/{id}');
  await desk.context.close();

  const phone = await openAs(browser, server.baseUrl, server.admin.username, server.admin.password, {
    language: 'vi',
    viewport: PHONE,
  });
  await phone.page.goto(`/matches/${id}/live-score`);
  await expect(phone.page.locator('output')).toHaveText('1-0-2');
  await expectAccessible(phone.page, '/matches/{id}/live-score (phone, vi)');
  await phone.context.close();

  const tvContext = await browser.newContext({ baseURL: server.baseUrl, viewport: TV });
  const tv = await tvContext.newPage();
  await tv.goto(`/public-scoreboard/${id}`);
  await expect(tv.getByText('1-0-2', { exact: true })).toBeVisible();
  await expectAccessible(tv, '/public-scoreboard/{id} (TV)');
  await tvContext.close();
});
