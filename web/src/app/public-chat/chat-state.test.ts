import type { PublicChatDetail } from '@pickleball/domain/chat/chat.schemas';
import { describe, expect, it } from 'vitest';
import { chatReducer, initialChatState, othersOf } from './chat-state';

const ME = 1;

function detail(extra: Partial<PublicChatDetail> = {}): PublicChatDetail {
  return {
    id: 9,
    type: 'channel',
    name: 'Cộng đồng',
    title: null,
    avatar_url: null,
    other_user: null,
    status: 'active',
    is_public: true,
    member_count: 1000,
    membership: {
      role: 'member',
      is_pinned: false,
      is_archived: false,
      muted: false,
      unread_count: 0,
      mention_count: 0,
      last_read_message_id: 40,
    },
    last_message: null,
    last_message_at: null,
    created_at: '2026-12-01T08:00:00.000Z',
    description: null,
    created_by: null,
    abilities: {
      post: true,
      manage_members: false,
      edit_settings: false,
      moderate: false,
      pin: false,
      see_edit_history: false,
    },
    online_user_ids: [2, 3],
    others_read_message_id: 30,
    others_delivered_message_id: 35,
    ...extra,
  } as PublicChatDetail;
}

describe('the public channel as the page holds it', () => {
  it('starts from who has it open and how far the others have read', () => {
    const state = initialChatState(detail());
    expect(state.online).toEqual([2, 3]);
    expect(othersOf(state, ME)).toEqual({ read: 30, delivered: 35 });
  });

  it('moves the ticks forward with read events of others, never with mine', () => {
    let state = initialChatState(detail());
    const read = (userId: number, position: number) =>
      chatReducer(state, {
        type: 'read',
        me: ME,
        event: {
          chat_id: 9,
          user_id: userId,
          last_read_message_id: position,
          last_delivered_message_id: position,
        },
      });
    state = read(ME, 50);
    expect(othersOf(state, ME)).toEqual({ read: 30, delivered: 35 });
    state = read(4, 45);
    expect(othersOf(state, ME)).toEqual({ read: 45, delivered: 45 });
    // Someone behind the floor does not pull it back.
    state = read(5, 10);
    expect(othersOf(state, ME)).toEqual({ read: 45, delivered: 45 });
  });

  it('takes a refreshed detail forward only, and its online people as they are now', () => {
    let state = initialChatState(detail());
    state = chatReducer(state, { type: 'presence', event: { user_id: 7, online: true } });
    expect(state.online).toEqual([2, 3, 7]);
    state = chatReducer(state, {
      type: 'chat',
      chat: detail({ online_user_ids: [3], others_read_message_id: 20, others_delivered_message_id: 60 }),
    });
    expect(state.online).toEqual([3]);
    expect(othersOf(state, ME)).toEqual({ read: 30, delivered: 60 });
  });
});
