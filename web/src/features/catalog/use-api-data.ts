import { useCallback, useEffect, useState, type DependencyList } from 'react';

export interface ApiData<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => void;
  /** Local edits after a successful change (a removed row), without another request. */
  setData: (update: (current: T | undefined) => T | undefined) => void;
}

/** Loads once per change of `deps`, aborting the previous request so a slow answer never wins. */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, deps: DependencyList): ApiData<T> {
  const [state, setState] = useState<{ data: T | undefined; error: unknown; loading: boolean }>({
    data: undefined,
    error: undefined,
    loading: true,
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setState((prev) => ({ ...prev, error: undefined, loading: true }));
    load(controller.signal).then(
      (data) => !controller.signal.aborted && setState({ data, error: undefined, loading: false }),
      (error: unknown) => !controller.signal.aborted && setState({ data: undefined, error, loading: false }),
    );
    return () => controller.abort();
    // The caller lists what `load` depends on, like useEffect's own deps.
  }, [...deps, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const setData = useCallback(
    (update: (current: T | undefined) => T | undefined) => setState((prev) => ({ ...prev, data: update(prev.data) })),
    [],
  );
  return { ...state, reload, setData };
}
