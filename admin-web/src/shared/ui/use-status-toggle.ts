import { useState } from 'react';
import { runWithToast } from '../run-with-toast';

/**
 * A row's change (activate, deactivate, a new status) run with its toast; `pendingId` is the row whose change is
 * under way, so that row's buttons can be disabled meanwhile. `run` resolves to whether the change went through.
 */
export function useStatusToggle() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const run = async <T>(id: string, change: () => Promise<T>, success: string): Promise<boolean> => {
    setPendingId(id);
    const done = await runWithToast(change, success);
    setPendingId(null);
    return done;
  };
  return { pendingId, run };
}
