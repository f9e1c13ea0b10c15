import { apiLogin } from '../load/lib/app-server';
import { openAs } from './support/browser';
import { expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * A player's phone registers through the app's API; staff on a phone in Vietnamese find it by a
 * name typed without diacritics, open it, and block it with a reason: the phone's next call is
 * refused at once; activating lets it back in. The English list on a laptop shows the figures.
 */
const vi = (key: string, values: Record<string, string | number> = {}) => t('vi', key, values);
const en = (key: string, values: Record<string, string | number> = {}) => t('en', key, values);
const PASSWORD = 'Player12345';

test('staff block a lost phone from the devices page, and its calls are refused until activated', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(90_000);
  const suffix = unique();
  const username = `phone${suffix}`.slice(0, 16);
  await adminApi.request('POST', '/users', {
    name: `Trịnh Thùy Dương ${suffix}`,
    username,
    password: PASSWORD,
    password_confirmation: PASSWORD,
  });
  const player = await apiLogin(server.baseUrl, username, PASSWORD);
  const callAsPhone = (method: string, path: string, deviceId?: number, body?: unknown) =>
    fetch(`${server.baseUrl}/api/v1${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${player.access_token}`,
        'Accept-Language': 'vi',
        ...(deviceId ? { 'X-Device-Id': String(deviceId) } : {}),
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const deviceName = `Điện thoại của Dương ${suffix}`;
  const registered = await callAsPhone('POST', '/me/devices', undefined, {
    name: deviceName,
    platform: 'android',
    os_version: '14',
    app_version: '2.5.0',
    manufacturer: 'Samsung',
    model: 'SM-S918B',
    serial_number: `SN-${suffix}`,
    push_token: `fcm-e2e-${suffix}-${'x'.repeat(120)}`,
  });
  expect(registered.status).toBe(200);
  const deviceId = ((await registered.json()) as { data: { id: number } }).data.id;

  // ---- Staff on a phone, in Vietnamese. ----
  const { context, page } = await openAs(
    browser,
    server.baseUrl,
    server.admin.username,
    server.admin.password,
    {
      language: 'vi',
      viewport: { width: 390, height: 844 },
    },
  );
  try {
    await page.goto('/devices');
    await expect(page.getByRole('heading', { name: vi('devices:title'), level: 1 })).toBeVisible();
    await page.getByPlaceholder(vi('devices:search_placeholder')).fill(`dien thoai cua duong ${suffix}`);
    const card = page.getByRole('listitem').filter({ hasText: deviceName });
    await expect(card).toBeVisible();
    await expect(card.getByText(vi('devices:status.active'))).toBeVisible();

    // Details, then block with a reason.
    await card.getByRole('button', { name: deviceName, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: vi('devices:detail.title') });
    await expect(drawer.getByText(vi('devices:detail.push_on'))).toBeVisible();
    await drawer.getByRole('button', { name: vi('devices:actions.block') }).click();
    const blockDialog = page.getByRole('dialog', { name: vi('devices:block.title', { name: deviceName }) });
    await blockDialog.getByRole('button', { name: vi('devices:actions.block') }).click();
    await expect(blockDialog.getByText(t('vi', 'validation:required'))).toBeVisible();
    const reason = 'Chủ máy báo mất điện thoại ở sân Thảo Điền';
    await blockDialog.getByLabel(vi('devices:block.reason')).fill(reason);
    await blockDialog.getByRole('button', { name: vi('devices:actions.block') }).click();
    await expect(blockDialog).toBeHidden();
    await expect(drawer.getByText(reason)).toBeVisible();
    await drawer.getByRole('button', { name: t('vi', 'ui:confirm.close') }).click();
    await expect(card.getByText(vi('devices:status.blocked'))).toBeVisible();

    // The phone's next call is refused, in its language.
    const refused = await callAsPhone('GET', '/auth/me', deviceId);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(t('vi', 'errors:device.blocked'));

    // Activating lets it back in.
    await card.getByRole('button', { name: t('vi', 'ui:table.row_actions', { row: deviceName }) }).click();
    await page.getByRole('menuitem', { name: vi('devices:actions.activate') }).click();
    const activateDialog = page.getByRole('dialog', {
      name: vi('devices:activate.title', { name: deviceName }),
    });
    await expect(activateDialog.getByText(vi('devices:activate.blocked_because', { reason }))).toBeVisible();
    await activateDialog.getByRole('button', { name: vi('devices:actions.activate') }).click();
    await expect(activateDialog).toBeHidden();
    await expect(card.getByText(vi('devices:status.active'))).toBeVisible();
    expect((await callAsPhone('GET', '/auth/me', deviceId)).status).toBe(200);
  } finally {
    await context.close();
  }

  // ---- On a laptop in English: the figures and the table. ----
  const laptop = await openAs(browser, server.baseUrl, server.admin.username, server.admin.password, {
    language: 'en',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await laptop.page.goto('/devices');
    await expect(
      laptop.page.getByRole('heading', { name: en('devices:stats.by_app_version') }),
    ).toBeVisible();
    await expect(laptop.page.getByText('2.5.0').first()).toBeVisible();
    await expect(laptop.page.getByRole('row').filter({ hasText: deviceName })).toBeVisible();
  } finally {
    await laptop.context.close();
  }
});
