import type { Insertable } from 'kysely';
import type { Db } from '../../db/database';
import type { FilesTable } from './files.table';

/** Inserts a stored file's row. */
export async function insertFile(db: Db, row: Insertable<FilesTable>): Promise<void> {
  await db.insertInto('files').values(row).execute();
}

/** A file's whole row by its uuid, if it exists. */
export async function findFileRowByUuid(db: Db, uuid: string) {
  return db.selectFrom('files').selectAll().where('uuid', '=', uuid).executeTakeFirst();
}

/** An image's uuid, type and size by its uuid, if it exists. */
export async function findFileByUuid(db: Db, uuid: string) {
  return db
    .selectFrom('files')
    .select(['uuid', 'mime', 'width', 'height'])
    .where('uuid', '=', uuid)
    .executeTakeFirst();
}

/** A document's type by its uuid and purpose, if it exists. */
export async function findDocumentMime(db: Db, uuid: string, purpose: string) {
  return db
    .selectFrom('files')
    .select(['mime'])
    .where('uuid', '=', uuid)
    .where('purpose', '=', purpose)
    .executeTakeFirst();
}

/** Gives a file to its owner. */
export async function setFileOwner(db: Db, id: number, owner: { type: string; id: number }): Promise<void> {
  await db
    .updateTable('files')
    .set({ owner_type: owner.type, owner_id: owner.id })
    .where('id', '=', id)
    .execute();
}

/** The ids and uuids of an owner's files, other than `keep`. */
export async function listOwnerFiles(db: Db, owner: { type: string; id: number }, keep: number | null) {
  return db
    .selectFrom('files')
    .select(['id', 'uuid'])
    .where('owner_type', '=', owner.type)
    .where('owner_id', '=', owner.id)
    .$if(keep !== null, (qb) => qb.where('id', '!=', keep as number))
    .execute();
}

/** The ids and uuids of up to 100 unclaimed files created before `cutoff`. */
export async function listOrphanFiles(db: Db, cutoff: string) {
  return db
    .selectFrom('files')
    .select(['id', 'uuid'])
    .where('owner_type', 'is', null)
    .where('created_at', '<', cutoff)
    .limit(100)
    .execute();
}

/** Deletes files' rows by id. */
export async function deleteFiles(db: Db, ids: readonly number[]): Promise<void> {
  await db.deleteFrom('files').where('id', 'in', ids).execute();
}
