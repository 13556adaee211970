import { useState } from 'react';
import { runWithToast } from '../run-with-toast';

type ActiveStatus = 'active' | 'inactive';

/**
 * A row's change (activate, deactivate, a new status) run with its toast; `pendingId` is the row whose change is
 * under way, so that row's buttons can be disabled meanwhile. `run` resolves to whether the change went through;
 * `toggleActive` runs the common change of an active/inactive row to the other status.
 */
export function useStatusToggle() {
  const [pendingId, setPendingId] = useState<string | null>(null);
  const run = async <T>(id: string, change: () => Promise<T>, success: string): Promise<boolean> => {
    setPendingId(id);
    const done = await runWithToast(change, success);
    setPendingId(null);
    return done;
  };
  const toggleActive = (
    row: { _id: string; status: string },
    setStatus: (change: { id: string; status: ActiveStatus }) => { unwrap: () => Promise<unknown> },
    messages: { activated: string; deactivated: string },
  ) => {
    const next: ActiveStatus = row.status === 'active' ? 'inactive' : 'active';
    return run(
      row._id,
      () => setStatus({ id: row._id, status: next }).unwrap(),
      next === 'active' ? messages.activated : messages.deactivated,
    );
  };
  return { pendingId, run, toggleActive };
}
