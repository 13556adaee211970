import {
  AudioTrackMessages,
  BillingMessages,
  CatalogMessages,
  SupportMessages,
  TextTrackMessages,
  type QueryStatus,
} from '@streamhub/contracts';
import { SHARED_MESSAGES } from '@streamhub/web-kit';

/**
 * Every message the admin app shows, verbatim from docs/product.md §2, §5 and §8, so components
 * and tests use the same strings.
 */
export const MESSAGES = {
  ...SHARED_MESSAGES,

  // Sign-in
  adminAccessRequired: 'Admin access required',

  // Videos
  videoRequiredFields: 'Please fill in all required fields (Video Title, Genre)',
  videoFileRequired: 'Please select a video file',
  videoUploaded: 'Video uploaded successfully',
  videoDeletionNotSupported: 'Video deletion is not yet supported',
  videoStatusNotSupported: 'Video status update is not yet supported',
  videoActivated: 'Video activated successfully',
  videoDeactivated: 'Video deactivated successfully',
  videoDeleted: 'Video deleted successfully',
  ratingSaved: CatalogMessages.ratingSaved,
  localizedSaved: CatalogMessages.localizedSaved,
  markersSaved: CatalogMessages.markersSaved,
  subtitlesSaved: TextTrackMessages.saved,
  subtitlesDeleted: TextTrackMessages.deleted,
  subtitleFileRequired: TextTrackMessages.fileRequired,
  audioAccepted: AudioTrackMessages.accepted,
  audioDeleted: AudioTrackMessages.deleted,
  audioFileRequired: AudioTrackMessages.fileRequired,
  confirmDeleteVideo: 'Are you sure you want to delete this video?',
  noVideosFound: 'No videos found',
  trailerFailed: 'Trailer failed',
  trailerFailedHint: 'The video plays without it.',

  // Coupons
  couponCreated: BillingMessages.couponCreated,
  couponUpdated: BillingMessages.couponUpdated,
  noCouponsFound: 'No coupons found',
  noRedemptions: 'No one has used this coupon yet',

  // Users
  userActivated: 'User activated successfully',
  userDeactivated: 'User deactivated successfully',
  userDeleted: 'User deleted successfully',
  confirmDeleteUser: 'Are you sure you want to delete this user? This action cannot be undone.',
  adminCreated: 'Admin created successfully',
  userPromoted: 'User promoted to admin',
  noUsersFound: 'No users found',

  // Plans and subscriptions
  fillRequiredFields: 'Please fill in all required fields',
  invalidScope: 'Scope must be either "episode" or "all"',
  confirmDeletePlan: 'Are you sure you want to delete this plan?',
  planCreated: 'Plan created successfully',
  planUpdated: 'Plan updated successfully',
  planDeleted: 'Plan deleted successfully',
  subscriptionRefunded: 'Payment refunded and subscription cancelled',
  mandateReportReady: BillingMessages.mandateReportReady,
  refundReasonRequired: 'Please give a reason for the refund',
  planActivated: 'Plan activated successfully',
  planDeactivated: 'Plan deactivated successfully',
  defaultPlansCreated: 'Default plans created successfully',

  // Queries
  enterReply: 'Please enter a reply message',
  replySent: 'Reply sent successfully',
  sending: 'Sending...',
  noQueriesFound: 'No queries found',
  noGrievancesFound: 'No grievances found',
  grievanceUpdated: 'Grievance updated successfully',
  grievanceDecided: 'Decision recorded and mailed to the complainant',
  breachNoticeSent: 'The breach notice is recorded and being mailed to the affected accounts',
  queriesFilterHint: 'Try adjusting your search criteria',
  noQueriesAvailable: 'No queries available',

  // Banners
  maxBanners: 'Maximum 10 banners can be uploaded at once',
  selectBannerImage: 'Please select at least one banner image',
  selectNewImage: 'Please select a new image',
  invalidFileObject: 'Invalid file object',
  confirmDeleteBanner: 'Are you sure you want to delete this banner?',
  bannerActivated: 'Banner activated',
  bannerDeactivated: 'Banner deactivated',
  bannerDeleted: 'Banner deleted',
  bannerUpdated: 'Banner updated',
  bannerLinked: 'Banner link updated',
  bannerUnlinked: 'Banner no longer links to a title',
  noBannersFound: 'No Banners Found',
  noBannersHint: 'Upload your first banner to get started',
  noMatchingBanners: 'No matching banners',
} as const;

/** "Query {status} successfully" (docs/product.md §4), as the server words it. */
export function queryStatusChanged(status: QueryStatus): string {
  return SupportMessages.statusChanged(status);
}

export function bannersUploaded(count: number): string {
  return `${count} banner(s) uploaded successfully`;
}

export function bannerUpdateProgress(percent: number): string {
  return `Updating... ${percent}%`;
}
