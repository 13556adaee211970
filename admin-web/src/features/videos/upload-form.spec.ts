import { describe, expect, it } from 'vitest';
import { TextTrackMessages } from '@streamhub/contracts';
import { MESSAGES } from '../../shared/messages';
import { EMPTY_UPLOAD, buildUploadForm, normaliseList } from './upload-form';

const file = new File(['x'], 'clip.mp4', { type: 'video/mp4' });

describe('buildUploadForm', () => {
  it('asks for title and genre, then for the file (docs/product.md §5 order)', () => {
    expect(buildUploadForm({ ...EMPTY_UPLOAD, genre: 'drama' }, { file }, false)).toBe(MESSAGES.videoRequiredFields);
    expect(buildUploadForm({ ...EMPTY_UPLOAD, videoTitle: 'x', genre: ' ' }, { file }, false)).toBe(
      MESSAGES.videoRequiredFields,
    );
    expect(buildUploadForm({ ...EMPTY_UPLOAD, videoTitle: 'x', genre: 'y' }, {}, false)).toBe(
      MESSAGES.videoFileRequired,
    );
  });

  it('upper-cases names and lists, drops empty values, and sends fields before files', () => {
    const form = buildUploadForm(
      { ...EMPTY_UPLOAD, videoTitle: ' night shift ', genre: 'crime', actors: ' ada, ,bob ', episodeName: 'monsoon' },
      { file, poster: new File(['p'], 'p.png') },
      false,
    ) as FormData;
    expect(form.get('videoTitle')).toBe('NIGHT SHIFT');
    expect(form.get('episodeName')).toBe('MONSOON');
    expect(form.get('actors')).toBe('ADA,BOB');
    expect(form.has('description')).toBe(false);
    const keys = [...form.keys()];
    expect(keys.indexOf('file')).toBeGreaterThan(keys.indexOf('genre'));
  });

  it('sends a trailer only for a new episode name', () => {
    const trailer = new File(['t'], 't.mp4');
    const values = { ...EMPTY_UPLOAD, videoTitle: 'x', genre: 'y' };
    expect((buildUploadForm(values, { file, trailer }, false) as FormData).has('trailer')).toBe(false);
    expect((buildUploadForm(values, { file, trailer }, true) as FormData).has('trailer')).toBe(true);
  });

  it('describes subtitle files in subtitleTracks and sends them last, leaving out rows without a file', () => {
    const values = { ...EMPTY_UPLOAD, videoTitle: 'x', genre: 'y' };
    const hi = new File(['WEBVTT'], 'hi.vtt');
    const form = buildUploadForm(values, { file }, false, [
      { lang: ' hi ', label: ' हिन्दी ', kind: 'captions', file: hi },
      { lang: '', label: '', kind: 'subtitles', file: null },
    ]) as FormData;
    expect(JSON.parse(String(form.get('subtitleTracks')))).toEqual([{ lang: 'hi', label: 'हिन्दी', kind: 'captions' }]);
    const keys = [...form.keys()];
    expect(keys.at(-1)).toBe('subtitle');
    expect(keys.indexOf('subtitleTracks')).toBeLessThan(keys.indexOf('file'));
    expect(buildUploadForm(values, { file }, false, [{ lang: 'Hindi', label: 'x', kind: 'subtitles', file: hi }])).toBe(
      TextTrackMessages.invalidLanguage,
    );
    expect(buildUploadForm(values, { file }, false, [{ lang: 'hi', label: ' ', kind: 'subtitles', file: hi }])).toBe(
      TextTrackMessages.labelRequired,
    );
  });

  it('normalises comma lists', () => {
    expect(normaliseList(' a , ,b,')).toBe('A,B');
  });
});
