import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { KeywordTrackerForm } from './KeywordTrackerForm';
import { KeywordTrackerResult } from './KeywordTrackerResult';
import { toTrackingRequest, trackKeywords, type TrackingInput } from './trackKeywords';
import './keyword-tracker.css';

const COPY: ToolPageCopy = {
  noun: 'keyword report',
  generateLabel: 'Track Keywords',
  bannerTip: 'Track the same keywords every week: each check is stored, so you see what moved and when.',
  resultTip:
    'Ranks in the top 10 bring most installs. Protect those, and add the easy keywords you miss to your subtitle or short description.',
};

const INITIAL: TrackingInput = { appName: '', store: 'ios', country: 'us', keywords: '' };

export function KeywordTrackerPage() {
  const flow = useToolFlow({
    toolId: 'keyword-tracker',
    initial: INITIAL,
    call: { routeId: 'trackKeywords', toRequest: toTrackingRequest, fields: { appName: 'app_name', keywords: 'keywords' } },
    run: trackKeywords,
  });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={<KeywordTrackerForm values={flow.values} errors={flow.errors} onChange={flow.onChange} fieldRef={flow.fieldRef} />}
      renderResult={(result) => <KeywordTrackerResult result={result} />}
    />
  );
}
