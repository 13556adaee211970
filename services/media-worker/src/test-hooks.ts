import type { VideoCodec } from '@streamhub/contracts';

/*
 * Test-only hooks, honoured only with MEDIA_TEST_HOOKS=1 (the test stack sets it; production never
 * does): an integration test asks for them in its source's own `comment` tag, so no other title is
 * touched and no race with the job's start is possible. docs/media.md "Test hooks".
 */

/** What a source may ask for: `streamhub-test-hooks: codecs=h264+av1 hold-av1 chunk-seconds=4 fail-chunk=1`. */
export interface TestHooks {
  /** The ladder's codec families instead of MEDIA_CODECS. */
  codecs?: VideoCodec[];
  /** The AV1 follow-up waits until the test releases it (av1ReleaseKey in Redis), at most HOLD_MAX_MS. */
  holdAv1?: boolean;
  /** The chunk of this index (0-based; of the first rung) fails on its first attempt. */
  failChunk?: number;
  /** The chunk length instead of ENCODE_CHUNK_SECONDS. */
  chunkSeconds?: number;
}

export const TEST_HOOKS_PREFIX = 'streamhub-test-hooks:';

/** How long a held AV1 job waits for its release before it goes on anyway. */
export const HOLD_MAX_MS = 90_000;

/** The Redis key a test sets to let a held AV1 follow-up go on. */
export const av1ReleaseKey = (videoId: string): string => `media:test:release-av1:${videoId}`;

/** The hooks a source's comment asks for; none unless hooks are enabled. */
export function testHooksOf(comment: string | undefined, enabled: boolean): TestHooks {
  if (!enabled || !comment?.startsWith(TEST_HOOKS_PREFIX)) return {};
  const hooks: TestHooks = {};
  for (const word of comment.slice(TEST_HOOKS_PREFIX.length).trim().split(/\s+/)) {
    const [name, value = ''] = word.split('=');
    if (name === 'codecs') {
      const codecs = value.split('+').filter((c): c is VideoCodec => c === 'h264' || c === 'av1');
      if (codecs.length > 0) hooks.codecs = codecs;
    } else if (name === 'hold-av1') hooks.holdAv1 = true;
    else if (name === 'fail-chunk' && /^\d+$/.test(value)) hooks.failChunk = Number(value);
    else if (name === 'chunk-seconds' && /^\d+$/.test(value) && Number(value) > 0) hooks.chunkSeconds = Number(value);
  }
  return hooks;
}
