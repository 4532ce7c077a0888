import { CopyButton } from '../../components/actions/CopyButton';
import { EngineNote } from '../../components/ai/EngineNote';
import { AlertIcon } from '../../components/icons';
import type { GeneratedReviews } from './generateReviews';
import { formatReviewDate, ReviewCard, Stars } from './ReviewCard';

const asText = (result: GeneratedReviews) =>
  result.response.reviews
    .map((review) =>
      [
        `${'★'.repeat(review.rating)}${'☆'.repeat(5 - review.rating)}${review.title ? ` ${review.title}` : ''}`,
        `${review.username}, ${formatReviewDate(review.date)}`,
        ...(review.review ? [review.review] : []),
      ].join('\n'),
    )
    .join('\n\n');

export function ReviewPreviewResult({ result }: { result: GeneratedReviews }) {
  const { reviews } = result.response;
  const average = reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length;
  return (
    <div className="reviews-result">
      <p className="notice" role="note">
        <AlertIcon className="notice__icon" />
        <span>
          <strong>Sample reviews for mockups and design previews.</strong> They are not real reviews: never publish them or
          present them as written by real users.
        </span>
      </p>
      <EngineNote engine={result.response.engine} fallbackReason={result.response.fallback_reason} />
      <div className="reviews-summary">
        <span className="reviews-summary__score">{average.toFixed(1)}</span>
        <div>
          <Stars rating={Math.round(average)} />
          <p className="reviews-summary__label">
            {result.request.app_name}: {reviews.length} sample ratings
          </p>
        </div>
      </div>
      <div className="review-grid">
        {reviews.map((review) => (
          <ReviewCard key={`${review.username}-${review.date}`} review={review} />
        ))}
      </div>
      <div className="action-row">
        <CopyButton text={asText(result)} label="Copy reviews as text" size="small" />
      </div>
    </div>
  );
}
