/** A meeting's attachments: the uploaded files it owns, and the meetings listing files. */
import type { Db } from '../../db/database';

/** The file with this uuid (its whole row), if it exists. */
export async function findFileByUuid(db: Db, uuid: string) {
  return db.selectFrom('files').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** Gives the file to its owner. */
export async function setFileOwner(
  db: Db,
  fileId: number,
  ownerType: string,
  ownerId: number,
): Promise<void> {
  await db
    .updateTable('files')
    .set({ owner_type: ownerType, owner_id: ownerId })
    .where('id', '=', fileId)
    .execute();
}

/** The files an owner holds (id and uuid). */
export async function listOwnedFiles(db: Db, ownerType: string, ownerId: number) {
  return db
    .selectFrom('files')
    .select(['id', 'uuid'])
    .where('owner_type', '=', ownerType)
    .where('owner_id', '=', ownerId)
    .execute();
}

/** Deletes these files' rows (their bytes are removed after the commit, by the caller). */
export async function deleteFileRows(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('files').where('id', 'in', ids).execute();
}

/** The attachment lists (JSON) of every meeting that has attachments. */
export async function listMeetingAttachmentLists(db: Db) {
  return db.selectFrom('meetings').select('attachments').where('attachments', '<>', '[]').execute();
}
