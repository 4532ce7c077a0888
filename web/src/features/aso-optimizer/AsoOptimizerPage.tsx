import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { AsoForm } from './AsoForm';
import { AsoResult } from './AsoResult';
import { optimizeAso, toAsoRequest, type AsoInput } from './optimizeAso';
import './aso-optimizer.css';

const COPY: ToolPageCopy = {
  noun: 'ASO plan',
  generateLabel: 'Optimize',
  bannerTip: 'Paste your full store description: the more you describe your features, the better the keywords.',
  resultTip:
    'Change one thing at a time (title, then subtitle, then keywords) and track the ranks with the Keyword Rank Tracker to see what worked.',
};

const INITIAL: AsoInput = { appName: '', category: '', description: '' };

export function AsoOptimizerPage() {
  const flow = useToolFlow({
    toolId: 'aso-optimizer',
    initial: INITIAL,
    call: {
      routeId: 'optimizeAso',
      toRequest: toAsoRequest,
      fields: { appName: 'app_name', category: 'category', description: 'description' },
    },
    run: optimizeAso,
  });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={<AsoForm values={flow.values} errors={flow.errors} onChange={flow.onChange} fieldRef={flow.fieldRef} />}
      renderResult={(result) => <AsoResult result={result} />}
    />
  );
}
