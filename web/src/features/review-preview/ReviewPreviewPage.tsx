import { ReviewRequest, type REVIEW_TYPES } from '@aiapp/contracts';
import { RadioGroupField } from '../../components/form/RadioGroupField';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { TextRowsField } from '../../components/form/TextRowsField';
import type { FormValuesOf } from '../../components/form/useContractForm';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { generateReviews } from './generateReviews';
import { ReviewPreviewResult } from './ReviewPreviewResult';
import './review-preview.css';

const COPY: ToolPageCopy = {
  noun: 'review preview',
  generateLabel: 'Generate Reviews',
  bannerTip: 'Use these cards in mockups, pitch decks and landing page drafts to see how your listing reads next to its reviews.',
  resultTip:
    'Real reviews come from asking at the right moment: use the system review prompt right after a user succeeds in your app.',
};

type ReviewType = (typeof REVIEW_TYPES)[number];
const TYPE_LABELS: Readonly<Record<ReviewType, string>> = { positive: 'Positive', mixed: 'Mixed' };
const TYPE_HINTS: Readonly<Record<ReviewType, string>> = {
  positive: 'Cards at or near this rating (3 stars or more)',
  mixed: 'Ratings spread around it, like a real listing',
};
const starsLabel = (choice: string) => {
  const stars = Number(choice);
  return `${'★'.repeat(stars)} ${stars} star${stars === 1 ? '' : 's'}`;
};

const INITIAL: FormValuesOf<typeof ReviewRequest> = {
  app_name: '',
  rating: 5,
  review_type: 'positive',
  category: '',
  features: [''],
};

export function ReviewPreviewPage() {
  const flow = useToolForm({ toolId: 'review-preview', schema: ReviewRequest, defaultValues: INITIAL, run: generateReviews });
  const { field } = flow;

  const form = (
    <>
      <TextField label="App name" field={field('app_name')} placeholder="e.g. FitTrack" />
      <SelectField label="Star rating" field={field('rating')} optionLabel={starsLabel} />
      <RadioGroupField
        legend="Review type"
        field={field('review_type')}
        optionLabel={(type) => TYPE_LABELS[type as ReviewType]}
        optionHint={(type) => TYPE_HINTS[type as ReviewType]}
      />
      <TextField
        label="Category"
        field={field('category')}
        placeholder="e.g. Health & Fitness"
        hint="Reviews then sound like people who use this kind of app."
      />
      <TextRowsField
        label="Features"
        rowNoun="feature"
        field={field('features')}
        placeholders={['e.g. Track workouts with GPS', 'e.g. Offline mode']}
        hint="Reviewers mention some of them."
      />
    </>
  );

  return <ToolPage flow={flow} copy={COPY} form={form} renderResult={(result) => <ReviewPreviewResult result={result} />} />;
}
