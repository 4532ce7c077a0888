import { findTool, KEYWORDS_MAX, KEYWORD_MAX_LENGTH } from '@aiapp/contracts';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { KeywordTrackerForm, type TrackerFormErrors, type TrackerFormValues } from './KeywordTrackerForm';
import { KeywordTrackerResult } from './KeywordTrackerResult';
import { splitKeywords, trackKeywords, type TrackingResult } from './trackKeywords';
import './keyword-tracker.css';

const TOOL_ID = 'keyword-tracker';

const COPY: ToolPageCopy = {
  noun: 'keyword report',
  // The tracker's messages start with the spec's "Failed to track keywords."
  failureLead: null,
  generateLabel: 'Track Keywords',
  bannerTip: 'Track the same keywords every week: each check is stored, so you see what moved and when.',
  resultTip:
    'Ranks in the top 10 bring most installs. Protect those, and add the easy keywords you miss to your subtitle or short description.',
};

function validate(values: TrackerFormValues): TrackerFormErrors {
  const keywords = splitKeywords(values.keywords);
  const errors: TrackerFormErrors = {};
  if (!values.appName.trim()) errors.appName = 'App name must not be blank';
  if (keywords.length === 0) errors.keywords = 'Please enter at least one keyword';
  else if (keywords.length > KEYWORDS_MAX) errors.keywords = `At most ${KEYWORDS_MAX} keywords at a time`;
  else if (keywords.some((keyword) => keyword.length > KEYWORD_MAX_LENGTH))
    errors.keywords = `Each keyword must be at most ${KEYWORD_MAX_LENGTH} characters`;
  return errors;
}

export function KeywordTrackerPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<TrackingResult>(TOOL_ID);
  const form = useToolForm<TrackerFormValues, keyof TrackerFormErrors>(
    { appName: '', store: 'ios', country: 'us', keywords: '' },
    validate,
    ['appName', 'keywords'],
  );
  const { values, errors } = form;

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleGenerate = () => {
    if (!form.checkBeforeGenerate()) return;
    const input = {
      appName: values.appName.trim(),
      store: values.store,
      country: values.country,
      keywords: splitKeywords(values.keywords),
    };
    void gate.generate((signal) => trackKeywords(input, signal));
  };

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      onGenerate={handleGenerate}
      form={
        <KeywordTrackerForm
          values={values}
          errors={errors}
          onChange={form.onChange}
          appNameRef={form.fieldRef('appName')}
          keywordsRef={form.fieldRef('keywords')}
        />
      }
      renderResult={(result) => <KeywordTrackerResult result={result} />}
    />
  );
}
