import { readFile } from 'node:fs/promises';
import type { Logger } from 'pino';
import { AUDIO_FINGERPRINT, type AudioFingerprint } from '@streamhub/contracts';
import { QUIET_ARGS, inputArgs } from './ffmpeg-args';
import { ffmpeg } from './ffmpeg';

/** chromaprint's own rate: the sound is brought to it (and to one channel) once, before the split. */
const CHROMAPRINT_RATE = 11025;

/** How much of the sound of a video of `durationSeconds` is fingerprinted. */
export function fingerprintSeconds(durationSeconds: number): number {
  return Math.min(durationSeconds, AUDIO_FINGERPRINT.maxSeconds);
}

/**
 * ffmpeg arguments that write chromaprint's raw fingerprints (little-endian uint32 items) of the
 * first AUDIO_FINGERPRINT.maxSeconds of the sound of `input`, played forwards to `forward` and
 * backwards to `reversed`, in one decode: what catalog compares between the parts of a series.
 */
export function fingerprintArgs(input: string, forward: string, reversed: string): string[] {
  const chromaprint = (output: string) => [
    '-f',
    'chromaprint',
    '-fp_format',
    'raw',
    '-algorithm',
    String(AUDIO_FINGERPRINT.algorithm),
    output,
  ];
  return [
    ...QUIET_ARGS,
    '-t',
    String(AUDIO_FINGERPRINT.maxSeconds),
    ...inputArgs(input),
    '-filter_complex',
    `[0:a:0]aresample=${CHROMAPRINT_RATE},aformat=channel_layouts=mono,asplit=2[forward][back];[back]areverse[reversed]`,
    '-map',
    '[forward]',
    ...chromaprint(forward),
    '-map',
    '[reversed]',
    ...chromaprint(reversed),
  ];
}

/** A raw fingerprint file as the completion event carries it (base64); null when it holds no item. */
export function fingerprintPayload(raw: Buffer): string | null {
  const whole = raw.subarray(0, raw.length - (raw.length % 4));
  return whole.length > 0 ? whole.toString('base64') : null;
}

/**
 * The fingerprints of a source's sound; null when ffmpeg fails or finds no sound (the video is
 * published without them: its intro is then not looked for).
 */
export async function fingerprintAudio(
  input: string,
  durationSeconds: number,
  paths: { forward: string; reversed: string },
  logger: Logger,
): Promise<AudioFingerprint | null> {
  try {
    await ffmpeg(fingerprintArgs(input, paths.forward, paths.reversed));
    const forward = fingerprintPayload(await readFile(paths.forward));
    const reversed = fingerprintPayload(await readFile(paths.reversed));
    return forward && reversed ? { forward, reversed, seconds: fingerprintSeconds(durationSeconds) } : null;
  } catch (err) {
    logger.warn({ err }, 'no audio fingerprint: the intro of this part will not be looked for');
    return null;
  }
}
