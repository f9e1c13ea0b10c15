import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../../locales/en/chat.json';
import vi from '../../../../../locales/vi/chat.json';
import { describeTyping } from './typing-text';

beforeAll(async () => {
  await i18next.init({ lng: 'en', resources: { en: { chat: en }, vi: { chat: vi } }, ns: ['chat'] });
});

describe('who is typing', () => {
  it('says nothing when nobody is', () => {
    expect(describeTyping([], i18next.t, 'en')).toBe('');
  });

  it('names one person, or up to three in a list', () => {
    expect(describeTyping(['An'], i18next.t, 'en')).toBe('An is typing…');
    expect(describeTyping(['An', 'Bình'], i18next.t, 'en')).toBe('An and Bình are typing…');
    expect(describeTyping(['An', 'Bình', 'Chi'], i18next.getFixedT('vi'), 'vi')).toBe(
      'An, Bình và Chi đang nhập…',
    );
  });

  it('counts more than three, or people whose name is not loaded', () => {
    expect(describeTyping(['An', 'Bình', 'Chi', 'Dũng'], i18next.t, 'en')).toBe('4 people are typing…');
    expect(describeTyping(['An', null], i18next.t, 'en')).toBe('2 people are typing…');
  });
});
