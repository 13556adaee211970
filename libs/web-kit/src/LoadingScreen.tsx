import { SHARED_MESSAGES } from './messages';

export function LoadingScreen() {
  return (
    <div className="loading-screen" role="status" aria-live="polite">
      <div className="spinner" aria-hidden="true" />
      <p>{SHARED_MESSAGES.loading}</p>
    </div>
  );
}
