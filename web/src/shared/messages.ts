import { SHARED_MESSAGES } from '@streamhub/web-kit';

/**
 * Every message the viewer app shows, verbatim from docs/product.md §5 and §8, so components and
 * tests use the same strings.
 */
export const MESSAGES = {
  ...SHARED_MESSAGES,

  // Auth
  signupFailed: 'Signup failed',
  accountCreated: 'Account created successfully!',
  otpVerificationFailed: 'OTP verification failed',
  resendOtpFailed: 'Failed to resend OTP',
  otpSent: 'OTP sent to your email!',
  enterOtp: 'Please enter OTP',
  passwordsDoNotMatch: 'Passwords do not match',
  accountInactive: 'Your account is inactive. Please contact support.',
  resetCodeSent: 'If an account exists for this email, a reset code has been sent.',
  enterResetCode: 'Please enter the reset code',
  passwordResetDone: 'Password reset successfully. Please sign in.',
  passwordChanged: 'Password changed successfully',
  newPasswordSameAsCurrent: 'New password must be different',

  // Sign-in on a TV with a code (/tv on the TV, /activate on a phone)
  tvTitle: 'Sign in on your TV',
  tvDeviceName: 'TV',
  tvGettingCode: 'Getting a code…',
  tvStepOpen: 'On your phone or computer, go to',
  tvStepEnter: 'and enter this code',
  tvWaiting: 'Waiting for you to approve… Or scan the QR code with your phone.',
  tvQrLabel: 'QR code of the activation page with this code',
  tvDeclined: 'The sign-in was declined on your phone.',
  tvNewCode: 'Get a new code',
  activateTitle: 'Sign in a TV',
  activateExplained: 'Enter the code shown on your TV to sign it in to your account.',
  activateCodeLabel: 'Code',
  activateCodeShape: 'Enter the 8 letters shown on your TV, like BCDF-GHJK',
  activateContinue: 'Continue',
  activateDeviceAsks: (device: string) => `"${device}" wants to sign in to your StreamHub account.`,
  activateProfileLabel: 'Profile to suggest on the TV',
  activateAnyProfile: "Ask on the TV (Who's watching?)",
  activateApprove: 'Sign in the TV',
  activateDecline: "Decline, this isn't mine",
  activateApproved: (device: string) => `Done: "${device}" is signing in. Pick who's watching on the TV.`,
  activateDeclined: (device: string) => `"${device}" was not signed in.`,

  // "This wasn't me" links of account alerts
  notMeTitle: "This wasn't me",
  notMeExplained:
    'Something changed on your StreamHub account that you did not do? Sign out every session of your account now, then reset your password.',
  signOutEverywhere: 'Sign out everywhere',
  signedOutEverywhere: 'Every session of your account has been signed out. Sign in again and change your password.',
  resetPasswordLink: 'Reset your password',

  // Profiles and the kids room
  showPin: 'Show PIN',
  hidePin: 'Hide PIN',
  pinFormat: 'PIN must be 4 digits',
  enterPassword: 'Enter your password to confirm',
  kidsAccountLocked: 'Account settings are for grown-ups. Switch to an adult profile with the account PIN or password.',
  switchProfile: 'Switch profile',
  leaveKidsProfile: 'Leaving a kids profile needs the account PIN or password.',

  // Guests
  loginToWatchVideos: 'Please login to watch videos',
  loginToWatchEpisodes: 'Please login to watch episodes',

  // Catalog, watch and player
  bannersLoadFailed: 'Failed to load banners. Please try again later.',
  noVideosForEpisode: 'No videos available for this episode',
  accessCheckFailed: 'Error checking access. Please try again.',
  videoLoadError: 'Error loading video',
  videoLoadErrorHint: 'Check URL or network connection',
  // Protected titles (docs/drm.md): the licence's refusals and a browser without the key system.
  drmUnsupported: "This title can't be played on this browser",
  drmUnsupportedHint: 'Try an up-to-date Chrome, Edge or Firefox.',
  drmTooManyScreens: 'Too many screens',
  drmTooManyScreensHint: 'Every screen of your plan is in use. Stop watching on another device to watch here.',
  drmRefused: "This title can't be played right now",
  videoNotFound: 'Video not found',
  contentNotFound: 'Content Not Found',
  signInRequired: 'Sign in required',
  loggedOut: 'Logged out successfully',
  subscriptionRequired: 'Subscription Required',
  addedToWatchlist: 'Added to watchlist',
  removedFromWatchlist: 'Removed from watchlist',
  contentNotFoundHint: 'The video or episode you are looking for does not exist or is no longer available.',
  videoPreparing: 'This video is still being prepared',
  videoPreparingHint: 'Playback starts working as soon as processing finishes. Please check back shortly.',
  skipIntro: 'Skip Intro',
  skipRecap: 'Skip Recap',
  nextEpisodeIn: (seconds: number) => `Next episode in ${seconds} s`,
  nextEpisode: 'Next episode',
  playNow: 'Play now',
  cancel: 'Cancel',

  // Search
  noResults: 'No results found',
  startSearching: 'Start searching',

  // Subscriptions and payment
  razorpaySdkLoadFailed: 'Failed to load Razorpay SDK',
  invalidOrderResponse: 'Invalid order response',
  selectEpisode: 'Please select an episode',
  alreadySubscribed: 'You already have an active subscription!',
  subscriptionSuccessBrowse: 'Subscription successful! Browse content to watch.',
  noPlans: 'No plans are available right now.',
  plansTitle: 'Plans',
  choosePlan: 'Choose plan',
  notGiven: 'Not given',
  paymentFailed: 'Payment failed. No money was taken; please try again.',
  paymentCancelled: 'Payment cancelled. You have not been charged.',
  paymentPending: 'Payment authorized. Your subscription starts as soon as the payment is captured.',
  paymentNotConfirmed:
    'We could not confirm your payment yet. If money was taken, your subscription will appear within a few minutes.',
  noSubscriptions: 'You have no subscriptions yet.',

  // Profile
  profileUpdated: 'Profile updated successfully',
  emailCannotBeChanged: 'Email cannot be changed',

  // Contact
  contactFillAllFields: 'Please fill in all fields',
  contactInvalidEmail: 'Please enter a valid email address',
  querySubmitted: "Your query has been submitted successfully! We'll get back to you soon.",
  supportReplyPromise: 'We reply within 24 hours',

  // Grievances
  grievanceAppeal: 'Appeal to the self-regulating body',
  grievanceAppealed: 'Your appeal has been recorded',
  noQueriesYet: 'You have not sent us any queries yet.',
  queryAnswerSent: 'Your answer has been sent',
} as const;

export function grievanceFiled(reference: string): string {
  return `Your grievance has been registered as ${reference}. We have mailed you an acknowledgement.`;
}

export function subscribedToPlan(planTitle: string): string {
  return `Successfully subscribed to ${planTitle}!`;
}
