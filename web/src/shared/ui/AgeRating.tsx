import { CONTENT_DESCRIPTOR_LABELS, type AgeRating, type ContentDescriptor } from '@streamhub/contracts';
import './AgeRating.css';

/** Class suffix per rating, so each reads at a glance (green U to red A). */
const TONE: Record<AgeRating, string> = {
  U: 'u',
  'U/A 7+': 'ua7',
  'U/A 13+': 'ua13',
  'U/A 16+': 'ua16',
  A: 'a',
};

/** The age rating as a small badge, e.g. on cards. */
export function AgeRatingBadge({ rating }: { rating: AgeRating }) {
  return (
    <span className={`age-rating age-rating--${TONE[rating]}`} title={`Rated ${rating}`}>
      {rating}
    </span>
  );
}

/** What a title's descriptors say, in words: "Violence, Language"; empty when it has none. */
export function descriptorText(descriptors: readonly ContentDescriptor[]): string {
  return descriptors.map((descriptor) => CONTENT_DESCRIPTOR_LABELS[descriptor]).join(', ');
}

/** The rating with its content descriptors, as the watch page and the player's opening card show it. */
export function AgeRatingNotice({
  rating,
  descriptors,
  className = '',
}: {
  rating: AgeRating;
  descriptors: readonly ContentDescriptor[];
  className?: string;
}) {
  const text = descriptorText(descriptors);
  return (
    <div className={`age-rating-notice ${className}`.trim()} role="note" aria-label={`Rated ${rating}`}>
      <AgeRatingBadge rating={rating} />
      {text && <span className="age-rating-descriptors">{text}</span>}
    </div>
  );
}
