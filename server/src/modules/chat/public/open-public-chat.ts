/**
 * The public channel as its page opens it (GET /public-chat): the one public conversation,
 * active, joining a signed-in reader on first use. A crowd's channel names no members: it says
 * who has it open and how far the others have read (PublicChatDetail).
 */
import type { PublicChatDetail } from '@pickleball/domain';
import { runChange } from '../../../platform/change';
import { requireActor, type ServiceContext } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { openChat } from '../chat.access';
import { findPublicSummary } from '../chat.lists.repository';
import { detailOf } from '../chat.queries';
import { findPublicChat, othersFurthestPositions } from '../chat.repository';

/**
 * A reader who is already a member costs three reads (the summary with my counters, the others'
 * furthest positions, the creator) and a look at who has the channel open; only a first visit
 * writes.
 */
export async function getPublicChat(ctx: ServiceContext): Promise<PublicChatDetail> {
  const actor = requireActor(ctx);
  const mine = () => findPublicSummary(ctx.db, actor.id);
  let row = await mine();
  if (!row) {
    const chat = await findPublicChat(ctx.db);
    if (!chat) throw new AppError('chat.unavailable');
    await runChange(ctx, (trx) => openChat(ctx, trx, chat.id));
    row = await mine();
    if (!row) throw new AppError('chat.unavailable');
  }
  const chatId = row.id;
  const [detail, others, online] = await Promise.all([
    detailOf(ctx.db, row, undefined),
    othersFurthestPositions(ctx.db, chatId, actor.id),
    ctx.services.realtime.usersInRoom(`chat:${chatId}`),
  ]);
  const { read, delivered } = others;
  return {
    ...detail,
    online_user_ids: online,
    others_read_message_id: read,
    // A message read was received too.
    others_delivered_message_id: delivered === null ? read : Math.max(delivered, read ?? 0),
  };
}
