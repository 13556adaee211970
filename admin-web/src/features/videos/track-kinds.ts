import type { TextTrackKind } from '@streamhub/contracts';
import type { MessageKey } from '../../shared/i18n/i18n';

/** Each text track kind's name in the catalog (admin-web/src/locales). */
export const TEXT_TRACK_KIND_KEYS: Record<TextTrackKind, MessageKey> = {
  subtitles: 'subtitles.kind.subtitles',
  captions: 'subtitles.kind.captions',
  forced: 'subtitles.kind.forced',
};
