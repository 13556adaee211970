import type { Toast as HotToast, ToastOptions } from 'react-hot-toast';
import type hotToast from 'react-hot-toast';

type ToastLibrary = typeof hotToast;
type Message = HotToast['message'];
type Kind = 'success' | 'error' | 'loading';

let library: ToastLibrary | undefined;
let loading: Promise<typeof import('react-hot-toast')> | undefined;
const waiting: Array<(toast: ToastLibrary) => void> = [];
let queued = 0;

/**
 * react-hot-toast loads after the first paint (AppToaster starts it). Once it has, every call goes
 * straight to it; a call made before waits for it, with an id of its own so it can be updated or
 * dismissed meanwhile.
 */
export function loadToastLibrary(): Promise<typeof import('react-hot-toast')> {
  loading ??= import('react-hot-toast').then((module) => {
    library = module.default;
    for (const call of waiting.splice(0)) call(library);
    return module;
  });
  return loading;
}

const show =
  (kind: Kind) =>
  (message: Message, options?: ToastOptions): string => {
    if (library) return library[kind](message, options);
    const withId = { ...options, id: options?.id ?? `queued-toast-${++queued}` };
    waiting.push((toast) => toast[kind](message, withId));
    void loadToastLibrary();
    return withId.id;
  };

/** The apps' toasts: react-hot-toast's success, error, loading and dismiss. */
export const toast = {
  success: show('success'),
  error: show('error'),
  loading: show('loading'),
  dismiss(id?: string): void {
    if (library) library.dismiss(id);
    else waiting.push((toast) => toast.dismiss(id));
  },
};
