import { FilterSelect } from './FilterSelect';

export type StatusFilterValue = 'all' | 'active' | 'inactive';

const STATUS_OPTIONS = [
  { value: 'all', label: 'All Status' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
] as const;

/** The "All Status / Active / Inactive" filter of the admin lists. */
export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  return <FilterSelect label="Filter by status" value={value} options={STATUS_OPTIONS} onChange={onChange} />;
}
