import type { ContentKeysReply, ContentKeysRequest, ProtectTitleRequest, ProtectionStatus } from '../drm/constants';
import {
  DownloadPatterns,
  type DownloadListRequest,
  type DownloadRequest,
  type GrantDownloadRequest,
  type StoredDownload,
} from '../downloads/constants';
import {
  AnalyticsPatterns,
  type AnalyticsRangeRequest,
  type AnalyticsStoreStats,
  type AdDeliveryReply,
  type AdDeliveryRequest,
  type CoWatchedReply,
  type CoWatchedRequest,
  type QoeRequest,
  type RankedVideos,
  type TitleAnalyticsRequest,
  type TrendingRequest,
} from '../analytics/constants';
import { type AnalyticsOverview, type QoeReport, type TitleAnalytics } from '../analytics/schemas';
import { DeviceGrantPatterns } from '../device-grant/constants';
import {
  type ApproveDeviceRpcRequest,
  type DeviceCodeReply,
  type DeviceRequest,
  type DeviceTokenReply,
  type DeviceTokenRequest,
  type StartDeviceSignInRpcRequest,
  type UserCodeRpcRequest,
} from '../device-grant/schemas';
import { DeviceSessionPatterns, type SignOutDeviceRequest } from '../device-sessions/constants';
import { type DeviceSessionList, type SignOutOthersReply } from '../device-sessions/schemas';
import {
  type AccessStateRequest,
  AuthPatterns,
  type CreateAdminRequest,
  type DeleteUserRequest,
  type SetUserStatusRequest,
  type UserAccessState,
  type UserRole,
  type UserStatus,
} from '../auth/constants';
import {
  type AccountDeletion,
  type AuthResult,
  type HandoffReply,
  type RedeemHandoffRpcRequest,
  type ChangePasswordRequest,
  type CreateAdminReply,
  type ForgotPasswordRequest,
  type ListUsersRequest,
  type PublicUser,
  type RequestAccountDeletionRequest,
  type ResendSignupOtpRequest,
  type NotMeRequest,
  type SigninRpcRequest,
  type VerifySignupOtpRpcRequest,
  type ResetPasswordRequest,
  type SignupReply,
  type SignupRpcRequest,
  type UpdateProfileRequest,
  type UserList,
} from '../auth/schemas';
import { PrivacyPatterns, type PersonalisationReply, type DataExportMailRequest } from '../privacy/constants';
import {
  type ConsentsReply,
  type NomineeReply,
  type SetNomineeRequest,
  type SendBreachNoticeRequest,
  type BreachNoticeReply,
  type BreachNoticeList,
  type ServiceDataExport,
  type UpdateConsentsRpcRequest,
} from '../privacy/schemas';
import type {
  CreateProfileRequest,
  ConfirmAgeRequest,
  DeleteProfileRequest,
  HouseholdReply,
  ParentalControlsRequest,
  SelectProfileReply,
  SelectProfileRequest,
  UpdateProfileSettingsRequest,
} from '../profiles/schemas';
import type { HouseholdState } from '../profiles/constants';
import {
  type AdDecision,
  type AdDecisionRequest,
  type AdMarkers,
  type AdTrackReply,
  AdsPatterns,
} from '../ads/constants';
import {
  type AdTrackRequest,
  type CampaignReport,
  type AdRevenue,
  type Advertiser,
  type AdvertiserInput,
  type Campaign,
  type CampaignInput,
  type SetAdMarkersRequest,
  type UpdateCampaignRequest,
} from '../ads/schemas';
import { type AdminBannersRequest, type Banner, type BannerList, type DeleteBannerReply } from '../banner/schemas';
import {
  BannerPatterns,
  type CreateBannersRequest,
  type DeleteBannerRequest,
  type ReplaceBannerImageRequest,
  type SetBannerStatusRequest,
  type SetBannerTargetRequest,
} from '../banner/constants';
import {
  type AdminSubscription,
  type AdminSubscriptionsQuery,
  type AdminSubscriptionsReply,
  type BillingDashboard,
  type CreateOrderRequest,
  type DeletePlanReply,
  type MySubscriptionsReply,
  type OrderReply,
  type PaymentReply,
  type Plan,
  type PlanInput,
  type PlanList,
  type SeedPlansReply,
  type UpdatePlanRequest,
  type Coupon,
  type CouponInput,
  type CouponList,
  type CouponRedemptionsReply,
  type OrderPreview,
  type OrderPreviewRequest,
  type UpdateCouponRequest,
  type MyPaymentsReply,
  type Receipt,
  type InvoiceDetails,
  type InvoiceDetailsInput,
  type ConfirmAutoRenewRequest,
  type UserSubscription,
  type MandateReport,
} from '../billing/schemas';
import {
  BillingPatterns,
  type DeletePlanRequest,
  type PaymentNotification,
  type RefundSubscriptionRequest,
  type SetPlanActiveRequest,
} from '../billing/constants';
import {
  type AccessReply,
  type AdminVideosQuery,
  type Category,
  type CreateCategoryRequest,
  type DialogueReply,
  type EpisodeDetail,
  type EpisodesQuery,
  type EpisodesReply,
  type PlaybackReply,
  type VideoByExternalId,
  type SearchVideosQuery,
  type SeriesData,
  type SetVideoMarkersRequest,
  type SetVideoLocalizedRequest,
  type SetVideoRatingRequest,
  type Video,
  type VideoFilters,
  type VideoPage,
  type WatchHistoryItem,
  type WatchHistoryReply,
  type WatchlistReply,
} from '../catalog/schemas';
import {
  CatalogPatterns,
  type CreateVideoRequest,
  type ProfileScope,
  type PlaybackRequest,
  type UploadVideoRequest,
  type VideosByExternalIdRequest,
  type RecordProgressRequest,
  type WatchlistChangeRequest,
  type HistoryEntryRequest,
  type SetCategoryStatusRequest,
  type SetVideoStatusRequest,
  type UpsertSeriesRequest,
} from '../catalog/constants';
import type { HealthPong } from './rpc';
import type {
  DeleteTextTrackReply,
  DeleteTextTrackRequest,
  MediaTextTracksReply,
  PutTextTrackReply,
  PutTextTrackRequest,
  SearchDialogueRequest,
} from '../media/text-tracks';
import type { AudioTracksReply, DeleteAudioTrackRequest, PutAudioTrackRequest } from '../media/audio-tracks';
import {
  type ListQueriesRequest,
  type MyQueries,
  type QueryList,
  type SubmitQueryRequest,
  type SupportQuery,
} from '../support/schemas';
import {
  type AnswerQueryRequest,
  type ReplyQueryRequest,
  type SetQueryStatusRequest,
  SupportPatterns,
} from '../support/constants';
import {
  GrievancePatterns,
  type AdminGrievancesRequest,
  type DecideGrievanceRequest,
  type FileGrievanceRequest,
  type GrievanceLookupRequest,
  type UpdateGrievanceRequest,
} from '../support/grievances';
import {
  LivePatterns,
  type LiveIngestRequest,
  type LiveRecordingNotice,
  type LivePublishReply,
  type LiveTicketOrderRequest,
} from '../live/constants';
import {
  type AdminLiveEvent,
  type AdminLiveEventList,
  type CreateLiveEventRequest,
  type LiveEventList,
  type AdminLiveEventState,
  type LiveEvent,
  type LivePlaybackGrant,
  type LiveTicketOrder,
} from '../live/schemas';
import type { RequestPattern } from './topics';
import type { ProfileLanguage } from '../languages/constants';
import {
  type AdminGrievance,
  type AdminGrievanceList,
  type Grievance,
  type GrievanceList,
  type GrievanceOffice,
  type GrievanceReport,
} from '../support/schemas';

/** One request/reply contract: the body the caller sends and what the service answers. */
export interface Rpc<TRequest, TReply> {
  request: TRequest;
  reply: TReply;
}

/** A request without a body. */
export type NoBody = Record<string, never>;

/** A user as billing knows it (projection of auth events). */
export interface BillingCustomer {
  userId: string;
  name: string;
  email: string;
  mobile: string;
  role: UserRole;
  status: UserStatus;
  deleted: boolean;
  revision: number;
  /** The account's language for billing's mails (docs/i18n.md "Mails"); absent until auth has said (English). */
  language?: ProfileLanguage;
}

/**
 * Every request/reply pattern with its request body and reply type. The gateway's `Upstream.send`
 * and services' `@RpcHandler` take their types from here, so a wrong body or reply fails to
 * compile. A new pattern is one line: `[DomainPatterns.name]: Rpc<TheRequest, TheReply>;`.
 */
export interface RpcContracts {
  [AuthPatterns.health]: Rpc<NoBody, HealthPong>;
  [AuthPatterns.signup]: Rpc<SignupRpcRequest, SignupReply>;
  [PrivacyPatterns.consents]: Rpc<NoBody, ConsentsReply>;
  [PrivacyPatterns.updateConsents]: Rpc<UpdateConsentsRpcRequest, ConsentsReply>;
  [PrivacyPatterns.personalisation]: Rpc<NoBody, PersonalisationReply>;
  [PrivacyPatterns.nominee]: Rpc<NoBody, NomineeReply>;
  [PrivacyPatterns.setNominee]: Rpc<SetNomineeRequest, NomineeReply>;
  [PrivacyPatterns.exportMail]: Rpc<DataExportMailRequest, NoBody>;
  [PrivacyPatterns.sendBreachNotice]: Rpc<SendBreachNoticeRequest, BreachNoticeReply>;
  [PrivacyPatterns.breachNotices]: Rpc<NoBody, BreachNoticeList>;
  [PrivacyPatterns.exportAuth]: Rpc<NoBody, ServiceDataExport>;
  [PrivacyPatterns.exportCatalog]: Rpc<NoBody, ServiceDataExport>;
  [PrivacyPatterns.exportBilling]: Rpc<NoBody, ServiceDataExport>;
  [PrivacyPatterns.exportSupport]: Rpc<NoBody, ServiceDataExport>;
  [PrivacyPatterns.exportAnalytics]: Rpc<NoBody, ServiceDataExport>;
  [AuthPatterns.verifySignupOtp]: Rpc<VerifySignupOtpRpcRequest, AuthResult>;
  [AuthPatterns.resendSignupOtp]: Rpc<ResendSignupOtpRequest, { sent: true }>;
  [AuthPatterns.signOutEverywhere]: Rpc<NotMeRequest, { signedOut: true }>;
  [AuthPatterns.signin]: Rpc<SigninRpcRequest, AuthResult>;
  [AuthPatterns.me]: Rpc<NoBody, PublicUser>;
  [AuthPatterns.updateProfile]: Rpc<UpdateProfileRequest, PublicUser>;
  [AuthPatterns.changePassword]: Rpc<ChangePasswordRequest, AuthResult>;
  [AuthPatterns.forgotPassword]: Rpc<ForgotPasswordRequest, { accepted: true }>;
  [AuthPatterns.resetPassword]: Rpc<ResetPasswordRequest, { reset: true }>;
  [AuthPatterns.listUsers]: Rpc<ListUsersRequest, UserList>;
  [AuthPatterns.setUserStatus]: Rpc<SetUserStatusRequest, PublicUser>;
  [AuthPatterns.deleteUser]: Rpc<DeleteUserRequest, { deleted: true }>;
  [AuthPatterns.createAdmin]: Rpc<CreateAdminRequest, CreateAdminReply>;
  [AuthPatterns.accessState]: Rpc<AccessStateRequest, UserAccessState>;
  [AuthPatterns.requestAccountDeletion]: Rpc<RequestAccountDeletionRequest, AccountDeletion>;
  [AuthPatterns.createHandoff]: Rpc<NoBody, HandoffReply>;
  [AuthPatterns.redeemHandoff]: Rpc<RedeemHandoffRpcRequest, AuthResult>;
  [DeviceGrantPatterns.start]: Rpc<StartDeviceSignInRpcRequest, DeviceCodeReply>;
  [DeviceGrantPatterns.token]: Rpc<DeviceTokenRequest, DeviceTokenReply>;
  [DeviceGrantPatterns.describe]: Rpc<UserCodeRpcRequest, DeviceRequest>;
  [DeviceGrantPatterns.approve]: Rpc<ApproveDeviceRpcRequest, DeviceRequest>;
  [DeviceGrantPatterns.deny]: Rpc<UserCodeRpcRequest, DeviceRequest>;
  [DeviceSessionPatterns.list]: Rpc<NoBody, DeviceSessionList>;
  [DeviceSessionPatterns.signOut]: Rpc<SignOutDeviceRequest, DeviceSessionList>;
  [DeviceSessionPatterns.signOutOthers]: Rpc<NoBody, SignOutOthersReply>;
  [AuthPatterns.listProfiles]: Rpc<NoBody, HouseholdReply>;
  [AuthPatterns.createProfile]: Rpc<CreateProfileRequest, HouseholdReply>;
  [AuthPatterns.updateProfileSettings]: Rpc<UpdateProfileSettingsRequest, HouseholdReply>;
  [AuthPatterns.deleteProfile]: Rpc<DeleteProfileRequest, HouseholdReply>;
  [AuthPatterns.selectProfile]: Rpc<SelectProfileRequest, SelectProfileReply>;
  [AuthPatterns.setParentalControls]: Rpc<ParentalControlsRequest, HouseholdReply>;
  [AuthPatterns.confirmAge]: Rpc<ConfirmAgeRequest, HouseholdReply>;
  [AuthPatterns.householdState]: Rpc<AccessStateRequest, HouseholdState>;

  [CatalogPatterns.health]: Rpc<NoBody, HealthPong>;
  [CatalogPatterns.listCategories]: Rpc<NoBody, Category[]>;
  [CatalogPatterns.createCategory]: Rpc<CreateCategoryRequest, Category>;
  [CatalogPatterns.setCategoryStatus]: Rpc<SetCategoryStatusRequest, Category>;
  [CatalogPatterns.createVideo]: Rpc<CreateVideoRequest, Video>;
  [CatalogPatterns.listEpisodes]: Rpc<EpisodesQuery, EpisodesReply>;
  [CatalogPatterns.listAllVideos]: Rpc<ProfileScope, Video[]>;
  [CatalogPatterns.searchVideos]: Rpc<SearchVideosQuery, VideoPage>;
  [CatalogPatterns.videoFilters]: Rpc<ProfileScope, VideoFilters>;
  [CatalogPatterns.getVideo]: Rpc<{ id: string }, Video>;
  [CatalogPatterns.getEpisodeByName]: Rpc<{ name: string } & ProfileScope, EpisodeDetail>;
  [CatalogPatterns.adminListVideos]: Rpc<AdminVideosQuery, VideoPage>;
  [CatalogPatterns.setVideoStatus]: Rpc<SetVideoStatusRequest, Video>;
  [CatalogPatterns.setVideoRating]: Rpc<SetVideoRatingRequest, Video>;
  [CatalogPatterns.setVideoMarkers]: Rpc<SetVideoMarkersRequest, Video>;
  [CatalogPatterns.setVideoLocalized]: Rpc<SetVideoLocalizedRequest, Video>;
  [CatalogPatterns.deleteVideo]: Rpc<{ id: string }, { deleted: true }>;
  [CatalogPatterns.upsertSeries]: Rpc<UpsertSeriesRequest, SeriesData>;
  [CatalogPatterns.checkVideoAccess]: Rpc<{ videoId: string }, AccessReply>;
  [CatalogPatterns.checkEpisodeAccess]: Rpc<{ name: string }, AccessReply>;
  [CatalogPatterns.listWatchlist]: Rpc<NoBody, WatchlistReply>;
  [CatalogPatterns.addToWatchlist]: Rpc<WatchlistChangeRequest, WatchlistReply>;
  [CatalogPatterns.removeFromWatchlist]: Rpc<WatchlistChangeRequest, WatchlistReply>;
  [CatalogPatterns.listHistory]: Rpc<NoBody, WatchHistoryReply>;
  [CatalogPatterns.recordProgress]: Rpc<RecordProgressRequest, WatchHistoryItem>;
  [CatalogPatterns.hideFromContinueWatching]: Rpc<HistoryEntryRequest, WatchHistoryReply>;
  [CatalogPatterns.removeHistoryEntry]: Rpc<HistoryEntryRequest, WatchHistoryReply>;
  [CatalogPatterns.uploadVideo]: Rpc<UploadVideoRequest, Video>;
  [CatalogPatterns.videosByExternalId]: Rpc<VideosByExternalIdRequest, VideoByExternalId[]>;
  [CatalogPatterns.getPlayback]: Rpc<PlaybackRequest, PlaybackReply>;
  [CatalogPatterns.contentKeys]: Rpc<ContentKeysRequest, ContentKeysReply>;
  [DownloadPatterns.grant]: Rpc<GrantDownloadRequest, StoredDownload>;
  [DownloadPatterns.list]: Rpc<DownloadListRequest, { downloads: StoredDownload[] }>;
  [DownloadPatterns.get]: Rpc<DownloadRequest, StoredDownload>;
  [DownloadPatterns.play]: Rpc<DownloadRequest, StoredDownload>;
  [DownloadPatterns.renew]: Rpc<DownloadRequest, StoredDownload>;
  [DownloadPatterns.remove]: Rpc<DownloadRequest, { downloads: StoredDownload[] }>;
  [CatalogPatterns.protectTitle]: Rpc<ProtectTitleRequest, ProtectionStatus>;
  [CatalogPatterns.protectionStatus]: Rpc<ProtectTitleRequest, ProtectionStatus>;
  [CatalogPatterns.putTextTrack]: Rpc<PutTextTrackRequest, PutTextTrackReply>;
  [CatalogPatterns.deleteTextTrack]: Rpc<DeleteTextTrackRequest, DeleteTextTrackReply>;
  [CatalogPatterns.mediaTextTracks]: Rpc<{ videoId: string }, MediaTextTracksReply>;
  [CatalogPatterns.putAudioTrack]: Rpc<PutAudioTrackRequest, AudioTracksReply>;
  [CatalogPatterns.deleteAudioTrack]: Rpc<DeleteAudioTrackRequest, AudioTracksReply>;
  [CatalogPatterns.searchDialogue]: Rpc<SearchDialogueRequest, DialogueReply>;

  [BillingPatterns.health]: Rpc<NoBody, HealthPong>;
  [BillingPatterns.getCustomer]: Rpc<{ userId: string }, BillingCustomer>;
  [BillingPatterns.listPlans]: Rpc<NoBody, PlanList>;
  [BillingPatterns.seedPlans]: Rpc<NoBody, SeedPlansReply>;
  [BillingPatterns.createPlan]: Rpc<PlanInput, Plan>;
  [BillingPatterns.updatePlan]: Rpc<UpdatePlanRequest, Plan>;
  [BillingPatterns.deletePlan]: Rpc<DeletePlanRequest, DeletePlanReply>;
  [BillingPatterns.setPlanActive]: Rpc<SetPlanActiveRequest, Plan>;
  [BillingPatterns.createOrder]: Rpc<CreateOrderRequest, OrderReply>;
  [BillingPatterns.previewOrder]: Rpc<OrderPreviewRequest, OrderPreview>;
  [BillingPatterns.myPayments]: Rpc<NoBody, MyPaymentsReply>;
  [BillingPatterns.getReceipt]: Rpc<{ number: string }, Receipt>;
  [BillingPatterns.getInvoiceDetails]: Rpc<NoBody, InvoiceDetails>;
  [BillingPatterns.setInvoiceDetails]: Rpc<InvoiceDetailsInput, InvoiceDetails>;
  [BillingPatterns.listCoupons]: Rpc<NoBody, CouponList>;
  [BillingPatterns.createCoupon]: Rpc<CouponInput, Coupon>;
  [BillingPatterns.updateCoupon]: Rpc<UpdateCouponRequest, Coupon>;
  [BillingPatterns.couponRedemptions]: Rpc<{ code: string }, CouponRedemptionsReply>;
  [BillingPatterns.paymentNotification]: Rpc<PaymentNotification, PaymentReply>;
  [BillingPatterns.mySubscriptions]: Rpc<NoBody, MySubscriptionsReply>;
  [BillingPatterns.adminSubscriptions]: Rpc<AdminSubscriptionsQuery, AdminSubscriptionsReply>;
  [BillingPatterns.dashboard]: Rpc<NoBody, BillingDashboard>;
  [BillingPatterns.refundSubscription]: Rpc<RefundSubscriptionRequest, AdminSubscription>;
  [BillingPatterns.mandateReport]: Rpc<Record<string, never>, MandateReport>;
  [BillingPatterns.confirmAutoRenew]: Rpc<ConfirmAutoRenewRequest, PaymentReply>;
  [BillingPatterns.cancelAutoRenew]: Rpc<{ id: string }, UserSubscription>;
  [BillingPatterns.stopAutoRenewByLink]: Rpc<{ token: string }, UserSubscription>;

  [SupportPatterns.health]: Rpc<NoBody, HealthPong>;
  [SupportPatterns.submitQuery]: Rpc<SubmitQueryRequest, SupportQuery>;
  [SupportPatterns.listQueries]: Rpc<ListQueriesRequest, QueryList>;
  [SupportPatterns.replyQuery]: Rpc<ReplyQueryRequest, SupportQuery>;
  [SupportPatterns.setQueryStatus]: Rpc<SetQueryStatusRequest, SupportQuery>;
  [SupportPatterns.myQueries]: Rpc<NoBody, MyQueries>;
  [SupportPatterns.answerQuery]: Rpc<AnswerQueryRequest, SupportQuery>;
  [GrievancePatterns.office]: Rpc<NoBody, GrievanceOffice>;
  [GrievancePatterns.file]: Rpc<FileGrievanceRequest, Grievance>;
  [GrievancePatterns.lookup]: Rpc<GrievanceLookupRequest, Grievance>;
  [GrievancePatterns.mine]: Rpc<NoBody, GrievanceList>;
  [GrievancePatterns.appeal]: Rpc<GrievanceLookupRequest, Grievance>;
  [GrievancePatterns.adminList]: Rpc<AdminGrievancesRequest, AdminGrievanceList>;
  [GrievancePatterns.update]: Rpc<UpdateGrievanceRequest, AdminGrievance>;
  [GrievancePatterns.decide]: Rpc<DecideGrievanceRequest, AdminGrievance>;
  [GrievancePatterns.report]: Rpc<{ month: string }, GrievanceReport>;

  [BannerPatterns.health]: Rpc<NoBody, HealthPong>;
  [BannerPatterns.listActive]: Rpc<NoBody, BannerList>;
  [BannerPatterns.listAll]: Rpc<AdminBannersRequest, BannerList>;
  [BannerPatterns.create]: Rpc<CreateBannersRequest, BannerList>;
  [BannerPatterns.replaceImage]: Rpc<ReplaceBannerImageRequest, Banner>;
  [BannerPatterns.setStatus]: Rpc<SetBannerStatusRequest, Banner>;
  [BannerPatterns.setTarget]: Rpc<SetBannerTargetRequest, Banner>;
  [BannerPatterns.delete]: Rpc<DeleteBannerRequest, DeleteBannerReply>;

  [AnalyticsPatterns.health]: Rpc<NoBody, HealthPong>;
  [AnalyticsPatterns.overview]: Rpc<AnalyticsRangeRequest, AnalyticsOverview>;
  [AnalyticsPatterns.title]: Rpc<TitleAnalyticsRequest, TitleAnalytics>;
  [AnalyticsPatterns.qoe]: Rpc<QoeRequest, QoeReport>;
  [AnalyticsPatterns.trending]: Rpc<TrendingRequest, RankedVideos>;
  [AnalyticsPatterns.coWatched]: Rpc<CoWatchedRequest, CoWatchedReply>;
  [AnalyticsPatterns.stats]: Rpc<NoBody, AnalyticsStoreStats>;
  [AnalyticsPatterns.adDelivery]: Rpc<AdDeliveryRequest, AdDeliveryReply>;

  [AdsPatterns.health]: Rpc<NoBody, HealthPong>;
  [AdsPatterns.createAdvertiser]: Rpc<AdvertiserInput, Advertiser>;
  [AdsPatterns.listAdvertisers]: Rpc<NoBody, { advertisers: Advertiser[] }>;
  [AdsPatterns.createCampaign]: Rpc<CampaignInput, Campaign>;
  [AdsPatterns.updateCampaign]: Rpc<UpdateCampaignRequest, Campaign>;
  [AdsPatterns.listCampaigns]: Rpc<NoBody, { campaigns: Campaign[] }>;
  [AdsPatterns.setMarkers]: Rpc<SetAdMarkersRequest, AdMarkers>;
  [AdsPatterns.decide]: Rpc<AdDecisionRequest, AdDecision>;
  [AdsPatterns.track]: Rpc<AdTrackRequest, AdTrackReply>;
  [AdsPatterns.delivery]: Rpc<{ id: string }, CampaignReport>;
  [AdsPatterns.getCampaign]: Rpc<{ id: string }, Campaign>;
  [AdsPatterns.revenue]: Rpc<NoBody, AdRevenue>;
  [LivePatterns.create]: Rpc<CreateLiveEventRequest, AdminLiveEvent>;
  [LivePatterns.adminList]: Rpc<NoBody, AdminLiveEventList>;
  [LivePatterns.list]: Rpc<NoBody, LiveEventList>;
  [LivePatterns.publish]: Rpc<LiveIngestRequest, LivePublishReply>;
  [LivePatterns.unpublish]: Rpc<LiveIngestRequest, LivePublishReply>;
  [LivePatterns.playback]: Rpc<{ id: string }, LivePlaybackGrant>;
  [LivePatterns.get]: Rpc<{ id: string }, LiveEvent>;
  [LivePatterns.end]: Rpc<{ id: string }, AdminLiveEvent>;
  [LivePatterns.adminGet]: Rpc<{ id: string }, AdminLiveEventState>;
  [LivePatterns.recorded]: Rpc<LiveRecordingNotice, LivePublishReply>;
  [LivePatterns.update]: Rpc<LiveIngestRequest, LivePublishReply>;
  [BillingPatterns.createLiveTicketOrder]: Rpc<LiveTicketOrderRequest, LiveTicketOrder>;
}

/** A pattern with a contract. */
export type RpcPattern = keyof RpcContracts;
export type RpcRequestOf<P extends RpcPattern> = RpcContracts[P]['request'];
export type RpcReplyOf<P extends RpcPattern> = RpcContracts[P]['reply'];

type MustBeEmpty<T extends never> = T;
/** Compiles only while every declared request pattern has a contract above. */
export type PatternsWithoutContract = MustBeEmpty<Exclude<RequestPattern, RpcPattern>>;
