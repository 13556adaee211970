import { describe, expect, it } from 'vitest';
import type { AudioTrack, TextTrack } from '@streamhub/contracts';
import {
  dashWithTracks,
  dashWithUploadedAudio,
  hlsMasterWithTracks,
  hlsSubtitlePlaylist,
  hlsWithUploadedAudio,
} from './manifest-tracks';

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

const uploaded = (lang: string, label: string): AudioTrack => ({
  lang,
  label,
  file: `audio-${lang}-0123456789ab`,
  status: 'ready',
  progress: null,
  failureReason: null,
});

/** The DASH manifest the worker packages for one uploaded language. */
const packagedAudio = (file: string) => `<MPD type="static">
\t<Period id="0" start="PT0.0S">
\t\t<AdaptationSet id="0" contentType="audio" startWithSAP="1" segmentAlignment="true" bitstreamSwitching="true" lang="und">
\t\t\t<Representation id="0" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="128000" audioSamplingRate="48000">
\t\t\t\t<SegmentTemplate timescale="48000" initialization="${file}-init.m4s" media="${file}-$Number%05d$.m4s" startNumber="1">
\t\t\t\t</SegmentTemplate>
\t\t\t</Representation>
\t\t</AdaptationSet>
\t</Period>
</MPD>`;

describe('uploaded audio languages in the manifests', () => {
  const named = hlsMasterWithTracks(MASTER, { tracks: [], durationSeconds: 6, audioLang: 'en', audioLabel: 'English' });

  it('adds an AUDIO rendition per upload to the HLS group of the source audio', () => {
    const master = hlsWithUploadedAudio(named, [uploaded('hi', 'हिन्दी')]);
    const audio = master.split('\n').filter((l) => l.includes('TYPE=AUDIO'));
    expect(audio).toEqual([
      expect.stringContaining('NAME="English",LANGUAGE="en",DEFAULT=YES'),
      '#EXT-X-MEDIA:TYPE=AUDIO,GROUP-ID="group_A1",NAME="हिन्दी",LANGUAGE="hi",DEFAULT=NO,AUTOSELECT=YES,CHANNELS="2",URI="audio-hi-0123456789ab.m3u8"',
    ]);
    // The variants are untouched (they already name the group).
    expect(master.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF'))).toEqual(
      named.split('\n').filter((l) => l.startsWith('#EXT-X-STREAM-INF')),
    );
  });

  it("puts an upload in place of the source's rendition of its language, default included", () => {
    const master = hlsWithUploadedAudio(named, [uploaded('hi', 'हिन्दी'), uploaded('en', 'English mix')]);
    const audio = master.split('\n').filter((l) => l.includes('TYPE=AUDIO'));
    expect(audio).toHaveLength(2);
    expect(audio.find((l) => l.includes('LANGUAGE="en"'))).toContain('NAME="English mix",LANGUAGE="en",DEFAULT=YES');
    expect(audio.find((l) => l.includes('LANGUAGE="hi"'))).toContain('DEFAULT=NO');
    expect(master).not.toContain('media_2.m3u8');
  });

  it('makes a group of the uploads for a video without sound', () => {
    const silent = MASTER.split('\n')
      .filter((l) => !l.includes('TYPE=AUDIO'))
      .map((l) => l.replace(',mp4a.40.2', '').replace(',AUDIO="group_A1"', ''))
      .join('\n');
    const master = hlsWithUploadedAudio(silent, [uploaded('hi', 'Hindi')]);
    expect(master).toContain('GROUP-ID="audio_uploaded",NAME="Hindi",LANGUAGE="hi",DEFAULT=YES');
    expect(master).toContain('CODECS="avc1.f4000d,mp4a.40.2",AUDIO="audio_uploaded"');
    expect(hlsWithUploadedAudio(silent, [])).toBe(silent);
  });

  it('adds the packaged AdaptationSet of each upload to the MPD, tagged, in place of its language', () => {
    const hi = uploaded('hi', 'हिन्दी');
    const en = uploaded('en', 'English mix');
    const source = dashWithTracks(MPD, { tracks: [], durationSeconds: 6, audioLang: 'en', audioLabel: 'English' });
    const mpd = dashWithUploadedAudio(
      source,
      [hi, en],
      new Map([
        [hi.file, packagedAudio(hi.file)],
        [en.file, packagedAudio(en.file)],
      ]),
    );
    const sets = [...mpd.matchAll(/<AdaptationSet\b([^>]*)>/g)].map((m) => m[1]);
    expect(sets).toHaveLength(3);
    expect(mpd).toMatch(/<AdaptationSet id="200" contentType="audio"[^>]* lang="hi">\s*<Label>हिन्दी<\/Label>/);
    expect(mpd).toMatch(/<AdaptationSet id="201" contentType="audio"[^>]* lang="en">\s*<Label>English mix<\/Label>/);
    // The source's English set is gone; each upload's representation has an id of its own.
    expect(mpd).not.toMatch(/<AdaptationSet id="1"/);
    expect(mpd).toContain('<Representation id="audio-hi-0123456789ab"');
    expect(mpd).toContain('initialization="audio-en-0123456789ab-init.m4s"');
    expect(mpd.indexOf('</Period>')).toBeGreaterThan(mpd.indexOf('lang="en"'));
  });

  it('leaves out an upload whose packaged manifest is missing', () => {
    expect(dashWithUploadedAudio(MPD, [uploaded('hi', 'Hindi')], new Map())).toBe(MPD);
  });
});
