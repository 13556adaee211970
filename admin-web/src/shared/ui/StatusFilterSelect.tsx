import { useT } from '../i18n/i18n';
import { FilterSelect } from './FilterSelect';

export type StatusFilterValue = 'all' | 'active' | 'inactive';

const STATUS_OPTIONS = [
  { value: 'all', label: 'status.all' },
  { value: 'active', label: 'status.active' },
  { value: 'inactive', label: 'status.inactive' },
] as const;

/** The "All Status / Active / Inactive" filter of the admin lists. */
export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  const t = useT();
  const options = STATUS_OPTIONS.map((option) => ({ value: option.value, label: t(option.label) }));
  return <FilterSelect label={t('status.filter')} value={value} options={options} onChange={onChange} />;
}
