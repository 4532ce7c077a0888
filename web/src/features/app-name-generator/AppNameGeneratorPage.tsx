import { APP_NAME_CATEGORIES, findTool } from '@aiapp/contracts';
import { useId, useRef, useState } from 'react';
import { useEmailGate } from '../../components/email-gate/useEmailGate';
import { FieldError } from '../../components/form/FieldError';
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

export const NO_KEYWORD_MESSAGE = 'Please enter at least one keyword';

export function AppNameGeneratorPage() {
  const tool = findTool(TOOL_ID);
  const gate = useEmailGate<GeneratedNames>(TOOL_ID);
  const [keywords, setKeywords] = useState('');
  const [category, setCategory] = useState<NameCategory>('productivity');
  const [error, setError] = useState<string | null>(null);
  const keywordsRef = useRef<HTMLInputElement>(null);
  const ids = { keywords: useId(), hint: useId(), error: useId(), category: useId() };

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
      <div className="field">
        <label className="field__label" htmlFor={ids.keywords}>
          Keywords
        </label>
        <input
          ref={keywordsRef}
          id={ids.keywords}
          className="input"
          type="text"
          autoComplete="off"
          placeholder="e.g. habit, streak, daily"
          value={keywords}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${ids.error} ${ids.hint}` : ids.hint}
          onChange={(event) => {
            setKeywords(event.target.value);
            if (error && splitKeywords(event.target.value).length) setError(null);
          }}
        />
        <FieldError id={ids.error} message={error} />
        <p id={ids.hint} className="field__hint">
          Separate keywords with commas. Up to 10 are used.
        </p>
      </div>
      <div className="field">
        <label className="field__label" htmlFor={ids.category}>
          Category
        </label>
        <select
          id={ids.category}
          className="select"
          value={category}
          onChange={(event) => setCategory(event.target.value as NameCategory)}
        >
          {APP_NAME_CATEGORIES.map((entry) => (
            <option key={entry} value={entry}>
              {CATEGORY_LABELS[entry]}
            </option>
          ))}
        </select>
      </div>
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
