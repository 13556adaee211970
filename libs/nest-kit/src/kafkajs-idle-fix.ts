import { createRequire } from 'node:module';

const load = createRequire(__filename);

/** The one kafkajs release this corrects; another version is left as it is (and a test says so). */
export const KAFKAJS_FIXED_VERSION = '2.2.4';

/** kafkajs's re-check period of a queue that has requests waiting (its CHECK_PENDING_REQUESTS_INTERVAL). */
const CHECK_PENDING_MS = 10;

interface RequestQueueLike {
  pending: unknown[];
  throttledUntil: number;
  throttleCheckTimeoutId: NodeJS.Timeout | null;
  checkPendingRequests(): void;
  scheduleCheckPendingRequests(): void;
}

let applied: boolean | undefined;

/**
 * kafkajs 2.2.4 re-arms a timer of its own on every broker connection whenever it has checked its
 * queue, also when nothing is waiting and nothing is throttled; the timer's delay is then negative,
 * so it fires after 1 ms and re-arms itself, forever (kafkajs issue #1556, fix #1667 never
 * released). Each process woke about 1,700 times a second and an idle service spent 1.4 s of CPU
 * a minute on it — CPU that a transcode running beside the stack did not get.
 *
 * The corrected check schedules a timer only when a request is waiting (every 10 ms, as before) or
 * the connection is throttled (when the throttle ends, as before). A request pushed later schedules
 * its own check, and every answer checks the queue, so nothing waits on the timer that is gone.
 * Returns whether the correction is in place; idempotent.
 */
export function quietIdleRequestQueues(): boolean {
  if (applied !== undefined) return applied;
  const { version } = load('kafkajs/package.json') as { version: string };
  if (version !== KAFKAJS_FIXED_VERSION) return (applied = false);
  const RequestQueue = load('kafkajs/src/network/requestQueue/index.js') as { prototype: RequestQueueLike };
  RequestQueue.prototype.scheduleCheckPendingRequests = function scheduleCheckPendingRequests(this: RequestQueueLike) {
    if (this.throttleCheckTimeoutId) return;
    const untilUnthrottled = this.throttledUntil - Date.now();
    if (this.pending.length === 0 && untilUnthrottled <= 0) return;
    this.throttleCheckTimeoutId = setTimeout(
      () => {
        this.throttleCheckTimeoutId = null;
        this.checkPendingRequests();
      },
      untilUnthrottled > 0 ? untilUnthrottled : CHECK_PENDING_MS,
    );
  };
  return (applied = true);
}
