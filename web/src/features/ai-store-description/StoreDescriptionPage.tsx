import { findTool } from '@aiapp/contracts';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { filledRows } from '../../components/form/TextRowsField';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { generateStoreDescription, type GeneratedListing, type StoreDescriptionInput } from './generateStoreDescription';
import { StoreDescriptionForm, type StoreDescriptionErrors } from './StoreDescriptionForm';
import { StoreDescriptionResult } from './StoreDescriptionResult';
import './store-description.css';

const TOOL_ID = 'ai-store-description';

const COPY: ToolPageCopy = {
  noun: 'store listing',
  generateLabel: 'Generate Descriptions',
  bannerTip: 'Write features the way your users would say them: the descriptions reuse your words, and so do their searches.',
  resultTip: 'Edit any text in place: the counters follow your changes, and Copy takes the edited version.',
};

/** Spec §5: app name and category required; at least one non-blank feature, with the spec's message. */
export const NO_FEATURE_MESSAGE = 'Please add at least one key feature';

function validate(values: StoreDescriptionInput): StoreDescriptionErrors {
  const errors: StoreDescriptionErrors = {};
  if (!values.appName.trim()) errors.appName = 'App name must not be blank';
  if (!values.category.trim()) errors.category = 'App category must not be blank';
  if (filledRows(values.features).length === 0) errors.features = NO_FEATURE_MESSAGE;
  return errors;
}

const EMPTY: StoreDescriptionInput = {
  appName: '',
  category: '',
  appType: 'utility',
  audience: '',
  features: ['', '', ''],
  sellingPoints: [''],
};

export function StoreDescriptionPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<GeneratedListing>(TOOL_ID);
  const form = useToolForm<StoreDescriptionInput, keyof StoreDescriptionErrors>(EMPTY, validate, [
    'appName',
    'category',
    'features',
  ]);
  const { values, errors } = form;

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleGenerate = () => {
    if (!form.checkBeforeGenerate()) return;
    const input = { ...values };
    void gate.generate((signal) => generateStoreDescription(input, signal));
  };

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      onGenerate={handleGenerate}
      form={
        <StoreDescriptionForm
          values={values}
          errors={errors}
          onChange={form.onChange}
          appNameRef={form.fieldRef('appName')}
          categoryRef={form.fieldRef('category')}
          firstFeatureRef={form.fieldRef('features')}
        />
      }
      renderResult={(result) => <StoreDescriptionResult result={result} />}
    />
  );
}
