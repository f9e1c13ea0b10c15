import type { Notification, RealtimeEvent, Scoreboard } from '@pickleball/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { chatKeys } from '../modules/chat/chat.keys';
import { message } from '../modules/chat/components/chat-test-data';
import type { ChatMessagesData } from '../modules/chat/components/message-cache';
import { inboxKeys } from '../modules/inbox/inbox.keys';
import { notificationKeys } from '../modules/notifications/notifications.keys';
import { scoreboardKeys } from '../modules/scoreboard/scoreboard.keys';
import { applyRealtimeEvent } from './realtime-cache';

function board(revision: number, team2: number): Scoreboard {
  return {
    match_id: 7,
    event: 'Giải mở rộng',
    location: null,
    played_at: '2026-11-24T10:00:00.000Z',
    discipline: 'doubles',
    best_of: 3,
    status: 'inprogress',
    live_status: 'active',
    team1: [{ name: 'An' }],
    team2: [{ name: 'Bình' }],
    games: [{ game_number: 1, team1: 0, team2 }],
    games_won: { team1: 0, team2: 0 },
    game_number: 1,
    current: { team1: 0, team2 },
    serving: null,
    call: null,
    left_team: 1,
    winner_team: null,
    revision,
    updated_at: '2026-11-24T10:00:00.000Z',
  };
}

const event = (data: Scoreboard): RealtimeEvent => ({
  type: 'match.scoreboard_updated',
  id: data.match_id,
  data,
});

describe('scoreboard events in the query cache', () => {
  it('keeps the newer snapshot when an older one arrives after it', () => {
    const client = new QueryClient();
    applyRealtimeEvent(client, event(board(3, 1)));
    applyRealtimeEvent(client, event(board(2, 0)));
    expect(client.getQueryData<{ data: Scoreboard }>(scoreboardKeys.detail(7))?.data).toMatchObject({
      revision: 3,
      current: { team1: 0, team2: 1 },
    });
  });

  it('moves to each newer snapshot in turn', () => {
    const client = new QueryClient();
    for (const [revision, points] of [
      [1, 0],
      [2, 1],
      [3, 2],
    ] as const)
      applyRealtimeEvent(client, event(board(revision, points)));
    expect(client.getQueryData<{ data: Scoreboard }>(scoreboardKeys.detail(7))?.data.current).toEqual({
      team1: 0,
      team2: 2,
    });
  });
});

describe('notification events in the query cache', () => {
  const shown = {
    id: 8,
    status: 'processing',
    totals: { queued: 3 },
    channel_totals: { sms: { queued: 3 } },
  } as unknown as Notification;

  it('moves a send’s counters on its detail and on the list pages showing it', () => {
    const client = new QueryClient();
    client.setQueryData(notificationKeys.detail(8), { data: shown });
    client.setQueryData(notificationKeys.list({ page: 1 }), { data: [shown, { ...shown, id: 9 }], meta: {} });
    applyRealtimeEvent(client, {
      type: 'notification.progress',
      id: 8,
      data: {
        id: 8,
        status: 'sent',
        totals: { sent: 2, failed: 1 },
        channel_totals: { sms: { sent: 2, failed: 1 } },
      },
    });
    expect(client.getQueryData<{ data: Notification }>(notificationKeys.detail(8))?.data).toMatchObject({
      status: 'sent',
      totals: { sent: 2, failed: 1 },
    });
    const list = client.getQueryData<{ data: Notification[] }>(notificationKeys.list({ page: 1 }))?.data;
    expect(list?.map((row) => row.status)).toEqual(['sent', 'processing']);
  });

  it('sets the bell’s unread count from another tab’s reading', () => {
    const client = new QueryClient();
    client.setQueryData(inboxKeys.list({ page: 1, per_page: 10 }), { data: [], meta: { unread: 5 } });
    applyRealtimeEvent(client, { type: 'notification.read', id: 1, data: { unread: 2 } });
    expect(
      client.getQueryData<{ meta: { unread: number } }>(inboxKeys.list({ page: 1, per_page: 10 }))?.meta
        .unread,
    ).toBe(2);
  });
});

describe('chat events in the query cache', () => {
  it('hands them to the chat’s handlers, loaded with the first one, in the order they came', async () => {
    const client = new QueryClient();
    client.setQueryData<ChatMessagesData>(chatKeys.messages(1), {
      messages: [message(1)],
      hasMoreBefore: false,
    });
    applyRealtimeEvent(client, { type: 'chat.message_created', id: 1, data: message(2) });
    applyRealtimeEvent(client, { type: 'chat.message_updated', id: 1, data: message(2, { body: 'Đã sửa' }) });
    await vi.waitFor(() =>
      expect(
        client.getQueryData<ChatMessagesData>(chatKeys.messages(1))?.messages.map((item) => item.body),
      ).toEqual(['Tin nhắn 1', 'Đã sửa']),
    );
  });

  it('refetches the menu badge when a chat alert arrives in the bell', () => {
    const client = new QueryClient();
    client.setQueryData(chatKeys.unread(), { data: { unread: 0, mentions: 0, chats: 0 } });
    applyRealtimeEvent(client, {
      type: 'notification.created',
      id: 3,
      data: { id: 3, type: 'notification', data: { category: 'chat' }, read_at: null, created_at: '' },
    });
    expect(client.getQueryState(chatKeys.unread())?.isInvalidated).toBe(true);
  });
});
