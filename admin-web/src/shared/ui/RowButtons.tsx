import { useT } from '../i18n/i18n';
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
  const t = useT();
  const verb = active ? t('common.deactivate') : t('common.activate');
  const className = ghost ? 'btn btn-ghost btn-sm' : `btn btn-sm ${active ? 'btn-warning' : 'btn-success'}`;
  return (
    <button
      type="button"
      className={className}
      aria-label={t(active ? 'common.deactivateNamed' : 'common.activateNamed', { name })}
      {...rest}
    >
      {verb}
    </button>
  );
}

/** Opens a row's delete dialog. */
export function DeleteRowButton({ name, ...rest }: RowButtonProps) {
  const t = useT();
  return (
    <button type="button" className="btn btn-danger btn-sm" aria-label={t('common.deleteNamed', { name })} {...rest}>
      {t('common.delete')}
    </button>
  );
}
