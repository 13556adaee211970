import { afterEach, describe, expect, it } from 'vitest';
import type { PublicUser } from '@streamhub/contracts';
import { sessionStore } from '@streamhub/web-kit';
import {
  EARLY_PLAYBACK_MAX_AGE_MS,
  forgetEarlyPlayback,
  startPlaybackEarly,
  takeEarlyPlayback,
} from './early-playback';

const VIDEO = '65f0000000000000000000aa';
const OTHER = '65f0000000000000000000bb';
const viewer = { _id: '65f000000000000000000001', name: 'Asha', email: 'asha@example.com' } as PublicUser;

afterEach(() => sessionStore.clear());

describe('the playback call started before the player page', () => {
  it('starts nothing for a signed-out visitor', () => {
    expect(startPlaybackEarly(VIDEO)).toBeNull();
    expect(takeEarlyPlayback(viewer._id, VIDEO)).toBeNull();
  });

  it("hands its reply once, to the same viewer's player of the same video, while it is fresh", () => {
    sessionStore.save({ token: 'token-1', user: viewer }, true);
    const reply = startPlaybackEarly(VIDEO, undefined, 1_000);
    expect(reply).not.toBeNull();
    expect(takeEarlyPlayback('someone-else', VIDEO, 1_000)).toBeNull();
    expect(takeEarlyPlayback(viewer._id, OTHER, 1_000)).toBeNull();
    expect(takeEarlyPlayback(viewer._id, VIDEO, 1_000)).toBe(reply);
    // Taken: a refetch asks the server again.
    expect(takeEarlyPlayback(viewer._id, VIDEO, 1_000)).toBeNull();

    void startPlaybackEarly(VIDEO, undefined, 1_000);
    expect(takeEarlyPlayback(viewer._id, VIDEO, 1_000 + EARLY_PLAYBACK_MAX_AGE_MS + 1)).toBeNull();

    void startPlaybackEarly(VIDEO, undefined, 1_000);
    forgetEarlyPlayback(VIDEO);
    expect(takeEarlyPlayback(viewer._id, VIDEO, 1_000)).toBeNull();
  });
});
