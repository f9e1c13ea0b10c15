import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message (headers and body) as the client sent it. */
  raw: string;
  subject: string;
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives: the mail service is
 * tested against the protocol, not a mock. `failNext(n)` answers the next n messages with a
 * temporary failure (451), to test retries. Options make it refuse like a real server: require
 * AUTH (535 for wrong credentials, 530 for a MAIL FROM without it), refuse a sender at MAIL FROM
 * (553), or a recipient at RCPT TO (`rejectRecipient`: 550 no such mailbox, or a 4xx).
 */
export async function startFakeSmtp(
  options: { auth?: { username: string; password: string }; rejectSenders?: string[] } = {},
) {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const rejectedRecipients = new Map<string, { code: number; message: string }>();
  const rejectedSenders = new Set((options.rejectSenders ?? []).map((address) => address.toLowerCase()));
  const smtpError = (message: string, responseCode: number) =>
    Object.assign(new Error(message), { responseCode });
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A client's pooled connection left open ends the test's close at once, not after 30 s.
    closeTimeout: 200,
    // Without the option, as before: AUTH optional (and not offered in the clear).
    ...(options.auth
      ? {
          authOptional: false,
          // No TLS on loopback: AUTH is allowed in the clear here only.
          allowInsecureAuth: true,
          onAuth(auth, _session, callback) {
            const expected = options.auth;
            if (auth.username === expected?.username && auth.password === expected?.password)
              return callback(null, { user: auth.username });
            callback(smtpError('5.7.8 Authentication credentials invalid', 535));
          },
        }
      : { authOptional: true }),
    onMailFrom(address, _session, callback) {
      if (rejectedSenders.has(address.address.toLowerCase()))
        return callback(smtpError('5.7.1 Sender address rejected: not owned by user', 553));
      callback();
    },
    onRcptTo(address, _session, callback) {
      const rejection = rejectedRecipients.get(address.address.toLowerCase());
      if (rejection) return callback(smtpError(rejection.message, rejection.code));
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (failures > 0) {
          failures -= 1;
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          subject: decodeSubject(/^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(raw)?.[1] ?? ''),
        });
        callback();
      });
    },
  });
  // A client killed in the middle of a session (the crash tests' kill -9) resets its connection:
  // that is the client's failure, not the server's.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    failNext(count: number) {
      failures = count;
    },
    /** Refuses this recipient at RCPT TO from now on (550: the mailbox does not exist). */
    rejectRecipient(
      address: string,
      code = 550,
      message = '5.1.1 Recipient address rejected: mailbox unavailable',
    ) {
      rejectedRecipients.set(address.toLowerCase(), { code, message });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=) as nodemailer writes them. */
function decodeSubject(header: string): string {
  return header
    .replace(/\r\n[ \t]/g, '')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9a-f]{2})/gi, (_m, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
