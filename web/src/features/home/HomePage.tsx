import { HOME_META } from '@aiapp/site-catalogue';
import { useRef } from 'react';
import { Link } from 'react-router-dom';
import { ArrowDownIcon } from '../../components/icons';
import { SiteHeader } from '../../components/layout/SiteHeader';
import { usePageMeta } from '../../components/page/usePageMeta';
import { HeroArtwork } from './HeroArtwork';
import { HowItWorks } from './HowItWorks';
import { ResourceCards } from './ResourceCards';
import { StatsStrip } from './StatsStrip';
import { ToolCatalogue } from './ToolCatalogue';
import { useSiteStats } from './useSiteStats';
import { WhyChoose } from './WhyChoose';
import './home.css';

export function HomePage() {
  usePageMeta(null, HOME_META.description);
  const toolsHeadingRef = useRef<HTMLHeadingElement>(null);
  const siteStats = useSiteStats();

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
                Logos, icon sets, store screenshots, listing copy, keywords and privacy policies, made to the rules of the App
                Store and Google Play. Fill in a short form, enter your e-mail and download the result.
              </p>
              <div className="hero__actions">
                <button type="button" className="button button--primary button--large" onClick={startCreating}>
                  Start Creating
                  <ArrowDownIcon />
                </button>
                <Link to="/aso-guide" className="button button--secondary button--large">
                  Read the ASO guide
                </Link>
              </div>
            </div>
            <HeroArtwork />
          </div>
        </section>

        <StatsStrip siteStats={siteStats} />
        <HowItWorks />
        <ToolCatalogue headingRef={toolsHeadingRef} siteStats={siteStats} />
        <ResourceCards />
        <WhyChoose />
      </main>
    </>
  );
}
