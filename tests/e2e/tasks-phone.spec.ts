import { openAs } from './support/browser';
import { expect, test, unique } from './support/fixtures';
import { t } from './support/locales';

const vi = (key: string) => t('vi', key);

/** The kanban board on a phone, in Vietnamese: the columns start near the top, under one filters button. */
test('on a phone the board’s filters fold behind one button and the first column starts near the top', async ({
  browser,
  server,
  adminApi,
}) => {
  await adminApi.request('POST', '/tasks', {
    title: `Chuẩn bị sân ${unique()}`,
    status: 'todo',
    priority: 'high',
  });
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
    await page.goto('/tasks/kanban');
    const board = page.getByTestId('task-board');
    await expect(board).toBeVisible();
    const search = page.getByPlaceholder(vi('tasks:board.search_placeholder'));
    await expect(search).toBeHidden();
    const box = await board.boundingBox();
    expect(box?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(340); // under the header and one row of tools
    await page.screenshot({ path: '/tmp/tasks-phone-vi.png' });

    const toggle = page.getByRole('button', { name: vi('ui:table.filters') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(search).toBeVisible();
    await search.fill('zzz');
    await toggle.click();
    await expect(search).toBeHidden();
    // The folded filters still say they are on.
    await expect(page.getByText(vi('tasks:board.filtered'))).toBeVisible();
  } finally {
    await context.close();
  }
});
