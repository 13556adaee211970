import { t, type MessageKey } from './i18n/i18n';

/**
 * Every message the viewer app shows in toasts and notices (docs/product.md §5 and §8), read from the
 * active language's catalog (web/src/locales, keys `msg.*`) each time one is used, so components and
 * tests use the same strings and a language switch shows at once. English is in en.json verbatim.
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
  'signupFailed',
  'accountCreated',
  'otpVerificationFailed',
  'resendOtpFailed',
  'otpSent',
  'enterOtp',
  'passwordsDoNotMatch',
  'accountInactive',
  'resetCodeSent',
  'enterResetCode',
  'passwordResetDone',
  'passwordChanged',
  'newPasswordSameAsCurrent',
  'tvTitle',
  'tvDeviceName',
  'tvGettingCode',
  'tvStepOpen',
  'tvStepEnter',
  'tvWaiting',
  'tvQrLabel',
  'tvDeclined',
  'tvNewCode',
  'activateTitle',
  'activateExplained',
  'activateCodeLabel',
  'activateCodeShape',
  'activateContinue',
  'activateProfileLabel',
  'activateAnyProfile',
  'activateApprove',
  'activateDecline',
  'notMeTitle',
  'notMeExplained',
  'signOutEverywhere',
  'signedOutEverywhere',
  'resetPasswordLink',
  'showPin',
  'hidePin',
  'pinFormat',
  'enterPassword',
  'kidsAccountLocked',
  'switchProfile',
  'leaveKidsProfile',
  'loginToWatchVideos',
  'loginToWatchEpisodes',
  'bannersLoadFailed',
  'noVideosForEpisode',
  'accessCheckFailed',
  'videoLoadError',
  'videoLoadErrorHint',
  'videoNotFound',
  'contentNotFound',
  'signInRequired',
  'loggedOut',
  'subscriptionRequired',
  'addedToWatchlist',
  'removedFromWatchlist',
  'contentNotFoundHint',
  'videoPreparing',
  'videoPreparingHint',
  'skipIntro',
  'skipRecap',
  'nextEpisode',
  'playNow',
  'cancel',
  'noResults',
  'startSearching',
  'razorpaySdkLoadFailed',
  'invalidOrderResponse',
  'selectEpisode',
  'alreadySubscribed',
  'subscriptionSuccessBrowse',
  'noPlans',
  'plansTitle',
  'choosePlan',
  'notGiven',
  'paymentFailed',
  'paymentCancelled',
  'paymentPending',
  'paymentNotConfirmed',
  'noSubscriptions',
  'profileUpdated',
  'emailCannotBeChanged',
  'contactFillAllFields',
  'contactInvalidEmail',
  'querySubmitted',
  'supportReplyPromise',
  'grievanceAppeal',
  'grievanceAppealed',
  'noQueriesYet',
  'queryAnswerSent',
] as const;
type PlainKey = (typeof PLAIN_KEYS)[number];

const plainMessages = {} as { readonly [K in PlainKey]: string };
for (const key of PLAIN_KEYS) {
  Object.defineProperty(plainMessages, key, { enumerable: true, get: () => t(`msg.${key}` as MessageKey) });
}

export const MESSAGES = Object.assign(plainMessages, {
  activateDeviceAsks: (device: string) => t('msg.activateDeviceAsks', { device }),
  activateApproved: (device: string) => t('msg.activateApproved', { device }),
  activateDeclined: (device: string) => t('msg.activateDeclined', { device }),
  nextEpisodeIn: (seconds: number) => t('msg.nextEpisodeIn', { seconds }),
});

export function grievanceFiled(reference: string): string {
  return t('msg.grievanceFiled', { reference });
}

export function subscribedToPlan(planTitle: string): string {
  return t('msg.subscribedToPlan', { planTitle });
}
