import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';

/**
 * Light and dark mode (Chakra's colour-mode snippet): next-themes puts `light` or `dark` on
 * <html>, Chakra's `_dark` condition reads it. The system preference is the default.
 */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="system" enableSystem disableTransitionOnChange>
      {children}
    </ThemeProvider>
  );
}

export type ColorMode = 'light' | 'dark';

export function useColorMode(): {
  colorMode: ColorMode;
  setColorMode: (mode: ColorMode) => void;
  toggleColorMode: () => void;
} {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
  return {
    colorMode,
    setColorMode: setTheme,
    toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark'),
  };
}

/** Switches light/dark; the label is given by the caller in the user's language. */
export function ColorModeButton(
  props: Omit<IconButtonProps, 'onClick' | 'children'> & { 'aria-label': string },
) {
  const { colorMode, toggleColorMode } = useColorMode();
  return (
    <IconButton variant="ghost" size="sm" onClick={toggleColorMode} {...props}>
      {colorMode === 'dark' ? <Sun /> : <Moon />}
    </IconButton>
  );
}
