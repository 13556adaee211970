import { CatalogMessages, CategoryLimits, isObjectId, type CategoryStatus } from '@streamhub/contracts';
import { ServiceError } from '@streamhub/nest-kit';

// Control characters (NUL, newlines, escapes…) have no place in a label shown in menus.
const CONTROL = /\p{Cc}/u;

/** A category name as stored: text, trimmed, inner whitespace collapsed, 1–60 characters. */
export function normaliseCategoryName(raw: unknown): string {
  if (raw === undefined || raw === null) throw ServiceError.invalid(CatalogMessages.categoryNameRequired);
  if (typeof raw !== 'string') throw ServiceError.invalid(CatalogMessages.categoryNameNotText);
  if (CONTROL.test(raw.trim())) throw ServiceError.invalid(CatalogMessages.categoryNameInvalid);
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw ServiceError.invalid(CatalogMessages.categoryNameRequired);
  if (name.length > CategoryLimits.nameMaxLength) throw ServiceError.invalid(CatalogMessages.categoryNameTooLong);
  return name;
}

/** The key that makes "Drama" and "DRAMA" one category; also the genre value videos carry. */
export function categoryKey(name: string): string {
  return name.toUpperCase();
}

export function assertCategoryId(raw: unknown): string {
  if (!isObjectId(raw)) throw ServiceError.invalid(CatalogMessages.invalidCategoryId);
  return raw.toLowerCase();
}

export function parseCategoryStatus(raw: unknown): CategoryStatus {
  if (raw !== 'active' && raw !== 'inactive') throw ServiceError.invalid(CatalogMessages.invalidCategoryStatus);
  return raw;
}
