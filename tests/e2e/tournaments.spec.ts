import { type Match, matchInputOf } from '@pickleball/domain';
import type { Locator, Page } from '@playwright/test';
import { apiLogin } from '../load/lib/app-server';
import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * Issue 14 end to end, on a phone in Vietnamese: an organiser creates a doubles double-elimination
 * tournament in the form, opens registration and enters six pairs (the cap is five: the sixth
 * waits, and takes the place of a pair that withdraws), closes registration, sees the seeds by
 * DUPR rating (the pair's average) and generates the bracket (byes to the top seeds), starts play
 * and scores a match on the live-score screen while a spectator's public bracket (another browser,
 * signed out) moves rally by rally; a mistyped result is corrected with the later match it resets
 * shown first; the event is played out and completed (the podium), and the final's approval moves
 * the players' rank points with source "tournament".
 */

const vi = (key: string, values?: Record<string, string | number>) => t('vi', key, values);
const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);

const PASSWORD = 'Player1234';
const PHONE = { width: 390, height: 844 };
const GIVEN = ['An', 'Bình', 'Chi', 'Dũng', 'Giang', 'Hải', 'Khoa', 'Linh', 'Minh', 'Nam', 'Phúc', 'Quân'];

interface Player {
  id: number;
  name: string;
  username: string;
  rankpointId: number;
}

interface Slot {
  key: string;
  state: string;
  result: unknown;
  match: { id: number } | null;
  sides: { entrant: { name: string } | null }[];
}

async function createPlayer(
  adminApi: AdminApi,
  roleId: number,
  name: string,
  username: string,
  rating: number,
): Promise<Player> {
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
    name,
    username,
    email: `${username}@example.test`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    is_active: true,
    email_verified: true,
    roles: [roleId],
  });
  // The doubles rating the entry takes (the pair's average seeds it).
  const rankpoint = await adminApi.request<{ data: { id: number } }>('POST', '/rankpoints', {
    user_id: created.data.id,
    type: 'blue',
    match_type: 'doubles',
    rating,
    status: 'active',
    change_reason: 'E2E tournaments',
  });
  return { id: created.data.id, name, username, rankpointId: rankpoint.data.id };
}

/** A bracket match's result entered as a referee's would be: the scores saved, then completed. */
async function playMatch(adminApi: AdminApi, matchId: number, games: [number, number][]): Promise<void> {
  const { data: match } = await adminApi.request<{ data: Match }>('GET', `/matches/${matchId}`);
  const scores = games.map(([team1, team2]) => ({ team1, team2 }));
  await adminApi.request('PUT', `/matches/${matchId}`, matchInputOf(match, scores));
  await adminApi.request('POST', `/matches/${matchId}/complete`);
}

async function bracketSlots(adminApi: AdminApi, tournamentId: number): Promise<Slot[]> {
  return (await adminApi.request<{ data: { slots: Slot[] } }>('GET', `/tournaments/${tournamentId}/bracket`))
    .data.slots;
}

/** The cards of the entries list on a phone. */
const entryCard = (page: Page, name: string): Locator =>
  page
    .getByRole('list', { name: vi('tournaments:tabs.registrations') })
    .getByRole('listitem')
    .filter({ hasText: name });

test.describe.configure({ mode: 'serial' });

test('a doubles double elimination from the form to its podium, on a phone in Vietnamese, with a live public bracket', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(420_000);
  const suffix = unique();
  const tournamentName = `Giải Đôi E2E ${suffix}`;
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const playerRole = roles.data.find((role) => role.name === 'player')?.id;
  expect(playerRole).toBeDefined();
  // Twelve players, two by two: pair n is players 2n and 2n+1. The pairs are entered in the
  // reverse order of their ratings, so the seeds show the DUPR order rather than the entry order.
  const players: Player[] = [];
  for (const [index, given] of GIVEN.entries())
    players.push(
      await createPlayer(
        adminApi,
        playerRole ?? 0,
        `${given} ${suffix}`,
        `t${suffix}${index}`.slice(0, 16),
        // Pair 0 averages 3.05, pair 5 averages 4.55: each pair 0.3 above the one before.
        Math.round((3 + index * 0.15) * 1000) / 1000,
      ),
    );
  const pairs = [0, 1, 2, 3, 4, 5].map(
    (n) => [players[2 * n] as Player, players[2 * n + 1] as Player] as const,
  );
  const pairName = (n: number) => `${pairs[n]?.[0].name} / ${pairs[n]?.[1].name}`;

  // ---- The organiser creates the tournament in the form (a phone, Vietnamese). ----
  const { context: organiserContext, page } = await openAs(
    browser,
    server.baseUrl,
    server.admin.username,
    server.admin.password,
    { language: 'vi', viewport: PHONE },
  );
  await page.goto('/tournaments/create');
  const form = page.getByRole('form', { name: vi('tournaments:create_title') });
  await form.getByRole('textbox', { name: vi('tournaments:fields.name'), exact: true }).fill(tournamentName);
  await form
    .getByRole('combobox', { name: vi('tournaments:fields.format'), exact: true })
    .selectOption('double_elimination');
  // Its own option shows for this format only.
  await expect(form.getByText(vi('tournaments:fields.grand_final_reset'), { exact: true })).toBeVisible();
  await form.getByRole('textbox', { name: vi('tournaments:fields.max_participants'), exact: true }).fill('5');
  await expect(
    form.getByRole('combobox', { name: vi('tournaments:fields.seeding_method'), exact: true }),
  ).toHaveValue('dupr_rating');
  await expect(form.getByText(vi('tournaments:seeding.dupr_pairs_help'))).toBeVisible();
  await form.getByLabel(vi('tournaments:fields.start_date')).fill('2027-03-06');
  await form.getByLabel(vi('tournaments:fields.end_date')).fill('2027-03-05');
  await form.getByRole('button', { name: vi('tournaments:actions.create_submit') }).click();
  // The domain's rule, in Vietnamese, before anything is sent.
  await expect(form.getByText(t('vi', 'validation:date_range'))).toBeVisible();
  await form.getByLabel(vi('tournaments:fields.end_date')).fill('2027-03-07');
  await form.getByText(vi('tournaments:fields.is_public'), { exact: true }).click();
  await form.getByRole('button', { name: vi('tournaments:actions.create_submit') }).click();
  await expect(page).toHaveURL(/\/tournaments\/\d+$/);
  const tournamentId = Number(/\/tournaments\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByRole('heading', { level: 1, name: tournamentName })).toBeVisible();

  // ---- Registration opens; six pairs are entered, the sixth waits. ----
  const runStep = async (label: string) => {
    await page.getByRole('button', { name: label, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: label, exact: true }).click();
  };
  await runStep(vi('tournaments:actions.open_registration'));
  await expect(page.getByText(vi('tournaments:done.open_registration')).first()).toBeVisible();
  await page.getByRole('link', { name: vi('tournaments:tabs.registrations') }).click();
  for (const n of [5, 4, 3, 2, 1, 0]) {
    await page
      .getByRole('button', { name: vi('tournaments:registrations.add_pair') })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: vi('tournaments:registrations.add_pair') });
    for (const [index, label] of [
      vi('tournaments:registration_fields.player'),
      vi('tournaments:registration_fields.partner'),
    ].entries()) {
      const player = pairs[n]?.[index] as Player;
      await dialog.getByRole('combobox', { name: label }).fill(player.name);
      await page.getByRole('option', { name: new RegExp(player.name) }).click();
    }
    await dialog.getByRole('button', { name: vi('tournaments:registrations.add_submit') }).click();
    await expect(dialog).toBeHidden();
    await expect(entryCard(page, pairs[n]?.[0].name ?? '')).toBeVisible();
  }
  const waiting = entryCard(page, pairs[0]?.[0].name ?? '');
  await expect(waiting.getByText(vi('tournaments:registration_status.waitlisted'))).toBeVisible();
  await expect(waiting.getByText(vi('tournaments:registrations.in_line', { position: 1 }))).toBeVisible();

  // A pair withdraws: the waiting pair takes its place at once.
  const leaving = entryCard(page, pairs[3]?.[0].name ?? '');
  await leaving.getByRole('button', { name: t('vi', 'ui:table.row_actions', { row: pairName(3) }) }).click();
  await page.getByRole('menuitem', { name: vi('tournaments:registrations.cancel') }).click();
  await page
    .getByRole('alertdialog')
    .getByRole('button', { name: vi('tournaments:registrations.cancel'), exact: true })
    .click();
  await expect(leaving.getByText(vi('tournaments:registration_status.cancelled'))).toBeVisible();
  await expect(waiting.getByText(vi('tournaments:registration_status.confirmed'))).toBeVisible();

  // ---- Registration closes; the seeds follow the pairs' average ratings; the bracket is drawn. ----
  await page.getByRole('link', { name: vi('tournaments:tabs.overview') }).click();
  await runStep(vi('tournaments:actions.close_registration'));
  await expect(page.getByText(vi('tournaments:done.close_registration')).first()).toBeVisible();
  await page.getByRole('link', { name: vi('tournaments:tabs.brackets') }).click();
  await expect(
    page.getByText(
      vi('tournaments:seeding.method', { method: vi('tournaments:seeding_method.dupr_rating') }),
    ),
  ).toBeVisible();
  const seeds = page.getByRole('list', { name: vi('tournaments:seeding.title') }).getByRole('listitem');
  await expect(seeds).toHaveCount(5);
  // Pairs 5, 4, 2, 1, 0 by rating (pair 3 withdrew), whatever order they were entered in.
  for (const [index, n] of [5, 4, 2, 1, 0].entries())
    await expect(seeds.nth(index)).toContainText(pairName(n));
  await page.getByRole('button', { name: vi('tournaments:generate.generate') }).click();
  await expect(page.getByText(vi('tournaments:done.bracket_generated')).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: vi('tournaments:bracket.section.winners') })).toBeVisible();
  await expect(page.getByRole('heading', { name: vi('tournaments:bracket.section.losers') })).toBeVisible();
  await expect(page.getByRole('heading', { name: vi('tournaments:bracket.section.final') })).toBeVisible();
  // Five in a draw of eight: the three top seeds have a bye.
  for (const key of ['W1-1', 'W1-3', 'W1-4'])
    await expect(page.locator(`[data-slot="${key}"]`)).toContainText(vi('tournaments:bracket.bye'));
  await expect(page.locator('[data-slot="W1-2"]')).toContainText(pairs[1]?.[0].name ?? '');

  await page.getByRole('link', { name: vi('tournaments:tabs.overview') }).click();
  await runStep(vi('tournaments:actions.start'));
  await expect(page.getByText(vi('tournaments:done.start')).first()).toBeVisible();

  // ---- A spectator follows the public bracket, signed out, in English. ----
  const tvContext = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
  });
  const tv = await tvContext.newPage();
  await tv.goto(`/public-tournaments/${tournamentId}`);
  await expect(tv.getByRole('heading', { level: 1, name: tournamentName })).toBeVisible();
  await expect(tv.getByText(en('tournaments:public_page.live_updates'), { exact: true })).toBeVisible();
  const tvQuarter = tv.locator('[data-slot="W1-2"]');
  await expect(tvQuarter).toContainText(pairs[1]?.[0].name ?? '');

  // ---- The only playable quarter-final (seed 4 v seed 5) is scored live on the phone. ----
  await page.getByRole('link', { name: vi('tournaments:tabs.matches') }).click();
  await page
    .getByRole('link', { name: vi('tournaments:slot.live_score') })
    .first()
    .click();
  await expect(page).toHaveURL(/\/matches\/\d+\/live-score$/);
  const quarterMatchId = Number(/\/matches\/(\d+)\/live-score$/.exec(page.url())?.[1]);
  await page
    .getByRole('button', {
      name: new RegExp(vi('matches:live.serves_first', { team: vi('matches:team_n', { number: 1 }) })),
    })
    .click();
  const rally = (team: 1 | 2) =>
    page.getByRole('button', {
      name: new RegExp(`^${vi('matches:live.rally_button')} ${vi('matches:team_n', { number: team })}`),
    });
  const rallies = async (team: 1 | 2, count: number) => {
    for (let index = 0; index < count; index += 1) await rally(team).click();
  };
  await rallies(1, 3);
  // The spectator sees the match live, and its game under way.
  await expect(tvQuarter).toContainText(en('tournaments:bracket.live'));
  await expect(tvQuarter.locator('.tb-game-current').first()).toHaveText('3');
  await rallies(1, 8);
  await expect(page.getByText(vi('matches:live.saved'))).toBeVisible({ timeout: 15_000 });
  // Game 2 opens with team 2 serving: a side-out, then team 1 runs it out.
  await rallies(1, 12);
  await expect(page.getByRole('heading', { name: vi('matches:live.match_over') })).toBeVisible();
  const complete = page.getByRole('button', { name: vi('matches:live.complete_and_view') });
  await expect(complete).toBeEnabled({ timeout: 15_000 });
  await complete.click();
  await expect(page).toHaveURL(new RegExp(`/matches/${quarterMatchId}$`));
  // The winner (seed 4) moves into the semi-final on the public bracket at once.
  const tvSemi = tv.locator('[data-slot="W2-1"]');
  await expect(tvSemi).toContainText(pairs[1]?.[0].name ?? '');
  await expect(tvQuarter).not.toContainText(en('tournaments:bracket.live'));

  // The semi-final is played too (seed 1 wins), so the quarter-final's result has a consequence.
  let slots = await bracketSlots(adminApi, tournamentId);
  const semi = slots.find((slot) => slot.key === 'W2-1');
  expect(semi?.match).toBeTruthy();
  await playMatch(adminApi, semi?.match?.id ?? 0, [
    [11, 6],
    [11, 8],
  ]);
  await expect(tvSemi.locator('.tb-winner')).toContainText(pairs[5]?.[0].name ?? '');

  // ---- The quarter-final was mistyped: corrected, with the semi-final it resets shown first. ----
  await page.goto(`/tournaments/${tournamentId}?tab=matches`);
  const quarterRound = `${vi('tournaments:round_label.in_winners', { round: vi('tournaments:round_label.quarter_final') })}`;
  await page.getByRole('button', { name: vi('tournaments:slot.menu', { round: quarterRound }) }).click();
  await page.getByRole('menuitem', { name: vi('tournaments:slot.correct') }).click();
  const correction = page.getByRole('dialog');
  const points = correction.locator('input[inputmode="numeric"]');
  await points.nth(0).fill('9');
  await points.nth(1).fill('11');
  await points.nth(2).fill('8');
  await points.nth(3).fill('11');
  await correction
    .getByLabel(vi('tournaments:correction.reason'), { exact: false })
    .fill('Biên bản ghi nhầm đội thắng');
  await correction.getByRole('button', { name: vi('tournaments:correction.check') }).click();
  await expect(correction.getByText(vi('tournaments:correction.winner_changes'))).toBeVisible();
  await expect(correction.getByText(vi('tournaments:correction.reset_title_one'))).toBeVisible();
  await expect(correction.getByRole('listitem')).toContainText(
    vi('tournaments:round_label.in_winners', { round: vi('tournaments:round_label.semi_final') }),
  );
  await correction.getByRole('button', { name: vi('tournaments:correction.confirm'), exact: true }).click();
  await expect(page.getByText(vi('tournaments:done.corrected')).first()).toBeVisible();
  // The semi-final is reset: seed 5 now meets seed 1, and nobody has won it yet.
  await expect(tvSemi).toContainText(pairs[0]?.[0].name ?? '');
  await expect(tvSemi.locator('.tb-winner')).toHaveCount(0);

  // ---- The rest of the event is played (the upper pair wins each match). ----
  for (let round = 0; round < 20; round += 1) {
    slots = await bracketSlots(adminApi, tournamentId);
    const ready = slots.filter((slot) => slot.state === 'ready' && slot.result === null && slot.match);
    if (ready.length === 0) break;
    for (const slot of ready)
      await playMatch(adminApi, slot.match?.id ?? 0, [
        [11, 7],
        [11, 9],
      ]);
  }
  slots = await bracketSlots(adminApi, tournamentId);
  const final = slots.find((slot) => slot.key === 'GF');
  expect(final?.result).toBeTruthy();

  // ---- Completed: the podium, for staff and spectators. ----
  await page.goto(`/tournaments/${tournamentId}`);
  await runStep(vi('tournaments:actions.complete'));
  await expect(page.getByText(vi('tournaments:done.complete')).first()).toBeVisible();
  const podium = page.getByRole('list', { name: vi('tournaments:overview.podium') });
  await expect(podium.getByRole('listitem')).toHaveCount(3);
  const champion = final?.sides[0]?.entrant?.name ?? '';
  await expect(podium.getByRole('listitem').first()).toContainText(champion);
  await expect(podium.getByRole('listitem').first()).toContainText(vi('tournaments:bracket.medal.gold'));
  const placings = tv.getByRole('list', { name: en('tournaments:bracket.placings') });
  await expect(placings.getByRole('listitem').first()).toContainText(champion);

  // ---- The final is approved (its four players confirm): their rank points move, as the tournament's. ----
  const finalMatchId = final?.match?.id ?? 0;
  await adminApi.request('POST', `/matches/${finalMatchId}/submit`);
  const { data: finalMatch } = await adminApi.request<{
    data: { team1: { id: number }[]; team2: { id: number }[] };
  }>('GET', `/matches/${finalMatchId}`);
  const finalists = [...finalMatch.team1, ...finalMatch.team2].map(
    (entry) => players.find((player) => player.id === entry.id) as Player,
  );
  for (const finalist of finalists) {
    const session = await apiLogin(server.baseUrl, finalist.username, PASSWORD);
    const response = await fetch(`${server.baseUrl}/api/v1/matches/${finalMatchId}/confirm`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}`, Accept: 'application/json' },
    });
    expect(response.status, await response.text()).toBe(200);
  }
  await adminApi.request('POST', `/matches/${finalMatchId}/approve`);
  await page.goto(`/rankpoints/${finalists[0]?.rankpointId}`);
  await expect(page.getByRole('heading', { level: 1, name: finalists[0]?.name })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(t('vi', 'rankpoints:source.tournament'), { exact: true }).first(),
  ).toBeVisible();

  await Promise.all([organiserContext.close(), tvContext.close()]);
});
