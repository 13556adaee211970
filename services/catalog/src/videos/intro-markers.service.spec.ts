import { describe, expect, it } from 'vitest';
import { CatalogEvents, NO_MARKERS, type AnyDomainEvent, type VideoMarkers } from '@streamhub/contracts';
import { strictFake } from '@streamhub/testkit';
import type { VideosOutbox } from '../outbox/outbox-relays';
import { encodeFingerprint } from './intro-detection';
import { IntroMarkersService } from './intro-markers.service';
import type { FingerprintedRecord, VideosRepository } from './videos.repository';

/** Pseudo-random hashes (a different stream per seed), like those of varied sound. */
function noise(seed: number, length: number): number[] {
  let x = seed * 2654435761 + 1;
  return Array.from({ length }, () => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return x >>> 0;
  });
}

const INTRO = noise(7, 24);

function part(seq: number, markers: VideoMarkers | null = null, intro = INTRO): FingerprintedRecord {
  const items = [...noise(seq, 16), ...intro, ...noise(seq + 100, 60)];
  return {
    id: String(seq).padStart(24, '0'),
    episodeName: 'CAMPUS DAYS',
    episodeSeq: seq,
    status: 'active',
    fingerprint: { forward: encodeFingerprint(items), reversed: encodeFingerprint([...items].reverse()), seconds: 12 },
    durationSeconds: 12,
    markers,
  };
}

function service(group: FingerprintedRecord[]) {
  const written: { id: string; markers: VideoMarkers; event: AnyDomainEvent }[] = [];
  let kicks = 0;
  const intros = new IntroMarkersService(
    strictFake<VideosRepository>('videos', {
      findFingerprinted: async (episodeName) => (episodeName === 'CAMPUS DAYS' ? group : []),
      setDetectedMarkers: async (id, markers, event) => {
        written.push({ id, markers, event });
        return true;
      },
    }),
    strictFake<VideosOutbox>('outbox', { kick: () => void kicks++ }),
  );
  return { intros, written, kicks: () => kicks };
}

describe('IntroMarkersService.detectFor', () => {
  it('marks the stretch a new part shares with a sibling as the intro of both, each with its event', async () => {
    const [first, second] = [part(1), part(2)];
    const { intros, written, kicks } = service([first, second]);
    expect(await intros.detectFor(second.id, 'CAMPUS DAYS')).toBe(2);
    expect(written.map((w) => w.id)).toEqual([second.id, first.id]);
    for (const { markers, event } of written) {
      expect(markers).toMatchObject({ recapStart: null, recapEnd: null, source: 'detected' });
      expect(markers.introEnd! - markers.introStart!).toBeGreaterThan(1);
      expect(event.type).toBe(CatalogEvents.videoUpdated);
    }
    expect(kicks()).toBe(1);
  });

  it("leaves an admin's markers and a sibling's earlier intro as they are", async () => {
    const admin = { ...NO_MARKERS, recapStart: 0, recapEnd: 1, source: 'admin' as const };
    const detected = { ...NO_MARKERS, introStart: 2, introEnd: 5, source: 'detected' as const };
    const [first, second, third] = [part(1, detected), part(2), part(3, admin)];
    const { intros, written } = service([first, second, third]);
    expect(await intros.detectFor(second.id, 'CAMPUS DAYS')).toBe(1);
    expect(written.map((w) => w.id)).toEqual([second.id]);
    // A part the admin has marked keeps its markers; its sibling without any still gets the intro.
    const { intros: again, written: sibling } = service([part(1), part(2, admin)]);
    expect(await again.detectFor(part(2).id, 'CAMPUS DAYS')).toBe(1);
    expect(sibling.map((w) => w.id)).toEqual([part(1).id]);
  });

  it('does nothing for a part alone in its series or sharing nothing with it', async () => {
    expect(await service([part(1)]).intros.detectFor(part(1).id, 'CAMPUS DAYS')).toBe(0);
    const lonely = service([part(1), part(2, null, noise(8, 24))]);
    expect(await lonely.intros.detectFor(part(2).id, 'CAMPUS DAYS')).toBe(0);
    expect(lonely.written).toEqual([]);
  });
});
