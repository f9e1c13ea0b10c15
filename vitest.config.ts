import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * One `npm test` runs everything: pure tests and the server's integration tests on SQLite, and,
 * when TEST_DATABASE_URL points at a PostgreSQL server, the integration tests again on it.
 */
const serverTests = ['server/src/**/*.test.ts'];

export default defineConfig({
  // web/vite.config.ts names zag's toast store module; the web tests resolve it the same way.
  resolve: {
    alias: [
      {
        find: /^@zag-js\/toast\/store$/,
        replacement: fileURLToPath(
          new URL('./node_modules/@zag-js/toast/dist/toast.store.mjs', import.meta.url),
        ),
      },
    ],
  },
  test: {
    pool: 'forks',
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['domain/src/**/*.test.ts', 'locales/**/*.test.ts'],
          setupFiles: ['tests/fast-check.setup.ts'],
        },
      },
      {
        extends: true,
        test: { name: 'sqlite', include: serverTests, env: { TEST_DB: 'sqlite' } },
      },
      {
        extends: true,
        // The web tests exercise plain modules (the API client against a real local HTTP server): no DOM needed.
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: [...configDefaults.exclude, 'web/src/**/*.dom.test.tsx'],
          environment: 'node',
        },
      },
      {
        extends: true,
        // Component tests: screens rendered in jsdom with the app's providers (web/src/testing).
        test: {
          name: 'web-dom',
          include: ['web/src/**/*.dom.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['web/src/testing/dom-setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: { name: 'postgres', include: serverTests, env: { TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
