import { StoreDescriptionRequest } from '@aiapp/contracts';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { generateStoreDescription } from './generateStoreDescription';
import { StoreDescriptionForm, type StoreDescriptionValues } from './StoreDescriptionForm';
import { StoreDescriptionResult } from './StoreDescriptionResult';
import './store-description.css';

const COPY: ToolPageCopy = {
  noun: 'store listing',
  generateLabel: 'Generate Descriptions',
  bannerTip: 'Write features the way your users would say them: the descriptions reuse your words, and so do their searches.',
  resultTip: 'Edit any text in place: the counters follow your changes, and Copy takes the edited version.',
};

const EMPTY: StoreDescriptionValues = {
  app_name: '',
  app_category: '',
  app_type: 'utility',
  target_audience: '',
  key_features: ['', '', ''],
  unique_selling_points: [''],
};

export function StoreDescriptionPage() {
  const flow = useToolForm({
    toolId: 'ai-store-description',
    schema: StoreDescriptionRequest,
    defaultValues: EMPTY,
    run: generateStoreDescription,
  });

  return (
    <ToolPage
      flow={flow}
      copy={COPY}
      form={<StoreDescriptionForm field={flow.field} />}
      renderResult={(result) => <StoreDescriptionResult result={result} />}
    />
  );
}
