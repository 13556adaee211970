interface RowButtonProps {
  /** What the row shows, for the button's accessible name ("Delete banner.jpg"). */
  name: string;
  disabled?: boolean;
  title?: string;
  onClick: () => void;
}

/** Activate / Deactivate a row: coloured by what it does, or quiet (`ghost`). */
export function ToggleActiveButton({
  active,
  ghost,
  name,
  ...rest
}: RowButtonProps & { active: boolean; ghost?: boolean }) {
  const verb = active ? 'Deactivate' : 'Activate';
  const className = ghost ? 'btn btn-ghost btn-sm' : `btn btn-sm ${active ? 'btn-warning' : 'btn-success'}`;
  return (
    <button type="button" className={className} aria-label={`${verb} ${name}`} {...rest}>
      {verb}
    </button>
  );
}

/** Opens a row's delete dialog. */
export function DeleteRowButton({ name, ...rest }: RowButtonProps) {
  return (
    <button type="button" className="btn btn-danger btn-sm" aria-label={`Delete ${name}`} {...rest}>
      Delete
    </button>
  );
}
