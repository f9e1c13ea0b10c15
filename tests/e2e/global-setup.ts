import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startFakeDupr } from '@pickleball/server/src/testing/fake-dupr.ts';
import { startFakeVnpay } from '@pickleball/server/src/testing/fake-vnpay.ts';
import { apiLogin, buildWebApp, startAppServer } from '../load/lib/app-server';
import { E2E_DUPR_ACCOUNT } from './support/dupr';
import { startMailbox } from './support/mailbox';
import { sessionStorageState } from './support/session';
import { E2E_VNPAY_GATEWAY_KEY } from './support/vnpay';

/**
 * Builds web/dist when it is stale, starts a local SMTP mailbox, a fake DUPR, a fake VNPay and
 * the server (sending its mail there, calling DUPR there) on a fresh database and a free port, and signs the
 * administrator in once (a storage state the read-only specs reuse). What the specs need travels
 * in environment variables, which the workers inherit. The returned function stops the server,
 * the mailbox and the fake DUPR and removes their folders.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const log = (message: string) => console.log(`[e2e] ${message}`);
  if (process.env.E2E_SKIP_BUILD !== '1') buildWebApp();
  // E-mails carry what only their reader may have (the private link of a court request).
  const mailboxDir = mkdtempSync(join(tmpdir(), 'pickleball-e2e-mail-'));
  const mailbox = await startMailbox(mailboxDir);
  const closeMailbox = async () => {
    await mailbox.close();
    rmSync(mailboxDir, { recursive: true, force: true });
  };
  // DUPR is a local fake speaking its protocol, with the account the profile spec connects.
  const dupr = await startFakeDupr();
  const { email, password, player } = E2E_DUPR_ACCOUNT;
  dupr.addPlayer(email, password, player);
  // VNPay is a local fake too: its pay page has Pay and Cancel, then it calls our IPN.
  const vnpay = await startFakeVnpay();
  const closeServices = async () => {
    await closeMailbox();
    await dupr.close();
    await vnpay.close();
  };
  let server: Awaited<ReturnType<typeof startAppServer>>;
  try {
    server = await startAppServer({
      name: 'e2e',
      log,
      env: {
        SMTP_HOST: '127.0.0.1',
        SMTP_PORT: String(mailbox.port),
        MAIL_FROM: 'Pickleball <no-reply@pickleball.test>',
        DUPR_BASE_URL: dupr.url,
      },
    });
  } catch (error) {
    await closeServices();
    throw error;
  }
  try {
    const session = await apiLogin(server.baseUrl, server.admin.username, server.admin.password);
    const statePath = join(server.dataDir, 'admin-storage-state.json');
    writeFileSync(statePath, JSON.stringify(sessionStorageState(server.baseUrl, session)));
    process.env.E2E_BASE_URL = server.baseUrl;
    process.env.E2E_ADMIN_USERNAME = server.admin.username;
    process.env.E2E_ADMIN_PASSWORD = server.admin.password;
    process.env.E2E_ADMIN_STATE = statePath;
    process.env.E2E_MAILBOX_DIR = mailboxDir;
    process.env.E2E_MAILBOX_PORT = String(mailbox.port);
    // The gateway the payments spec adds has this key; VNPay's IPN address is set in its console.
    vnpay.setIpnUrl(`${server.baseUrl}/api/v1/payments/webhooks/${E2E_VNPAY_GATEWAY_KEY}`);
    process.env.E2E_VNPAY_URL = vnpay.url;
    process.env.E2E_VNPAY_TMN_CODE = vnpay.tmnCode;
    process.env.E2E_VNPAY_HASH_SECRET = vnpay.hashSecret;
  } catch (error) {
    await server.stop();
    await closeServices();
    throw error;
  }
  return async () => {
    await server.stop();
    await closeServices();
    log('server, mailbox, fake DUPR and fake VNPay stopped');
  };
}
