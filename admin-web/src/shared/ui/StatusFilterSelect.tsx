export type StatusFilterValue = 'all' | 'active' | 'inactive';

/** The "All Status / Active / Inactive" filter of the admin lists. */
export function StatusFilterSelect({
  value,
  onChange,
}: {
  value: StatusFilterValue;
  onChange: (value: StatusFilterValue) => void;
}) {
  return (
    <select
      aria-label="Filter by status"
      value={value}
      onChange={(event) => onChange(event.target.value as StatusFilterValue)}
    >
      <option value="all">All Status</option>
      <option value="active">Active</option>
      <option value="inactive">Inactive</option>
    </select>
  );
}
