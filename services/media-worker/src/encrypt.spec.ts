import { chmod, mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnrecoverableError } from 'bullmq';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KeyRing, contentKeyContext, newContentKey } from '@streamhub/nest-kit';
import {
  LADDER_LAYOUT,
  audioLayout,
  isSegmentOf,
  mpdRepresentations,
  packagerArgs,
  protectPackaged,
  protectedMpd,
  withoutKeys,
} from './encrypt';

const FFMPEG_MPD = `<?xml version="1.0" encoding="utf-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" type="static">
	<Period id="0" start="PT0.0S">
		<AdaptationSet id="0" contentType="video" maxWidth="1280" maxHeight="720">
			<Representation id="0" mimeType="video/mp4" codecs="avc1.64001f" bandwidth="2000000" width="1280" height="720">
				<SegmentTemplate timescale="12800" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
					<SegmentTimeline>
						<S t="0" d="51200" r="2" />
					</SegmentTimeline>
				</SegmentTemplate>
			</Representation>
			<Representation id="1" mimeType="video/mp4" codecs="avc1.64001e" bandwidth="600000" width="640" height="360">
				<SegmentTemplate timescale="12800" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
					<SegmentTimeline>
						<S t="0" d="51200" r="2" />
					</SegmentTimeline>
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
		<AdaptationSet id="1" contentType="audio" lang="und">
			<Representation id="2" mimeType="audio/mp4" codecs="mp4a.40.2" bandwidth="128000" audioSamplingRate="48000">
				<SegmentTemplate timescale="48000" initialization="init-$RepresentationID$.m4s" media="chunk-$RepresentationID$-$Number%05d$.m4s" startNumber="1">
					<SegmentTimeline>
						<S t="0" d="188416" />
						<S d="192512" r="1" />
						<S d="2787" />
					</SegmentTimeline>
				</SegmentTemplate>
			</Representation>
		</AdaptationSet>
	</Period>
</MPD>
`;

const PACKAGED_MPD = `<?xml version="1.0" encoding="UTF-8"?>
<MPD xmlns="urn:mpeg:dash:schema:mpd:2011" xmlns:cenc="urn:mpeg:cenc:2013" type="static">
  <Period id="0">
    <AdaptationSet id="0" contentType="video">
      <ContentProtection value="cenc" schemeIdUri="urn:mpeg:dash:mp4protection:2011" cenc:default_KID="22222222-2222-2222-2222-222222222222"/>
      <ContentProtection schemeIdUri="urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b">
        <cenc:pssh>AAAA</cenc:pssh>
      </ContentProtection>
      <Representation id="0" bandwidth="2000000"><SegmentTemplate timescale="12800" initialization="init-0.m4s" media="chunk-0-$Number%05d$.m4s" startNumber="1"><SegmentTimeline><S t="0" d="51200" r="2"/></SegmentTimeline></SegmentTemplate></Representation>
    </AdaptationSet>
    <AdaptationSet id="1" contentType="video">
      <ContentProtection value="cenc" schemeIdUri="urn:mpeg:dash:mp4protection:2011" cenc:default_KID="11111111-1111-1111-1111-111111111111"/>
      <Representation id="1" bandwidth="600000"><SegmentTemplate timescale="12800"><SegmentTimeline><S t="0" d="51200" r="2"/></SegmentTimeline></SegmentTemplate></Representation>
    </AdaptationSet>
    <AdaptationSet id="2" contentType="audio">
      <ContentProtection value="cenc" schemeIdUri="urn:mpeg:dash:mp4protection:2011" cenc:default_KID="00000000-0000-0000-0000-000000000000"/>
      <Representation id="2" bandwidth="134637"><SegmentTemplate timescale="48000"><SegmentTimeline>
            <S t="0" d="192512"/>
            <S t="192512" d="191488"/>
            <S t="384000" d="192227"/>
          </SegmentTimeline></SegmentTemplate></Representation>
    </AdaptationSet>
  </Period>
</MPD>
`;

describe('mpdRepresentations', () => {
  it('labels video representations by height and the audio as AUDIO', () => {
    expect(mpdRepresentations(FFMPEG_MPD)).toEqual([
      { id: '0', kind: 'video', track: 'HD' },
      { id: '1', kind: 'video', track: 'SD' },
      { id: '2', kind: 'audio', track: 'AUDIO' },
    ]);
  });
});

describe('packagerArgs', () => {
  const keys = [
    { track: 'AUDIO' as const, kid: '0'.repeat(32), key: 'a'.repeat(32) },
    { track: 'SD' as const, kid: '1'.repeat(32), key: 'b'.repeat(32) },
    { track: 'HD' as const, kid: '2'.repeat(32), key: 'c'.repeat(32) },
    { track: 'UHD' as const, kid: '3'.repeat(32), key: 'd'.repeat(32) },
  ];
  const args = packagerArgs(
    mpdRepresentations(FFMPEG_MPD),
    keys,
    (id) => `/scratch/clear-${id}.mp4`,
    { mpd: 'p.mpd', hls: 'p.m3u8' },
    4,
  );

  it('writes each representation under ffmpeg’s names with the key of its track type', () => {
    expect(args[0]).toBe(
      'in=/scratch/clear-0.mp4,stream=video,init_segment=init-0.m4s,segment_template=chunk-0-$Number%05d$.m4s,' +
        'playlist_name=media_0.m3u8,drm_label=HD',
    );
    expect(args[2]).toContain('stream=audio');
    expect(args[2]).toContain('drm_label=AUDIO');
  });

  it('encrypts every segment with cenc and passes only the keys of the track types present', () => {
    const keyList = args[args.indexOf('--keys') + 1]!;
    expect(keyList.split(',').map((k) => k.split(':')[0])).toEqual(['label=AUDIO', 'label=SD', 'label=HD']);
    expect(args[args.indexOf('--protection_scheme') + 1]).toBe('cenc');
    expect(args[args.indexOf('--clear_lead') + 1]).toBe('0');
    expect(args[args.indexOf('--protection_systems') + 1]).toBe('CommonSystem,Widevine,PlayReady');
  });
});

describe('protectedMpd', () => {
  const mpd = protectedMpd(FFMPEG_MPD, PACKAGED_MPD);

  it('gives each representation its own ContentProtection (its key) and the cenc namespace, keeping ffmpeg’s templates', () => {
    expect(mpd).toMatch(/<MPD xmlns:mspr="urn:microsoft:playready" xmlns:cenc="urn:mpeg:cenc:2013"/);
    const reps = mpd.split('<Representation').slice(1);
    expect(reps[0]).toContain('cenc:default_KID="22222222-2222-2222-2222-222222222222"');
    expect(reps[0]).toContain('urn:uuid:1077efec-c0b2-4d02-ace3-3c1e52e2fb4b');
    expect(reps[1]).toContain('cenc:default_KID="11111111-1111-1111-1111-111111111111"');
    expect(reps[2]).toContain('cenc:default_KID="00000000-0000-0000-0000-000000000000"');
    expect(mpd.split('<AdaptationSet')[1]!.split('<Representation')[0]).not.toContain('ContentProtection');
    expect(mpd.match(/media="chunk-\$RepresentationID\$-\$Number%05d\$\.m4s"/g)).toHaveLength(3);
  });

  it('takes the packager’s segment timeline of each representation', () => {
    expect(mpd).toContain('<S t="192512" d="191488"/>');
    expect(mpd).not.toContain('<S d="2787" />');
  });
});

describe('withoutKeys', () => {
  it('takes anything shaped like a key out of a message', () => {
    expect(withoutKeys(`bad key=${'ab'.repeat(16)} here`)).toBe('bad key=<key> here');
  });
});

describe('file layouts', () => {
  it('tells a segment of the template from the init segment and other files', () => {
    expect(isSegmentOf(LADDER_LAYOUT.segment('0'), 'chunk-0-00012.m4s')).toBe(true);
    expect(isSegmentOf(LADDER_LAYOUT.segment('0'), 'chunk-10-00012.m4s')).toBe(false);
    expect(isSegmentOf(LADDER_LAYOUT.segment('1'), 'init-1.m4s')).toBe(false);
    const audio = audioLayout('audio-hi-0123456789ab');
    expect(isSegmentOf(audio.segment('0'), 'audio-hi-0123456789ab-00001.m4s')).toBe(true);
    expect(isSegmentOf(audio.segment('0'), 'audio-hi-0123456789ab-init.m4s')).toBe(false);
  });

  it('packages an uploaded audio language under its own names with the AUDIO key', () => {
    const audio = audioLayout('audio-hi-0123456789ab');
    const mpd = FFMPEG_MPD.replace(/<AdaptationSet[^>]*contentType="video"[\s\S]*?<\/AdaptationSet>/, '');
    const reps = mpdRepresentations(mpd);
    expect(reps.map((r) => r.track)).toEqual(['AUDIO']);
    const args = packagerArgs(
      reps,
      [{ track: 'AUDIO', kid: '0'.repeat(32), key: 'a'.repeat(32) }],
      (id) => `/s/${id}`,
      { mpd: 'p.mpd', hls: 'p.m3u8' },
      4,
      audio,
    );
    expect(args[0]).toBe(
      `in=/s/${reps[0]!.id},stream=audio,init_segment=audio-hi-0123456789ab-init.m4s,` +
        'segment_template=audio-hi-0123456789ab-$Number%05d$.m4s,playlist_name=audio-hi-0123456789ab.m3u8,drm_label=AUDIO',
    );
  });
});

describe('protectPackaged', () => {
  const VIDEO = 'b'.repeat(24);
  const log = pino({ level: 'silent' });
  let root: string;
  let out: string;
  let scratch: string;
  /** Stands in for Shaka Packager: records its arguments, writes its two manifests where it runs. */
  let packagerPath: string;

  beforeEach(async () => {
    root = await mkdtemp(join(tmpdir(), 'protect-'));
    out = join(root, 'out');
    scratch = join(root, 'scratch');
    await Promise.all([mkdir(out), mkdir(scratch)]);
    await writeFile(join(out, LADDER_LAYOUT.mpd), FFMPEG_MPD);
    for (const rep of ['0', '1', '2']) {
      await writeFile(join(out, `init-${rep}.m4s`), `init ${rep}`);
      await writeFile(join(out, `chunk-${rep}-00001.m4s`), `chunk ${rep}`);
    }
    packagerPath = join(root, 'packager.sh');
    await writeFile(
      packagerPath,
      `#!/bin/sh\nprintf '%s\\n' "$@" > ${join(root, 'args.txt')}\n` +
        `echo '<MPD></MPD>' > packager.mpd\necho '#EXTM3U' > packager.m3u8\n`,
    );
    await chmod(packagerPath, 0o755);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('fails for good without a key ring, leaving the packaged output as it was', async () => {
    const protection = { keys: [{ track: 'SD' as const, kid: '1'.repeat(32), wrapped: 'x:y' }] };
    const deps = { drm: { ring: null, packagerPath }, encode: { segmentSeconds: 4 } };
    await expect(protectPackaged(protection, VIDEO, out, scratch, deps, log)).rejects.toBeInstanceOf(
      UnrecoverableError,
    );
    expect(await readFile(join(out, LADDER_LAYOUT.mpd), 'utf8')).toBe(FFMPEG_MPD);
    expect((await readdir(out)).sort()).toContain('chunk-0-00001.m4s');
  });

  it('hands the packager the title’s keys unwrapped with the ring and the segment length', async () => {
    const ring = new KeyRing('7'.repeat(64));
    const tracks = ['AUDIO', 'SD', 'HD'] as const;
    const clear = tracks.map((track) => ({ track, ...newContentKey() }));
    const protection = {
      keys: clear.map((k) => ({
        track: k.track,
        kid: k.kid,
        wrapped: ring.wrap(k.key, contentKeyContext(VIDEO, k.kid)),
      })),
    };
    const deps = { drm: { ring, packagerPath }, encode: { segmentSeconds: 6 } };
    const seconds = await protectPackaged(protection, VIDEO, out, scratch, deps, log);
    expect(seconds).toBeGreaterThanOrEqual(0);
    const args = (await readFile(join(root, 'args.txt'), 'utf8')).split('\n');
    expect(args[args.indexOf('--keys') + 1]).toBe(
      clear.map((k) => `label=${k.track}:key_id=${k.kid}:key=${k.key.toString('hex')}`).join(','),
    );
    expect(args[args.indexOf('--segment_duration') + 1]).toBe('6');
    expect(await readFile(join(out, LADDER_LAYOUT.mpd), 'utf8')).toContain('xmlns:cenc=');
  });

  it('refuses a key wrapped for another title', async () => {
    const ring = new KeyRing('7'.repeat(64));
    const { kid, key } = newContentKey();
    const protection = {
      keys: [{ track: 'SD' as const, kid, wrapped: ring.wrap(key, contentKeyContext('c'.repeat(24), kid)) }],
    };
    const deps = { drm: { ring, packagerPath }, encode: { segmentSeconds: 4 } };
    await expect(protectPackaged(protection, VIDEO, out, scratch, deps, log)).rejects.toThrow();
    expect(await readFile(join(out, LADDER_LAYOUT.mpd), 'utf8')).toBe(FFMPEG_MPD);
  });
});
