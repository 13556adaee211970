// The live ladder's ffmpeg command (docs/live.md), a pure function of the rungs and paths so it is
// tested offline (deploy/test/live-ladder.test.mjs); deploy/local/live-transcode.mjs runs it.

/** Rungs by default: what keeps ≥ 1.0× real time on a 2-core box beside the rest of the stack (docs/live.md). */
export const DEFAULT_LIVE_LADDER = '360:800,180:300';

/** Segment length (s): short, so HLS players without LL-HLS parts stay a few seconds behind. */
export const LIVE_SEGMENT_SECONDS = 2;
/** CMAF chunk length (s) of LL-DASH's chunked transfer. */
export const LIVE_FRAGMENT_SECONDS = 0.5;
/** The DVR window: how far back a viewer may seek while the event is live. */
export const LIVE_DVR_SECONDS = 2 * 3600;
export const LIVE_FPS = 25;

/** "360:800,180:300" → [{ height: 360, kbps: 800 }, …], tallest first; throws on anything else. */
export function parseLadder(spec) {
  const text = (spec ?? '').trim() || DEFAULT_LIVE_LADDER;
  const rungs = text.split(',').map((part) => {
    const match = /^(\d{2,4}):(\d{2,5})$/.exec(part.trim());
    if (!match) throw new Error(`LIVE_LADDER rung "${part}" is not <height>:<kbps>`);
    const height = Number(match[1]);
    if (height % 2 !== 0) throw new Error(`LIVE_LADDER height ${height} must be even`);
    return { height, kbps: Number(match[2]) };
  });
  if (rungs.length === 0 || rungs.length > 4) throw new Error('LIVE_LADDER needs 1 to 4 rungs');
  return rungs.sort((a, b) => b.height - a.height);
}

/**
 * ffmpeg arguments: the RTMP input scaled to each rung (H.264, a keyframe every segment so every
 * rung switches on the same boundary), AAC audio when the encoder sends any, packaged by ffmpeg's
 * dash muxer as low-latency CMAF — one `manifest.mpd` (LL-DASH, chunked) and `master.m3u8` (HLS,
 * short segments) over the same fMP4 segments, keeping the DVR window on disk. `audio: false` for an
 * encoder that sends none (an empty audio set would leave the manifest invalid). Segment names carry
 * the `connection` (a reconnecting encoder's ladder starts numbering again), so no cache anywhere can
 * answer a segment of an earlier connection for a new one. `recording`: a file that also gets what the
 * encoder sends, as it is (no re-encode), in MPEG-TS, which stays readable however the process ends
 * and concatenates across connections (the event's title is made from it; docs/live.md, "Live to VOD").
 */
export function liveLadderArgs({
  input,
  outDir,
  rungs,
  connection,
  dvrSeconds = LIVE_DVR_SECONDS,
  audio = true,
  recording = null,
}) {
  const gop = LIVE_FPS * LIVE_SEGMENT_SECONDS;
  const split = rungs.length > 1 ? `[0:v]split=${rungs.length}${rungs.map((_, i) => `[s${i}]`).join('')};` : '';
  const scales = rungs
    .map((rung, i) => `[${rungs.length > 1 ? `s${i}` : '0:v'}]fps=${LIVE_FPS},scale=-2:${rung.height}[v${i}]`)
    .join(';');
  const perRung = rungs.flatMap((rung, i) => [
    `-b:v:${i}`,
    `${rung.kbps}k`,
    `-maxrate:v:${i}`,
    `${Math.round(rung.kbps * 1.2)}k`,
    `-bufsize:v:${i}`,
    `${rung.kbps * 2}k`,
  ]);
  return [
    '-hide_banner',
    '-loglevel',
    'warning',
    '-nostats',
    // An input silent this long (µs) ends the ladder, whatever the ingest does about its process.
    '-rw_timeout',
    '10000000',
    '-i',
    input,
    '-filter_complex',
    `${split}${scales}`,
    ...rungs.flatMap((_, i) => ['-map', `[v${i}]`]),
    ...(audio ? ['-map', '0:a:0'] : []),
    '-c:v',
    'libx264',
    '-preset',
    'veryfast',
    '-tune',
    'zerolatency',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-g',
    String(gop),
    '-keyint_min',
    String(gop),
    '-sc_threshold',
    '0',
    ...perRung,
    '-c:a',
    'aac',
    '-b:a',
    '96k',
    '-ac',
    '2',
    '-ar',
    '48000',
    '-f',
    'dash',
    '-ldash',
    '1',
    '-streaming',
    '1',
    '-use_template',
    '1',
    '-use_timeline',
    '0',
    '-seg_duration',
    String(LIVE_SEGMENT_SECONDS),
    '-frag_type',
    'duration',
    '-frag_duration',
    String(LIVE_FRAGMENT_SECONDS),
    '-target_latency',
    '3',
    '-window_size',
    String(Math.ceil(dvrSeconds / LIVE_SEGMENT_SECONDS)),
    '-extra_window_size',
    '5',
    '-remove_at_exit',
    '0',
    '-hls_playlist',
    '1',
    '-format_options',
    'movflags=+cmaf',
    '-init_seg_name',
    `${connection}-init-$RepresentationID$.m4s`,
    '-media_seg_name',
    `${connection}-chunk-$RepresentationID$-$Number%05d$.m4s`,
    '-adaptation_sets',
    audio ? 'id=0,streams=v id=1,streams=a' : 'id=0,streams=v',
    `${outDir}/manifest.mpd`,
    ...(recording ? recordingArgs(recording) : []),
  ];
}

/** The second output: the encoder's video (and audio when there is any) copied into MPEG-TS. */
export function recordingArgs(file) {
  return ['-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy', '-f', 'mpegts', file];
}

/** Where a connection's recording is kept, beside the packaged files but never served (docs/live.md). */
export const RECORDING_DIR = 'recording';
