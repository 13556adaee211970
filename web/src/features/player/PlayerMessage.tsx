import type { ReactNode } from 'react';

/** What the player shows instead of the picture: why, anything more to see, and the actions that lead on. */
export function PlayerMessage({
  title,
  hint,
  details,
  children,
}: {
  title: string;
  hint?: string;
  details?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="player-message" role="alert">
      <h1>{title}</h1>
      {hint && <p className="muted">{hint}</p>}
      {details}
      <div className="player-message-actions">{children}</div>
    </div>
  );
}
