import { findTool } from '@aiapp/site-catalogue';
import { useState } from 'react';
import { usePageMeta } from '../../components/page/usePageMeta';
import { useKitAssets } from '../../lib/app-profile/kitAssets';
import { DEFAULT_LOCALE, emptyLocale, hasTexts, profileProblems, type LocaleDraft } from '../../lib/app-profile/profileDraft';
import { updateProfile, useAppProfile } from '../../lib/app-profile/profileStore';
import { KitDownload } from './KitDownload';
import { KitImages } from './KitImages';
import { kitParts } from './kitParts';
import { KitStatus } from './KitStatus';
import { ListingEditor } from './ListingEditor';
import { LocalePicker } from './LocalePicker';
import { ProfileEditor } from './ProfileEditor';
import { ProfileFileActions } from './ProfileFileActions';
import { SearchPreview } from './SearchPreview';
import { TranslateLocale } from './TranslateLocale';
import { useListingTranslation } from './useListingTranslation';
import './store-kit.css';

const TOOL = findTool('store-kit');

/**
 * The store kit (issue 29): the app profile every tool fills its form from, the status of each
 * part of the kit, the listing editor with the stores' counters and rules, a search-result preview
 * and the one download.
 */
export function StoreKitPage() {
  if (!TOOL) throw new Error('The tool registry has no store-kit');
  usePageMeta(TOOL.name, `${TOOL.summary} Free, no signup.`);
  const profile = useAppProfile();
  const assets = useKitAssets();
  const [chosen, setChosen] = useState<string | null>(null);
  const current = profile.locales.find((entry) => entry.locale === chosen) ?? (profile.locales[0] as LocaleDraft);
  const problems = profileProblems(profile);
  const translation = useListingTranslation();
  const translationSource = profile.locales.find((entry) => entry.locale === DEFAULT_LOCALE);

  const setLocaleTexts = (texts: LocaleDraft) =>
    updateProfile({ locales: profile.locales.map((entry) => (entry.locale === texts.locale ? texts : entry)) });

  return (
    <div className="container store-kit">
      <header className="store-kit__header">
        <p className="store-kit__eyebrow">Launch</p>
        <h1 className="store-kit__title">{TOOL.name}</h1>
        <p className="store-kit__intro">
          Describe your app once. Every tool on this site starts from this profile, and the kit puts the listing texts, the icon
          sets, the screenshots, the privacy pack and the web files in one folder that <code>fastlane deliver</code> and{' '}
          <code>fastlane supply</code> upload as it is. The profile stays in this browser until you download.
        </p>
      </header>

      <section className="card store-kit__section" aria-labelledby="store-kit-profile">
        <div className="store-kit__section-head">
          <h2 id="store-kit-profile">Your app</h2>
          <ProfileFileActions profile={profile} />
        </div>
        <ProfileEditor profile={profile} problems={problems} />
      </section>

      <section className="card store-kit__section" aria-labelledby="store-kit-parts">
        <h2 id="store-kit-parts">The kit</h2>
        <KitStatus parts={kitParts(profile, assets)} />
        <KitImages assets={assets} />
      </section>

      <section className="card store-kit__section" aria-labelledby="store-kit-listing">
        <h2 id="store-kit-listing">Listing</h2>
        <p className="store-kit__note">
          Each counter counts the way its store does (the keyword field in UTF-8 bytes) and turns red past the limit. Texts for
          another locale are typed here or imported with an <code>app-profile.json</code>
          {translation ? `, or translated from ${DEFAULT_LOCALE} by this site's AI model` : ''}; the kit writes exactly the
          locales that have texts.
        </p>
        <LocalePicker
          locales={profile.locales.map((entry) => entry.locale)}
          current={current.locale}
          onSelect={setChosen}
          onAdd={(locale) => {
            updateProfile({ locales: [...profile.locales, emptyLocale(locale)] });
            setChosen(locale);
          }}
          onRemove={(locale) => {
            updateProfile({ locales: profile.locales.filter((entry) => entry.locale !== locale) });
            setChosen(null);
          }}
        />
        {translation && translationSource && hasTexts(translationSource) && current.locale !== DEFAULT_LOCALE && (
          <TranslateLocale
            key={current.locale}
            appName={profile.app_name}
            source={translationSource}
            target={current}
            onTranslated={setLocaleTexts}
          />
        )}
        <ListingEditor texts={current} onChange={setLocaleTexts} />
      </section>

      <section className="card store-kit__section" aria-labelledby="store-kit-preview">
        <h2 id="store-kit-preview">Search preview · {current.locale}</h2>
        <SearchPreview texts={current} developer={profile.company_name} icon={assets.icon} screenshots={assets.screenshots} />
      </section>

      <section className="card store-kit__section" aria-labelledby="store-kit-download">
        <h2 id="store-kit-download">Download</h2>
        <KitDownload profile={profile} assets={assets} />
      </section>
    </div>
  );
}
