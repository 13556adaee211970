import { describe, expect, it } from 'vitest';
import type { RepackageJob } from '@streamhub/contracts';
import { checkRepackageJob } from './repackage.processor';

const VIDEO = 'a'.repeat(24);
const KEYS = [{ track: 'AUDIO' as const, kid: '0'.repeat(32), wrapped: 'k:x' }];

describe('checkRepackageJob', () => {
  it('keeps a well-formed job and its audio languages', () => {
    const job = { videoId: VIDEO, protection: { keys: KEYS }, audioFiles: ['audio-hi-0123456789ab'] };
    expect(checkRepackageJob(job)).toEqual(job);
  });

  it('refuses a job without keys, with a bad id or with a path for an audio name', () => {
    expect(() => checkRepackageJob({ videoId: VIDEO, protection: { keys: [] }, audioFiles: [] })).toThrow(/no keys/);
    expect(() => checkRepackageJob({ videoId: 'x', protection: { keys: KEYS }, audioFiles: [] })).toThrow(/video id/);
    expect(() =>
      checkRepackageJob({ videoId: VIDEO, protection: { keys: KEYS }, audioFiles: ['../stream'] } as RepackageJob),
    ).toThrow(/audio file/);
  });
});
