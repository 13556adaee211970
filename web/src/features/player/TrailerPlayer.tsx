import { useEffect, useRef, useState } from 'react';
import { runShaka } from './shaka';
import { isManifestUrl, trailerIdentity } from './trailer';
import { useT } from '../../shared/i18n/i18n';

/**
 * The watch page's trailer: muted, with the browser's controls. A transcoded trailer (a signed DASH
 * manifest) plays through shaka-player, loaded on demand like the player page's; another URL plays
 * in the element itself. A trailer that cannot be loaded is left out of the page.
 */
export function TrailerPlayer({ src }: { src: string }) {
  const t = useT();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const manifest = isManifestUrl(src);
  // A newly signed URL of the same trailer does not reload it.
  const identity = trailerIdentity(src);
  const srcRef = useRef(src);
  srcRef.current = src;

  useEffect(() => {
    if (!manifest) return;
    return runShaka(
      videoRef.current,
      async (player) => {
        player.addEventListener('error', () => setFailed(identity));
        await player.load(srcRef.current);
      },
      () => setFailed(identity),
    );
  }, [identity, manifest]);

  if (failed === identity) return null;
  return (
    <div className="watch-trailer">
      <video
        ref={videoRef}
        src={manifest ? undefined : src}
        controls
        muted
        playsInline
        preload="metadata"
        aria-label={t('player.trailer')}
      />
    </div>
  );
}
