import type { StoreTextField } from '@aiapp/store-facts';
import { CopyButton } from '../../components/actions/CopyButton';
import { DownloadButton } from '../../components/actions/DownloadButton';
import { EngineNote } from '../../components/ai/EngineNote';
import { ResultWarnings } from '../../components/result/ResultWarnings';
import { LimitCount } from '../../components/text-limit/LimitCount';
import type { AsoResult as Result } from './optimizeAso';

function Suggestions({ title, note, items, field }: { title: string; note: string; items: string[]; field: StoreTextField }) {
  if (items.length === 0) return null;
  return (
    <section className="aso-block">
      <h3 className="aso-block__title">{title}</h3>
      <p className="aso-block__note">{note}</p>
      <ul className="aso-list">
        {items.map((item) => (
          <li key={item} className="aso-list__item">
            <span className="aso-list__text">{item}</span>
            <LimitCount text={item} field={field} />
            <CopyButton text={item} label="Copy" variant="ghost" size="small" />
          </li>
        ))}
      </ul>
    </section>
  );
}

function StoreText({ title, note, text, field }: { title: string; note: string; text: string; field: StoreTextField }) {
  return (
    <section className="aso-block">
      <div className="aso-block__head">
        <h3 className="aso-block__title">{title}</h3>
        <LimitCount text={text} field={field} />
      </div>
      <p className="aso-block__note">{note}</p>
      <div className="aso-text">{text || '(nothing left to add: every word is already in your title and subtitle)'}</div>
      {text && (
        <div className="action-row">
          <CopyButton text={text} label="Copy" size="small" />
        </div>
      )}
    </section>
  );
}

export function AsoResult({ result }: { result: Result }) {
  const { response, request } = result;
  const slug =
    request.app_name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'app';
  return (
    <div className="aso-result">
      <EngineNote engine={response.engine} fallbackReason={response.fallback_reason} />
      <ResultWarnings warnings={response.warnings} title="Check these first" />

      <Suggestions
        title="Title suggestions"
        note="App name (App Store) and title (Google Play)."
        items={response.title_suggestions}
        field="appStoreName"
      />
      <Suggestions
        title="Subtitle suggestions"
        note="App Store subtitle: words the title does not already have."
        items={response.subtitle_suggestions}
        field="appStoreSubtitle"
      />
      <StoreText
        title="App Store keyword field"
        note="Paste as is: commas, no spaces, no word from the first title or subtitle."
        text={response.app_store_keywords}
        field="appStoreKeywords"
      />
      <StoreText
        title="Google Play short description"
        note="Indexed for search and shown under your title."
        text={response.play_short_description}
        field="playShortDescription"
      />

      <section className="aso-block">
        <h3 className="aso-block__title">Keywords</h3>
        <p className="aso-block__note">
          From your name, category and description, plurals folded. Density above about 3% reads as stuffing.
        </p>
        <table className="aso-keywords">
          <thead>
            <tr>
              <th scope="col">Keyword</th>
              <th scope="col">Score</th>
              <th scope="col">Mentions</th>
              <th scope="col">Density</th>
            </tr>
          </thead>
          <tbody>
            {response.keyword_details.map((keyword) => (
              <tr key={keyword.keyword}>
                <th scope="row">{keyword.keyword}</th>
                <td>{keyword.score}</td>
                <td>{keyword.occurrences}</td>
                <td className={keyword.density_percent > 3 && keyword.occurrences >= 3 ? 'aso-keywords__dense' : undefined}>
                  {keyword.density_percent}%
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      <section className="aso-block">
        <div className="aso-block__head">
          <h3 className="aso-block__title">Optimized description</h3>
          <LimitCount text={response.description_optimized} field="appStoreDescription" />
        </div>
        <p className="aso-block__note">
          Plain text for both stores, rewritten: main keywords and a hook in the part shown before “more”, features as benefits, a
          call to action.
        </p>
        <div className="aso-text aso-text--long">{response.description_optimized}</div>
        {response.description_changes && response.description_changes.length > 0 && (
          <details className="aso-changes">
            <summary>What changed from your text, and why</summary>
            <ul>
              {response.description_changes.map((change) => (
                <li key={change}>{change}</li>
              ))}
            </ul>
          </details>
        )}
        <div className="action-row">
          <CopyButton text={response.description_optimized} label="Copy description" />
          <DownloadButton
            label="Download .txt"
            fileName={`${slug}-description.txt`}
            type="text/plain"
            content={() => response.description_optimized}
            variant="secondary"
          />
        </div>
      </section>
    </div>
  );
}
