import { useRef } from 'react';
import { ArrowDownIcon } from '../../components/icons';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { usePageMeta } from '../../components/page/usePageMeta';
import { HeroArtwork } from './HeroArtwork';
import { HowItWorks } from './HowItWorks';
import { ToolCatalogue } from './ToolCatalogue';
import './home.css';

export function HomePage() {
  usePageMeta(null);
  const toolsHeadingRef = useRef<HTMLHeadingElement>(null);

  const startCreating = () => {
    const heading = toolsHeadingRef.current;
    if (!heading) return;
    const reduceMotion = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    heading.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
    heading.focus({ preventScroll: true });
  };

  return (
    <>
      <SiteHeader />
      <main id="main" className="page-main" tabIndex={-1}>
        <section className="hero" aria-labelledby="hero-title">
          <div className="container hero__inner">
            <div className="hero__copy">
              <p className="hero__eyebrow">Free tools for iOS and Android developers</p>
              <h1 id="hero-title" className="hero__title">
                Store-ready assets for your mobile app
              </h1>
              <p className="hero__lead">
                Fill in a short form, enter your e-mail and download the result. Every tool is free and needs no account.
              </p>
              <div className="hero__actions">
                <button type="button" className="button button--primary button--large" onClick={startCreating}>
                  Start Creating
                  <ArrowDownIcon />
                </button>
              </div>
            </div>
            <HeroArtwork />
          </div>
        </section>

        <HowItWorks />
        <ToolCatalogue headingRef={toolsHeadingRef} />
      </main>
    </>
  );
}
