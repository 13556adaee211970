import {
  AGE_RATINGS,
  CONTENT_DESCRIPTORS,
  CONTENT_DESCRIPTOR_LABELS,
  type AgeRating,
  type ContentDescriptor,
} from '@streamhub/contracts';

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
  return (
    <>
      <label>
        Age Rating
        <select name="ageRating" value={rating} onChange={(e) => onRating(e.target.value as AgeRating)}>
          {AGE_RATINGS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <fieldset className="descriptor-choices">
        <legend>Content Descriptors</legend>
        {CONTENT_DESCRIPTORS.map((d) => (
          <label key={d} className="descriptor-choice">
            <input
              type="checkbox"
              name="contentDescriptors"
              value={d}
              checked={descriptors.includes(d)}
              onChange={(e) => onDescriptors(toggleDescriptor(descriptors, d, e.target.checked))}
            />
            {CONTENT_DESCRIPTOR_LABELS[d]}
          </label>
        ))}
      </fieldset>
    </>
  );
}
