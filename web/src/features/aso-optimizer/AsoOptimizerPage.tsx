import { AsoRequest } from '@aiapp/contracts';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { AsoForm, type AsoValues } from './AsoForm';
import { AsoResult } from './AsoResult';
import { optimizeAso } from './optimizeAso';
import './aso-optimizer.css';

const COPY: ToolPageCopy = {
  noun: 'ASO plan',
  generateLabel: 'Optimize',
  bannerTip: 'Paste your full store description: the more you describe your features, the better the keywords.',
  resultTip:
    'Change one thing at a time (title, then subtitle, then keywords) and track the ranks with the Keyword Rank Tracker to see what worked.',
};

const INITIAL: AsoValues = { app_name: '', category: '', description: '' };

export function AsoOptimizerPage() {
  const flow = useToolForm({ toolId: 'aso-optimizer', schema: AsoRequest, defaultValues: INITIAL, run: optimizeAso });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={<AsoForm field={flow.field} />}
      renderResult={(result) => <AsoResult result={result} />}
    />
  );
}
