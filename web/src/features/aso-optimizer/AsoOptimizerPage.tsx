import { findTool } from '@aiapp/contracts';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { AsoForm, type AsoFormErrors } from './AsoForm';
import { AsoResult } from './AsoResult';
import { optimizeAso, type AsoInput, type AsoResult as Result } from './optimizeAso';
import './aso-optimizer.css';

const TOOL_ID = 'aso-optimizer';
const DESCRIPTION_MAX = 4000;

const COPY: ToolPageCopy = {
  noun: 'ASO plan',
  generateLabel: 'Optimize',
  bannerTip: 'Paste your full store description: the more you describe your features, the better the keywords.',
  resultTip:
    'Change one thing at a time (title, then subtitle, then keywords) and track the ranks with the Keyword Rank Tracker to see what worked.',
};

function validate(values: AsoInput): AsoFormErrors {
  const errors: AsoFormErrors = {};
  if (!values.appName.trim()) errors.appName = 'App name must not be blank';
  if (!values.description.trim()) errors.description = 'Description must not be blank';
  else if (values.description.trim().length > DESCRIPTION_MAX)
    errors.description = `Description must be at most ${DESCRIPTION_MAX} characters`;
  return errors;
}

export function AsoOptimizerPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<Result>(TOOL_ID);
  const form = useToolForm<AsoInput, keyof AsoFormErrors>({ appName: '', category: '', description: '' }, validate, [
    'appName',
    'description',
  ]);
  const { values, errors } = form;

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleGenerate = () => {
    if (!form.checkBeforeGenerate()) return;
    const input = { appName: values.appName.trim(), category: values.category.trim(), description: values.description.trim() };
    void gate.generate((signal) => optimizeAso(input, signal));
  };

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      onGenerate={handleGenerate}
      form={
        <AsoForm
          values={values}
          errors={errors}
          onChange={form.onChange}
          appNameRef={form.fieldRef('appName')}
          descriptionRef={form.fieldRef('description')}
        />
      }
      renderResult={(result) => <AsoResult result={result} />}
    />
  );
}
