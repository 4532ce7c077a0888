import { APP_NAME_CATEGORIES } from '@aiapp/contracts';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolFlow } from '../../components/tool-page/useToolFlow';
import { AppNameResult } from './AppNameResult';
import { generateAppNames, KEYWORDS_USED, toAppNameRequest, type AppNameInput, type NameCategory } from './generateAppNames';
import './app-name-generator.css';

const COPY: ToolPageCopy = {
  noun: 'name list',
  generateLabel: 'Generate Names',
  bannerTip: 'Give two to five words your users would search for; mixing a benefit and an activity gives the best blends.',
  resultTip: 'Before you commit, search the stores and trademark databases for the name, and say it out loud to a friend.',
};

const CATEGORY_LABELS: Readonly<Record<NameCategory, string>> = {
  productivity: 'Productivity',
  social: 'Social',
  gaming: 'Gaming',
  health: 'Health',
  education: 'Education',
  business: 'Business',
  entertainment: 'Entertainment',
};
const CATEGORY_OPTIONS = APP_NAME_CATEGORIES.map((value) => ({ value, label: CATEGORY_LABELS[value] }));

const INITIAL: AppNameInput = { keywords: '', category: 'productivity' };

export function AppNameGeneratorPage() {
  const flow = useToolFlow({
    toolId: 'app-name-generator',
    initial: INITIAL,
    call: { routeId: 'generateAppNames', toRequest: toAppNameRequest, fields: { keywords: 'keywords' } },
    run: generateAppNames,
  });
  const { values, onChange } = flow;

  const form = (
    <>
      <TextField
        label="Keywords"
        name="keywords"
        placeholder="e.g. habit, streak, daily"
        value={values.keywords}
        error={flow.errors.keywords}
        inputRef={flow.fieldRef('keywords')}
        hint={`Separate keywords with commas. Up to ${KEYWORDS_USED} are used.`}
        onChange={(keywords) => onChange({ ...values, keywords })}
      />
      <SelectField
        label="Category"
        name="category"
        value={values.category}
        options={CATEGORY_OPTIONS}
        onChange={(category) => onChange({ ...values, category })}
      />
    </>
  );

  return <ToolPage flow={flow} copy={COPY} form={form} renderResult={(result) => <AppNameResult result={result} />} />;
}
