import { REVIEW_TYPES, STAR_RATINGS } from '@aiapp/contracts';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { TextRowsField } from '../../components/form/TextRowsField';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { generateReviews, toReviewRequest, type ReviewInput, type ReviewType } from './generateReviews';
import { ReviewPreviewResult } from './ReviewPreviewResult';
import './review-preview.css';

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

const INITIAL: ReviewInput = { appName: '', rating: 5, reviewType: 'positive', category: '', features: [''] };

export function ReviewPreviewPage() {
  const flow = useToolFlow({
    toolId: 'review-preview',
    initial: INITIAL,
    call: {
      routeId: 'generateReviews',
      toRequest: toReviewRequest,
      fields: { appName: 'app_name', reviewType: 'review_type', category: 'category', features: 'features' },
    },
    run: (input, signal) => generateReviews({ ...input, appName: input.appName.trim() }, signal),
  });
  const { values, onChange } = flow;

  const form = (
    <>
      <TextField
        label="App name"
        name="app_name"
        maxLength={80}
        placeholder="e.g. FitTrack"
        value={values.appName}
        error={flow.errors.appName}
        inputRef={flow.fieldRef('appName')}
        onChange={(appName) => onChange({ ...values, appName })}
      />
      <SelectField
        label="Star rating"
        name="rating"
        value={String(values.rating)}
        options={RATING_OPTIONS}
        onChange={(rating) => onChange({ ...values, rating: Number(rating) })}
      />
      <SelectField
        label="Review type"
        name="review_type"
        value={values.reviewType}
        options={TYPE_OPTIONS}
        onChange={(reviewType) => onChange({ ...values, reviewType })}
        error={flow.errors.reviewType}
        hint="Positive: cards at or near this rating (3 stars or more). Mixed: ratings spread around it, like a real listing."
      />
      <TextField
        label="Category"
        name="category"
        optional
        maxLength={60}
        placeholder="e.g. Health & Fitness"
        value={values.category}
        error={flow.errors.category}
        onChange={(category) => onChange({ ...values, category })}
        hint="Reviews then sound like people who use this kind of app."
      />
      <TextRowsField
        label="Features"
        rowNoun="feature"
        rows={values.features}
        onChange={(features) => onChange({ ...values, features })}
        maxRows={10}
        maxLength={120}
        optional
        error={flow.errors.features}
        placeholders={['e.g. Track workouts with GPS', 'e.g. Offline mode']}
        hint="Reviewers mention some of them."
      />
    </>
  );

  return <ToolPage flow={flow} copy={COPY} form={form} renderResult={(result) => <ReviewPreviewResult result={result} />} />;
}
