import { REVIEW_TYPES, STAR_RATINGS } from '@aiapp/contracts';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
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

const INITIAL: ReviewInput = { appName: '', rating: 5, reviewType: 'positive' };

export function ReviewPreviewPage() {
  const flow = useToolFlow({
    toolId: 'review-preview',
    initial: INITIAL,
    call: { routeId: 'generateReviews', toRequest: toReviewRequest, fields: { appName: 'app_name' } },
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
        hint="Positive: every card at this rating. Mixed: ratings around it, like a real listing."
      />
    </>
  );

  return <ToolPage flow={flow} copy={COPY} form={form} renderResult={(result) => <ReviewPreviewResult result={result} />} />;
}
