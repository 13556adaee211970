import { Injectable, Logger } from '@nestjs/common';
import type { VideoMarkers } from '@streamhub/contracts';
import { VideosOutbox } from '../outbox/outbox-relays';
import { decodeFingerprint, detectIntros } from './intro-detection';
import { VideosRepository } from './videos.repository';
import { videoUpdatedEvent } from './video-events';

/** How many of a series' other parts a newly transcoded part is compared with. */
const COMPARED_SIBLINGS = 3;

/**
 * Skip Intro without an admin: when a part of a series is transcoded, its sound's fingerprint is
 * compared with its nearest transcoded siblings' and the stretch they share is marked as its intro.
 * Markers an admin has set are never replaced.
 */
@Injectable()
export class IntroMarkersService {
  private readonly logger = new Logger(IntroMarkersService.name);

  constructor(
    private readonly videos: VideosRepository,
    private readonly outbox: VideosOutbox,
  ) {}

  /**
   * Looks for the intro of a part that has just been transcoded by comparing it with the nearest
   * fingerprinted parts of its series (by episode number; a few, to bound the work on a long
   * series). It gets the stretch it shares with them; a compared part without markers gets its own
   * side of that stretch. Returns how many parts changed.
   */
  async detectFor(videoId: string, episodeName: string): Promise<number> {
    const group = await this.videos.findFingerprinted(episodeName);
    const part = group.find((candidate) => candidate.id === videoId);
    if (!part) return 0;
    const nearest = group
      .filter((candidate) => candidate.id !== videoId)
      .sort((a, b) => Math.abs(a.episodeSeq - part.episodeSeq) - Math.abs(b.episodeSeq - part.episodeSeq))
      .slice(0, COMPARED_SIBLINGS);
    const parts = [part, ...nearest];
    if (parts.length < 2) return 0;
    const intros = detectIntros(
      parts.map((candidate) => ({
        id: candidate.id,
        forward: decodeFingerprint(candidate.fingerprint.forward),
        reversed: decodeFingerprint(candidate.fingerprint.reversed),
        seconds: candidate.fingerprint.seconds,
        durationSeconds: candidate.durationSeconds,
      })),
      videoId,
    );
    let changed = 0;
    for (const candidate of parts) {
      const intro = intros.get(candidate.id);
      const current = candidate.markers?.source ?? null;
      // An admin's markers stay; so do those a sibling was given when it was transcoded itself.
      if (!intro || current === 'admin' || (candidate.id !== videoId && current !== null)) continue;
      if (candidate.markers?.introStart === intro.start && candidate.markers.introEnd === intro.end) continue;
      const markers: VideoMarkers = {
        introStart: intro.start,
        introEnd: intro.end,
        recapStart: null,
        recapEnd: null,
        source: 'detected',
      };
      const event = videoUpdatedEvent(candidate.id, candidate);
      if (await this.videos.setDetectedMarkers(candidate.id, markers, event)) changed++;
    }
    if (changed > 0) {
      this.outbox.kick();
      this.logger.log(`intro found in ${changed} parts of ${episodeName}`);
    }
    return changed;
  }
}
