import { AppNameRequest, type APP_NAME_CATEGORIES } from '@aiapp/contracts';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { useToolForm } from '../../components/tool-page/useToolForm';
import { AppNameResult } from './AppNameResult';
import { generateAppNames } from './generateAppNames';
import './app-name-generator.css';

const COPY: ToolPageCopy = {
  noun: 'name list',
  generateLabel: 'Generate Names',
  bannerTip:
    'Give two to five words your users would search for: what the app is about first ("fern"), then what it does ("identify", "walks"). Names pair your words with ones that fit; none are cut or glued.',
  resultTip: 'Before you commit, search the stores and trademark databases for the name, and say it out loud to a friend.',
};

type NameCategory = (typeof APP_NAME_CATEGORIES)[number];
const CATEGORY_LABELS: Readonly<Record<NameCategory, string>> = {
  productivity: 'Productivity',
  social: 'Social',
  gaming: 'Gaming',
  health: 'Health',
  education: 'Education',
  business: 'Business',
  entertainment: 'Entertainment',
};

/** The keywords are typed in one field; the contract splits them on commas. */
const INITIAL = { keywords: '', category: 'productivity' as NameCategory };

export function AppNameGeneratorPage() {
  const flow = useToolForm({
    toolId: 'app-name-generator',
    schema: AppNameRequest,
    defaultValues: INITIAL,
    run: generateAppNames,
  });
  const keywords = flow.field('keywords');

  const form = (
    <>
      <TextField
        label="Keywords"
        field={keywords}
        placeholder="e.g. habit, streak, daily"
        hint={`Up to ${keywords.rules.maxRows} keywords, separated by commas.`}
      />
      <SelectField
        label="Category"
        field={flow.field('category')}
        optionLabel={(category) => CATEGORY_LABELS[category as NameCategory]}
      />
    </>
  );

  return <ToolPage flow={flow} copy={COPY} form={form} renderResult={(result) => <AppNameResult result={result} />} />;
}
