import { describe, expect, it } from 'vitest';
import { CatalogEvents, type EventEnvelope, type VideoChangedEvent, type VideoQuality } from '@streamhub/contracts';
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
