import { AGE_RATINGS, MIN_RATING_OPTIONS, VIDEO_TYPES, type VideoFilters, type VideoType } from '@streamhub/contracts';
import type { SearchFilters as Filters } from './search-params';
import { useT } from '../../shared/i18n/i18n';

interface SearchFiltersProps {
  value: Filters;
  options: VideoFilters | undefined;
  onChange: (key: keyof Filters, value: string) => void;
  onClearAll: () => void;
  /** The video types the Type filter offers; none hides it (a page already narrowed to one type). */
  types?: readonly VideoType[];
}

const TYPE_LABELS: Record<VideoType, string> = { movie: 'Movie', episode: 'Episode', series: 'Series' };

function FilterSelect({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  const t = useT();
  return (
    <label className="filter-field">
      <span>{label}</span>
      <select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{t('search.all')}</option>
        {/* Keep a URL value selectable even before (or without) the server listing it. */}
        {value && !options.some((option) => option.value === value) && <option value={value}>{value}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Genre, Year, Min Rating, Type, Quality (docs/product.md §2 Search) and Age Rating; Genre and Year options come from the catalog. */
export function SearchFilters({ value, options, onChange, onClearAll, types = VIDEO_TYPES }: SearchFiltersProps) {
  const t = useT();
  return (
    <div className="search-filters" role="group" aria-label={t('search.filters')}>
      <FilterSelect
        label={t('search.genre')}
        value={value.genre}
        onChange={(next) => onChange('genre', next)}
        options={(options?.genres ?? []).map((genre) => ({ value: genre, label: genre }))}
      />
      <FilterSelect
        label={t('search.year')}
        value={value.year}
        onChange={(next) => onChange('year', next)}
        options={(options?.years ?? []).map((year) => ({ value: String(year), label: String(year) }))}
      />
      <FilterSelect
        label={t('search.minRating')}
        value={value.minRating}
        onChange={(next) => onChange('minRating', next)}
        options={MIN_RATING_OPTIONS.map((rating) => ({ value: String(rating), label: `${rating.toFixed(1)}+` }))}
      />
      {types.length > 0 && (
        <FilterSelect
          label={t('search.type')}
          value={value.type}
          onChange={(next) => onChange('type', next)}
          options={types.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
        />
      )}
      <FilterSelect
        label={t('search.quality')}
        value={value.quality}
        onChange={(next) => onChange('quality', next)}
        options={(options?.qualities ?? []).map((quality) => ({ value: quality, label: quality }))}
      />
      <FilterSelect
        label={t('search.ageRating')}
        value={value.ageRating}
        onChange={(next) => onChange('ageRating', next)}
        options={AGE_RATINGS.map((rating) => ({ value: rating, label: rating }))}
      />
      <button type="button" className="btn btn-ghost filter-clear" onClick={onClearAll}>
        {t('search.clearAll')}
      </button>
    </div>
  );
}
