import { Injectable, Logger } from '@nestjs/common';
import { CatalogEvents, type VideoMarkers } from '@streamhub/contracts';
import { makeEvent } from '@streamhub/nest-kit';
import { VideosOutbox } from '../outbox/outbox-relays';
import { decodeFingerprint, detectIntros } from './intro-detection';
import { VideosRepository } from './videos.repository';

/**
 * Skip Intro without an admin: when a part of a series is transcoded, its sound's fingerprint is
 * compared with its transcoded siblings' and the stretch they share is marked as each part's intro.
 * Markers an admin has set are never replaced.
 */
@Injectable()
export class IntroMarkersService {
  private readonly logger = new Logger(IntroMarkersService.name);

  constructor(
    private readonly videos: VideosRepository,
    private readonly outbox: VideosOutbox,
  ) {}

  /** Detects the intro of every fingerprinted part of the group; returns how many parts changed. */
  async detectForGroup(episodeName: string): Promise<number> {
    const parts = await this.videos.findFingerprinted(episodeName);
    if (parts.length < 2) return 0;
    const intros = detectIntros(
      parts.map((part) => ({
        id: part.id,
        forward: decodeFingerprint(part.fingerprint.forward),
        reversed: decodeFingerprint(part.fingerprint.reversed),
        seconds: part.fingerprint.seconds,
        durationSeconds: part.durationSeconds,
      })),
    );
    let changed = 0;
    for (const part of parts) {
      const intro = intros.get(part.id);
      if (!intro || part.markers?.source === 'admin') continue;
      if (part.markers?.introStart === intro.start && part.markers.introEnd === intro.end) continue;
      const markers: VideoMarkers = {
        introStart: intro.start,
        introEnd: intro.end,
        recapStart: null,
        recapEnd: null,
        source: 'detected',
      };
      const event = makeEvent(CatalogEvents.videoUpdated, part.id, {
        videoId: part.id,
        episodeName: part.episodeName,
        status: part.status,
      });
      if (await this.videos.setDetectedMarkers(part.id, markers, event)) changed++;
    }
    if (changed > 0) {
      this.outbox.kick();
      this.logger.log(`intro found in ${changed} parts of ${episodeName}`);
    }
    return changed;
  }
}
