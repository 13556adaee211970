import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { TrailerFailedBadge } from './TrailerFailedBadge';

describe('TrailerFailedBadge', () => {
  it("warns that the trailer failed, with the worker's reason on hover and for screen readers", () => {
    expect(renderToStaticMarkup(<TrailerFailedBadge reason="ffmpeg exited with code 1: moov atom not found" />)).toBe(
      '<span title="ffmpeg exited with code 1: moov atom not found" class="trailer-failed">⚠ Trailer failed' +
        '<span class="visually-hidden">: ffmpeg exited with code 1: moov atom not found</span></span>',
    );
  });

  it('shows nothing for a video whose trailer is fine or that had none', () => {
    expect(renderToStaticMarkup(<TrailerFailedBadge reason={null} />)).toBe('');
    expect(renderToStaticMarkup(<TrailerFailedBadge reason={undefined} />)).toBe('');
  });
});
