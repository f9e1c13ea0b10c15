import { describe, expect, it } from 'vitest';
import { acceptAttribute, checkImageFiles, describeTypes, detectType } from './image-rules';

const file = (name: string, type: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type });
const CLUB_AVATAR = { accept: ['image/jpeg', 'image/png'], maxBytes: 2 * 1024 * 1024, maxFiles: 1 };

describe('image checks before upload (SPEC §5, §8)', () => {
  it('refuses a type outside the list, naming the allowed ones', () => {
    const webp = file('a.webp', 'image/webp', 10);
    expect(checkImageFiles([webp], CLUB_AVATAR, 0)).toEqual({
      accepted: [],
      rejected: [{ file: webp, reason: 'type', types: 'JPG, PNG' }],
    });
  });

  it('refuses a file over the maximum, saying the maximum', () => {
    const big = file('big.png', 'image/png', 2 * 1024 * 1024 + 1);
    expect(checkImageFiles([big], CLUB_AVATAR, 0).rejected).toEqual([
      { file: big, reason: 'size', max: '2 MB' },
    ]);
    const exact = file('ok.png', 'image/png', 2 * 1024 * 1024);
    expect(checkImageFiles([exact], CLUB_AVATAR, 0).accepted).toEqual([exact]);
  });

  it('keeps to the maximum number of files, counting those already kept', () => {
    const rules = { ...CLUB_AVATAR, maxFiles: 3 };
    const files = ['a', 'b', 'c'].map((name) => file(`${name}.jpg`, 'image/jpeg', 10));
    const { accepted, rejected } = checkImageFiles(files, rules, 1);
    expect(accepted.map((f) => f.name)).toEqual(['a.jpg', 'b.jpg']);
    expect(rejected).toEqual([{ file: files[2], reason: 'count', max: 3 }]);
  });

  it('lets a single-image field take a new file in place of the kept one, but only one', () => {
    const [a, b] = [file('a.png', 'image/png', 1), file('b.png', 'image/png', 1)];
    const { accepted, rejected } = checkImageFiles([a, b], CLUB_AVATAR, 1);
    expect(accepted).toEqual([a]);
    expect(rejected).toEqual([{ file: b, reason: 'count', max: 1 }]);
  });

  it('reads the type from the name when the browser gives none', () => {
    expect(detectType(file('IMG_0001.JPG', '', 1))).toBe('image/jpeg');
    expect(detectType(file('scan.pdf', '', 1))).toBe('');
    expect(describeTypes(['image/jpeg', 'image/png', 'image/webp'])).toBe('JPG, PNG, WebP');
    expect(acceptAttribute(['image/jpeg', 'image/png'])).toBe('image/jpeg,image/png,.jpg,.jpeg,.png');
  });
});
