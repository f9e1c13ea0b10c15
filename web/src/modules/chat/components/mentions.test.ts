import { describe, expect, it } from 'vitest';
import { findMentionQuery, insertMention, matchesMention, mentionedIds } from './mentions';

describe('the mention picker', () => {
  it('finds the name being typed after an @ at the start or after a space', () => {
    expect(findMentionQuery('@ng', 3)).toEqual({ start: 0, query: 'ng' });
    expect(findMentionQuery('chào @Nguyễn V', 14)).toEqual({ start: 5, query: 'Nguyễn V' });
    expect(findMentionQuery('chào @', 6)).toEqual({ start: 5, query: '' });
  });

  it('ignores an e-mail address, a line break, a double space or text after the caret', () => {
    expect(findMentionQuery('an@example.com', 14)).toBeNull();
    expect(findMentionQuery('@an\nb', 5)).toBeNull();
    expect(findMentionQuery('@an  b', 6)).toBeNull();
    expect(findMentionQuery('xin chào', 8)).toBeNull();
  });

  it('puts @Name and a space in place of what was typed, the caret after it', () => {
    const text = 'chào @ngu hôm nay';
    const inserted = insertMention(text, { start: 5, query: 'ngu' }, 9, 'Nguyễn Văn An');
    expect(inserted.text).toBe('chào @Nguyễn Văn An hôm nay');
    expect(inserted.text.slice(0, inserted.caret)).toBe('chào @Nguyễn Văn An ');
    const atEnd = insertMention('@an', { start: 0, query: 'an' }, 3, 'An');
    expect(atEnd).toEqual({ text: '@An ', caret: 4 });
  });

  it('matches names without diacritics, by any word or the username', () => {
    const person = { name: 'Đặng Thị Hồng', username: 'hongdt' };
    expect(matchesMention(person, 'dang')).toBe(true);
    expect(matchesMention(person, 'hong')).toBe(true);
    expect(matchesMention(person, 'hongd')).toBe(true);
    expect(matchesMention(person, 'thi h')).toBe(true);
    expect(matchesMention(person, 'an')).toBe(false);
  });

  it('sends only the people whose @Name is still in the text', () => {
    const picked = [
      { id: 1, name: 'Nguyễn Văn An' },
      { id: 2, name: 'Lê Bình' },
      { id: 1, name: 'Nguyễn Văn An' },
    ];
    expect(mentionedIds('chào @Nguyễn Văn An!', picked)).toEqual([1]);
  });
});
