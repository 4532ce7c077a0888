import { CopyButton } from '../../components/actions/CopyButton';
import { EngineNote } from '../../components/ai/EngineNote';
import type { GeneratedNames } from './generateAppNames';
import { NameRow } from './NameRow';
import { useFavouriteNames } from './useFavouriteNames';

/** Favourites first (kept in this browser across generations), then the new suggestions. */
export function AppNameResult({ result }: { result: GeneratedNames }) {
  const { favourites, isFavourite, toggle } = useFavouriteNames();
  const suggestions = result.response.names.filter((name) => !isFavourite(name));
  return (
    <div className="names-result">
      <EngineNote engine={result.response.engine} fallbackReason={result.response.fallback_reason} />
      {favourites.length > 0 && (
        <section aria-labelledby="favourite-names-title">
          <div className="names-result__head">
            <h3 id="favourite-names-title" className="names-result__title">
              Favourites ({favourites.length})
            </h3>
            <CopyButton text={favourites.join('\n')} label="Copy favourites" size="small" />
          </div>
          <ul className="name-list" aria-labelledby="favourite-names-title">
            {favourites.map((name) => (
              <NameRow key={name} name={name} starred onToggle={() => toggle(name)} />
            ))}
          </ul>
        </section>
      )}
      <section aria-labelledby="suggested-names-title">
        <div className="names-result__head">
          <h3 id="suggested-names-title" className="names-result__title">
            Suggestions ({suggestions.length})
          </h3>
        </div>
        {result.response.names.length === 0 ? (
          <p className="names-result__note" role="status">
            No names this time. The built-in engine pairs whole English words, or joins whole words of a language written in Latin
            letters, and could not do either with these keywords. Add a few keywords in English to get suggestions.
          </p>
        ) : (
          <>
            <p className="names-result__note">Star the names you like: they stay at the top, even after you generate again.</p>
            <ul className="name-list" aria-labelledby="suggested-names-title">
              {suggestions.map((name) => (
                <NameRow key={name} name={name} starred={false} onToggle={() => toggle(name)} />
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
