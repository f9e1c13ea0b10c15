import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiLogin, buildWebApp, startAppServer } from '../load/lib/app-server';
import { sessionStorageState } from './support/session';

/**
 * Builds web/dist when it is stale, starts the server on a fresh database and a free port, and
 * signs the administrator in once (a storage state the read-only specs reuse). What the specs need
 * travels in environment variables, which the workers inherit. The returned function stops the
 * server and removes its data folder when the run ends.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const log = (message: string) => console.log(`[e2e] ${message}`);
  if (process.env.E2E_SKIP_BUILD !== '1') buildWebApp();
  const server = await startAppServer({ name: 'e2e', log });
  try {
    const session = await apiLogin(server.baseUrl, server.admin.username, server.admin.password);
    const statePath = join(server.dataDir, 'admin-storage-state.json');
    writeFileSync(statePath, JSON.stringify(sessionStorageState(server.baseUrl, session)));
    process.env.E2E_BASE_URL = server.baseUrl;
    process.env.E2E_ADMIN_USERNAME = server.admin.username;
    process.env.E2E_ADMIN_PASSWORD = server.admin.password;
    process.env.E2E_ADMIN_STATE = statePath;
  } catch (error) {
    await server.stop();
    throw error;
  }
  return async () => {
    await server.stop();
    log('server stopped');
  };
}
