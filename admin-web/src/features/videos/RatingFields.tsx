import { AGE_RATINGS, CONTENT_DESCRIPTORS, type AgeRating, type ContentDescriptor } from '@streamhub/contracts';
import { useT } from '../../shared/i18n/i18n';

/** Descriptors with one turned on or off, kept in the Code's order. */
export function toggleDescriptor(
  descriptors: readonly ContentDescriptor[],
  descriptor: ContentDescriptor,
  on: boolean,
): ContentDescriptor[] {
  return CONTENT_DESCRIPTORS.filter((d) => (d === descriptor ? on : descriptors.includes(d)));
}

/** Age rating and content descriptors, as the upload form and the Edit Rating dialog ask for them. */
export function RatingFields({
  rating,
  descriptors,
  onRating,
  onDescriptors,
}: {
  rating: AgeRating;
  descriptors: readonly ContentDescriptor[];
  onRating: (rating: AgeRating) => void;
  onDescriptors: (descriptors: ContentDescriptor[]) => void;
}) {
  const t = useT();
  return (
    <>
      <label>
        {t('videos.col.ageRating')}
        <select name="ageRating" value={rating} onChange={(e) => onRating(e.target.value as AgeRating)}>
          {AGE_RATINGS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="descriptor-choices">
        <legend>{t('rating.descriptors')}</legend>
        {CONTENT_DESCRIPTORS.map((d) => (
          <label key={d} className="descriptor-choice">
            <input
              type="checkbox"
              name="contentDescriptors"
              value={d}
              checked={descriptors.includes(d)}
              onChange={(e) => onDescriptors(toggleDescriptor(descriptors, d, e.target.checked))}
            />
            {t(`rating.descriptor.${d}`)}
          </label>
        ))}
      </fieldset>
    </>
  );
}
