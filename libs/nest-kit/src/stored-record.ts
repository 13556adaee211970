/** A stored document as a repository hands it on: the schema's fields, its id as text and the timestamps Mongoose keeps. */
export type StoredRecord<Doc> = Doc & { _id: string; createdAt: Date; updatedAt: Date };

/**
 * A lean document (or a new one's `toObject()`) as its record, with the ObjectId `_id` turned into
 * text so callers and replies never see a BSON type; no document stays null.
 */
export function toStoredRecord<Doc>(doc: Record<string, unknown> | null): StoredRecord<Doc> | null {
  if (!doc) return null;
  return { ...(doc as unknown as StoredRecord<Doc>), _id: String(doc._id) };
}
