import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  forgetLiveState,
  isOnline,
  notePresence,
  noteRemoved,
  noteTyping,
  typingUserIds,
  wasRemovedSince,
} from './chat-live';

afterEach(() => {
  vi.useRealTimers();
  forgetLiveState();
});

describe('the live state of conversations', () => {
  it('tells a conversation it was left only about removals heard since it opened', () => {
    noteRemoved(41, 1_000);
    expect(wasRemovedSince(41, 900)).toBe(true);
    // Left earlier, added again, opened later: shown normally.
    expect(wasRemovedSince(41, 2_000)).toBe(false);
    expect(wasRemovedSince(42, 0)).toBe(false);
  });

  it('shows who is typing until the indicator times out', () => {
    vi.useFakeTimers();
    const start = Date.now();
    noteTyping(7, 3, start);
    noteTyping(7, 4, start);
    expect(typingUserIds(7, start + 1_000).sort()).toEqual([3, 4]);
    vi.advanceTimersByTime(6_000);
    expect(typingUserIds(7)).toEqual([]);
  });

  it('takes the last presence event over what was fetched, until a reconnection forgets it', () => {
    expect(isOnline(5, true)).toBe(true);
    notePresence(5, false);
    expect(isOnline(5, true)).toBe(false);
    forgetLiveState();
    expect(isOnline(5, true)).toBe(true);
  });
});
