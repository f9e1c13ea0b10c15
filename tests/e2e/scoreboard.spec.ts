import { expect, test, unique } from './support/fixtures';

/**
 * The public scoreboard on a narrow phone in English: a long title keeps the whole width (it was
 * squashed to "Walkt hro…"), and the two scores stand level, whatever each team's panel holds.
 */
const EVENT = 'Walkthrough Open qualifier, Thủ Đức';

test('a phone shows the scoreboard’s long title in full width and the two scores level', async ({
  browser,
  adminApi,
  server,
}) => {
  const suffix = unique();
  const ids: number[] = [];
  for (const [index, name] of ['Bảo Trần', 'Minh Lê', 'Hà Phạm', 'Thu Đặng'].entries()) {
    const created = await adminApi.request<{ data: { id: number } }>('POST', '/users', {
      name,
      username: `sb${index}${suffix}`.slice(0, 16),
      email: `sb${index}${suffix}@example.test`,
      password: 'Scoreboard123',
      password_confirmation: 'Scoreboard123',
    });
    ids.push(created.data.id);
  }
  const match = await adminApi.request<{ data: { id: number } }>('POST', '/matches', {
    event: EVENT,
    played_at: new Date().toISOString(),
    discipline: 'doubles',
    team1: ids.slice(0, 2),
    team2: ids.slice(2, 4),
  });
  const id = match.data.id;
  await adminApi.request('POST', `/matches/${id}/live/start`, { first_server: 'A' });
  await adminApi.request('POST', `/matches/${id}/live/events`, {
    seq: 1,
    event: { kind: 'rally', winner: 'A' },
  });

  for (const width of [390, 320]) {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto(`/public-scoreboard/${id}`);
    const title = page.getByRole('heading', { level: 1, name: EVENT });
    await expect(title).toBeVisible();
    const box = await title.boundingBox();
    expect(box?.width ?? 0, `title width at ${width} px`).toBeGreaterThan(width * 0.75);
    // Not cut inside a line: the text wraps, it does not overflow.
    expect(await title.evaluate((element) => element.scrollWidth <= element.clientWidth + 1)).toBe(true);

    const scores = page.getByLabel(/^\d+ points?$/);
    await expect(scores).toHaveCount(2);
    const [first, second] = [await scores.nth(0).boundingBox(), await scores.nth(1).boundingBox()];
    // One above the other on a phone, each at its panel's top right: the same right edge.
    expect(
      Math.abs((first?.x ?? 0) + (first?.width ?? 0) - ((second?.x ?? 0) + (second?.width ?? 0))),
    ).toBeLessThan(2);
    await context.close();
  }
});
