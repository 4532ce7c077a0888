import { CONTRADICTORY_REVIEW_MESSAGE, findTool, MIN_POSITIVE_RATING, REVIEW_TYPES, STAR_RATINGS } from '@aiapp/contracts';
import { useRef, useState } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { TextRowsField } from '../../components/form/TextRowsField';
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
const TYPE_OPTIONS = REVIEW_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
const RATING_OPTIONS = [...STAR_RATINGS].reverse().map((stars) => ({
  value: String(stars),
  label: `${'★'.repeat(stars)} ${stars} star${stars === 1 ? '' : 's'}`,
}));

export function ReviewPreviewPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<GeneratedReviews>(TOOL_ID);
  const [appName, setAppName] = useState('');
  const [rating, setRating] = useState(5);
  const [reviewType, setReviewType] = useState<ReviewType>('positive');
  const [category, setCategory] = useState('');
  const [features, setFeatures] = useState<string[]>(['']);
  const [error, setError] = useState<string | null>(null);
  // A positive set below 3 stars contradicts itself: the page says so instead of changing either choice.
  const contradiction = reviewType === 'positive' && rating < MIN_POSITIVE_RATING ? CONTRADICTORY_REVIEW_MESSAGE : undefined;
  const nameRef = useRef<HTMLInputElement>(null);

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleGenerate = () => {
    if (!appName.trim()) {
      setError('App name must not be blank');
      return nameRef.current?.focus();
    }
    setError(null);
    if (contradiction) return;
    const input = { appName: appName.trim(), rating, reviewType, category: category.trim(), features };
    void gate.generate((signal) => generateReviews(input, signal));
  };

  const form = (
    <>
      <TextField
        label="App name"
        name="app_name"
        maxLength={80}
        placeholder="e.g. FitTrack"
        value={appName}
        error={error ?? undefined}
        inputRef={nameRef}
        onChange={(value) => {
          setAppName(value);
          if (error && value.trim()) setError(null);
        }}
      />
      <SelectField
        label="Star rating"
        name="rating"
        value={String(rating)}
        options={RATING_OPTIONS}
        onChange={(value) => setRating(Number(value))}
      />
      <SelectField
        label="Review type"
        name="review_type"
        value={reviewType}
        options={TYPE_OPTIONS}
        onChange={setReviewType}
        error={contradiction}
        hint="Positive: cards at or near this rating. Mixed: ratings spread around it, like a real listing."
      />
      <TextField
        label="Category"
        name="category"
        optional
        maxLength={60}
        placeholder="e.g. Health & Fitness"
        value={category}
        onChange={setCategory}
        hint="Reviews then sound like people who use this kind of app."
      />
      <TextRowsField
        label="Features"
        rowNoun="feature"
        rows={features}
        onChange={setFeatures}
        maxRows={10}
        maxLength={120}
        optional
        placeholders={['e.g. Track workouts with GPS', 'e.g. Offline mode']}
        hint="Reviewers mention some of them."
      />
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
