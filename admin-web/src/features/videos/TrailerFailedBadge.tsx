import { MESSAGES } from '../../shared/messages';

/**
 * A video that plays without its uploaded trailer, which the media worker could not transcode: a
 * warning badge with the worker's reason on hover (and for screen readers). Nothing otherwise.
 */
export function TrailerFailedBadge({ reason }: { reason: string | null | undefined }) {
  if (!reason) return null;
  return (
    <span className="trailer-failed" title={reason}>
      ⚠ {MESSAGES.trailerFailed}
      <span className="visually-hidden">: {reason}</span>
    </span>
  );
}
