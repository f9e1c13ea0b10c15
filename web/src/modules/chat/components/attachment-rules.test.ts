import { CHAT_ATTACHMENTS_MAX, CHAT_FILE_MAX_BYTES } from '@pickleball/domain/chat/chat.rules';
import { describe, expect, it } from 'vitest';
import { checkAttachment } from './attachment-rules';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('attachments checked before the upload', () => {
  it('takes a PDF or a spreadsheet, and a JPG or PNG as an image', () => {
    expect(checkAttachment(file('lich.pdf', 'application/pdf'), 'file', 0)).toBeNull();
    expect(checkAttachment(file('ds.xlsx', ''), 'file', 0)).toBeNull();
    expect(checkAttachment(file('anh.jpg', 'image/jpeg'), 'image', 0)).toBeNull();
  });

  it('refuses a type not on the list, naming the ones allowed', () => {
    const refused = checkAttachment(file('setup.exe', 'application/x-msdownload'), 'file', 0);
    expect(refused?.reason).toBe('type');
    expect(refused?.reason === 'type' && refused.types).toContain('PDF');
    expect(checkAttachment(file('anh.gif', 'image/gif'), 'image', 0)?.reason).toBe('type');
  });

  it('refuses a file over the limit, and one more than a message carries', () => {
    expect(checkAttachment(file('to.pdf', 'application/pdf', CHAT_FILE_MAX_BYTES + 1), 'file', 0)).toEqual({
      reason: 'size',
      maxBytes: CHAT_FILE_MAX_BYTES,
    });
    expect(checkAttachment(file('a.pdf', 'application/pdf'), 'file', CHAT_ATTACHMENTS_MAX)?.reason).toBe(
      'count',
    );
  });
});
