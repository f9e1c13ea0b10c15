import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { changeLanguage, i18n } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { toaster } from '../lib/toaster';

// findBy*/waitFor wait for what the user would see, however long a busy machine takes to load a
// lazy page (Testing Library's default gives up after one second); a test never sleeps.
configure({ asyncUtilTimeout: 15_000 });

/**
 * The component tests' (`*.dom.test.tsx`, vitest project 'web-dom') browser: jsdom lacks a few
 * APIs that Chakra and zag read, given here the way a desktop browser answers them. The app's
 * own i18n (lib/i18n: the real locales/en and locales/vi catalogs), data cache and toaster are
 * used as they are, and put back between tests.
 */

/** The window width the media queries answer for: a laptop, so lists show as tables (from `md`). */
const WINDOW_WIDTH = 1280;

function lengthInPx(value: string, unit: string): number {
  const number = Number(value);
  return unit === 'px' ? number : number * 16; // em and rem: the browser's default 16px
}

/** Answers `(min-width: 48rem)` and `(max-width: 767px)` for {@link WINDOW_WIDTH}; any other query is false. */
function matchesQuery(query: string): boolean {
  const conditions = [...query.matchAll(/\((min|max)-width:\s*([\d.]+)(px|r?em)\)/g)];
  if (conditions.length === 0) return false;
  return conditions.every(([, bound, value = '0', unit = 'px']) => {
    const px = lengthInPx(value, unit);
    return bound === 'min' ? WINDOW_WIDTH >= px : WINDOW_WIDTH <= px;
  });
}

Object.defineProperty(window, 'innerWidth', { configurable: true, value: WINDOW_WIDTH });
window.matchMedia = (query: string): MediaQueryList => ({
  media: query,
  matches: matchesQuery(query),
  onchange: null,
  addEventListener: () => undefined,
  removeEventListener: () => undefined,
  addListener: () => undefined,
  removeListener: () => undefined,
  dispatchEvent: () => false,
});

class NoopObserver {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
  takeRecords(): [] {
    return [];
  }
}
// jsdom has no PointerEvent; zag's press handling (checkboxes, menus) creates them.
class PointerEventPolyfill extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
    this.isPrimary = init.isPrimary ?? true;
  }
}
globalThis.PointerEvent ??= PointerEventPolyfill as unknown as typeof PointerEvent;

globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver;
globalThis.IntersectionObserver ??= NoopObserver as unknown as typeof IntersectionObserver;
// zag scrolls the highlighted menu item into view; jsdom has no layout to scroll.
Element.prototype.scrollIntoView ??= () => undefined;
Element.prototype.scrollTo ??= () => undefined;

beforeEach(async () => {
  localStorage.clear();
  if (i18n.language !== 'en') await changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // One app-wide cache and toaster, as in the app: a test never sees the previous one's data.
  queryClient.clear();
  toaster.remove();
});
