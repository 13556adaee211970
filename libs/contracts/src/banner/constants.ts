import { healthPattern } from '../messaging/services';

export const BannerPatterns = {
  health: healthPattern('banner'),
  /** Body: {}. Reply: BannerList (active banners, in order). Public. */
  listActive: 'banner.banners.list-active',
  /** Body: AdminBannersRequest. Reply: BannerList (every banner). Admin. */
  listAll: 'banner.banners.list-all',
  /** Body: CreateBannersRequest (objects already stored by the gateway). Reply: BannerList (the new ones). Admin. */
  create: 'banner.banners.create',
  /** Body: ReplaceBannerImageRequest. Reply: Banner (the old object is removed). Admin. */
  replaceImage: 'banner.banners.replace-image',
  /** Body: SetBannerStatusRequest. Reply: Banner. Admin. */
  setStatus: 'banner.banners.set-status',
  /** Body: SetBannerTargetRequest (the gateway checked the title is visible). Reply: Banner. Admin. */
  setTarget: 'banner.banners.set-target',
  /** Body: DeleteBannerRequest. Reply: DeleteBannerReply (the object is removed too). Admin. */
  delete: 'banner.banners.delete',
} as const;

export type BannerStatus = 'active' | 'inactive';
export const BANNER_STATUSES: readonly BannerStatus[] = ['active', 'inactive'];

export const BANNER_LIMITS = {
  maxFilesPerUpload: 10,
  /** Per file. */
  maxFileBytes: 5 * 1024 * 1024,
  altTextMaxLength: 200,
  searchMaxLength: 100,
  mimeTypes: ['image/jpeg', 'image/png', 'image/webp'] as readonly string[],
} as const;

export const BannerMessages = {
  tooManyFiles: 'Maximum 10 banners can be uploaded at once',
  noFiles: 'Please select at least one banner image',
  newImageRequired: 'Please select a new image',
  invalidFileObject: 'Invalid file object',
  imagesOnly: 'Only JPEG, PNG or WebP images can be uploaded',
  fileTooLarge: 'Each banner image must be at most 5 MB',
  notMultipart: 'Send the images as multipart/form-data',
  unknownField: (field: string) => `Unexpected field "${field}"`,
  invalidStatus: 'Status must be active or inactive',
  invalidTarget: 'The banner must link to a title by its id, or to nothing (null)',
  targetSet: 'Banner link updated',
  bannerNotFound: 'Banner not found',
  fetched: 'Banners fetched successfully',
  uploaded: (count: number) => `${count} banner(s) uploaded successfully`,
  updated: 'Banner updated',
  activated: 'Banner activated',
  deactivated: 'Banner deactivated',
  deleted: 'Banner deleted',
  storageUnavailable: 'Banner storage is unavailable right now. Please try again in a few minutes.',
} as const;

/** A stored image object, as the gateway wrote it to the banner bucket. */
export interface StoredBannerImage {
  imageKey: string;
  imageSize: number;
  width: number;
  height: number;
  mimeType: string;
  altText?: string;
}

export interface CreateBannersRequest {
  images: StoredBannerImage[];
}

export interface ReplaceBannerImageRequest {
  id: string;
  image: StoredBannerImage;
}

export interface SetBannerStatusRequest {
  id: string;
  status?: string;
}

export interface SetBannerTargetRequest {
  id: string;
  /** The title (video id) the banner opens; null: none. */
  videoId?: string | null;
}

export interface DeleteBannerRequest {
  id: string;
}

/** Where the gateway serves a banner's image from (our own origin, behind the web apps' /api proxy). */
export const bannerImagePath = (imageKey: string): string => `/api/v1/banners/images/${imageKey}`;

/** Object keys of banner images: a random UUID and the extension of the checked type. */
export const BANNER_IMAGE_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;
