import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { generateStoreDescription, toStoreDescriptionRequest, type StoreDescriptionInput } from './generateStoreDescription';
import { StoreDescriptionForm } from './StoreDescriptionForm';
import { StoreDescriptionResult } from './StoreDescriptionResult';
import './store-description.css';

const COPY: ToolPageCopy = {
  noun: 'store listing',
  generateLabel: 'Generate Descriptions',
  bannerTip: 'Write features the way your users would say them: the descriptions reuse your words, and so do their searches.',
  resultTip: 'Edit any text in place: the counters follow your changes, and Copy takes the edited version.',
};

const EMPTY: StoreDescriptionInput = {
  appName: '',
  category: '',
  appType: 'utility',
  audience: '',
  features: ['', '', ''],
  sellingPoints: [''],
};

export function StoreDescriptionPage() {
  const flow = useToolFlow({
    toolId: 'ai-store-description',
    initial: EMPTY,
    call: {
      routeId: 'generateStoreDescription',
      toRequest: toStoreDescriptionRequest,
      fields: {
        appName: 'app_name',
        category: 'app_category',
        audience: 'target_audience',
        features: 'key_features',
        sellingPoints: 'unique_selling_points',
      },
    },
    run: generateStoreDescription,
  });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={<StoreDescriptionForm values={flow.values} errors={flow.errors} onChange={flow.onChange} fieldRef={flow.fieldRef} />}
      renderResult={(result) => <StoreDescriptionResult result={result} />}
    />
  );
}
