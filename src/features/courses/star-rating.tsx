import { MAX_RATING } from '@/contract';
import './star-rating.css';

const STAR = 'M12 2.8l2.8 5.8 6.3.9-4.6 4.4 1.1 6.3L12 17.2l-5.6 3 1.1-6.3L2.9 9.5l6.3-.9z';

/** One 16 px star, coloured by its class. */
export function StarIcon({ className }: { className: string }) {
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
    >
      <path d={STAR} />
    </svg>
  );
}

/** Five stars filled up to the rating (rounded to whole stars), with the rating in words for screen readers. */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  const filled = Math.max(0, Math.min(MAX_RATING, Math.round(rating)));
  return (
    <span
      className={className ? `star-rating ${className}` : 'star-rating'}
      role="img"
      aria-label={`Rated ${rating} out of ${MAX_RATING}`}
    >
      {Array.from({ length: MAX_RATING }, (_, index) => (
        <StarIcon
          key={index}
          className={index < filled ? 'star-rating__star star-rating__star--filled' : 'star-rating__star'}
        />
      ))}
    </span>
  );
}
