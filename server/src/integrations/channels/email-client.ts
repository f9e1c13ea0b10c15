import nodemailer from 'nodemailer';
import type { ChannelClient, ChannelOutcome, EmailMessage } from './channel-client';

/**
 * E-mail over SMTP (nodemailer), one message to one recipient per connection. The SMTP reply code
 * and the command it answered decide the outcome: a 4xx is always "try later" (RFC 5321 §4.2.1);
 * a 5xx at RCPT TO is about this recipient; a 5xx at AUTH or MAIL FROM is about our account or
 * sender address, so no message can go through this server until an admin fixes it.
 */
export interface EmailProviderConfig {
  host: string;
  port: number;
  username?: string;
  password?: string;
  /** none: plain text; starttls: upgrade, and refuse a server that cannot; ssl: TLS from the start (465). */
  encryption: 'none' | 'starttls' | 'ssl';
  from_address: string;
  from_name: string;
}

export interface EmailClientOptions {
  /** To open the connection and to get the greeting (default 15 s). */
  connectionTimeoutMs?: number;
  /** Of silence on an open connection (default 30 s). */
  socketTimeoutMs?: number;
}

interface SmtpError {
  code?: string;
  responseCode?: number;
  command?: string;
  response?: string;
  message?: string;
}

/** The server's reply as written, for the log ("550 5.1.1 … mailbox unavailable"). */
function replyOf(error: SmtpError): string {
  return (error.response ?? error.message ?? 'unknown error').trim().slice(0, 300);
}

export function classifySmtpError(error: SmtpError): ChannelOutcome {
  const code = error.responseCode;
  const command = (error.command ?? '').toUpperCase();
  const reply = replyOf(error);
  if (code !== undefined && code >= 400 && code < 500) return { kind: 'transient', reason: `SMTP ${reply}` };
  if (command.startsWith('AUTH') || error.code === 'EAUTH')
    return { kind: 'misconfigured', reason: `SMTP login refused: ${reply}` };
  if (error.code === 'ETLS')
    return { kind: 'misconfigured', reason: `SMTP server cannot do STARTTLS: ${reply}` };
  if (code === 530) return { kind: 'misconfigured', reason: `SMTP server requires a login: ${reply}` };
  if (code !== undefined && code >= 500) {
    if (command === 'MAIL FROM') return { kind: 'misconfigured', reason: `SMTP sender refused: ${reply}` };
    if (command === 'RCPT TO') {
      // "Relay access denied" refuses us, not the recipient: we may not send through this server.
      if (/relay/i.test(reply)) return { kind: 'misconfigured', reason: `SMTP relay refused: ${reply}` };
      return { kind: 'permanent', reason: `SMTP recipient refused: ${reply}` };
    }
    // 5xx after DATA: this message was refused (size, content).
    return { kind: 'permanent', reason: `SMTP message refused: ${reply}` };
  }
  const message = error.message ?? '';
  // A TLS handshake that fails (ssl on a plain port, a bad certificate) is a settings problem.
  if (/ssl|tls|certificate|self[- ]signed|wrong version number/i.test(message))
    return { kind: 'misconfigured', reason: `SMTP TLS failed: ${message.trim().slice(0, 200)}` };
  if (/ENOTFOUND/.test(message)) return { kind: 'misconfigured', reason: `SMTP host not found: ${message}` };
  if (error.code === 'EENVELOPE') return { kind: 'permanent', reason: `SMTP envelope refused: ${message}` };
  if (error.code === 'ETIMEDOUT') return { kind: 'transient', reason: `SMTP timeout: ${message}` };
  return { kind: 'transient', reason: `SMTP connection failed: ${message || error.code || 'unknown error'}` };
}

export function createEmailClient(
  config: EmailProviderConfig,
  options: EmailClientOptions = {},
): ChannelClient<EmailMessage> {
  const connectionTimeout = options.connectionTimeoutMs ?? 15_000;
  // A pool: a send to thousands reuses a few connections (5, 100 messages each) instead of one
  // handshake per message, which both spares the server and is what mail hosts' limits expect.
  const transport = nodemailer.createTransport({
    pool: true,
    maxConnections: 5,
    maxMessages: 100,
    host: config.host,
    port: config.port,
    secure: config.encryption === 'ssl',
    requireTLS: config.encryption === 'starttls',
    ignoreTLS: config.encryption === 'none',
    ...(config.username ? { auth: { user: config.username, pass: config.password ?? '' } } : {}),
    connectionTimeout,
    greetingTimeout: connectionTimeout,
    socketTimeout: options.socketTimeoutMs ?? 30_000,
  });
  return {
    async send(message): Promise<ChannelOutcome> {
      try {
        const info = await transport.sendMail({
          from: { name: config.from_name, address: config.from_address },
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html === undefined ? {} : { html: message.html }),
          ...(message.messageId === undefined ? {} : { messageId: message.messageId }),
        });
        // One recipient: accepted, or the whole send failed above. Checked in case a server
        // answers RCPT with success for no one.
        if (info.rejected.length > 0) return { kind: 'permanent', reason: 'SMTP recipient refused' };
        return { kind: 'sent', providerMessageId: info.messageId ?? null };
      } catch (error) {
        return classifySmtpError(error as SmtpError);
      }
    },
    async close() {
      transport.close();
    },
  };
}
