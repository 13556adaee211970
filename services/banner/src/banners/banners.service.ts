import { Injectable } from '@nestjs/common';
import {
  BANNER_IMAGE_KEY,
  BANNER_LIMITS,
  BANNER_STATUSES,
  BannerMessages,
  bannerImagePath,
  type AdminBannersRequest,
  type Banner,
  type BannerList,
  type BannerStatus,
  type DeleteBannerReply,
  type Principal,
  type StoredBannerImage,
} from '@streamhub/contracts';
import { adminOnly, searchText, ServiceError } from '@streamhub/nest-kit';
import { BannerObjects } from './banner-storage';
import { BannersRepository, type BannerRecord } from './banners.repository';

export function toBannerView(record: BannerRecord): Banner {
  return {
    _id: record._id,
    imageUrl: bannerImagePath(record.imageKey),
    imageKey: record.imageKey,
    imageSize: record.imageSize,
    width: record.width,
    height: record.height,
    mimeType: record.mimeType,
    altText: record.altText ?? '',
    status: record.status,
    order: record.order,
    ...(record.targetVideoId ? { targetVideoId: record.targetVideoId } : {}),
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  };
}

const positiveInt = (value: unknown): boolean => Number.isInteger(value) && (value as number) > 0;

/** What the gateway stored: checked again, since anything on the bus could send it. */
function storedImage(value: unknown): StoredBannerImage {
  const image = value as Partial<StoredBannerImage> | null;
  const valid =
    typeof image === 'object' &&
    image !== null &&
    typeof image.imageKey === 'string' &&
    BANNER_IMAGE_KEY.test(image.imageKey) &&
    typeof image.mimeType === 'string' &&
    BANNER_LIMITS.mimeTypes.includes(image.mimeType) &&
    positiveInt(image.imageSize) &&
    image.imageSize! <= BANNER_LIMITS.maxFileBytes &&
    positiveInt(image.width) &&
    positiveInt(image.height) &&
    (image.altText === undefined ||
      (typeof image.altText === 'string' && image.altText.length <= BANNER_LIMITS.altTextMaxLength));
  if (!valid) throw ServiceError.invalid(BannerMessages.invalidFileObject);
  return {
    imageKey: image.imageKey!,
    mimeType: image.mimeType!,
    imageSize: image.imageSize!,
    width: image.width!,
    height: image.height!,
    ...(image.altText !== undefined ? { altText: image.altText } : {}),
  };
}

@Injectable()
export class BannersService {
  constructor(
    private readonly repository: BannersRepository,
    private readonly objects: BannerObjects,
  ) {}

  async listActive(): Promise<BannerList> {
    return { banners: (await this.repository.listActive()).map(toBannerView) };
  }

  async listAll(principal: Principal | undefined, request: AdminBannersRequest | undefined): Promise<BannerList> {
    adminOnly(principal);
    const q = typeof request?.q === 'string' ? searchText(request.q).slice(0, BANNER_LIMITS.searchMaxLength) : '';
    return { banners: (await this.repository.listAll(q || undefined)).map(toBannerView) };
  }

  async create(principal: Principal | undefined, images: unknown): Promise<BannerList> {
    adminOnly(principal);
    if (!Array.isArray(images) || images.length === 0) throw ServiceError.invalid(BannerMessages.noFiles);
    if (images.length > BANNER_LIMITS.maxFilesPerUpload) throw ServiceError.invalid(BannerMessages.tooManyFiles);
    const checked = images.map(storedImage);
    return { banners: (await this.repository.createMany(checked)).map(toBannerView) };
  }

  /** Points the banner at its new image, then removes the old object. */
  async replaceImage(principal: Principal | undefined, id: string | undefined, image: unknown): Promise<Banner> {
    adminOnly(principal);
    const checked = storedImage(image);
    const current = await this.repository.findById(String(id ?? ''));
    if (!current) throw ServiceError.notFound(BannerMessages.bannerNotFound);
    const updated = await this.repository.replaceImage(current._id, checked);
    if (!updated) throw ServiceError.notFound(BannerMessages.bannerNotFound);
    if (current.imageKey !== checked.imageKey) await this.objects.remove(current.imageKey);
    return toBannerView(updated);
  }

  async setStatus(principal: Principal | undefined, id: string | undefined, status: unknown): Promise<Banner> {
    adminOnly(principal);
    if (typeof status !== 'string' || !(BANNER_STATUSES as readonly string[]).includes(status)) {
      throw ServiceError.invalid(BannerMessages.invalidStatus);
    }
    const updated = await this.repository.setStatus(String(id ?? ''), status as BannerStatus);
    if (!updated) throw ServiceError.notFound(BannerMessages.bannerNotFound);
    return toBannerView(updated);
  }

  /** Links the banner to a title (the gateway checked it is visible) or unlinks it (null). */
  async setTarget(principal: Principal | undefined, id: string | undefined, videoId: unknown): Promise<Banner> {
    adminOnly(principal);
    if (videoId !== null && (typeof videoId !== 'string' || !/^[0-9a-f]{24}$/.test(videoId))) {
      throw ServiceError.invalid(BannerMessages.invalidTarget);
    }
    const updated = await this.repository.setTarget(String(id ?? ''), videoId);
    if (!updated) throw ServiceError.notFound(BannerMessages.bannerNotFound);
    return toBannerView(updated);
  }

  /** Deletes the banner and its image object. */
  async delete(principal: Principal | undefined, id: string | undefined): Promise<DeleteBannerReply> {
    adminOnly(principal);
    const deleted = await this.repository.delete(String(id ?? ''));
    if (!deleted) throw ServiceError.notFound(BannerMessages.bannerNotFound);
    await this.objects.remove(deleted.imageKey);
    return { bannerId: deleted._id };
  }
}
