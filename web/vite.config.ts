import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The API runs on 127.0.0.1:3000 (`npm run dev` starts both); in production the server serves
 * web/dist on its own origin, so the app always calls relative /api paths.
 */
const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Long-lived vendor chunks: they change far less often than the app, so a release keeps them
 * cached. Only the core of Chakra (the styling engine and Emotion) is pinned here; its
 * components stay with the routes that use them so no page pays for tables it does not show.
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 30 },
  {
    name: 'chakra',
    // The engine, and the layout primitives every screen (the frame first) is made of: tiny
    // modules that would each be a chunk of its own.
    test: /node_modules[\\/](@emotion[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|preset-base|utils|create-context|merge-|components[\\/](box|flex|grid|simple-grid|stack|group|link|link-box|badge|skeleton|spinner|separator|icon|center|typography|heading|text)[\\/])|@pandacss)/,
    priority: 20,
  },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
];

/**
 * The chunks the signed-in frame has loaded before any page can be (the app chunk and every chunk
 * it imports statically), found in the bundle by `findFrameChunks` before Vite writes the pages'
 * preload lists: listing them again for each of the ~70 lazy pages only weighed on the frame.
 */
const frameChunks = new Set<string>();

function findFrameChunks(): Plugin {
  return {
    name: 'find-frame-chunks',
    apply: 'build',
    enforce: 'pre',
    generateBundle(_options, bundle) {
      frameChunks.clear();
      const chunks = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const app = [...chunks.values()].find((chunk) => chunk.name === 'app');
      const stack = app ? [app.fileName] : [];
      while (stack.length > 0) {
        const file = stack.pop() as string;
        if (frameChunks.has(file)) continue;
        frameChunks.add(file);
        stack.push(...(chunks.get(file)?.imports ?? []));
      }
    },
  };
}

/**
 * The entry (src/main.tsx) loads one of two bundles (see there): the sign-in pages, light, for a
 * visitor without a session, or the full app. Each is one chunk rather than dozens of tiny shared
 * ones (each a request on a phone's connection), and what both use is a third.
 */
const SHARED_BY_GUEST_AND_APP =
  /[\\/]web[\\/]src[\\/](lib[\\/](api-(client|browser|errors|failure-text)|locales[\\/]client-errors-en)|components[\\/](brand-mark|form[\\/]server-errors))\.|[\\/]domain[\\/]src[\\/]common[\\/](field-rules|text|message-values)\.|[\\/]locales[\\/]en[\\/](auth|common|errors|validation|layout|ui)\.json/;
/**
 * The menu's icons (web/src/app/navigation.ts) as part of the app chunk: each would otherwise be
 * a chunk of its own (they are shared with the modules' pages), about 30 tiny requests on every
 * load that compress far better together.
 */
const MENU_ICONS = new RegExp(
  `[\\\\/]lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${[
    ...(
      readFileSync(new URL('./src/app/navigation.ts', import.meta.url), 'utf8').match(
        /import \{([^}]*)\} from 'lucide-react'/,
      )?.[1] ?? ''
    ).matchAll(/\b([A-Z][A-Za-z0-9]*)\b/g),
  ]
    .map((match) => (match[1] ?? '').replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())
    .filter((name) => name !== 'lucide-icon')
    .join('|')})\\.js$`,
);

/**
 * What the frame's realtime wiring (app/realtime-cache.ts) takes from the modules: their query-key
 * factories and two small helpers. Shared with the pages, each would be a chunk of its own.
 */
const FRAME_MODULE_BITS =
  /[\\/]web[\\/]src[\\/]modules[\\/][a-z-]+[\\/]([a-z-]+\.keys|scoreboard-revision|components[\\/]notification-progress)\.ts$/;

/**
 * The frame's own helpers that lazy pages share too (the bell, the chat menu and the dashboard
 * wait for the user's first interaction): in the app chunk rather than a chunk of their own.
 */
const FRAME_LIB_BITS = /[\\/]web[\\/]src[\\/]lib[\\/]use-has-interacted\.ts$/;

const BUNDLE_GROUPS = [
  // The entry and what it imports itself (the session, the language, the sign-in addresses): tiny.
  { name: 'main', tags: ['$initial' as const], priority: 50 },
  { name: 'shared', test: SHARED_BY_GUEST_AND_APP, priority: 8 },
  // The light entries' own helpers (translations, colour mode, start, icons and header switches
  // without a UI kit): the sign-in pages, the public chat and the public tournament pages all use
  // them, none imports another.
  {
    name: 'lite',
    test: /[\\/]web[\\/]src[\\/](lib[\\/](i18n-lite|color-mode-lite|lite-entry)\.|components[\\/]lite[\\/])/,
    priority: 7,
  },
  { name: 'guest', test: /[\\/]web[\\/]src[\\/]app[\\/]guest[\\/]start-guest\./, priority: 6 },
  // The app's frame and everything it needs before the first render.
  {
    name: 'app',
    test: (id: string) =>
      /[\\/]web[\\/]src[\\/]app[\\/]start-app\./.test(id) ||
      MENU_ICONS.test(id) ||
      FRAME_MODULE_BITS.test(id) ||
      FRAME_LIB_BITS.test(id),
    priority: 5,
  },
];

/**
 * The guest chunk must stay apart: no chunk of the app may import it (every signed-in page would
 * download the sign-in pages), and it must not import the app's heavy chunks (the login page would
 * download them). Checked on every build, so a shared import added later fails here, not in the
 * benchmark.
 */
function checkGuestBundle(): Plugin {
  return {
    name: 'check-guest-bundle',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const guest = chunks.find((chunk) => chunk.name === 'guest');
      if (!guest) return this.error('no guest chunk: src/app/guest/start-guest.tsx is no longer split');
      for (const chunk of chunks)
        if (chunk.imports.includes(guest.fileName))
          this.error(
            `${chunk.fileName} imports the guest chunk statically: a module they share belongs in SHARED_BY_GUEST_AND_APP`,
          );
      const heavy = guest.imports.filter(
        (file) =>
          /^assets\/(router|chakra|i18n|app)-/.test(file) ||
          chunks.some(
            (chunk) =>
              chunk.fileName === file &&
              Object.keys(chunk.modules).some((id) =>
                /node_modules[\\/](zod|react-hook-form|@chakra-ui|@emotion|i18next|@tanstack)[\\/]/.test(id),
              ),
          ),
      );
      if (heavy.length > 0)
        this.error(`the guest chunk imports ${heavy.join(', ')}: the sign-in pages must stay light`);
    },
  };
}

/**
 * index.html loads only the tiny entry, which picks a bundle; React, which both bundles need,
 * starts downloading with the page rather than once the entry has run.
 */
function preloadReact(): Plugin {
  return {
    name: 'preload-react',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const react = Object.values(context.bundle ?? {}).find(
          (file) => file.type === 'chunk' && file.name === 'react',
        );
        if (!react) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${react.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

/**
 * The toast store alone (what lib/toaster creates on start): Chakra's `createToaster` reaches it
 * through zag's package index, whose toast machines the lazy renderer also imports, so they all
 * sat in the frame (~5 kB gzipped). The package exports no subpath for it; this name does.
 */
const TOAST_STORE = fileURLToPath(
  new URL('../node_modules/@zag-js/toast/dist/toast.store.mjs', import.meta.url),
);

export default defineConfig({
  plugins: [react(), findFrameChunks(), checkGuestBundle(), preloadReact()],
  resolve: { alias: [{ find: /^@zag-js\/toast\/store$/, replacement: TOAST_STORE }] },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: false },
      '/realtime': { target: API_TARGET, ws: true },
    },
    fs: { allow: ['..'] },
  },
  preview: { port: 4173, proxy: { '/api': API_TARGET } },
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 500,
    modulePreload: {
      // Each lazy page's import lists the chunks to fetch with it (no waterfall on navigation),
      // but not the frame's own, loaded already (see findFrameChunks).
      resolveDependencies: (_file, deps) => deps.filter((dep) => !frameChunks.has(dep)),
    },
    rolldownOptions: {
      treeshake: {
        // Chakra's theme module builds its full default config at load with these identity helpers;
        // marked pure, the recipes the app does not register are dropped (about 80 KB minified).
        manualPureFunctions: [
          'defineConfig',
          'defineRecipe',
          'defineSlotRecipe',
          'defineTokens',
          'defineSemanticTokens',
          'defineTextStyles',
          'defineLayerStyles',
          'defineAnimationStyles',
          'defineKeyframes',
          'defineGlobalStyles',
        ],
      },
      output: {
        codeSplitting: { groups: [...VENDOR_GROUPS, ...BUNDLE_GROUPS] },
      },
    },
  },
});
