import { APP_NAME_CATEGORIES, findTool } from '@aiapp/contracts';
import { useRef, useState } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { SelectField } from '../../components/form/SelectField';
import { TextField } from '../../components/form/TextField';
import { ToolPage, type ToolPageCopy } from '../../components/tool-page/ToolPage';
import { AppNameResult } from './AppNameResult';
import { generateAppNames, splitKeywords, type GeneratedNames, type NameCategory } from './generateAppNames';
import './app-name-generator.css';

const TOOL_ID = 'app-name-generator';

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

export const NO_KEYWORD_MESSAGE = 'Please enter at least one keyword';

export function AppNameGeneratorPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<GeneratedNames>(TOOL_ID);
  const [keywords, setKeywords] = useState('');
  const [category, setCategory] = useState<NameCategory>('productivity');
  const [error, setError] = useState<string | null>(null);
  const keywordsRef = useRef<HTMLInputElement>(null);

  if (!tool) throw new Error(`The tool registry has no ${TOOL_ID}`);

  const handleGenerate = () => {
    const list = splitKeywords(keywords);
    if (list.length === 0) {
      setError(NO_KEYWORD_MESSAGE);
      return keywordsRef.current?.focus();
    }
    setError(null);
    void gate.generate((signal) => generateAppNames({ keywords: list.slice(0, 10), category }, signal));
  };

  const form = (
    <>
      <TextField
        label="Keywords"
        name="keywords"
        placeholder="e.g. habit, streak, daily"
        value={keywords}
        error={error ?? undefined}
        inputRef={keywordsRef}
        hint="Separate keywords with commas. Up to 10 are used."
        onChange={(value) => {
          setKeywords(value);
          if (error && splitKeywords(value).length) setError(null);
        }}
      />
      <SelectField label="Category" name="category" value={category} options={CATEGORY_OPTIONS} onChange={setCategory} />
    </>
  );

  return (
    <ToolPage
      tool={tool}
      copy={COPY}
      gate={gate}
      onGenerate={handleGenerate}
      form={form}
      renderResult={(result) => <AppNameResult result={result} />}
    />
  );
}
