import { lazy, Suspense } from 'react';
import { loadToastLibrary } from './toast';

const Toaster = lazy(async () => ({ default: (await loadToastLibrary()).Toaster }));

export const TOAST_DURATION_MS = 4000;

/**
 * The app's only <Toaster>: bottom-right, 4 s, success green, error red (docs/product.md §2). It loads with
 * react-hot-toast after the first paint; toasts raised before then show once it has.
 */
export function AppToaster() {
  return (
    <Suspense fallback={null}>
      <Toaster
        position="bottom-right"
        toastOptions={{
          duration: TOAST_DURATION_MS,
          style: { background: '#1c2030', color: '#f3f4f8' },
          success: {
            style: { background: '#15803d', color: '#ffffff' },
            iconTheme: { primary: '#ffffff', secondary: '#15803d' },
          },
          error: {
            style: { background: '#b91c1c', color: '#ffffff' },
            iconTheme: { primary: '#ffffff', secondary: '#b91c1c' },
          },
        }}
      />
    </Suspense>
  );
}
