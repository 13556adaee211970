import type { ProfileAvatar as AvatarName } from '@streamhub/contracts';

/** Each built-in avatar: its colours and a simple shape drawn in SVG (no emoji: they are boxes without an emoji font). */
const AVATARS: Record<AvatarName, { label: string; from: string; to: string; shape: string }> = {
  sunrise: { label: 'Sunrise', from: '#f59e0b', to: '#ef4444', shape: 'M12 30a12 12 0 0 1 24 0z M8 34h32' },
  ocean: { label: 'Ocean', from: '#06b6d4', to: '#1d4ed8', shape: 'M6 26q6-6 12 0t12 0t12 0 M6 34q6-6 12 0t12 0t12 0' },
  forest: { label: 'Forest', from: '#22c55e', to: '#065f46', shape: 'M24 8l12 18H12z M24 18l14 20H10z M22 38h4v4h-4z' },
  comet: { label: 'Comet', from: '#a855f7', to: '#312e81', shape: 'M30 18a6 6 0 1 1-.1 0z M8 40l18-16' },
  tiger: {
    label: 'Tiger',
    from: '#fb923c',
    to: '#9a3412',
    shape: 'M10 14l8 8 M38 14l-8 8 M16 34h16 M18 28a2 2 0 1 0 0-.1 M30 28a2 2 0 1 0 0-.1',
  },
  lotus: {
    label: 'Lotus',
    from: '#f472b6',
    to: '#9d174d',
    shape: 'M24 10q8 12 0 26q-8-14 0-26z M10 22q12 2 14 14q-12-2-14-14z M38 22q-12 2-14 14q12-2 14-14z',
  },
  kite: { label: 'Kite', from: '#facc15', to: '#0ea5e9', shape: 'M24 6l12 16l-12 16l-12-16z M24 38q-4 4 0 8' },
  robot: {
    label: 'Robot',
    from: '#94a3b8',
    to: '#334155',
    shape: 'M12 16h24v20H12z M18 24h3v3h-3z M27 24h3v3h-3z M24 8v8 M18 31h12',
  },
};

export const avatarLabel = (name: AvatarName): string => AVATARS[name]?.label ?? name;

/** A profile's picture; `label` names it for screen readers when it stands alone. */
export function ProfileAvatar({ avatar, size = 48, label }: { avatar: AvatarName; size?: number; label?: string }) {
  const look = AVATARS[avatar] ?? AVATARS.sunrise;
  const gradient = `avatar-gradient-${avatar}`;
  return (
    <svg
      className="profile-avatar"
      width={size}
      height={size}
      viewBox="0 0 48 48"
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor={look.from} />
          <stop offset="1" stopColor={look.to} />
        </linearGradient>
      </defs>
      <rect width="48" height="48" rx="10" fill={`url(#${gradient})`} />
      <path d={look.shape} fill="none" stroke="#fff" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
