import { KeywordTrackingRequest } from '@aiapp/contracts';
import { DEFAULT_STORE_COUNTRY } from '@aiapp/store-facts';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { KeywordTrackerForm, type TrackerValues } from './KeywordTrackerForm';
import { KeywordTrackerResult } from './KeywordTrackerResult';
import { trackKeywords } from './trackKeywords';
import './keyword-tracker.css';

const COPY: ToolPageCopy = {
  noun: 'keyword report',
  // The tracker's messages start with the spec's "Failed to track keywords."
  failureLead: null,
  generateLabel: 'Track Keywords',
  bannerTip: 'Track the same keywords every week: each check is stored, so you see what moved and when.',
  resultTip:
    'Ranks in the top 10 bring most installs. Protect those, and add the easy keywords you miss to your subtitle or short description.',
};

const INITIAL: TrackerValues = { app_name: '', app_store: 'ios', country: DEFAULT_STORE_COUNTRY, keywords: '' };

export function KeywordTrackerPage() {
  const flow = useToolForm({
    toolId: 'keyword-tracker',
    schema: KeywordTrackingRequest,
    defaultValues: INITIAL,
    run: trackKeywords,
  });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={<KeywordTrackerForm field={flow.field} />}
      renderResult={(result) => <KeywordTrackerResult result={result} />}
    />
  );
}
