import type { PrivacyPolicyResponse } from '@aiapp/contracts';
import { AppStoreAnswers, GooglePlayAnswers } from './StoreAnswers';

export const STORE_ANSWERS_ID = 'store-privacy-answers';

/** Full width under the tool, so both questionnaires read as tables, not cramped cards. Shown only once unlocked. */
export function StorePrivacyAnswers({ policy }: { policy: PrivacyPolicyResponse }) {
  return (
    <section id={STORE_ANSWERS_ID} className="container store-answers" aria-labelledby="store-answers-heading" tabIndex={-1}>
      <h2 id="store-answers-heading" className="store-answers__title">
        Store privacy answers
      </h2>
      <p className="store-answers__lead">
        Enter these in App Store Connect and the Play Console so your store declarations say exactly what your policy says.
      </p>
      <div className="card store-answers__card">
        <AppStoreAnswers answers={policy.store_answers.app_store} manifest={policy.privacy_manifest} />
      </div>
      <div className="card store-answers__card">
        <GooglePlayAnswers answers={policy.store_answers.google_play} />
      </div>
      <div className="card store-answers__card store-answers__notes">
        <h3 className="answers__title">Before you publish</h3>
        <ul className="store-answers__list">
          {policy.review_notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      </div>
    </section>
  );
}
