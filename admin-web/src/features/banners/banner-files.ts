import { BANNER_LIMITS } from '@streamhub/contracts';
import { formatNumber } from '../../shared/i18n/format';
import { t } from '../../shared/i18n/i18n';
import { MESSAGES } from '../../shared/messages';

/** Banner size as the spec shows it: bytes / 1024 with 2 decimals, e.g. "12.34 KB". */
export function sizeInKb(bytes: unknown): string {
  const value = typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0 ? bytes : 0;
  return `${formatNumber(value / 1024, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} KB`;
}

export const ACCEPTED_IMAGE_TYPES = BANNER_LIMITS.mimeTypes.join(',');

const isImage = (file: { type: string }) => BANNER_LIMITS.mimeTypes.includes(file.type);

/**
 * Adds picked files to the selection: images only (JPEG, PNG, WebP), at most 10 in total.
 * Returns the new selection and the message to show, if any.
 */
export function addFiles<T extends { type: string }>(current: T[], picked: T[]): { files: T[]; error: string | null } {
  const images = picked.filter(isImage);
  const error = images.length < picked.length ? t('banners.imagesOnly') : null;
  if (current.length + images.length > BANNER_LIMITS.maxFilesPerUpload)
    return { files: current, error: MESSAGES.maxBanners };
  return { files: [...current, ...images], error };
}

/** The bulk-upload check before sending (docs/product.md §5). */
export function uploadError(files: unknown[]): string | null {
  if (files.length === 0) return MESSAGES.selectBannerImage;
  if (files.length > BANNER_LIMITS.maxFilesPerUpload) return MESSAGES.maxBanners;
  return null;
}

/** The edit check before sending (docs/product.md §5). */
export function editError(file: unknown): string | null {
  if (file === null || file === undefined) return MESSAGES.selectNewImage;
  if (typeof File === 'undefined' || !(file instanceof File)) return MESSAGES.invalidFileObject;
  return null;
}
