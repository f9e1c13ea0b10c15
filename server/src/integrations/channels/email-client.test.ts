import type { AddressInfo } from 'node:net';
import { createServer, type Server, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeSmtp } from '../../testing/fake-smtp';
import type { EmailMessage } from './channel-client';
import { classifySmtpError, createEmailClient, type EmailProviderConfig } from './email-client';

let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
let config: EmailProviderConfig;

beforeEach(async () => {
  smtp = await startFakeSmtp({
    auth: { username: 'club', password: 's3cret' },
    rejectSenders: ['spoof@club.test'],
  });
  config = {
    host: '127.0.0.1',
    port: smtp.port,
    username: 'club',
    password: 's3cret',
    encryption: 'none',
    from_address: 'no-reply@club.test',
    from_name: 'CLB Pickleball Hà Nội',
  };
});
afterEach(() => smtp.close());

const message: EmailMessage = {
  to: 'an@example.test',
  subject: 'Lịch thi đấu mới',
  text: 'Trận của bạn lúc 18:00.',
  html: '<p>Trận của bạn lúc 18:00.</p>',
};

describe('SMTP e-mail client', () => {
  it('logs in and sends, with the sender name and the message id', async () => {
    const client = createEmailClient(config);
    const outcome = await client.send(message);
    await client.close();
    expect(outcome.kind).toBe('sent');
    expect(outcome.kind === 'sent' && outcome.providerMessageId).toMatch(/^<.+@club\.test>$/);
    const [mail] = smtp.received;
    expect(mail?.from).toBe('no-reply@club.test');
    expect(mail?.to).toEqual(['an@example.test']);
    expect(mail?.subject).toBe('Lịch thi đấu mới');
    expect(mail?.raw).toMatch(/^From: =\?UTF-8\?.+<no-reply@club\.test>$/m);
  });

  it('sends without a login to a server that asks for none (the fake as other tests use it)', async () => {
    const open = await startFakeSmtp();
    const client = createEmailClient({
      ...config,
      port: open.port,
      username: undefined,
      password: undefined,
    });
    expect((await client.send({ ...message, html: undefined })).kind).toBe('sent');
    expect(open.received.map((mail) => mail.subject)).toEqual(['Lịch thi đấu mới']);
    await client.close();
    await open.close();
  });

  it('treats a recipient the server refuses with 550 as permanent, and with 450 as transient', async () => {
    smtp.rejectRecipient('gone@example.test');
    smtp.rejectRecipient('busy@example.test', 450, '4.2.1 Mailbox busy, try later');
    const client = createEmailClient(config);
    expect(await client.send({ ...message, to: 'gone@example.test' })).toEqual({
      kind: 'permanent',
      reason: 'SMTP recipient refused: 550 5.1.1 Recipient address rejected: mailbox unavailable',
    });
    expect(await client.send({ ...message, to: 'busy@example.test' })).toEqual({
      kind: 'transient',
      reason: 'SMTP 450 4.2.1 Mailbox busy, try later',
    });
    expect(smtp.received).toHaveLength(0);
  });

  it('treats a temporary failure after DATA (451) as transient', async () => {
    smtp.failNext(1);
    const client = createEmailClient(config);
    expect(await client.send(message)).toEqual({ kind: 'transient', reason: 'SMTP 451 Try again later' });
    expect((await client.send(message)).kind).toBe('sent');
  });

  it('treats a refused login, a missing login and a refused sender as misconfigured', async () => {
    expect(await createEmailClient({ ...config, password: 'wrong' }).send(message)).toEqual({
      kind: 'misconfigured',
      reason: 'SMTP login refused: 535 5.7.8 Authentication credentials invalid',
    });
    const anonymous = await createEmailClient({ ...config, username: undefined }).send(message);
    expect(anonymous.kind).toBe('misconfigured');
    expect(anonymous.kind === 'misconfigured' && anonymous.reason).toMatch(
      /^SMTP server requires a login: 530/,
    );
    expect(await createEmailClient({ ...config, from_address: 'spoof@club.test' }).send(message)).toEqual({
      kind: 'misconfigured',
      reason: 'SMTP sender refused: 553 5.7.1 Sender address rejected: not owned by user',
    });
  });

  it('treats STARTTLS required from a server without it, or SSL on a plain port, as misconfigured', async () => {
    const starttls = await createEmailClient({ ...config, encryption: 'starttls' }).send(message);
    expect(starttls.kind === 'misconfigured' && starttls.reason).toMatch(/^SMTP server cannot do STARTTLS/);
    const ssl = await createEmailClient({ ...config, encryption: 'ssl' }).send(message);
    expect(ssl.kind === 'misconfigured' && ssl.reason).toMatch(/^SMTP TLS failed/);
  });

  it('treats a refused connection as transient', async () => {
    const closed = await startFakeSmtp();
    await closed.close();
    const outcome = await createEmailClient({ ...config, port: closed.port }).send(message);
    expect(outcome).toEqual({
      kind: 'transient',
      reason: `SMTP connection failed: connect ECONNREFUSED 127.0.0.1:${closed.port}`,
    });
  });

  it('gives up after the connection timeout when the server never greets', async () => {
    const sockets: Socket[] = [];
    const silent: Server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const client = createEmailClient({ ...config, port }, { connectionTimeoutMs: 200, socketTimeoutMs: 400 });
    expect(await client.send(message)).toEqual({
      kind: 'transient',
      reason: 'SMTP timeout: Greeting never received',
    });
    expect(sockets).toHaveLength(1);
    for (const socket of sockets) socket.destroy();
    await new Promise<void>((resolve) => silent.close(() => resolve()));
  });

  it('classifies replies it cannot provoke from the fake', () => {
    expect(
      classifySmtpError({
        code: 'EENVELOPE',
        responseCode: 554,
        command: 'RCPT TO',
        response: '554 5.7.1 Relay access denied',
      }).kind,
    ).toBe('misconfigured');
    expect(
      classifySmtpError({
        code: 'EMESSAGE',
        responseCode: 552,
        command: 'DATA',
        response: '552 Message too big',
      }),
    ).toEqual({
      kind: 'permanent',
      reason: 'SMTP message refused: 552 Message too big',
    });
    expect(
      classifySmtpError({
        code: 'EAUTH',
        responseCode: 454,
        command: 'AUTH PLAIN',
        response: '454 4.7.0 Temporary',
      }).kind,
    ).toBe('transient');
    expect(classifySmtpError({ code: 'EDNS', message: 'getaddrinfo ENOTFOUND smtp.typo.test' }).kind).toBe(
      'misconfigured',
    );
    expect(classifySmtpError({ code: 'ESOCKET', message: 'self-signed certificate' }).kind).toBe(
      'misconfigured',
    );
  });
});
