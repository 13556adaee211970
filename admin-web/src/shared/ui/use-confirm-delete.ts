import { useState } from 'react';
import { runWithToast } from '../run-with-toast';

/**
 * The row a delete dialog asks about: `ask` opens it, `cancel` closes it, `confirm` deletes with a toast and closes
 * the dialog once the delete went through (it stays open on an error).
 */
export function useConfirmDelete<T>(remove: (item: T) => Promise<unknown>, success: string) {
  const [deleting, setDeleting] = useState<T | null>(null);
  const confirm = async () => {
    if (deleting === null) return;
    if (await runWithToast(() => remove(deleting), success)) setDeleting(null);
  };
  return { deleting, ask: setDeleting, cancel: () => setDeleting(null), confirm };
}
