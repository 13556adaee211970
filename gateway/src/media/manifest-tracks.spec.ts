import { describe, expect, it } from 'vitest';
import type { TextTrack } from '@streamhub/contracts';
import { dashWithTracks, hlsMasterWithTracks, hlsSubtitlePlaylist } from './manifest-tracks';

const MASTER = [
  '#EXTM3U',
  '#EXT-X-VERSION:7',
  '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_2",DEFAULT=YES,URI="media_2.m3u8"',
  '#EXT-X-STREAM-INF:BANDWIDTH=113497,RESOLUTION=320x240,CODECS="avc1.f4000d,mp4a.40.2",AUDIO="group_A1"',
  'media_0.m3u8',
  '',
  '#EXT-X-STREAM-INF:BANDWIDTH=104357,RESOLUTION=160x120,CODECS="avc1.f4000b,mp4a.40.2",AUDIO="group_A1"',
  'media_1.m3u8',
  '',
].join('\n');

const MPD = `<MPD type="static" mediaPresentationDuration="PT6.0S">
\t<Period id="0" start="PT0.0S">
\t\t<AdaptationSet id="0" contentType="video" startWithSAP="1">
\t\t</AdaptationSet>
\t\t<AdaptationSet id="1" contentType="audio" startWithSAP="1" segmentAlignment="true">
\t\t</AdaptationSet>
\t</Period>
</MPD>`;

const EN: TextTrack = {
  lang: 'en',
  label: 'English',
  kind: 'subtitles',
  cues: 3,
  file: 'text-en-subtitles-0123456789ab.vtt',
};
const EN_CC: TextTrack = { ...EN, kind: 'captions', file: 'text-en-captions-0123456789ab.vtt' };
const HI_FORCED: TextTrack = {
  lang: 'hi',
  label: 'Hindi <signs>',
  kind: 'forced',
  cues: 1,
  file: 'text-hi-forced-0123456789ab.vtt',
};

describe('hlsMasterWithTracks', () => {
  it('adds a SUBTITLES rendition per track, refers every variant to them and names the audio', () => {
    const out = hlsMasterWithTracks(MASTER, {
      tracks: [EN, EN_CC, HI_FORCED],
      durationSeconds: 6,
      audioLang: 'en',
      audioLabel: 'English',
    });
    const lines = out.split('\n');
    expect(lines).toContain(
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="English",LANGUAGE="en",DEFAULT=YES,URI="media_2.m3u8",AUTOSELECT=YES',
    );
    expect(lines).toContain(
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="text-en-subtitles-0123456789ab.m3u8"',
    );
    expect(out).toContain('NAME="English (CC)",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,CHARACTERISTICS=');
    expect(out).toContain('NAME="Hindi <signs>",LANGUAGE="hi",DEFAULT=NO,AUTOSELECT=YES,FORCED=YES,URI=');
    const variants = lines.filter((l) => l.startsWith('#EXT-X-STREAM-INF:'));
    expect(variants).toHaveLength(2);
    for (const v of variants) expect(v.endsWith(',SUBTITLES="subs"')).toBe(true);
    // The renditions come before the variants that refer to them.
    expect(lines.findIndex((l) => l.includes('TYPE=SUBTITLES'))).toBeLessThan(lines.indexOf(variants[0]!));
  });

  it('leaves several audio renditions as the packager named them', () => {
    const two = MASTER.replace(
      '#EXT-X-MEDIA:TYPE=AUDIO',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_3",LANGUAGE="hi",DEFAULT=NO,URI="media_3.m3u8"\n#EXT-X-MEDIA:TYPE=AUDIO',
    );
    expect(hlsMasterWithTracks(two, { tracks: [], durationSeconds: 6, audioLang: 'en', audioLabel: 'English' })).toBe(
      two,
    );
  });

  it('names each audio rendition by the language the DASH manifest gives its stream', () => {
    const master = [
      '#EXTM3U',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_1",DEFAULT=YES,URI="media_1.m3u8"',
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="audio_2",DEFAULT=NO,URI="media_2.m3u8"',
      '#EXT-X-STREAM-INF:BANDWIDTH=1,AUDIO="group_A1"',
      'media_0.m3u8',
    ].join('\n');
    const mpd = [
      '<AdaptationSet id="0" contentType="video" lang="und"><Representation id="0" /></AdaptationSet>',
      '<AdaptationSet id="1" contentType="audio" lang="eng"><Representation id="1" /></AdaptationSet>',
      '<AdaptationSet id="2" contentType="audio" lang="hin"><Representation id="2" /></AdaptationSet>',
    ].join('\n');
    const out = hlsMasterWithTracks(
      master,
      { tracks: [], durationSeconds: 4, audioLang: 'ml', audioLabel: 'Malayalam' },
      mpd,
    );
    expect(out).toContain('NAME="English",LANGUAGE="en",DEFAULT=YES,URI="media_1.m3u8",AUTOSELECT=YES');
    expect(out).toContain('NAME="Hindi",LANGUAGE="hi",DEFAULT=NO,URI="media_2.m3u8",AUTOSELECT=YES');
    const dash = dashWithTracks(`<MPD><Period>${mpd}</Period></MPD>`, {
      tracks: [],
      durationSeconds: 4,
      audioLang: null,
      audioLabel: null,
    });
    expect(dash).toContain('<AdaptationSet id="2" contentType="audio" lang="hi">');
    expect(dash).toContain('<Label>Hindi</Label>');
  });

  it('leaves a master without tracks or a known language as it was', () => {
    expect(hlsMasterWithTracks(MASTER, { tracks: [], durationSeconds: 6, audioLang: null, audioLabel: null })).toBe(
      MASTER,
    );
  });

  it('keeps quotes and line breaks of a label out of the playlist', () => {
    const out = hlsMasterWithTracks(MASTER, {
      tracks: [{ ...EN, label: 'Eng"lish\n#EXT-X-ENDLIST' }],
      durationSeconds: 6,
      audioLang: null,
      audioLabel: null,
    });
    expect(out).toContain('NAME="Eng lish #EXT-X-ENDLIST"');
    expect(out.split('\n').filter((l) => l.startsWith('#EXT-X-ENDLIST'))).toHaveLength(0);
  });
});

describe('hlsSubtitlePlaylist', () => {
  it('is one WebVTT segment as long as the video', () => {
    expect(hlsSubtitlePlaylist(EN, 61.5)).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n#EXT-X-TARGETDURATION:62\n#EXT-X-MEDIA-SEQUENCE:0\n#EXT-X-PLAYLIST-TYPE:VOD\n' +
        '#EXTINF:61.500,\ntext-en-subtitles-0123456789ab.vtt\n#EXT-X-ENDLIST\n',
    );
  });
});

describe('dashWithTracks', () => {
  it('adds a WebVTT text AdaptationSet per track with lang, Label and Role, and tags the audio', () => {
    const out = dashWithTracks(MPD, {
      tracks: [EN, HI_FORCED],
      durationSeconds: 6,
      audioLang: 'hi',
      audioLabel: 'Hindi',
    });
    expect(out).toContain(
      '<AdaptationSet id="1" contentType="audio" startWithSAP="1" segmentAlignment="true" lang="hi">',
    );
    expect(out).toContain('<Label>Hindi</Label>');
    expect(out).toContain('<AdaptationSet id="100" contentType="text" mimeType="text/vtt" lang="en">');
    expect(out).toContain('<BaseURL>text-en-subtitles-0123456789ab.vtt</BaseURL>');
    expect(out).toContain('<Label>Hindi &lt;signs&gt;</Label>');
    expect(out).toContain('value="forced-subtitle"');
    expect(out.indexOf('contentType="text"')).toBeLessThan(out.indexOf('</Period>'));
  });

  it('replaces the packager\'s "und" with the video\'s language', () => {
    const und = MPD.replace('segmentAlignment="true">', 'segmentAlignment="true" lang="und">');
    expect(dashWithTracks(und, { tracks: [], durationSeconds: 6, audioLang: 'hi', audioLabel: 'Hindi' })).toContain(
      '<AdaptationSet id="1" contentType="audio" startWithSAP="1" segmentAlignment="true" lang="hi">',
    );
  });

  it('does not tag an audio set that already has a language', () => {
    const tagged = MPD.replace('contentType="audio"', 'contentType="audio" lang="ta"');
    expect(dashWithTracks(tagged, { tracks: [], durationSeconds: 6, audioLang: 'hi', audioLabel: 'Hindi' })).toBe(
      tagged,
    );
  });
});
