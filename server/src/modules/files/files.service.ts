/**
 * Uploaded images (issue 6 §1). Rules owned here:
 * - the type is read from the file's bytes (sharp's decoder), never from its name or the
 *   browser's word; each purpose allows its types and size;
 * - every image is decoded and re-encoded (turned upright from its EXIF orientation, then written
 *   without any metadata, so a phone photo's location never leaves), cropped square when the
 *   purpose asks, and stored with WebP variants 64, 256 and 512 px wide;
 * - files are owned records: an upload belongs to nobody until the form that made it is saved;
 *   deleting or replacing its owner's image deletes it; unclaimed uploads go after a day;
 * - they are served with long cache headers: an id's content never changes.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  formatBytes,
  IMAGE_PURPOSES,
  IMAGE_TYPE_NAMES,
  IMAGE_VARIANT_SIZES,
  type ImagePurpose,
  type StoredImage,
} from '@pickleball/domain';
import sharp from 'sharp';
import type { Db } from '../../db/database';
import { nowIso } from '../../db/dialect';
import { requireActor, type ServiceContext } from '../../platform/context';
import { AppError, fieldError } from '../../platform/errors';
import { MIME_EXTENSION, toStoredImage } from './files.mapper';
import {
  deleteFiles,
  findFileRowByUuid,
  insertFile,
  listOrphanFiles,
  listOwnerFiles,
  setFileOwner,
} from './files.repository';
import type { FilesTable } from './files.table';

export type FileRow = Omit<FilesTable, 'id'> & { id: number };

/** Larger than any purpose allows, so the per-purpose check gives the precise message. */
export const UPLOAD_MAX_BYTES =
  Math.max(...Object.values(IMAGE_PURPOSES).map((purpose) => purpose.maxBytes)) * 2;
const ORPHAN_AFTER_MS = 24 * 3_600_000;
/** Decoding a hostile image must not take the server's memory: 40 megapixels at most. */
const MAX_PIXELS = 40_000_000;

const FORMAT_MIME: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' };

/** Checks, re-encodes and stores an image; returns it unowned (see claimFile). */
export async function storeImage(
  ctx: ServiceContext,
  purpose: ImagePurpose,
  buffer: Buffer,
): Promise<StoredImage> {
  const actor = requireActor(ctx);
  const rules = IMAGE_PURPOSES[purpose];
  const allowed = rules.types.map((type) => IMAGE_TYPE_NAMES[type]).join(', ');
  let format: string | undefined;
  try {
    format = (await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata()).format;
  } catch {
    throw fieldError('file', 'image_type', { types: allowed });
  }
  const mime = format ? FORMAT_MIME[format] : undefined;
  if (!mime || !(rules.types as readonly string[]).includes(mime))
    throw fieldError('file', 'image_type', { types: allowed });
  if (buffer.length > rules.maxBytes)
    throw fieldError('file', 'image_too_large', { max: formatBytes(rules.maxBytes) });

  let original: { data: Buffer; info: sharp.OutputInfo };
  try {
    let image = sharp(buffer, { limitInputPixels: MAX_PIXELS }).rotate();
    if (rules.square) {
      const {
        width = 0,
        height = 0,
        orientation,
      } = await sharp(buffer, { limitInputPixels: MAX_PIXELS }).metadata();
      const side = Math.min(width, height);
      // EXIF orientations 5–8 swap width and height once the image is turned upright.
      const upright = orientation && orientation >= 5 ? { width: height, height: width } : { width, height };
      image = image.extract({
        left: Math.floor((upright.width - side) / 2),
        top: Math.floor((upright.height - side) / 2),
        width: side,
        height: side,
      });
    }
    const encoded =
      format === 'png'
        ? image.png()
        : format === 'webp'
          ? image.webp({ quality: 85 })
          : image.jpeg({ quality: 85, mozjpeg: true });
    original = await encoded.toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('image.load_failed');
  }

  const uuid = randomUUID();
  const folder = join(ctx.services.config.uploadsDir, uuid);
  try {
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, `original.${MIME_EXTENSION[mime]}`), original.data);
  } catch (error) {
    ctx.log.error({ err: error }, 'image store failed');
    await rm(folder, { recursive: true, force: true });
    throw new AppError('image.upload_failed');
  }
  try {
    for (const size of IMAGE_VARIANT_SIZES) {
      const variant = await sharp(original.data)
        .resize({ width: size, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
      await writeFile(join(folder, `${size}.webp`), variant);
    }
  } catch (error) {
    ctx.log.error({ err: error }, 'image variants failed');
    await rm(folder, { recursive: true, force: true });
    throw new AppError('image.variants_failed');
  }

  const row = {
    uuid,
    purpose,
    owner_type: null,
    owner_id: null,
    mime,
    width: original.info.width,
    height: original.info.height,
    bytes: original.data.length,
    created_by: actor.id,
    created_at: nowIso(),
  };
  await insertFile(ctx.db, row);
  await deleteOrphanFiles(ctx);
  return toStoredImage(row);
}

/**
 * Gives an uploaded image to its owner (inside the owner's transaction): only the uploader's own
 * unclaimed image of the right purpose, or the owner's current one. Answers its row id.
 */
export async function claimFile(
  db: Db,
  ctx: ServiceContext,
  uuid: string,
  purpose: ImagePurpose,
  owner: { type: string; id: number },
): Promise<number> {
  const row = await findFileRowByUuid(db, uuid);
  const mine = row && row.owner_type === null && row.created_by === ctx.actor?.id;
  const already = row && row.owner_type === owner.type && row.owner_id === owner.id;
  if (!row || row.purpose !== purpose || !(mine || already)) throw fieldError('avatar', 'invalid_value');
  await setFileOwner(db, row.id, owner);
  return row.id;
}

/** Deletes an owner's files other than `keep` (rows now; the disk after commit, by the caller). */
export async function releaseOwnerFiles(
  db: Db,
  owner: { type: string; id: number },
  keep: number | null = null,
): Promise<string[]> {
  const rows = await listOwnerFiles(db, owner, keep);
  if (rows.length > 0)
    await deleteFiles(
      db,
      rows.map((row) => row.id),
    );
  return rows.map((row) => row.uuid);
}

/** Removes stored files from disk (after the transaction that deleted their rows committed). */
export async function removeStoredFiles(ctx: ServiceContext, uuids: readonly string[]): Promise<void> {
  for (const uuid of uuids)
    if (/^[0-9a-f-]{36}$/.test(uuid))
      await rm(join(ctx.services.config.uploadsDir, uuid), { recursive: true, force: true });
}

async function deleteOrphanFiles(ctx: ServiceContext): Promise<void> {
  const cutoff = new Date(Date.now() - ORPHAN_AFTER_MS).toISOString();
  const orphans = await listOrphanFiles(ctx.db, cutoff);
  if (orphans.length === 0) return;
  await deleteFiles(
    ctx.db,
    orphans.map((row) => row.id),
  );
  await removeStoredFiles(
    ctx,
    orphans.map((row) => row.uuid),
  );
}
