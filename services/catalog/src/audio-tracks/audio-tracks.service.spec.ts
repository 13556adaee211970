import { describe, expect, it } from 'vitest';
import { AudioTrackMessages, MediaEvents, type CleanupJob, type EventEnvelope } from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { TranscodeQueue } from '../media/transcode-queue';
import type { ContentKeysService } from '../drm/content-keys.service';
import type { VideosOutbox } from '../outbox/outbox-relays';
import type { AudioTracksRepository } from './audio-tracks.repository';
import { AudioTracksService, audioFileOf, audioLabelOf } from './audio-tracks.service';

const videoId = 'abcdefabcdefabcdefabcdef';
const file = 'audio-hi-0123456789ab';

const completed = (): EventEnvelope<{ videoId: string; file: string; durationSeconds: number }> =>
  ({
    id: 'e1',
    type: MediaEvents.audioCompleted,
    key: videoId,
    occurredAt: new Date().toISOString(),
    payload: { videoId, file, durationSeconds: 6 },
  }) as never;

describe('audio track rules', () => {
  it("takes only a stored name the gateway made for the track's language", () => {
    expect(audioFileOf(file, 'hi')).toBe(file);
    expect(audioFileOf('audio-pt-br-0123456789ab', 'pt-BR')).toBe('audio-pt-br-0123456789ab');
    expect(() => audioFileOf(file, 'en')).toThrow(AudioTrackMessages.invalidTrack);
    expect(() => audioFileOf('../stream/manifest', 'hi')).toThrow(AudioTrackMessages.invalidTrack);
  });

  it('needs a label of at most 40 characters', () => {
    expect(audioLabelOf('  Hindi ')).toBe('Hindi');
    expect(() => audioLabelOf(' ')).toThrow(AudioTrackMessages.labelRequired);
    expect(() => audioLabelOf('x'.repeat(41))).toThrow(AudioTrackMessages.labelTooLong);
  });
});

describe('a finished audio job', () => {
  it('removes what the worker stored when the track (or its video) is gone by then', async () => {
    const cleanups: CleanupJob[] = [];
    const service = new AudioTracksService(
      strictFake<AudioTracksRepository>('repository', { findOwner: async () => null }),
      strictFake<TranscodeQueue>('queue', { enqueueCleanup: async (job) => void cleanups.push(job) }),
      strictFake<VideosOutbox>('outbox'),
      strictFake<ContentKeysService>('contentKeys'),
    );
    await service.onCompleted(completed());
    expect(cleanups).toEqual([{ videoId, keys: [], prefixes: [`videos/${videoId}/audio/${file}`] }]);
  });

  it('marks a track still listed ready, with its change event', async () => {
    let kicked = 0;
    const service = new AudioTracksService(
      strictFake<AudioTracksRepository>('repository', {
        findOwner: async () => ({
          episodeName: 'E',
          status: 'active',
          durationSeconds: 6,
          audioTracks: [],
          protected: false,
        }),
        finish: async (_id, _file, outcome) => outcome.status === 'ready',
      }),
      strictFake<TranscodeQueue>('queue'),
      strictFake<VideosOutbox>('outbox', { kick: () => void kicked++ }),
      strictFake<ContentKeysService>('contentKeys'),
    );
    await service.onCompleted(completed());
    expect(kicked).toBe(1);
  });
});
