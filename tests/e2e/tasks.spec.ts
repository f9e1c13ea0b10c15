import type { Locator, Page } from '@playwright/test';
import { expectAccessible } from './support/axe';
import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { pattern, t } from './support/locales';

/**
 * Issue 16 §2 end to end: two staff members run the kanban board together, one in English on a
 * laptop (dragging with the mouse), the other in Vietnamese on a phone (dragging with the
 * keyboard, as a screen-reader user does, and hearing it in Vietnamese). Each sees the other's
 * move within a second, without reloading; the order they end with is the same on both.
 */

const suffix = unique();
const PASSWORD = 'Staff12345';
const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** Realtime: another person's move shows within this long (issue 16: "within a second"). */
const LIVE_MS = 1_000;
const people = [
  { name: `Lan ${suffix}`, username: `tl_${suffix}`.slice(0, 16) },
  { name: `Ben ${suffix}`, username: `tb_${suffix}`.slice(0, 16) },
];
/** Each test's own cards (a run again on the same server makes new ones). */
let run = '';
let titles = { net: '', balls: '', lights: '' };

async function createStaff(adminApi: AdminApi) {
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const staff = roles.data.find((role) => role.name === 'staff')?.id;
  expect(staff, 'role staff').toBeDefined();
  for (const person of people)
    await adminApi.request('POST', '/users', {
      name: person.name,
      username: person.username,
      email: `${person.username}@example.test`,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      is_active: true,
      email_verified: true,
      roles: [staff],
    });
}

const column = (page: Page, status: string) => page.getByTestId(`board-column-${status}`);
const card = (scope: Page | Locator, title: string) =>
  scope.getByTestId('task-card').filter({ hasText: title });

/** The titles of a column's cards of this run, top to bottom. */
async function columnTitles(page: Page, status: string): Promise<string[]> {
  const texts = await column(page, status).getByTestId('task-card').allInnerTexts();
  return Object.values(titles)
    .filter((title) => texts.some((text) => text.includes(title)))
    .sort(
      (a, b) => texts.findIndex((text) => text.includes(a)) - texts.findIndex((text) => text.includes(b)),
    );
}

/** Drags a card with the mouse onto a target, in small steps as a hand does (dnd-kit waits for 6 px). */
async function dragWithMouse(
  page: Page,
  source: Locator,
  target: Locator,
  where: 'top' | 'center' = 'center',
) {
  const from = await source.boundingBox();
  const to = await target.boundingBox();
  if (!from || !to) throw new Error('nothing to drag or nowhere to drop');
  await page.mouse.move(from.x + from.width / 2, from.y + 20);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 10, from.y + 30, { steps: 3 });
  const y = where === 'top' ? to.y + 8 : to.y + to.height / 2;
  await page.mouse.move(to.x + to.width / 2, y, { steps: 12 });
  await page.mouse.move(to.x + to.width / 2, y + 2, { steps: 2 });
  await page.mouse.up();
}

async function openBoard(page: Page, language: 'en' | 'vi', device: 'laptop' | 'phone') {
  await page.goto('/tasks/kanban');
  // On a phone the board's filters fold behind one button.
  if (device === 'phone') await page.getByRole('button', { name: t(language, 'ui:table.filters') }).click();
  await page.getByPlaceholder(t(language, 'tasks:board.search_placeholder')).fill(run);
  await expect(card(page, titles.net)).toBeVisible();
}

test.beforeAll(async ({ adminApi }) => {
  await createStaff(adminApi);
});

test.beforeEach(async ({ adminApi }) => {
  run = unique();
  titles = { net: `Thay lưới sân 2 ${run}`, balls: `Order balls ${run}`, lights: `Kiểm tra đèn ${run}` };
  // Created oldest first; new tasks go on top, so To do reads lights, balls, net.
  for (const title of [titles.net, titles.balls, titles.lights])
    await adminApi.request('POST', '/tasks', { title, status: 'todo', priority: 'high', tags: ['e2e'] });
});

test('two staff members run the kanban board together, each seeing the other’s moves within a second', async ({
  browser,
  server,
}) => {
  const laptop = await openAs(browser, server.baseUrl, people[0]?.username ?? '', PASSWORD, {
    language: 'en',
    viewport: LAPTOP,
  });
  const phone = await openAs(browser, server.baseUrl, people[1]?.username ?? '', PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  try {
    await openBoard(laptop.page, 'en', 'laptop');
    await openBoard(phone.page, 'vi', 'phone');
    await expect
      .poll(() => columnTitles(laptop.page, 'todo'))
      .toEqual([titles.lights, titles.balls, titles.net]);
    await expect(phone.page.getByRole('heading', { name: t('vi', 'tasks:board.title') })).toBeVisible();

    // The laptop drags "net" with the mouse into In progress.
    await dragWithMouse(laptop.page, card(laptop.page, titles.net), column(laptop.page, 'in_progress'));
    await expect(card(column(laptop.page, 'in_progress'), titles.net)).toBeVisible();
    await expect(card(column(phone.page, 'in_progress'), titles.net)).toBeAttached({ timeout: LIVE_MS });
    await expect(card(column(phone.page, 'todo'), titles.net)).toHaveCount(0);

    // The phone moves "balls" with the keyboard: Space picks it up, → to the next column, Space drops it.
    const grip = phone.page.getByRole('button', {
      name: t('vi', 'tasks:board.move_card', { title: titles.balls }),
    });
    await grip.focus();
    await phone.page.keyboard.press('Space');
    // Picked up, then over its own place: the screen reader hears it in Vietnamese.
    const heard = [pattern('vi', 'tasks:board.announce_pick'), pattern('vi', 'tasks:board.announce_over')];
    await expect(phone.page.getByText(new RegExp(heard.map((item) => item.source).join('|')))).toBeAttached();
    await phone.page.keyboard.press('ArrowRight');
    // Dropped once it is over the next column (the screen reader says so), not before.
    const over = t('vi', 'tasks:board.announce_over', {
      title: titles.balls,
      column: t('vi', 'tasks:status.in_progress'),
      place: '#',
    });
    await expect(phone.page.getByText(over.slice(0, over.indexOf('#')))).toBeAttached();
    await phone.page.keyboard.press('Space');
    await expect(card(column(phone.page, 'in_progress'), titles.balls)).toBeAttached();
    await expect(phone.page.getByText(pattern('vi', 'tasks:board.announce_drop'))).toBeAttached();
    await expect(card(column(laptop.page, 'in_progress'), titles.balls)).toBeVisible({ timeout: LIVE_MS });

    // The laptop puts "lights" on top of In progress; both boards end in one order.
    await dragWithMouse(
      laptop.page,
      card(laptop.page, titles.lights),
      card(
        column(laptop.page, 'in_progress'),
        (await columnTitles(laptop.page, 'in_progress'))[0] ?? titles.net,
      ),
      'top',
    );
    await expect.poll(() => columnTitles(laptop.page, 'in_progress')).toHaveLength(3);
    const order = await columnTitles(laptop.page, 'in_progress');
    expect(order[0]).toBe(titles.lights);
    await expect.poll(() => columnTitles(phone.page, 'in_progress'), { timeout: LIVE_MS }).toEqual(order);
    await expect.poll(() => columnTitles(phone.page, 'todo')).toEqual([]);

    // The server holds that order too (a fresh load shows it).
    await phone.page.reload();
    await phone.page.getByRole('button', { name: t('vi', 'ui:table.filters') }).click();
    await phone.page.getByPlaceholder(t('vi', 'tasks:board.search_placeholder')).fill(run);
    await expect.poll(() => columnTitles(phone.page, 'in_progress')).toEqual(order);
    const overflow = await phone.page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(laptop.page, 'kanban board (en, laptop)');
  } finally {
    await laptop.context.close();
    await phone.context.close();
  }
});

test('the list finds a task without diacritics, and a bulk change reaches the board', async ({
  browser,
  server,
}) => {
  const { page, context } = await openAs(browser, server.baseUrl, people[0]?.username ?? '', PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  try {
    await page.goto('/tasks');
    await page.getByPlaceholder(t('vi', 'tasks:search_placeholder')).fill(`kiem tra den ${run}`);
    await expect(page.getByText(titles.lights)).toBeVisible();
    await expect(page.getByText(titles.net)).toHaveCount(0);
    await page
      .getByRole('checkbox', { name: t('vi', 'ui:table.select_row', { row: titles.lights }) })
      .check({ force: true });
    await page.getByRole('button', { name: t('vi', 'tasks:bulk.change_status') }).click();
    await page.getByRole('menuitem', { name: t('vi', 'tasks:status.done') }).click();
    await expect(page.getByText(t('vi', 'tasks:done.bulk_one', { count: 1 }))).toBeVisible();
    await page.goto('/tasks/kanban');
    await page.getByRole('button', { name: t('vi', 'ui:table.filters') }).click();
    await page.getByPlaceholder(t('vi', 'tasks:board.search_placeholder')).fill(run);
    await expect(card(column(page, 'done'), titles.lights)).toBeAttached();
  } finally {
    await context.close();
  }
});
