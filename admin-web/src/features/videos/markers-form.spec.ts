import { describe, expect, it } from 'vitest';
import { CatalogMessages, NO_MARKERS } from '@streamhub/contracts';
import { fieldSeconds, markersFormOf, markersFromForm } from './markers-form';

const empty = markersFormOf(NO_MARKERS);

describe('markersFromForm', () => {
  it('sends the typed seconds, and null for empty fields', () => {
    expect(markersFromForm({ ...empty, introStart: ' 2 ', introEnd: '5.5' }, 12)).toEqual({
      body: { introStart: 2, introEnd: 5.5, recapStart: null, recapEnd: null },
    });
    expect(markersFromForm(empty, 12)).toEqual({
      body: { introStart: null, introEnd: null, recapStart: null, recapEnd: null },
    });
  });

  it("refuses half a marker, an end not after its start and what is not seconds, with the server's message", () => {
    for (const form of [
      { ...empty, introStart: '2' },
      { ...empty, recapEnd: '2' },
      { ...empty, introStart: '5', introEnd: '5' },
      { ...empty, introStart: '6', introEnd: '5' },
      { ...empty, introStart: '-1', introEnd: '5' },
      { ...empty, introStart: 'two', introEnd: '5' },
    ]) {
      expect(markersFromForm(form, 12)).toEqual({ error: CatalogMessages.invalidMarkers });
    }
  });

  it('refuses a marker ending after the video, and any before the video is transcoded', () => {
    expect(markersFromForm({ ...empty, recapStart: '0', recapEnd: '12.5' }, 12)).toEqual({
      error: CatalogMessages.markersPastEnd,
    });
    expect(markersFromForm({ ...empty, introStart: '10', introEnd: '12' }, 12)).toHaveProperty('body');
    expect(markersFromForm({ ...empty, introStart: '1', introEnd: '2' }, null)).toEqual({
      error: CatalogMessages.markersNeedMedia,
    });
  });
});

describe('markersFormOf', () => {
  it('shows set markers as seconds and missing ones as empty fields', () => {
    expect(markersFormOf({ ...NO_MARKERS, introStart: 2, introEnd: 5, source: 'detected' })).toEqual({
      introStart: '2',
      introEnd: '5',
      recapStart: '',
      recapEnd: '',
    });
    expect(fieldSeconds('')).toBeNull();
  });
});
