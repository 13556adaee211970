import {
  AdsMessages,
  AudioTrackMessages,
  AuthMessages,
  BannerMessages,
  BillingMessages,
  CatalogMessages,
  GrievanceMessages,
  ImportMessages,
  LiveMessages,
  PrivacyMessages,
  SupportMessages,
  TextTrackMessages,
} from '@streamhub/contracts';
import { serverMessageKeys } from '@streamhub/web-kit';

/**
 * The server's English messages the admin app can meet, by text, each to its catalog key
 * `server.<catalog>.<name>` (docs/i18n.md). Loaded with the Hindi catalog, never for English.
 */
export const SERVER_MESSAGE_KEYS: ReadonlyMap<string, string> = serverMessageKeys({
  ads: AdsMessages,
  audio: AudioTrackMessages,
  auth: AuthMessages,
  banners: BannerMessages,
  billing: BillingMessages,
  catalog: CatalogMessages,
  grievances: GrievanceMessages,
  imports: ImportMessages,
  live: LiveMessages,
  privacy: PrivacyMessages,
  support: SupportMessages,
  subtitles: TextTrackMessages,
});
