import type { Page } from '@playwright/test';
import { apiLogin, startAppServer } from '../load/lib/app-server';
import { openAs } from './support/browser';
import { expect, test } from './support/fixtures';
import { t } from './support/locales';
import { SESSION_STORAGE_KEY, type StoredTokens } from './support/session';

/**
 * Tabs of one browser share one session: the refresh runs once under a lock every tab takes, and
 * every tab takes the pair it stored. This spec runs its own server whose access tokens live 12
 * seconds, so a few rounds cover several lifetimes.
 */
const ACCESS_TOKEN_SECONDS = 12;
const ROUNDS = 4;

async function storedTokens(page: Page): Promise<StoredTokens> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  if (!raw) throw new Error('signed out: no session in storage');
  return JSON.parse(raw) as StoredTokens;
}

test('a referee with three tabs open on a phone scores a match across several access-token lifetimes without being signed out', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const server = await startAppServer({
    name: 'e2e-tabs',
    env: { ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_SECONDS) },
  });
  try {
    // Access tokens live 12 s here: each setup call signs in afresh.
    const adminToken = async () =>
      (await apiLogin(server.baseUrl, server.admin.username, server.admin.password)).access_token;
    const asAdmin = async <T>(path: string, body: unknown): Promise<T> => {
      const response = await fetch(`${server.baseUrl}/api/v1${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminToken()}` },
        body: JSON.stringify(body),
      });
      if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
      return ((await response.json()) as { data: T }).data;
    };
    const role = await asAdmin<{ id: number }>('/roles', {
      name: 'tab_referee',
      display_name: 'Trọng tài',
      permissions: ['match.view', 'match.create', 'match.edit'],
    });
    const password = 'TrongTai12345';
    const players: number[] = [];
    for (const [index, name] of ['Lê An', 'Phạm Hà', 'Võ Minh', 'Đặng Thu'].entries())
      players.push(
        (
          await asAdmin<{ id: number }>('/users', {
            name,
            username: `tabplayer${index}`,
            email: `tabplayer${index}@example.test`,
            password,
            password_confirmation: password,
          })
        ).id,
      );
    const match = await asAdmin<{ id: number }>('/matches', {
      event: 'Giao hữu ba tab',
      played_at: new Date().toISOString(),
      discipline: 'doubles',
      team1: players.slice(0, 2),
      team2: players.slice(2, 4),
    });
    await asAdmin('/users', {
      name: 'Trọng Tài Ba Tab',
      username: 'trongtai3tab',
      email: 'trongtai3tab@example.test',
      password,
      password_confirmation: password,
      roles: [role.id],
    });

    const { context, page } = await openAs(browser, server.baseUrl, 'trongtai3tab', password, {
      language: 'vi',
      viewport: { width: 390, height: 844 },
    });
    const tabs = [page, await context.newPage(), await context.newPage()];
    const refreshes: number[] = [];
    context.on('response', (response) => {
      if (response.url().endsWith('/api/v1/auth/refresh')) refreshes.push(response.status());
    });
    const heading = (tab: Page) => tab.getByRole('heading', { level: 1, name: t('vi', 'matches:title') });

    // The first tab scores the match live; the two others keep the list open.
    const [scorer, ...others] = tabs as [Page, Page, Page];
    await scorer.goto(`/matches/${match.id}/live-score`);
    await scorer
      .getByRole('button', {
        name: new RegExp(
          t('vi', 'matches:live.serves_first', { team: t('vi', 'matches:team_n', { number: 1 }) }),
        ),
      })
      .click();
    const rally = scorer.getByRole('button', {
      name: new RegExp(
        `^${t('vi', 'matches:live.rally_button')} ${t('vi', 'matches:team_n', { number: 1 })}`,
      ),
    });
    for (const tab of others) {
      await tab.goto('/matches');
      await expect(heading(tab)).toBeVisible();
    }
    for (let round = 1; round <= ROUNDS; round += 1) {
      // Wait until the pair every tab holds has expired, then bring all three tabs back at once.
      const { expiresAt } = await storedTokens(tabs[0] as Page);
      await expect
        .poll(() => Date.now(), { timeout: (ACCESS_TOKEN_SECONDS + 10) * 1000, intervals: [250] })
        .toBeGreaterThan(expiresAt);
      await Promise.all([...others.map((tab) => tab.reload()), rally.click()]);
      await expect(scorer.getByText(t('vi', 'matches:live.saved'))).toBeVisible();
      for (const tab of others) {
        await expect(heading(tab)).toBeVisible();
        await expect(tab).toHaveURL(/\/matches$/);
      }
      expect((await storedTokens(tabs[0] as Page)).expiresAt).toBeGreaterThan(expiresAt);
    }

    // Every refresh was answered with a pair, at least one a lifetime, and the tabs share it.
    expect(refreshes.length).toBeGreaterThanOrEqual(ROUNDS);
    expect(refreshes.filter((status) => status !== 200)).toEqual([]);
    const pairs = await Promise.all(tabs.map(storedTokens));
    expect(new Set(pairs.map((pair) => pair.refreshToken)).size).toBe(1);
    // Every rally reached the server, once.
    const live = await fetch(`${server.baseUrl}/api/v1/matches/${match.id}/live`, {
      headers: { Authorization: `Bearer ${await adminToken()}` },
    });
    expect(((await live.json()) as { data: { seq: number } }).data.seq).toBe(ROUNDS);
    await context.close();
  } finally {
    await server.stop();
  }
});
