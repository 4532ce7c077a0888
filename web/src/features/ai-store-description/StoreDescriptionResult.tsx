import { CopyButton } from '../../components/actions/CopyButton';
import { EngineNote } from '../../components/ai/EngineNote';
import { ResultWarnings } from '../../components/result/ResultWarnings';
import type { GeneratedListing } from './generateStoreDescription';
import { StoreTextBlock } from './StoreTextBlock';

/** Every text the stores ask for, each editable with its live count and a copy button; then keywords and variations. */
export function StoreDescriptionResult({ result }: { result: GeneratedListing }) {
  const { listing } = result;
  return (
    <div className="store-result">
      <EngineNote engine={listing.engine} fallbackReason={listing.fallback_reason} />
      <ResultWarnings warnings={listing.warnings} title="Check these first" />

      <StoreTextBlock
        title="Google Play full description"
        copyLabel="Copy Play description"
        field="playFullDescription"
        rows={14}
        text={listing.play_store_description}
        note="Google indexes this text for search: the first paragraph names your category and main features."
      />
      <StoreTextBlock
        title="Google Play short description"
        copyLabel="Copy short description"
        field="playShortDescription"
        rows={2}
        text={listing.short_description}
        note="Shown under your title on the listing. No emoji and no ranking words, per Google Play's policy."
      />
      <StoreTextBlock
        title="App Store description"
        copyLabel="Copy App Store description"
        field="appStoreDescription"
        rows={14}
        text={listing.app_store_description}
        note="Plain text, as App Store Connect requires. The first lines carry your promise and what sets you apart."
      />
      <StoreTextBlock
        title="App Store promotional text"
        copyLabel="Copy promotional text"
        field="appStorePromotionalText"
        rows={3}
        text={listing.promotional_text}
        note="Shown above the description; you can change it any time without a new review."
      />

      <section className="store-block">
        <h3 className="store-block__title">Keywords used</h3>
        <p className="store-block__note">Search terms from your input that appear word for word in the descriptions.</p>
        <ul className="keyword-chips">
          {listing.keywords_used.map((keyword) => (
            <li key={keyword} className="badge badge--neutral">
              {keyword}
            </li>
          ))}
        </ul>
        <div className="action-row">
          <CopyButton text={listing.keywords_used.join(', ')} label="Copy keywords" size="small" />
        </div>
      </section>

      <section className="store-variations" aria-labelledby="store-variations-title">
        <h3 id="store-variations-title" className="store-block__title">
          Variations for A/B tests
        </h3>
        <p className="store-block__note">
          Alternative full descriptions, each leading with a different reason to install. Test them with Google Play's store
          listing experiments.
        </p>
        {listing.variations.map((variation) => (
          <article key={variation.title} className="store-variation">
            <StoreTextBlock
              title={variation.title}
              copyLabel={`Copy “${variation.title}”`}
              field="playFullDescription"
              rows={8}
              text={variation.description}
              note={`Focus: ${variation.focus}`}
            />
          </article>
        ))}
      </section>
    </div>
  );
}
