import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
// The server's own test SMTP server (tests depend on @pickleball/server); a relative path, as Playwright's loader wants.
import { startFakeSmtp } from '../../../server/src/testing/fake-smtp';

/**
 * The e-mails the server sends during a run: a real SMTP server on loopback (the server's own
 * test SMTP, smtp-server) started by global-setup.ts, which files every message it receives as
 * JSON in a folder the specs read (they run in other processes than the global setup).
 */
export interface StoredMail {
  to: string[];
  subject: string;
  /** The raw message, quoted-printable decoded (soft line breaks and =XX escapes) so links read whole. */
  text: string;
}

/**
 * Undoes quoted-printable, which nodemailer uses for text and HTML parts with long lines or
 * non-ASCII characters (`token=3D…` is `token=…`). The raw message is ASCII then; a message that
 * is not (8-bit parts) is left as it came, its soft line breaks removed.
 */
export function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '');
  if (Buffer.byteLength(joined, 'utf8') !== joined.length) return joined;
  const bytes = joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) =>
    String.fromCharCode(Number.parseInt(hex, 16)),
  );
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

export async function startMailbox(dir: string): Promise<{ port: number; close: () => Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  const smtp = await startFakeSmtp();
  let filed = 0;
  const flush = () => {
    for (; filed < smtp.received.length; filed += 1) {
      const mail = smtp.received[filed];
      if (!mail) continue;
      const stored: StoredMail = {
        to: mail.to,
        subject: mail.subject,
        text: decodeQuotedPrintable(mail.raw),
      };
      writeFileSync(join(dir, `${String(filed).padStart(5, '0')}.json`), JSON.stringify(stored));
    }
  };
  const timer = setInterval(flush, 100);
  timer.unref();
  return {
    port: smtp.port,
    close: async () => {
      clearInterval(timer);
      flush();
      await smtp.close();
    },
  };
}

/** Every mail received so far, oldest first. */
export function readMails(dir: string): StoredMail[] {
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as StoredMail);
}

/** Waits for a mail that `match` accepts (the server sends through its job queue). */
export async function waitForMail(
  dir: string,
  match: (mail: StoredMail) => boolean,
  timeoutMs = 20_000,
): Promise<StoredMail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = readMails(dir).filter(match).at(-1);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(
    `no matching e-mail within ${timeoutMs / 1000} s; received: ${JSON.stringify(readMails(dir).map((mail) => mail.subject))}`,
  );
}
