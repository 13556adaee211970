import type { QueryStatus } from '@streamhub/contracts';
import { messageGetters } from '@streamhub/web-kit';
import { t, type MessageKey } from './i18n/i18n';

/**
 * Every message the admin app shows in toasts and notices (docs/product.md §2, §5 and §8), read from
 * the active language's catalog (admin-web/src/locales, keys `msg.*`) each time one is used, so
 * components and tests use the same strings and a language switch shows at once. The English in
 * en.json is verbatim the product's (and the contracts' where the server says the same).
 */
const PLAIN_KEYS = [
  'somethingWentWrong',
  'loading',
  'loginSuccess',
  'loginFailed',
  'invalidLoginResponse',
  'nameRequired',
  'emailRequired',
  'mobileRequired',
  'passwordTooShort',
  'invalidBannersData',
  'adminAccessRequired',
  'videoRequiredFields',
  'videoFileRequired',
  'videoUploaded',
  'videoDeletionNotSupported',
  'videoStatusNotSupported',
  'videoActivated',
  'videoDeactivated',
  'videoDeleted',
  'ratingSaved',
  'localizedSaved',
  'markersSaved',
  'subtitlesSaved',
  'subtitlesDeleted',
  'subtitleFileRequired',
  'audioAccepted',
  'audioDeleted',
  'audioFileRequired',
  'confirmDeleteVideo',
  'noVideosFound',
  'trailerFailed',
  'trailerFailedHint',
  'couponCreated',
  'couponUpdated',
  'noCouponsFound',
  'noRedemptions',
  'userActivated',
  'userDeactivated',
  'userDeleted',
  'confirmDeleteUser',
  'adminCreated',
  'userPromoted',
  'noUsersFound',
  'fillRequiredFields',
  'invalidScope',
  'confirmDeletePlan',
  'planCreated',
  'planUpdated',
  'planDeleted',
  'subscriptionRefunded',
  'mandateReportReady',
  'refundReasonRequired',
  'planActivated',
  'planDeactivated',
  'defaultPlansCreated',
  'enterReply',
  'replySent',
  'sending',
  'noQueriesFound',
  'noGrievancesFound',
  'grievanceUpdated',
  'grievanceDecided',
  'breachNoticeSent',
  'queriesFilterHint',
  'noQueriesAvailable',
  'maxBanners',
  'selectBannerImage',
  'selectNewImage',
  'invalidFileObject',
  'confirmDeleteBanner',
  'bannerActivated',
  'bannerDeactivated',
  'bannerDeleted',
  'bannerUpdated',
  'bannerLinked',
  'bannerUnlinked',
  'noBannersFound',
  'noBannersHint',
  'noMatchingBanners',
] as const;
const plainMessages = messageGetters<(typeof PLAIN_KEYS)[number], MessageKey>(PLAIN_KEYS, 'msg.', t);

export const MESSAGES = plainMessages;

/** "Query {status} successfully" (docs/product.md §4), as the server words it. */
export function queryStatusChanged(status: QueryStatus): string {
  return t('msg.queryStatusChanged', { status });
}

export function bannersUploaded(count: number): string {
  return t('msg.bannersUploaded', { count });
}

export function bannerUpdateProgress(percent: number): string {
  return t('msg.bannerUpdateProgress', { percent });
}
