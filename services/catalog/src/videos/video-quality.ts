import type { VideoQuality } from '@streamhub/contracts';

/**
 * The quality label viewers see (docs/product.md §3/§9: HD, 4K, SD) for a video whose tallest rendition is
 * `height` lines: 4K from 2160, HD from 720 (720p and 1080p), SD below. Once a video is
 * transcoded its label follows its real ladder, not what the upload form said.
 */
export function qualityOfHeight(height: number): VideoQuality {
  if (height >= 2160) return '4K';
  if (height >= 720) return 'HD';
  return 'SD';
}
