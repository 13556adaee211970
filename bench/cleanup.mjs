// What a benchmark makes, it takes away: scenarios register an undo for each thing they create
// (titles, uploads), and bench/run.mjs runs them after each scenario, whether it passed or not, so
// a run against the `npm start` stack leaves its catalogue as it found it (docs/benchmarks.md).
import { gatewayUrl } from './lib.mjs';
import { signIn } from './media-support.mjs';

const pending = [];

/** Registers `undo` (async) to run once the current scenario ends; `what` names it in a failure. */
export function onCleanup(what, undo) {
  pending.push({ what, undo });
}

/** Deletes the titles with these ids once the scenario ends (through the admin API, as an admin would). */
export function deleteVideosAfter(ids, what = 'bench titles') {
  const list = [...ids];
  if (list.length === 0) return;
  onCleanup(`${list.length} ${what}`, async () => {
    const token = await signIn();
    let next = 0;
    const failed = [];
    const worker = async () => {
      while (next < list.length) {
        const id = list[next++];
        const res = await fetch(`${gatewayUrl}/api/v1/videos/${id}`, {
          method: 'DELETE',
          headers: { authorization: `Bearer ${token}` },
        });
        await res.arrayBuffer();
        // Gone already (a scenario deleted it itself) is fine.
        if (!res.ok && res.status !== 404) failed.push(`${id}: ${res.status}`);
      }
    };
    await Promise.all(Array.from({ length: Math.min(8, list.length) }, worker));
    if (failed.length > 0)
      throw new Error(`could not delete ${failed.length} title(s): ${failed.slice(0, 3).join(', ')}`);
  });
}

/** Runs every registered undo, newest first; resolves to the failures (empty when all went). */
export async function cleanUp() {
  const failures = [];
  while (pending.length > 0) {
    const { what, undo } = pending.pop();
    try {
      await undo();
    } catch (err) {
      failures.push(`${what}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return failures;
}
