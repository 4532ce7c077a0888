import type { ReviewResponse } from '@aiapp/contracts';
import { StarIcon } from '../../components/icons';

type Review = ReviewResponse['reviews'][number];

const DATE_FORMAT = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** "Nov 20, 2026", as the stores print review dates; the day is a calendar date, so UTC keeps it. */
export const formatReviewDate = (date: string) => DATE_FORMAT.format(new Date(`${date}T00:00:00Z`));

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="review-stars" role="img" aria-label={`${rating} out of 5 stars`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} className={star <= rating ? 'review-stars__star review-stars__star--on' : 'review-stars__star'} />
      ))}
    </span>
  );
}

/**
 * A review as the App Store lays it out: title and stars, then date and name, then the text. A
 * rating without words (the built-in engine's cards for a brief in another language) shows the
 * stars, name and date only.
 */
export function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="review-card">
      <header className="review-card__header">
        {review.title ? <h4 className="review-card__title">{review.title}</h4> : null}
        <time className="review-card__date" dateTime={review.date}>
          {formatReviewDate(review.date)}
        </time>
      </header>
      <div className="review-card__meta">
        <Stars rating={review.rating} />
        <span className="review-card__user">{review.username}</span>
      </div>
      {review.review ? <p className="review-card__text">{review.review}</p> : null}
    </article>
  );
}
