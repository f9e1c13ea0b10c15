/**
 * "Send me a test" on an e-mail template: the saved template, in the sender's language, filled
 * with its variables' sample values, sent at once to the signed-in user's own address (never to
 * an address typed in, so the button cannot mail strangers) through the product's mail server,
 * the one the SMTP configuration's test uses. Nothing is stored: the answer says what happened.
 */
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { pickTranslation, previewData } from '../../platform/templating';
import { sendThrough, systemRoute } from '../notifications/notifications.senders';
import { findUserById } from '../users/users.repository';
import { getEmailTemplate } from './email-templates.service';
import { renderEmailText } from './email-templates.system';

export async function sendTestEmail(ctx: ServiceContext, id: number): Promise<{ address: string }> {
  const actor = requireActor(ctx);
  const template = await getEmailTemplate(ctx, id);
  const address = (await findUserById(ctx.db, actor.id))?.email?.trim();
  if (!address) throw new AppError('email_template.no_address');
  const route = await systemRoute(ctx.db, ctx.services, 'email');
  if (!route) throw new AppError('email_template.smtp_not_configured');
  const mail = renderEmailText(
    pickTranslation(template.translations, ctx.locale),
    previewData(template.variables),
  );
  const outcome = await sendThrough(ctx.db, ctx.services, route, {
    channel: 'email',
    message: {
      to: address,
      subject: ctx.t('email-templates:test_send.subject', { subject: mail.subject }),
      text: mail.text,
      html: mail.html,
    },
  });
  if (outcome.kind !== 'sent')
    throw new AppError('provider.test_failed', { values: { reason: outcome.reason } });
  return { address };
}
