import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiLogin } from '../../load/lib/app-server';
import type { Language } from './locales';
import { LOCALE_STORAGE_KEY, SESSION_STORAGE_KEY, storedTokens } from './session';

/**
 * A browser context already signed in as this user (the session put in localStorage as the app
 * keeps it) and speaking this language, with a first page.
 */
export async function openAs(
  browser: Browser,
  baseUrl: string,
  login: string,
  password: string,
  options: { language: Language; viewport: { width: number; height: number } },
): Promise<{ context: BrowserContext; page: Page }> {
  const session = await apiLogin(baseUrl, login, password, options.language);
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: options.viewport,
    storageState: {
      cookies: [],
      origins: [
        {
          origin: baseUrl,
          localStorage: [
            { name: SESSION_STORAGE_KEY, value: JSON.stringify(storedTokens(session)) },
            { name: LOCALE_STORAGE_KEY, value: options.language },
          ],
        },
      ],
    },
  });
  return { context, page: await context.newPage() };
}
