import { findTool, REVIEW_TYPES, STAR_RATINGS } from '@aiapp/contracts';
import { useId, useRef, useState } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { FieldError } from '../../components/form/FieldError';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { generateReviews, type GeneratedReviews, type ReviewType } from './generateReviews';
import { ReviewPreviewResult } from './ReviewPreviewResult';
import './review-preview.css';

const TOOL_ID = 'review-preview';

const COPY: ToolPageCopy = {
  noun: 'review preview',
  generateLabel: 'Generate Reviews',
  bannerTip: 'Use these cards in mockups, pitch decks and landing page drafts to see how your listing reads next to its reviews.',
  resultTip:
    'Real reviews come from asking at the right moment: use the system review prompt right after a user succeeds in your app.',
};

const TYPE_LABELS: Readonly<Record<ReviewType, string>> = { positive: 'Positive', mixed: 'Mixed' };

export function ReviewPreviewPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<GeneratedReviews>(TOOL_ID);
  const [appName, setAppName] = useState('');
  const [rating, setRating] = useState(5);
  const [reviewType, setReviewType] = useState<ReviewType>('positive');
  const [error, setError] = useState<string | null>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const ids = { name: useId(), nameError: useId(), rating: useId(), type: useId() };

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleGenerate = () => {
    if (!appName.trim()) {
      setError('App name must not be blank');
      return nameRef.current?.focus();
    }
    setError(null);
    const input = { appName: appName.trim(), rating, reviewType };
    void gate.generate((signal) => generateReviews(input, signal));
  };

  const form = (
    <>
      <div className="field">
        <label className="field__label" htmlFor={ids.name}>
          App name
        </label>
        <input
          ref={nameRef}
          id={ids.name}
          className="input"
          type="text"
          autoComplete="off"
          maxLength={80}
          placeholder="e.g. FitTrack"
          value={appName}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? ids.nameError : undefined}
          onChange={(event) => {
            setAppName(event.target.value);
            if (error && event.target.value.trim()) setError(null);
          }}
        />
        <FieldError id={ids.nameError} message={error} />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.rating}>
          Star rating
        </label>
        <select id={ids.rating} className="select" value={rating} onChange={(event) => setRating(Number(event.target.value))}>
          {[...STAR_RATINGS].reverse().map((stars) => (
            <option key={stars} value={stars}>
              {`${'★'.repeat(stars)} ${stars} star${stars === 1 ? '' : 's'}`}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.type}>
          Review type
        </label>
        <select
          id={ids.type}
          className="select"
          value={reviewType}
          onChange={(event) => setReviewType(event.target.value as ReviewType)}
        >
          {REVIEW_TYPES.map((type) => (
            <option key={type} value={type}>
              {TYPE_LABELS[type]}
            </option>
          ))}
        </select>
        <p className="field__hint">Positive: every card at this rating. Mixed: ratings around it, like a real listing.</p>
      </div>
    </>
  );

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      onGenerate={handleGenerate}
      form={form}
      renderResult={(result) => <ReviewPreviewResult result={result} />}
    />
  );
}
