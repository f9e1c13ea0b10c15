import type { Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { apiLogin } from '../load/lib/app-server';
import { openAs } from './support/browser';
import { type AdminApi, expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

/**
 * Two staff members chat: Lan on a phone in Vietnamese opens a direct chat with Minh from the
 * users list, mentions him and sends a photo; Minh, on a laptop in English, watches his menu badge
 * rise and clear, replies, edits his reply with a reason; Lan reacts. In a group Lan made, she
 * removes a message of Minh's as its admin, and both read who removed it and why. Then the public
 * chat opens with a token in the address's fragment, and refuses a bad one.
 */
const vi = (key: string, values: Record<string, string | number> = {}) => t('vi', key, values);
const en = (key: string, values: Record<string, string | number> = {}) => t('en', key, values);
const PASSWORD = 'ChatE2e12345';
const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };

interface Person {
  id: number;
  name: string;
  username: string;
}

async function createPerson(
  adminApi: AdminApi,
  person: Omit<Person, 'id'>,
  roleIds: number[],
): Promise<Person> {
  const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
    ...person,
    email: `${person.username}@example.test`,
    password: PASSWORD,
    password_confirmation: PASSWORD,
    roles: roleIds,
  });
  return { ...person, id: created.data.id };
}

/** One message of the open conversation, by a piece of its text. */
const messageWith = (page: Page, text: string | RegExp): Locator =>
  page.locator('[data-message-id]').filter({ hasText: text });

/** The "…" menu of a message (its buttons show on hover; a click reaches them all the same). */
async function messageAction(page: Page, message: Locator, menuLabel: string, item: string): Promise<void> {
  await message.hover();
  await message.getByRole('button', { name: menuLabel }).click();
  await page.getByRole('menuitem', { name: item }).click();
}

/** The public chat needs its channel: the demo's when there is one, else a channel made public here. */
async function ensurePublicChannel(adminApi: AdminApi, memberId: number, suffix: string): Promise<string> {
  const existing = await adminApi
    .request<{ data: { name: string } }>('GET', '/public-chat')
    .catch(() => null);
  if (existing) return existing.data.name;
  const created = await adminApi.request<{ data: { name: string } }>('POST', '/chats', {
    type: 'channel',
    name: `Cộng đồng ${suffix}`,
    participant_ids: [memberId],
    is_public: true,
  });
  return created.data.name;
}

test('two staff members chat live: a direct chat from the users list, mentions, a reply, a reaction, a photo, edits and removals with reasons, the badge, and the public chat', async ({
  browser,
  server,
  adminApi,
}) => {
  test.setTimeout(180_000);
  const suffix = unique();
  const roles = await adminApi.request<{ data: Array<{ id: number; name: string }> }>(
    'GET',
    '/roles?search=staff',
  );
  const staff = roles.data.find((role) => role.name === 'staff');
  if (!staff) throw new Error('the staff role is missing');
  // Lan also manages people, so she can start from the users list.
  const manager = await adminApi.request<{ data: { id: number } }>('POST', '/roles', {
    name: `chat_e2e_${suffix}`.slice(0, 40),
    display_name: `Điều phối ${suffix}`,
    permissions: ['chat.view', 'user.view'],
  });
  const lan = await createPerson(
    adminApi,
    { name: `Nguyễn Thị Lan ${suffix}`, username: `lan${suffix}`.slice(0, 16) },
    [manager.data.id],
  );
  const minh = await createPerson(
    adminApi,
    { name: `Minh Tran ${suffix}`, username: `minh${suffix}`.slice(0, 16) },
    [staff.id],
  );

  const phone = await openAs(browser, server.baseUrl, lan.username, PASSWORD, {
    language: 'vi',
    viewport: PHONE,
  });
  const laptop = await openAs(browser, server.baseUrl, minh.username, PASSWORD, {
    language: 'en',
    viewport: LAPTOP,
  });
  const lanPage = phone.page;
  const minhPage = laptop.page;

  // ---- Minh works elsewhere in the back-office; his menu shows no unread chat. ----
  await minhPage.goto('/dashboard');
  const chatEntry = minhPage.getByRole('link', { name: new RegExp(`^${en('layout:nav.chat')}`) });
  await expect(chatEntry).toHaveAccessibleName(en('layout:nav.chat'));
  // The badge goes live from the first touch (its realtime client stays out of the first load).
  await minhPage.getByRole('heading', { level: 1 }).first().click();

  // ---- Lan, on her phone, finds Minh in the users list and writes to him. ----
  await lanPage.goto(`/users?search=${encodeURIComponent(minh.username)}`);
  await lanPage.getByRole('button', { name: vi('ui:table.row_actions', { row: minh.name }) }).click();
  await lanPage.getByRole('menuitem', { name: vi('users:actions.message') }).click();
  await expect(lanPage).toHaveURL(/\/chat\/\d+$/);
  await expect(lanPage.getByRole('heading', { level: 2, name: minh.name })).toBeVisible();

  // A mention picked with @, then the rest of the message.
  const composer = lanPage.getByRole('textbox', { name: vi('chat:composer.label') });
  await composer.fill('');
  await composer.pressSequentially('@Minh');
  await lanPage.getByRole('option', { name: new RegExp(minh.name) }).click();
  await composer.pressSequentially('chiều nay 5h sân 2 nhé');
  await lanPage.getByRole('button', { name: vi('chat:actions.send') }).click();
  const first = messageWith(lanPage, 'chiều nay 5h sân 2 nhé');
  await expect(first).toContainText(`@${minh.name}`);

  // ---- Minh's badge rises live: one unread message, one mention of him. ----
  await expect(chatEntry).toHaveAccessibleName(
    new RegExp(
      `${en('layout:chat_badge.unread_one', { count: 1 })}.*${en('layout:chat_badge.mentions_one', { count: 1 })}`,
    ),
  );

  // ---- He opens it from the menu; reading it clears the badge. ----
  await chatEntry.click();
  await minhPage.getByRole('link', { name: new RegExp(`^${lan.name}`) }).click();
  const received = messageWith(minhPage, 'chiều nay 5h sân 2 nhé');
  await expect(received).toBeVisible();
  await expect(chatEntry).toHaveAccessibleName(en('layout:nav.chat'));

  // ---- He replies to it. ----
  await messageAction(minhPage, received, en('chat:actions.message_actions'), en('chat:actions.reply'));
  await expect(minhPage.getByText(en('chat:reply.replying_to', { name: lan.name }))).toBeVisible();
  const minhComposer = minhPage.getByRole('textbox', { name: en('chat:composer.label') });
  await minhComposer.fill('OK, see you at court 2');
  await minhComposer.press('Enter');
  const reply = messageWith(lanPage, 'OK, see you at court 2');
  await expect(reply.getByRole('button', { name: vi('chat:reply.jump', { name: lan.name }) })).toContainText(
    'chiều nay 5h sân 2 nhé',
  );

  // ---- Lan reacts to the reply; Minh sees who reacted. ----
  await reply.hover();
  await reply.getByRole('button', { name: vi('chat:actions.react') }).click();
  await lanPage.getByRole('menuitem', { name: vi('chat:reactions.add', { emoji: '👍' }) }).click();
  await expect(
    messageWith(minhPage, 'OK, see you at court 2').getByRole('button', {
      name: en('chat:reactions.label', { emoji: '👍', who: lan.name }),
    }),
  ).toBeVisible();

  // ---- A photo from Lan's phone, opened full size on Minh's laptop. ----
  const png = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 42, g: 157, b: 143 } },
  })
    .png()
    .toBuffer();
  const chooser = lanPage.waitForEvent('filechooser');
  await lanPage.getByRole('button', { name: vi('chat:actions.attach_image') }).click();
  await (await chooser).setFiles({ name: 'san-2.png', mimeType: 'image/png', buffer: png });
  const send = lanPage.getByRole('button', { name: vi('chat:actions.send') });
  await expect(send).toBeEnabled();
  await send.click();
  const photo = minhPage.getByRole('button', { name: en('chat:attachments.open_image') });
  await expect(photo).toBeVisible();
  await photo.click();
  const viewer = minhPage.getByRole('dialog');
  await expect(viewer.getByRole('img', { name: en('chat:attachments.image_alt') })).toBeVisible();
  await viewer.getByRole('button', { name: en('chat:actions.close') }).click();

  // ---- Lan's phone drops its connection: what she writes meanwhile goes once, in order, when it returns. ----
  await phone.context.setOffline(true);
  await expect(lanPage.getByRole('status').filter({ hasText: vi('realtime:reconnecting') })).toBeVisible();
  for (const text of ['Mất sóng 1: đang tới sân', 'Mất sóng 2: tới nơi rồi']) {
    await composer.fill(text);
    await lanPage.getByRole('button', { name: vi('chat:actions.send') }).click();
  }
  await expect(
    messageWith(lanPage, 'Mất sóng 2').getByRole('img', { name: vi('chat:status_ticks.sending') }),
  ).toBeVisible();
  await phone.context.setOffline(false);
  const offline = minhPage.locator('[data-message-id]').filter({ hasText: /Mất sóng \d/ });
  await expect(offline).toHaveText([/Mất sóng 1: đang tới sân/, /Mất sóng 2: tới nơi rồi/]);
  await expect(lanPage.getByRole('status').filter({ hasText: vi('realtime:reconnecting') })).toHaveCount(0);
  await expect(offline).toHaveCount(2);

  // ---- Minh edits his reply with a reason; Lan sees it edited, and the reason in its history. ----
  await messageAction(
    minhPage,
    messageWith(minhPage, 'OK, see you at court 2'),
    en('chat:actions.message_actions'),
    en('chat:actions.edit'),
  );
  const edit = minhPage.getByRole('dialog');
  await edit.getByRole('textbox', { name: en('chat:edit.body') }).fill('OK, see you at court 3');
  await edit.getByRole('textbox', { name: en('chat:edit.reason') }).fill('Court 2 is booked');
  await edit.getByRole('button', { name: en('chat:edit.confirm') }).click();
  const edited = messageWith(lanPage, 'OK, see you at court 3');
  await expect(edited).toContainText(vi('chat:message.edited'));
  await messageAction(lanPage, edited, vi('chat:actions.message_actions'), vi('chat:actions.edit_history'));
  const history = lanPage.getByRole('dialog');
  await expect(history.getByText(vi('chat:history.reason', { reason: 'Court 2 is booked' }))).toBeVisible();
  await expect(history.getByText('OK, see you at court 2')).toBeVisible();
  await history.getByRole('button', { name: vi('chat:actions.close') }).click();

  // ---- A group: participants are required, then Lan (its admin) removes Minh's message with a reason. ----
  await lanPage.getByRole('link', { name: vi('chat:actions.back') }).click();
  await lanPage.getByRole('button', { name: vi('chat:actions.new_menu') }).click();
  await lanPage.getByRole('menuitem', { name: vi('chat:actions.new_chat') }).click();
  const form = lanPage.getByRole('form', { name: vi('chat:new.title') });
  const groupName = `Sân 2 tối thứ Ba ${suffix}`;
  await form.getByRole('textbox', { name: vi('chat:fields.name'), exact: true }).fill(groupName);
  await form.getByRole('button', { name: vi('chat:new.confirm') }).click();
  await expect(form.getByText(vi('validation:chat_participants_required'))).toBeVisible();
  await form.getByRole('searchbox').fill(minh.username);
  await form.getByText(minh.name, { exact: true }).click();
  await form.getByRole('button', { name: vi('chat:new.confirm') }).click();
  await expect(lanPage.getByRole('heading', { level: 2, name: groupName })).toBeVisible();

  await minhPage.getByRole('link', { name: new RegExp(`^${groupName}`) }).click();
  const minhGroupComposer = minhPage.getByRole('textbox', { name: en('chat:composer.label') });
  await minhGroupComposer.fill('Selling my old paddle, cheap!');
  await minhGroupComposer.press('Enter');
  const offTopic = messageWith(lanPage, 'Selling my old paddle, cheap!');
  await messageAction(lanPage, offTopic, vi('chat:actions.message_actions'), vi('chat:actions.remove'));
  const removal = lanPage.getByRole('dialog');
  await removal.getByRole('textbox', { name: vi('chat:remove.reason') }).fill('Không quảng cáo trong nhóm');
  await removal.getByRole('button', { name: vi('chat:remove.confirm') }).click();
  await expect(
    lanPage.getByText(
      vi('chat:message.removed_by', { name: lan.name, reason: 'Không quảng cáo trong nhóm' }),
    ),
  ).toBeVisible();
  await expect(
    minhPage.getByText(
      en('chat:message.removed_by', { name: lan.name, reason: 'Không quảng cáo trong nhóm' }),
    ),
  ).toBeVisible();
  await expect(minhPage.getByText('Selling my old paddle, cheap!')).toHaveCount(0);

  // Minh has read everything: nothing waits on his menu.
  await expect(chatEntry).toHaveAccessibleName(en('layout:nav.chat'));

  // ---- The public chat with a token in the fragment, then with a bad one. ----
  const channel = await ensurePublicChannel(adminApi, minh.id, suffix);
  const player = await apiLogin(server.baseUrl, minh.username, PASSWORD);
  const visitor = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
  const publicPage = await visitor.newPage();
  await publicPage.goto(`/public-chat#token=${player.access_token}`);
  await expect(publicPage.getByRole('heading', { level: 1, name: channel })).toBeVisible();
  // The token leaves the address bar at once.
  expect(new URL(publicPage.url()).hash).toBe('');
  // A message of mine, edited with a reason, then removed with one: everyone reads who and why.
  const publicText = `Ai chơi sân 3 tối nay? ${suffix}`;
  await publicPage.getByRole('textbox', { name: en('public-chat:composer.label') }).fill(publicText);
  await publicPage.getByRole('button', { name: en('public-chat:actions.send') }).click();
  const publicMessage = publicPage.getByRole('listitem').filter({ hasText: publicText });
  await expect(publicMessage).toBeVisible();
  // Lan opens the channel too: both pages count two people in it (hers from the channel's
  // detail, Minh's from her arrival), and Minh's next message shows that someone has read it.
  const lanPlayer = await apiLogin(server.baseUrl, lan.username, PASSWORD);
  const lanVisitor = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
  const lanPublicPage = await lanVisitor.newPage();
  await lanPublicPage.goto(`/public-chat#token=${lanPlayer.access_token}`);
  const twoOnline = en('public-chat:connection.online_other', { count: 2 });
  await expect(lanPublicPage.getByText(twoOnline)).toBeVisible();
  await expect(publicPage.getByText(twoOnline)).toBeVisible();
  const seenText = `Lan thấy không? ${suffix}`;
  await publicPage.getByRole('textbox', { name: en('public-chat:composer.label') }).fill(seenText);
  await publicPage.getByRole('button', { name: en('public-chat:actions.send') }).click();
  await expect(lanPublicPage.getByText(seenText)).toBeVisible();
  const seen = publicPage.getByRole('listitem').filter({ hasText: seenText });
  await expect(seen.getByText(en('public-chat:message.status_read'))).toBeAttached();
  await lanVisitor.close();
  await publicMessage.getByRole('button', { name: en('public-chat:actions.menu') }).click();
  await publicPage.getByRole('button', { name: en('public-chat:actions.edit'), exact: true }).click();
  const editDialog = publicPage.getByRole('dialog', { name: en('public-chat:dialogs.edit_title') });
  await editDialog.getByLabel(en('public-chat:dialogs.body_label')).fill(`${publicText} (7 giờ)`);
  await editDialog.getByLabel(en('public-chat:dialogs.edit_reason')).fill('Thêm giờ');
  await editDialog.getByRole('button', { name: en('public-chat:actions.save') }).click();
  const publicEdited = publicPage.getByRole('listitem').filter({ hasText: `${publicText} (7 giờ)` });
  await expect(publicEdited).toContainText(en('public-chat:message.edited'));
  await publicEdited.getByRole('button', { name: en('public-chat:actions.menu') }).click();
  await publicPage.getByRole('button', { name: en('public-chat:actions.remove'), exact: true }).click();
  const removeDialog = publicPage.getByRole('dialog', { name: en('public-chat:dialogs.remove_title') });
  await removeDialog.getByLabel(en('public-chat:dialogs.remove_reason')).fill('Nhầm kênh');
  await removeDialog.getByRole('button', { name: en('public-chat:actions.remove') }).click();
  await expect(
    publicPage.getByText(en('public-chat:message.removed', { name: minh.name, reason: 'Nhầm kênh' })),
  ).toBeVisible();
  const refused = await browser.newContext({ baseURL: server.baseUrl, viewport: PHONE });
  const refusedPage = await refused.newPage();
  await refusedPage.goto('/public-chat#token=not.a.valid-token');
  await expect(refusedPage.getByRole('alert')).toContainText(en('public-chat:errors.token_invalid'));

  await Promise.all([phone.context.close(), laptop.context.close(), visitor.close(), refused.close()]);
});
