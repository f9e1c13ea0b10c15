/**
 * A meeting's attachments: photos through the image upload service (purpose `meeting_image`) and
 * documents (PDF, Word, Excel, text, CSV) checked by their content (files/files.documents.ts). An upload
 * is its uploader's until a meeting claims it; what the meeting answers is rebuilt from the stored
 * file, never taken from the request. A series split in two shares its attachments; a file goes
 * with the last meeting that lists it.
 */
import { CHAT_FILE_TYPES, MEETING_ATTACHMENTS_MAX, type MeetingAttachment } from '@pickleball/domain';
import type { Db } from '../../db/database';
import type { ServiceContext } from '../../platform/context';
import { fieldError } from '../../platform/errors';
import { storeDocument } from '../files/files.documents';
import { toStoredImage } from '../files/files.mapper';
import { removeStoredFiles } from '../files/files.service';
import {
  deleteFileRows,
  findFileByUuid,
  listMeetingAttachmentLists,
  listOwnedFiles,
  setFileOwner,
} from './calendar.files.repository';
import { updateMeetingRow } from './calendar.repository';

export const MEETING_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** The documents a meeting takes: the chat's list (PDF, Word, Excel, text, CSV). */
export const MEETING_FILE_TYPES = CHAT_FILE_TYPES;

const fileUrl = (uuid: string, name: string) => `/api/v1/calendar/files/${uuid}/${encodeURIComponent(name)}`;

export async function storeMeetingFile(
  ctx: ServiceContext,
  upload: { buffer: Buffer; filename: string },
): Promise<MeetingAttachment> {
  const stored = await storeDocument(ctx, upload, {
    purpose: 'meeting_file',
    types: MEETING_FILE_TYPES,
    maxBytes: MEETING_FILE_MAX_BYTES,
  });
  return {
    kind: 'file',
    id: stored.uuid,
    name: stored.name,
    url: fileUrl(stored.uuid, stored.name),
    type: stored.type,
    size: stored.size,
  };
}

const OWNER = 'meeting';

/**
 * Gives the listed uploads to the meeting (inside its transaction): only the actor's own unclaimed
 * uploads, files the meeting (or the series it was split from) already has. Files the meeting had
 * and no longer lists are deleted with the transaction (their bytes after it, by the caller's
 * cleanup: see releaseMeetingFiles).
 */
export async function claimAttachments(
  trx: Db,
  ctx: ServiceContext,
  meetingId: number,
  attachments: readonly MeetingAttachment[],
  splitFrom?: number,
): Promise<MeetingAttachment[]> {
  if (attachments.length > MEETING_ATTACHMENTS_MAX)
    throw fieldError('attachments', 'array_max', { max: MEETING_ATTACHMENTS_MAX });
  const kept: MeetingAttachment[] = [];
  for (const [index, attachment] of attachments.entries()) {
    const uuid = attachment.kind === 'image' ? attachment.image.id : attachment.id;
    const row = await findFileByUuid(trx, uuid);
    const purpose = attachment.kind === 'image' ? 'meeting_image' : 'meeting_file';
    const mine = row?.owner_type === null && row.created_by === ctx.actor?.id;
    const owned = row?.owner_type === OWNER && (row.owner_id === meetingId || row.owner_id === splitFrom);
    if (!row || row.purpose !== purpose || !(mine || owned))
      throw fieldError(`attachments.${index}`, 'invalid_value');
    if (mine) await setFileOwner(trx, row.id, OWNER, meetingId);
    kept.push(
      attachment.kind === 'image'
        ? { kind: 'image', image: toStoredImage(row) }
        : {
            kind: 'file',
            id: row.uuid,
            name: attachment.name,
            url: fileUrl(row.uuid, attachment.name),
            type: row.mime,
            size: row.bytes,
          },
    );
  }
  return kept;
}

/**
 * The meeting's files no meeting lists any more (after a change or a deletion), deleted in the
 * transaction; answers their ids, whose bytes the caller removes after the commit.
 */
export async function releaseUnlistedFiles(trx: Db, meetingId: number): Promise<string[]> {
  const owned = await listOwnedFiles(trx, OWNER, meetingId);
  if (owned.length === 0) return [];
  const listed = await listMeetingAttachmentLists(trx);
  const inUse = new Set(
    listed.flatMap((row) =>
      owned.filter((file) => row.attachments.includes(file.uuid)).map((file) => file.uuid),
    ),
  );
  const unused = owned.filter((file) => !inUse.has(file.uuid));
  if (unused.length > 0)
    await deleteFileRows(
      trx,
      unused.map((file) => file.id),
    );
  return unused.map((file) => file.uuid);
}

/** Removes the bytes of released files (after the commit). */
export const removeMeetingFiles = (ctx: ServiceContext, uuids: readonly string[]) =>
  removeStoredFiles(ctx, uuids);

/** Every file of a deleted meeting that no other meeting lists. */
export async function releaseAllMeetingFiles(trx: Db, meetingId: number): Promise<string[]> {
  await updateMeetingRow(trx, meetingId, { attachments: '[]' });
  return releaseUnlistedFiles(trx, meetingId);
}
