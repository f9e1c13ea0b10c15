import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The API runs on 127.0.0.1:3000 (`npm run dev` starts both); in production the server serves
 * web/dist on its own origin, so the app always calls relative /api paths.
 */
const API_TARGET = process.env.API_URL ?? 'http://127.0.0.1:3000';

/**
 * Long-lived vendor chunks: they change far less often than the app, so a release keeps them
 * cached. Only the core of Chakra (the styling engine and Emotion) is pinned here; its
 * components stay with the routes that use them so the login page does not pay for tables.
 */
const VENDOR_GROUPS = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
  { name: 'router', test: /node_modules[\\/](react-router|react-router-dom)[\\/]/, priority: 30 },
  {
    name: 'chakra',
    test: /node_modules[\\/](@emotion[\\/]|@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|preset-base|utils|create-context|merge-)|@pandacss)/,
    priority: 20,
  },
  { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 10 },
  // Everything else the entry needs before the first render, in one file rather than dozens of
  // tiny shared chunks (each one a request on a phone's connection).
  { name: 'app', tags: ['$initial' as const], priority: 5 },
];

export default defineConfig({
  plugins: [react()],
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
        codeSplitting: { groups: VENDOR_GROUPS },
      },
    },
  },
});
