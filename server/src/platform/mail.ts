import nodemailer, { type Transporter } from 'nodemailer';
import type { AppConfig } from '../config';
import type { JobPayloads } from './jobs/jobs';

export type MailMessage = JobPayloads['mail.send'];

/**
 * Outgoing e-mail over SMTP (nodemailer). Services never send directly: they queue a
 * `mail.send` job in their transaction (platform/jobs), and the worker sends it here, retrying
 * a failure. Without SMTP_HOST the send fails with a clear error, so the job stays visible as
 * failed instead of pretending the mail left.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createMailer(config: AppConfig['mail']): Mailer {
  let transport: Transporter | null = null;
  const getTransport = () => {
    if (!config.host) throw new Error('SMTP is not configured (set SMTP_HOST)');
    transport ??= nodemailer.createTransport({
      host: config.host,
      port: config.port,
      secure: config.secure,
      ...(config.user ? { auth: { user: config.user, pass: config.password ?? '' } } : {}),
      // Court-side Wi-Fi or not, a stuck SMTP server must not hold a worker forever.
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return transport;
  };
  return {
    async send(message) {
      await getTransport().sendMail({ from: config.from, ...message });
    },
    close() {
      transport?.close();
    },
  };
}
