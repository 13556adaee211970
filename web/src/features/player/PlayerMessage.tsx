import type { ReactNode } from 'react';

/** What the player shows instead of the picture: why, and the actions that lead on. */
export function PlayerMessage({ title, hint, children }: { title: string; hint?: string; children?: ReactNode }) {
  return (
    <div className="player-message" role="alert">
      <h1>{title}</h1>
      {hint && <p className="muted">{hint}</p>}
      <div className="player-message-actions">{children}</div>
    </div>
  );
}
