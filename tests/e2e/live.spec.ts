import type { Browser, Page } from '@playwright/test';
import { apiLogin } from '../load/lib/app-server';
import { type AdminApi, type E2eServer, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';
import { sessionStorageState } from './support/session';

/**
 * Live everywhere: two people side by side, each on the screen they already have open, and
 * nobody touching the one that must change. Every page follows what the other person does
 * within seconds, without a tap or a reload.
 */

const en = (key: string, values?: Record<string, string | number>) => t('en', key, values);
const PASSWORD = 'LiveE2e2026!';

interface Person {
  id: number;
  username: string;
  name: string;
}

/** A staff member (the seeded staff role) created through the API. */
async function createStaff(adminApi: AdminApi, label: string): Promise<Person> {
  const roles = await adminApi.request<{ data: { id: number; name: string }[] }>('GET', '/users/roles');
  const staff = roles.data.find((role) => role.name === 'staff')?.id;
  if (!staff) throw new Error('the staff role is missing');
  const suffix = unique();
  const person = { name: `${label} ${suffix}`, username: `live${suffix}`.slice(0, 16) };
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
    ...person,
    email: `${person.username}@example.test`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    is_active: true,
    email_verified: true,
    roles: [staff],
  });
  return { ...person, id: created.data.id };
}

/** A page in its own browser context, signed in as `login` (English, laptop size). */
async function openAs(browser: Browser, server: E2eServer, login: string, password: string) {
  const session = await apiLogin(server.baseUrl, login, password);
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1280, height: 900 },
    storageState: sessionStorageState(server.baseUrl, session),
  });
  return { context, page: await context.newPage() };
}

const openAdmin = (browser: Browser, server: E2eServer) =>
  openAs(browser, server, server.admin.username, server.admin.password);

/** A court registration request, as a visitor sends it from the public form. */
async function submitCourtRequest(server: E2eServer, name: string): Promise<string> {
  const response = await fetch(`${server.baseUrl}/api/v1/court-requests`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'vi' },
    body: JSON.stringify({
      name,
      province_code: '79',
      ward_code: '26743',
      address_detail: '12 Lê Lợi',
      owner_name: 'Đỗ Minh Tuấn',
      owner_phone: '0335550109',
      number_of_courts: 4,
      applicant_name: 'Dương Văn Khánh',
      applicant_email: 'khanh.duong@example.com',
      applicant_phone: '0335550111',
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
  return ((await response.json()) as { data: { reference: string } }).data.reference;
}

async function courtRequestId(adminApi: AdminApi, reference: string): Promise<number> {
  const list = await adminApi.request<{ data: { id: number }[] }>(
    'GET',
    `/court-requests?search=${reference}`,
  );
  const id = list.data[0]?.id;
  if (!id) throw new Error(`request ${reference} not found`);
  return id;
}

const courtFields = (name: string) => ({
  name,
  province_code: '79',
  ward_code: '26743',
  address_detail: '5 Nguyễn Huệ',
  owner_name: 'Phạm Thu Hà',
  owner_phone: '0905123457',
  number_of_courts: 2,
  status: 'active',
  is_active: true,
});

async function createCourt(adminApi: AdminApi, name: string): Promise<number> {
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/courts', courtFields(name));
  return created.data.id;
}

/** The number a dashboard card shows under a label. */
const headline = (page: Page, card: string, label: string) =>
  page.getByRole('region', { name: card }).locator('dl').filter({ hasText: label }).locator('dd');

test('two staff on one court request see each other’s decision, and the courts list shows the court it made', async ({
  browser,
  server,
  adminApi,
}) => {
  const name = `Sân Live ${unique()}`;
  const reference = await submitCourtRequest(server, name);
  const id = await courtRequestId(adminApi, reference);
  const watcher = await openAdmin(browser, server);
  const reviewer = await openAdmin(browser, server);
  const courts = await openAdmin(browser, server);
  try {
    await watcher.page.goto(`/court-requests/${id}`);
    await expect(watcher.page.getByRole('heading', { level: 1, name: new RegExp(reference) })).toBeVisible();
    await courts.page.goto(`/courts?search=${encodeURIComponent(name)}`);
    await expect(
      courts.page.getByText(en('ui:table.empty_filtered'), { exact: false }).first(),
    ).toBeVisible();

    await reviewer.page.goto(`/court-requests/${id}`);
    await reviewer.page.getByRole('button', { name: en('court-requests:actions.approve') }).click();
    await reviewer.page
      .getByRole('dialog', { name: en('court-requests:review.approve_title') })
      .getByRole('button', { name: en('court-requests:actions.approve') })
      .click();
    const approved = (page: Page) =>
      page.getByText(en('court-requests:detail.approved_title'), { exact: true });
    await expect(approved(reviewer.page)).toBeVisible();

    // Nobody touched these pages: the decision and the new court arrive by themselves.
    await expect(approved(watcher.page)).toBeVisible();
    await expect(courts.page.getByRole('link', { name })).toBeVisible();
  } finally {
    await Promise.all([watcher.context.close(), reviewer.context.close(), courts.context.close()]);
  }
});

test('an edit form says the court changed underneath, keeps what was typed, and loads the new version on request', async ({
  browser,
  server,
  adminApi,
}) => {
  const name = `Sân Sửa ${unique()}`;
  const id = await createCourt(adminApi, name);
  const editor = await openAdmin(browser, server);
  try {
    await editor.page.goto(`/courts/${id}/edit`);
    const field = editor.page.getByRole('textbox', { name: en('courts:fields.name') });
    await expect(field).toHaveValue(name);
    await field.fill(`${name} (đang sửa)`);

    await adminApi.request('PUT', `/courts/${id}`, courtFields(`${name} (đã đổi)`));
    const notice = editor.page.getByRole('alert').filter({ hasText: en('record-watch:changed_title') });
    await expect(notice).toBeVisible();
    await expect(field).toHaveValue(`${name} (đang sửa)`);
    await notice.getByRole('button', { name: en('record-watch:reload') }).click();
    await expect(field).toHaveValue(`${name} (đã đổi)`);
    await expect(notice).toHaveCount(0);

    // A role deleted while its form is open: the form stays, with what was typed, and says so.
    const role = await adminApi.request<{ data: { id: number } }>('POST', '/roles', {
      name: `live_${unique()}`.toLowerCase(),
      display_name: 'Trọng tài sân 3',
      permissions: ['match.view'],
    });
    await editor.page.goto(`/roles/${role.data.id}/edit`);
    const displayName = editor.page.getByRole('textbox', { name: en('roles:fields.display_name') });
    await expect(displayName).toHaveValue('Trọng tài sân 3');
    await displayName.fill('Trọng tài sân 4');
    await adminApi.request('DELETE', `/roles/${role.data.id}`);
    await expect(
      editor.page.getByRole('alert').filter({ hasText: en('record-watch:deleted_title') }),
    ).toBeVisible();
    await expect(displayName).toHaveValue('Trọng tài sân 4');
  } finally {
    await editor.context.close();
  }
});

test('the bell and the dashboard follow on a page nobody touched', async ({ browser, server, adminApi }) => {
  const person = await createStaff(adminApi, 'Chuông');
  const viewer = await openAs(browser, server, person.username, PASSWORD);
  const admin = await openAdmin(browser, server);
  try {
    await viewer.page.goto('/dashboard');
    await expect(viewer.page.getByRole('button', { name: en('inbox:bell'), exact: true })).toBeVisible();
    await admin.page.goto('/dashboard');
    const pending = headline(
      admin.page,
      en('dashboard:court_requests.title'),
      en('dashboard:court_requests.pending'),
    );
    const before = Number((await pending.textContent())?.replace(/\D/g, ''));

    await adminApi.request('POST', '/notifications', {
      recipient_type: 'specific_users',
      user_ids: [person.id],
      channels: ['in_app'],
      subject: 'Đổi giờ thi đấu',
      content: 'Trận chung kết dời sang 16 giờ.',
    });
    await submitCourtRequest(server, `Sân Bảng Tin ${unique()}`);

    await expect(
      viewer.page.getByRole('button', { name: en('inbox:bell_unread_one', { count: 1 }) }),
    ).toBeVisible();
    await expect(pending).toHaveText(String(before + 1));
  } finally {
    await Promise.all([viewer.context.close(), admin.context.close()]);
  }
});

test('the organiser’s meeting page shows an invitee’s answer', async ({ browser, server, adminApi }) => {
  const invitee = await createStaff(adminApi, 'Khách');
  const start = new Date(Date.now() + 3 * 86_400_000);
  const meeting = await adminApi.request<{ data: { id: number } }>('POST', '/calendar/meetings', {
    title: `Họp trọng tài ${unique()}`,
    start_at: start.toISOString(),
    end_at: new Date(start.getTime() + 3_600_000).toISOString(),
    timezone: 'Asia/Ho_Chi_Minh',
    type: 'meeting',
    participants: [{ user_id: invitee.id, role: 'attendee' }],
  });
  const organiser = await openAdmin(browser, server);
  try {
    await organiser.page.goto(`/calendar/meetings/${meeting.data.id}`);
    await expect(
      organiser.page.getByText(en('calendar:detail.participants_other', { count: 2, accepted: 1 })),
    ).toBeVisible();
    const session = await apiLogin(server.baseUrl, invitee.username, PASSWORD);
    const answered = await fetch(`${server.baseUrl}/api/v1/calendar/meetings/${meeting.data.id}/respond`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ response: 'accepted' }),
    });
    expect(answered.status).toBe(200);
    await expect(
      organiser.page.getByText(en('calendar:detail.participants_other', { count: 2, accepted: 2 })),
    ).toBeVisible();
  } finally {
    await organiser.context.close();
  }
});

test('the chat menu’s badge counts a message in a conversation older than the 25 most recent', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(120_000);
  const reader = await createStaff(adminApi, 'Đọc');
  const writer = await createStaff(adminApi, 'Viết');
  const old = await adminApi.request<{ data: { id: number } }>('POST', '/chats', {
    type: 'group',
    name: `Nhóm cũ ${unique()}`,
    participant_ids: [reader.id, writer.id],
  });
  // 26 newer conversations push the old one out of the reader's first page.
  for (let index = 0; index < 26; index += 1)
    await adminApi.request('POST', '/chats', {
      type: 'group',
      name: `Nhóm mới ${index} ${unique()}`,
      participant_ids: [reader.id],
    });
  const viewer = await openAs(browser, server, reader.username, PASSWORD);
  try {
    await viewer.page.goto('/dashboard');
    const menu = viewer.page.getByRole('navigation', { name: en('layout:nav_label') });
    const chatLink = menu.getByRole('link', { name: new RegExp(`^${en('layout:nav.chat')}`) });
    await expect(chatLink).toBeVisible();
    await expect(chatLink).not.toContainText(/\d/);

    const session = await apiLogin(server.baseUrl, writer.username, PASSWORD);
    const sent = await fetch(`${server.baseUrl}/api/v1/chats/${old.data.id}/messages`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${session.access_token}` },
      body: JSON.stringify({ client_id: `live-${unique()}`, body: 'Tối nay 7 giờ sân 3 nhé' }),
    });
    expect(sent.status).toBe(201);
    await expect(chatLink).toHaveAccessibleName(new RegExp(en('layout:chat_badge.unread_one', { count: 1 })));
  } finally {
    await viewer.context.close();
  }
});

test('after the network is cut and restored, the open list shows what changed meanwhile', async ({
  browser,
  server,
  adminApi,
}) => {
  const viewer = await openAdmin(browser, server);
  const name = `Sân Mất Mạng ${unique()}`;
  try {
    await viewer.page.goto(`/courts?search=${encodeURIComponent(name)}`);
    await expect(
      viewer.page.getByText(en('ui:table.empty_filtered'), { exact: false }).first(),
    ).toBeVisible();
    await viewer.context.setOffline(true);
    await createCourt(adminApi, name);
    await viewer.context.setOffline(false);
    await expect(viewer.page.getByRole('link', { name })).toBeVisible();
  } finally {
    await viewer.context.close();
  }
});
