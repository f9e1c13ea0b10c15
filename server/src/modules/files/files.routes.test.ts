import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartFile } from '../../testing/multipart';
import { call, createTestApp, loginAsAdmin, type Session } from '../../testing/test-app';

let app: FastifyInstance;
let admin: Session;

beforeAll(async () => {
  app = await createTestApp();
  admin = await loginAsAdmin(app);
});
afterAll(() => app.close());

const image = (format: 'png' | 'jpeg' | 'webp', width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    [format]()
    .toBuffer();

function upload(file: Buffer, purpose = 'club_avatar', filename = 'avatar.png', locale?: string) {
  const { payload, headers } = multipartFile(filename, file, 'image/png');
  return call(app, admin, {
    method: 'POST',
    url: `/api/v1/uploads/images?purpose=${purpose}`,
    payload,
    headers,
    ...(locale ? { locale } : {}),
  });
}

describe('image upload', () => {
  it('re-encodes a PNG, crops it square and serves variants with long cache headers', async () => {
    const response = await upload(await image('png', 800, 600));
    expect(response.statusCode).toBe(201);
    const stored = response.json().data;
    expect(stored).toMatchObject({ width: 600, height: 600, url: expect.stringMatching(/\/original\.png$/) });
    const variant = await app.inject({ method: 'GET', url: stored.variants['256'] });
    expect(variant.headers['content-type']).toBe('image/webp');
    expect(variant.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(variant.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 256,
      height: 256,
    });
    const small = await app.inject({ method: 'GET', url: stored.variants['64'] });
    expect((await sharp(small.rawPayload).metadata()).width).toBe(64);
  });

  it('takes the type from the bytes: a JPEG named .png is a JPEG, a text file named .png is refused', async () => {
    const jpeg = await upload(await image('jpeg'), 'club_avatar', 'photo.png');
    expect(jpeg.json().data.url).toMatch(/\/original\.jpg$/);
    const fake = await upload(Buffer.from('not an image at all'), 'club_avatar', 'avatar.png');
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors.file).toEqual([
      'This file type is not allowed: choose an image of type JPG, PNG',
    ]);
    // A club avatar is JPG or PNG (SPEC §5); a user avatar may be WebP.
    const webp = await image('webp');
    expect((await upload(webp, 'club_avatar', 'a.webp', 'vi')).json().errors.file).toEqual([
      'Loại tệp này không được phép: hãy chọn ảnh định dạng JPG, PNG',
    ]);
    expect((await upload(webp, 'user_avatar', 'a.webp')).statusCode).toBe(201);
  });

  it('refuses an image over the purpose maximum, saying the maximum', async () => {
    const noise = randomBytes(1500 * 1500 * 3);
    const big = await sharp(noise, { raw: { width: 1500, height: 1500, channels: 3 } })
      .png()
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const refused = await upload(big);
    expect(refused.json().errors.file).toEqual(['The image is too large: at most 2 MB']);
  });

  it('strips EXIF (a phone photo’s location) and turns the image upright', async () => {
    const photo = await sharp({ create: { width: 400, height: 200, channels: 3, background: 'white' } })
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Someone' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const stored = (await upload(photo, 'user_avatar', 'photo.jpg')).json().data;
    const original = await app.inject({ method: 'GET', url: stored.url });
    const metadata = await sharp(original.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([200, 200]);
  });

  it('refuses two files at once and a request without one', async () => {
    const png = await image('png');
    const boundary = '----twofiles';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        png,
        Buffer.from('\r\n'),
      ]);
    const payload = Buffer.concat([part('a.png'), part('b.png'), Buffer.from(`--${boundary}--\r\n`)]);
    const two = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/uploads/images?purpose=club_avatar',
      payload,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(two.json().errors.file).toEqual(['Too many files: at most 1']);
    const none = await call(app, admin, {
      method: 'POST',
      url: '/api/v1/uploads/images?purpose=club_avatar',
      payload: {},
    });
    expect(none.json().errors.file).toEqual(['Please choose an image']);
  });

  it('answers 404 for an unknown file and refuses path tricks', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/files/00000000-0000-0000-0000-000000000000/64.webp' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app.inject({ method: 'GET', url: '/api/v1/files/..%2F..%2Fetc/passwd' })).statusCode,
    ).toBeGreaterThanOrEqual(400);
  });
});
