import { describe, expect, it } from 'vitest';
import {
  CatalogEvents,
  type EventEnvelope,
  type Video,
  type VideoChangedEvent,
  type VideoQuality,
} from '@streamhub/contracts';
import type { ProcessedEvents } from '@streamhub/nest-kit';
import { strictFake } from '@streamhub/testkit';
import type { AccessService } from '../access/access.service';
import type { ContentKeysService } from '../drm/content-keys.service';
import type { VideosOutbox } from '../outbox/outbox-relays';
import type { IntroMarkersService } from '../videos/intro-markers.service';
import type { TranscodedLabel, VideosRepository } from '../videos/videos.repository';
import type { VideosService } from '../videos/videos.service';
import { MediaService } from './media.service';
import type { TranscodeQueue } from './transcode-queue';

const label = (id: string, quality: VideoQuality, heights: number[]): TranscodedLabel => ({
  id: id.padStart(24, '0'),
  episodeName: `SHOW ${id}`,
  status: 'active',
  quality,
  heights,
});

function mediaService(records: Partial<VideosRepository>, outbox: Partial<VideosOutbox>): MediaService {
  return new MediaService(
    strictFake<VideosService>('videos'),
    strictFake<VideosRepository>('records', records),
    strictFake<AccessService>('access'),
    strictFake<TranscodeQueue>('queue'),
    strictFake<ProcessedEvents>('processed'),
    strictFake<VideosOutbox>('outbox', outbox),
    strictFake<IntroMarkersService>('intros'),
    strictFake<ContentKeysService>('contentKeys'),
  );
}

describe('MediaService.relabelTranscoded', () => {
  it('gives videos transcoded under another label the one of their tallest rendition, each with its event', async () => {
    const relabelled: { id: string; from: VideoQuality; to: VideoQuality; event: EventEnvelope }[] = [];
    let kicks = 0;
    const service = mediaService(
      {
        findTranscodedLabels: async () => [
          label('1', '4K', [480, 360]),
          label('2', 'SD', [480, 360]),
          label('3', 'SD', [1080, 720, 480, 360]),
          label('4', 'HD', [2160, 1080]),
          label('5', '4K', []),
        ],
        relabel: async (id, from, to, event) => {
          relabelled.push({ id, from, to, event });
          return true;
        },
      },
      { kick: () => void kicks++ },
    );

    await expect(service.relabelTranscoded()).resolves.toBe(3);
    expect(relabelled.map(({ id, from, to }) => [id.slice(-1), from, to])).toEqual([
      ['1', '4K', 'SD'],
      ['3', 'SD', 'HD'],
      ['4', 'HD', '4K'],
    ]);
    expect(relabelled[0]!.event).toMatchObject({
      type: CatalogEvents.videoUpdated,
      key: label('1', '4K', []).id,
      payload: {
        videoId: label('1', '4K', []).id,
        episodeName: 'SHOW 1',
        status: 'active',
      } satisfies VideoChangedEvent,
    });
    expect(kicks).toBe(1);
  });

  it('counts only what it changed (another replica may relabel first), and kicks nothing when all is right', async () => {
    let kicks = 0;
    const service = mediaService(
      { findTranscodedLabels: async () => [label('1', '4K', [480])], relabel: async () => false },
      { kick: () => void kicks++ },
    );
    await expect(service.relabelTranscoded()).resolves.toBe(0);
    expect(kicks).toBe(0);
  });
});

describe('MediaService.upload by source key', () => {
  const video = (id: string) => ({ _id: id.padStart(24, '0'), status: 'processing' }) as unknown as Video;
  const request = { videoTitle: 'T', genre: 'G', sourceKey: 'uploads/u1/file', externalId: 'lib-1' };

  function uploads(found: Video[], create: () => Promise<Video>) {
    const enqueued: string[] = [];
    const service = new MediaService(
      strictFake<VideosService>('videos', {
        byExternalIds: async (ids) => found.map((v) => ({ externalId: String((ids as string[])[0]), video: v })),
        create,
      }),
      strictFake<VideosRepository>('records'),
      strictFake<AccessService>('access'),
      strictFake<TranscodeQueue>('queue', { enqueue: async (job) => void enqueued.push(job.videoId) }),
      strictFake<ProcessedEvents>('processed'),
      strictFake<VideosOutbox>('outbox'),
      strictFake<IntroMarkersService>('intros'),
      strictFake<ContentKeysService>('contentKeys', { defaultProtection: () => 'clear' }),
    );
    return { service, enqueued };
  }

  it('answers the title a source key already made, and queues no second encode', async () => {
    const { service, enqueued } = uploads([video('7')], () => Promise.reject(new Error('not expected')));
    await expect(service.upload(request)).resolves.toMatchObject({ _id: video('7')._id });
    expect(enqueued).toEqual([]);
  });

  it('answers the winner when two uploads of one source key insert at once (duplicate key)', async () => {
    const found: Video[] = [];
    const { service, enqueued } = uploads(found, async () => {
      found.push(video('8'));
      throw Object.assign(new Error('E11000 duplicate key'), { code: 11000 });
    });
    await expect(service.upload(request)).resolves.toMatchObject({ _id: video('8')._id });
    expect(enqueued).toEqual([]);
  });
});
