import { useCallback, useEffect, useState } from 'react';

/**
 * Light and dark mode for the sign-in pages, without next-themes, writing what the full app's
 * next-themes (components/ui/color-mode.tsx) reads and the other way round: the choice under
 * `theme` in localStorage (`light`, `dark`, or `system` — the default — for the device's
 * preference), and the resolved mode as a `light` or `dark` class and `color-scheme` on <html>.
 */
export const THEME_STORAGE_KEY = 'theme';

export type ColorMode = 'light' | 'dark';
type Theme = ColorMode | 'system';

const DARK_QUERY = '(prefers-color-scheme: dark)';

function readTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    if (value === 'light' || value === 'dark') return value;
  } catch {
    // Storage refused: the device's preference.
  }
  return 'system';
}

function resolve(theme: Theme): ColorMode {
  if (theme !== 'system') return theme;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

export function applyColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(mode);
  root.style.colorScheme = mode;
}

/** The mode to paint now: the stored choice, else the device's preference. */
export function currentColorMode(): ColorMode {
  return resolve(readTheme());
}

/** The current mode and a toggle that remembers the choice; follows the device while none is made. */
export function useColorModeLite(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const [colorMode, setColorMode] = useState<ColorMode>(currentColorMode);

  useEffect(() => {
    applyColorMode(colorMode);
  }, [colorMode]);

  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const follow = () => setColorMode(currentColorMode());
    query.addEventListener('change', follow);
    // Another tab's choice (the storage event fires in the other tabs only).
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_STORAGE_KEY) follow();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      query.removeEventListener('change', follow);
      window.removeEventListener('storage', onStorage);
    };
  }, []);

  const toggleColorMode = useCallback(() => {
    const next: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
    try {
      localStorage.setItem(THEME_STORAGE_KEY, next);
    } catch {
      // Storage refused: the choice lasts for this page.
    }
    setColorMode(next);
  }, [colorMode]);

  return { colorMode, toggleColorMode };
}
