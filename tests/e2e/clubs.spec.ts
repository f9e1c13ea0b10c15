import sharp from 'sharp';
import { apiLogin } from '../load/lib/app-server';
import { expectAccessible } from './support/axe';
import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * Issue 6 end to end: an organiser creates a club on a laptop, in English, with an avatar framed
 * square and uploaded (a real PNG, and two files the form turns away first), a court found by
 * searching and a weekly schedule whose overlapping slot is refused under that slot. Then, on a
 * phone in Vietnamese, they add a member found by searching (after 'Please select a user to
 * add'), answer join requests that players sent through the API (approve, reject with a reason,
 * one arriving live while the page is open, two approved at once), and hand the ownership over.
 */

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const vi = (key: string, values?: Record<string, string | number>) => t('vi', key, values);

const suffix = unique();
const PASSWORD = 'Player1234';
const clubName = `CLB Pickleball Sài Gòn ${suffix}`;
const courtName = `Sân E2E Bến Thành ${suffix}`;
const players = ['Hà', 'Bảo', 'Lan', 'Minh', 'Thu'].map((given, index) => ({
  name: `${given} Nguyễn ${suffix}`,
  username: `clb${index}_${suffix}`.slice(0, 16),
}));
const [asksFirst, isRejected, asksThird, isAdded, asksLive] = players as [
  (typeof players)[number],
  (typeof players)[number],
  (typeof players)[number],
  (typeof players)[number],
  (typeof players)[number],
];

async function createPlayer(adminApi: AdminApi, user: { name: string; username: string }) {
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const roleId = roles.data.find((entry) => entry.name === 'player')?.id;
  expect(roleId).toBeDefined();
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

/** A player asks to join, signed in as themselves (the players' app does the same). */
async function askToJoin(baseUrl: string, clubId: number, username: string, message?: string) {
  const session = await apiLogin(baseUrl, username, PASSWORD);
  const response = await fetch(`${baseUrl}/api/v1/clubs/${clubId}/join`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${session.access_token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify(message ? { message } : {}),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 900 };

let setUp: Promise<void> | null = null;
let clubId = 0;

function ensureData(adminApi: AdminApi): Promise<void> {
  setUp ??= (async () => {
    for (const player of players) await createPlayer(adminApi, player);
    await adminApi.request('POST', '/courts', {
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
  })();
  return setUp;
}

test.describe.configure({ mode: 'serial' });

test('an organiser creates a club with a framed avatar, a court found by search and a weekly schedule', async ({
  browser,
  server,
  adminApi,
}, testInfo) => {
  test.setTimeout(120_000);
  await ensureData(adminApi);
  const { context, page } = await openAs(
    browser,
    server.baseUrl,
    server.admin.username,
    server.admin.password,
    {
      language: 'en',
      viewport: LAPTOP,
    },
  );

  await page.goto('/clubs');
  // The header's button (an empty list offers the same link in its empty state).
  await page
    .getByRole('link', { name: en('clubs:actions.create') })
    .first()
    .click();
  const form = page.getByRole('form', { name: en('clubs:create_title') });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: en('clubs:fields.name') }).fill(clubName);
  await form
    .getByRole('textbox', { name: en('clubs:fields.description') })
    .fill('Chơi vui, khỏe mạnh — mọi trình độ đều được chào đón.');

  // ---- The avatar: two files turned away before any upload, then a real PNG framed square. ----
  const avatar = form.getByRole('group', { name: en('clubs:fields.avatar') });
  const choose = async (files: { name: string; mimeType: string; buffer: Buffer }[]) => {
    const chooser = page.waitForEvent('filechooser');
    await avatar.getByRole('button', { name: en('files:upload.choose') }).click();
    await (await chooser).setFiles(files);
  };
  await choose([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') }]);
  await expect(
    avatar.getByText(`notes.txt: ${en('validation:image_type', { types: 'JPG, PNG' })}`),
  ).toBeVisible();
  await choose([{ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) }]);
  await expect(
    avatar.getByText(`huge.png: ${en('validation:image_too_large', { max: '2 MB' })}`),
  ).toBeVisible();

  const png = await sharp({
    create: { width: 900, height: 600, channels: 3, background: { r: 16, g: 122, b: 87 } },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg width="300" height="300"><circle cx="150" cy="150" r="140" fill="#facc15"/></svg>',
        ),
        left: 560,
        top: 150,
      },
    ])
    .png()
    .toBuffer();
  await choose([{ name: 'logo-clb.png', mimeType: 'image/png', buffer: png }]);
  const frame = avatar.getByRole('img', { name: en('files:upload.frame_label', { name: 'logo-clb.png' }) });
  await expect(frame).toBeVisible();
  // Move the frame towards the yellow circle on the right and zoom in a little, by keyboard.
  await frame.focus();
  for (let step = 0; step < 6; step += 1) await page.keyboard.press('ArrowRight');
  await page.keyboard.press('+');
  await avatar.getByRole('button', { name: en('files:upload.use_frame') }).click();
  const preview = avatar.getByRole('img', {
    name: en('files:upload.preview_alt', { label: en('clubs:fields.avatar') }),
  });
  await expect(preview).toBeVisible({ timeout: 20_000 });
  await expect(preview).toHaveAttribute('src', /\/api\/v1\/files\/[0-9a-f-]{36}\/256\.webp$/);
  await expect(avatar.getByRole('button', { name: en('files:upload.replace') })).toBeVisible();

  // ---- The court, found by searching. ----
  const court = form.getByRole('combobox', { name: en('clubs:fields.court') });
  await court.fill(suffix);
  await page.getByRole('option', { name: new RegExp(courtName) }).click();
  await expect(court).toHaveValue(courtName);

  // ---- The schedule: Tuesday evening, and two sessions on Saturday, one overlapping first. ----
  const addSlot = form.getByRole('button', { name: en('clubs:schedule.add') });
  const slots = form.getByTestId('schedule-slot');
  const setSlot = async (index: number, day: string, start: string, end: string) => {
    const slot = slots.nth(index);
    await slot.getByRole('combobox', { name: en('clubs:schedule.day') }).selectOption(day);
    await slot.getByLabel(en('clubs:schedule.start')).fill(start);
    await slot.getByLabel(en('clubs:schedule.end')).fill(end);
  };
  await addSlot.click();
  await setSlot(0, 'tuesday', '18:00', '20:00');
  await addSlot.click();
  await setSlot(1, 'saturday', '06:00', '08:00');
  await addSlot.click();
  await setSlot(2, 'saturday', '07:00', '09:00');
  await form.getByRole('button', { name: en('clubs:actions.create') }).click();
  await expect(form.getByRole('alert').first()).toContainText(en('validation:form_invalid'));
  await expect(slots.nth(2).getByText(en('validation:schedule_overlap'))).toBeVisible();
  await expect(slots.nth(1).getByText(en('validation:schedule_overlap'))).toHaveCount(0);
  await setSlot(2, 'saturday', '16:00', '18:00');
  await form.getByRole('button', { name: en('clubs:actions.create') }).click();

  // ---- The detail page. ----
  await expect(page).toHaveURL(/\/clubs\/\d+$/);
  clubId = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: clubName })).toBeVisible();
  await expect(page.getByText(courtName)).toBeVisible();
  await expect(page.getByText('18:00–20:00')).toBeVisible();
  await expect(page.getByText('06:00–08:00, 16:00–18:00')).toBeVisible();
  await expect(page.getByTestId('club-member-count')).toHaveText('1');
  await page.screenshot({ path: testInfo.outputPath('club-detail.png'), fullPage: true });

  // ---- The list: found by search, with its 64 px avatar. ----
  await page.goto('/clubs');
  await page.getByRole('searchbox').fill(suffix);
  const row = page.getByRole('row', { name: new RegExp(clubName) });
  await expect(row).toBeVisible();
  await expect(row.locator('img[src$="/64.webp"]')).toHaveJSProperty('complete', true);
  await expectAccessible(page, '/clubs');
  await context.close();
});

test('members and join requests are managed on a phone, in Vietnamese, and ownership changes hands', async ({
  browser,
  server,
  adminApi,
}, testInfo) => {
  test.setTimeout(120_000);
  await ensureData(adminApi);
  if (!clubId) {
    const created = await adminApi.request<{ data: { id: number } }>('POST', '/clubs', { name: clubName });
    clubId = created.data.id;
  }
  await askToJoin(server.baseUrl, clubId, asksFirst.username, 'Mình chơi trình 3.0, cho mình tham gia với!');
  await askToJoin(server.baseUrl, clubId, isRejected.username);
  await askToJoin(server.baseUrl, clubId, asksThird.username);

  const { context, page } = await openAs(
    browser,
    server.baseUrl,
    server.admin.username,
    server.admin.password,
    {
      language: 'vi',
      viewport: PHONE,
    },
  );
  await page.goto(`/clubs/${clubId}/members`);
  await expect(
    page.getByRole('heading', { level: 1, name: vi('clubs:members.page_title', { name: clubName }) }),
  ).toBeVisible();

  // ---- Adding a member: nothing chosen, then a user found by searching. ----
  const addForm = page.getByRole('form', { name: vi('clubs:members.add_title') });
  await addForm.getByRole('button', { name: vi('clubs:members.add') }).click();
  await expect(addForm.getByText(vi('validation:member_required'))).toBeVisible();
  await addForm.getByRole('combobox', { name: vi('clubs:members.user') }).fill(isAdded.username);
  await page.getByRole('option', { name: new RegExp(isAdded.name) }).click();
  await addForm.getByRole('button', { name: vi('clubs:members.add') }).click();
  // On a phone each member is a card in a list (DataTable below `md`).
  const members = page.getByRole('list', { name: vi('clubs:members.title') });
  const memberOf = (name: string | RegExp) => members.getByRole('listitem').filter({ hasText: name });
  await expect(memberOf(isAdded.name)).toContainText(vi('clubs:role.member'));
  await expect(addForm.getByText(vi('validation:member_required'))).toHaveCount(0);

  // ---- Join requests. ----
  await page.getByRole('tab', { name: new RegExp(vi('clubs:requests.tab')) }).click();
  const requests = page.getByRole('list', { name: vi('clubs:requests.title') });
  const requestOf = (name: string) => requests.getByRole('listitem').filter({ hasText: name });
  await expect(requests.getByText('“Mình chơi trình 3.0, cho mình tham gia với!”')).toBeVisible();
  await requests
    .getByRole('button', { name: vi('clubs:requests.approve_named', { name: asksFirst.name }) })
    .click();
  await expect(requestOf(asksFirst.name)).toHaveCount(0);

  await requests
    .getByRole('button', { name: vi('clubs:requests.reject_named', { name: isRejected.name }) })
    .click();
  const rejectDialog = page.getByRole('alertdialog', {
    name: vi('clubs:requests.reject_title', { name: isRejected.name }),
  });
  await rejectDialog
    .getByRole('textbox', { name: vi('clubs:requests.reason') })
    .fill('CLB đã đủ thành viên mùa này');
  await rejectDialog.getByRole('button', { name: vi('clubs:requests.reject') }).click();
  await expect(rejectDialog).toBeHidden();
  await expect(requestOf(isRejected.name)).toHaveCount(0);

  // A player asks while the page is open: the request appears without a reload.
  await askToJoin(server.baseUrl, clubId, asksLive.username);
  await expect(requestOf(asksLive.name)).toBeVisible({
    timeout: 15_000,
  });

  // Two at once.
  await requests.getByRole('checkbox', { name: `Chọn ${asksThird.name}` }).check({ force: true });
  await requests.getByRole('checkbox', { name: `Chọn ${asksLive.name}` }).check({ force: true });
  await page.getByRole('button', { name: vi('clubs:requests.approve_selected_other', { count: 2 }) }).click();
  // No card left: the list gives way to its empty state.
  await expect(page.getByText(vi('clubs:requests.empty_pending'))).toBeVisible();

  // Every request, answered: when, by whom, and the reason of the rejection.
  // The filters fold behind one button on a phone.
  await page.getByRole('button', { name: new RegExp(`^${vi('ui:table.filters')}`) }).click();
  await page.getByRole('combobox', { name: vi('clubs:requests.status_label') }).selectOption('');
  const rejectedRow = requestOf(isRejected.name);
  await expect(rejectedRow).toContainText(vi('clubs:request_status.rejected'));
  await expect(rejectedRow).toContainText(
    vi('clubs:requests.reason_shown', { reason: 'CLB đã đủ thành viên mùa này' }),
  );
  await expect(rejectedRow).toContainText(vi('clubs:requests.processed_by', { name: 'Administrator' }));
  await expect(requestOf(asksFirst.name)).toContainText(vi('clubs:request_status.approved'));

  // ---- Ownership to the first player; the administrator stays on as an admin. ----
  await page.getByRole('tab', { name: vi('clubs:members.tab_other', { count: 5 }) }).click();
  const newOwnerRow = memberOf(asksFirst.name);
  const transferDialog = page.getByRole('alertdialog', {
    name: vi('clubs:members.transfer_title', { name: asksFirst.name, club: clubName }),
  });
  // The list has just refetched (the approvals above): a choice made while the menu is still being
  // placed can land beside its item (seen once in 10 runs, the menu left open). Choose again then,
  // as a person would, until the dialog opens.
  await expect(async () => {
    if (await transferDialog.isVisible()) return;
    const item = page.getByRole('menuitem', { name: vi('clubs:members.transfer') });
    if (!(await item.isVisible()))
      await newOwnerRow
        .getByRole('button', { name: `Thao tác cho ${asksFirst.name}` })
        .click({ timeout: 2_000 });
    await item.click({ timeout: 2_000 });
    await expect(transferDialog).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(transferDialog).toContainText(
    vi('clubs:members.transfer_description', { name: asksFirst.name, owner: 'Administrator' }),
  );
  await transferDialog.getByRole('button', { name: vi('clubs:members.transfer') }).click();
  await expect(transferDialog).toBeHidden();
  await expect(newOwnerRow).toContainText(vi('clubs:role.owner'));
  await expect(memberOf(/@admin/)).toContainText(vi('clubs:role.admin'));
  await page.screenshot({ path: testInfo.outputPath('club-members-phone-vi.png'), fullPage: true });
  // The pointer stays where the dialog's button was; a hovered button is not the page at rest.
  await page.mouse.move(0, 0);
  await expectAccessible(page, '/clubs/{id}/members (phone, vi)');

  const club = await adminApi.request<{ data: { owner: { username: string }; member_count: number } }>(
    'GET',
    `/clubs/${clubId}`,
  );
  expect(club.data.owner.username).toBe(asksFirst.username);
  expect(club.data.member_count).toBe(5);
  await context.close();
});
