import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { Link } from 'react-router-dom';

const REASONS = [
  {
    title: 'Built around the store rules',
    text: `The tools work to the limits App Store Connect and the Play Console enforce: ${STORE_TEXT_LIMITS.appStoreName.max}-character names, the ${STORE_TEXT_LIMITS.appStoreKeywords.max}-byte keyword field, ${STORE_TEXT_LIMITS.playShortDescription.max}-character short descriptions, and the icon and screenshot sizes each store accepts.`,
  },
  {
    title: 'Free, with no account',
    text: 'No signup, no password, no trial that runs out. Each result asks for an e-mail address, and that is all we ask.',
  },
  {
    title: 'Nothing loaded from other sites',
    text: 'No ad networks, no analytics scripts, no fonts from a third-party CDN. Our content security policy blocks them, so the only requests a page makes are to us.',
  },
  {
    title: 'Numbers you can check',
    text: 'The figures on this page are counted live or computed from the tool list. Figures that can only be estimated, such as keyword difficulty, are labelled as estimates.',
  },
] as const;

export function WhyChoose() {
  return (
    <section className="why-choose" aria-labelledby="why-choose-title">
      <div className="container">
        <div className="section-header">
          <h2 id="why-choose-title" className="section-header__title">
            Why developers use AI App Toolkit
          </h2>
          <p className="section-header__lead">
            What you download should go straight into Xcode, Android Studio, App Store Connect and the Play Console. Our{' '}
            <Link to="/aso-guide">ASO guide</Link> explains the rules behind each tool.
          </p>
        </div>
        <ul className="why-choose__grid">
          {REASONS.map((reason) => (
            <li key={reason.title} className="why-choose__item">
              <h3 className="why-choose__title">{reason.title}</h3>
              <p className="why-choose__text">{reason.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
