import { findTool, KEYWORDS_MAX, KEYWORD_MAX_LENGTH } from '@aiapp/contracts';
import { useRef, useState } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { KeywordTrackerForm, type TrackerFormErrors, type TrackerFormValues } from './KeywordTrackerForm';
import { KeywordTrackerResult } from './KeywordTrackerResult';
import { splitKeywords, trackKeywords, type TrackingResult } from './trackKeywords';
import './keyword-tracker.css';

const TOOL_ID = 'keyword-tracker';

const COPY: ToolPageCopy = {
  noun: 'keyword report',
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
  const [values, setValues] = useState<TrackerFormValues>({ appName: '', store: 'ios', country: 'us', keywords: '' });
  const [errors, setErrors] = useState<TrackerFormErrors>({});
  const appNameRef = useRef<HTMLInputElement>(null);
  const keywordsRef = useRef<HTMLTextAreaElement>(null);

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleChange = (next: TrackerFormValues) => {
    setValues(next);
    if (errors.appName || errors.keywords) setErrors(validate(next));
  };

  const handleGenerate = () => {
    const found = validate(values);
    setErrors(found);
    if (found.appName) return appNameRef.current?.focus();
    if (found.keywords) return keywordsRef.current?.focus();
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
          onChange={handleChange}
          appNameRef={appNameRef}
          keywordsRef={keywordsRef}
        />
      }
      renderResult={(result) => <KeywordTrackerResult result={result} />}
    />
  );
}
