/**
 * Content protection (docs/drm.md): a title is `protected` (encrypted CMAF, keys by licence) or
 * `clear` (trailers, promos). A protected title has one content key per track type, so a licence
 * can leave out the keys above the viewer's plan (no UHD key for an HD plan).
 */

export const CONTENT_PROTECTIONS = ['protected', 'clear'] as const;
export type ContentProtection = (typeof CONTENT_PROTECTIONS)[number];

export function isContentProtection(value: unknown): value is ContentProtection {
  return typeof value === 'string' && (CONTENT_PROTECTIONS as readonly string[]).includes(value);
}

/** Track types that get a key of their own: the audio, and the video by height (SD ≤ 576, HD ≤ 1080, UHD above). */
export const DRM_TRACK_TYPES = ['AUDIO', 'SD', 'HD', 'UHD'] as const;
export type DrmTrackType = (typeof DRM_TRACK_TYPES)[number];

/** The key label of a video rendition of this height. */
export function drmTrackOfHeight(height: number): DrmTrackType {
  if (height <= 576) return 'SD';
  if (height <= 1080) return 'HD';
  return 'UHD';
}

/** Whether a key of this track type may be given to a viewer whose renditions are capped at `maxHeight` (undefined: no cap). */
export function drmTrackAllowed(track: DrmTrackType, maxHeight: number | undefined): boolean {
  if (track === 'AUDIO' || maxHeight === undefined) return true;
  const order: readonly DrmTrackType[] = ['SD', 'HD', 'UHD'];
  return order.indexOf(track) <= order.indexOf(drmTrackOfHeight(maxHeight));
}

/**
 * A content key as stored and as carried in a transcode job: the key id in the clear (it is in every
 * init segment anyway), the key itself only wrapped by the key-encryption key (`DRM_KEK`).
 */
export interface WrappedContentKey {
  track: DrmTrackType;
  /** 16-byte key id, 32 lowercase hex digits. */
  kid: string;
  /** `<kek id>:<base64 of iv, tag, ciphertext>` (AES-256-GCM, the video id and kid as associated data). */
  wrapped: string;
}

/** What the transcode job says about protection: the keys to encrypt with, or none (clear). */
export interface TranscodeProtection {
  keys: WrappedContentKey[];
}

/** W3C Encrypted Media Extensions, ClearKey licence request (§9.1.3): the key ids, base64url. */
export interface ClearKeyLicenceRequest {
  kids: string[];
  type?: 'temporary' | 'persistent-license';
}

/** One key of a ClearKey licence: a JSON Web Key (`oct`), kid and k base64url without padding. */
export interface ClearKeyJwk {
  kty: 'oct';
  kid: string;
  k: string;
}

/** ClearKey licence response (§9.1.4). */
export interface ClearKeyLicence {
  keys: ClearKeyJwk[];
  type: 'temporary';
}

/** Body of `catalog.drm.keys`: the wrapped content keys of a protected title (gateway only; never to clients). */
export interface ContentKeysRequest {
  videoId: string;
}

export interface ContentKeysReply {
  protection: ContentProtection;
  keys: WrappedContentKey[];
}

/** Lowercase hex key id as base64url (no padding), as EME names it. */
export function kidToBase64Url(kid: string): string {
  const bytes = kid.match(/../g)!.map((h) => String.fromCharCode(parseInt(h, 16)));
  return btoa(bytes.join('')).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** A base64url key id (as EME sends it) as lowercase hex; null when it is not 16 bytes. */
export function kidFromBase64Url(value: string): string | null {
  if (typeof value !== 'string' || !/^[A-Za-z0-9_-]{21,24}={0,2}$/.test(value)) return null;
  let raw: string;
  try {
    raw = atob(value.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, ''));
  } catch {
    return null;
  }
  if (raw.length !== 16) return null;
  return [...raw].map((c) => c.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

// ---------------------------------------------------------------- re-packaging an existing title

/**
 * The re-package job (docs/drm.md "Protecting an existing title"): a clear title's stored renditions
 * (and uploaded audio languages) encrypted in place by the packager, no re-encode. `queued` until the
 * worker reports; `done` (the title is then protected) or `failed` with the reason.
 */
export const REPACKAGE_STATUSES = ['queued', 'done', 'failed'] as const;
export type RepackageStatus = (typeof REPACKAGE_STATUSES)[number];

export interface RepackageState {
  status: RepackageStatus;
  requestedAt: string;
  finishedAt: string | null;
  /** Seconds the packaging took (done only). */
  seconds: number | null;
  failureReason: string | null;
}

/** A title's protection and its last re-package (null: never re-packaged). */
export interface ProtectionStatus {
  videoId: string;
  protection: ContentProtection;
  repackage: RepackageState | null;
}

/** Body of `catalog.drm.protect` (admin): protect this title by re-packaging it; and of `catalog.drm.status`. */
export interface ProtectTitleRequest {
  videoId: string;
}

/** The worker's re-package job: the title's keys (wrapped) and the uploaded audio languages to encrypt too. */
export interface RepackageJob {
  videoId: string;
  protection: TranscodeProtection;
  /** Base names of the ready uploaded audio languages (mediaKeys.audioDir). */
  audioFiles: string[];
}

/** Messages of content protection (the licence endpoint and the key service). */
export const DrmMessages = {
  protectionUnavailable: 'Content protection is not configured on this server (DRM_KEK)',
  licenceRequestInvalid: 'A licence request names the key ids (kids) of the title, base64url, as ClearKey sends them',
  licenceGranted: 'Licence granted',
  signInRequired: 'Sign in to play this title',
  notProtected: 'This title is not protected: it needs no licence',
  notReady: 'This title is not ready to play yet',
  unknownKeys: 'The licence request names no key of this title',
  tooManyLicences: 'Too many licence requests; try again shortly',
  aboveQualityCap: "Your plan does not include this title's quality",
  repackageQueued: 'The title is being protected: its renditions are re-packaged encrypted (no re-encode)',
  alreadyProtected: 'The title is already protected',
  repackageNotTranscoded: 'Only a transcoded title can be re-packaged',
  protectionStatus: 'Protection status',
} as const;
