import { modelTextProblem } from '@aiapp/listing-copy';
import { bannedTitleWordsIn } from '@aiapp/store-facts';
import { LANDING_COPY_LIMITS, LandingPageCopy, type LandingPageRequest } from '@aiapp/contracts';
import { plainLine, stripMarkdown } from '@aiapp/text';
import { ModelFailure, type ModelClient } from '@aiapp/kit';
import { fitLength, fitPhrase } from '../text/fit-length';
import { featureTitle, landingPackFor, layoutFor, type LandingCopy } from './landing-copy';

const L = LANDING_COPY_LIMITS;
const MAX_STEPS = 3;
const MAX_FAQ = 4;

const INSTRUCTIONS = `You write the copy of a one-page website for a mobile app, for people deciding whether to install it.
Rules:
- Use only facts from the request. Never invent features, prices, awards, ratings, user numbers, statistics,
  integrations, certifications, or promises about privacy, security or data handling.
- Never name another app, brand or platform unless the request does.
- Plain text: no HTML, no Markdown, no emoji.
- Write in the language the features are written in.
- The headline states the benefit, not the technology; no "best", "#1", "free" or "top".
- feature_benefits: exactly one sentence per feature, in the order given, saying what the reader gets from it.
- steps: three short steps from getting the app to the outcome.
- faq: questions a visitor would ask, answered only from the request; if has_privacy_policy is true, one
  question may point to the privacy policy linked on the page, without saying what it contains.
- Respect the lengths given for each field.`;

const line = (text: string, limit: number) => fitPhrase(plainLine(stripMarkdown(text)), limit);
const sentence = (text: string, limit: number) => fitLength(plainLine(stripMarkdown(text)), limit);

/**
 * The model engine for landing pages: the model writes the words, the service keeps the visitor's
 * feature titles, picks the layout by category, enforces the lengths, and runs the guard every
 * text tool shares. The page is then built from these words exactly as from the built-in ones.
 */
export async function askModelForLandingCopy(model: ModelClient, request: LandingPageRequest): Promise<LandingCopy> {
  const titles = request.features.map(featureTitle);
  const copy = await model.generate({
    schema: LandingPageCopy,
    name: 'landing_page_copy',
    instructions: INSTRUCTIONS,
    input: JSON.stringify(
      {
        app_name: request.app_name,
        category: request.category || null,
        description: request.description,
        features: request.features,
        call_to_action: request.cta_text,
        has_store_links: Boolean(request.app_store_url || request.play_store_url),
        has_privacy_policy: Boolean(request.privacy_url),
      },
      null,
      2,
    ),
  });
  if (copy.feature_benefits.length !== titles.length)
    throw new ModelFailure(`it wrote ${copy.feature_benefits.length} feature sentences for ${titles.length} features`);
  const written: LandingCopy = {
    layout: layoutFor(landingPackFor(request)),
    headline: line(copy.headline, L.headline),
    subhead: sentence(copy.subhead, L.subhead),
    features: titles.map((title, index) => ({ title, text: sentence(copy.feature_benefits[index] as string, L.benefit) })),
    steps: copy.steps
      .slice(0, MAX_STEPS)
      .map((step) => ({ title: line(step.title, L.stepTitle), text: sentence(step.text, L.step) }))
      .filter((step) => step.title && step.text),
    audience: sentence(copy.audience, L.audience),
    faq: copy.faq
      .slice(0, MAX_FAQ)
      .map((item) => ({ question: line(item.question, L.question), answer: sentence(item.answer, L.answer) }))
      .filter((item) => item.question && item.answer),
    closing: sentence(copy.closing, L.closing),
  };
  if (!written.headline || !written.subhead || !written.closing || written.features.some((feature) => !feature.text))
    throw new ModelFailure('its answer left a text empty');
  if (written.steps.length === 0 || written.faq.length === 0) throw new ModelFailure('its answer had no steps or no questions');

  const given = [request.app_name, request.category, request.description, request.cta_text, ...request.features];
  const problem = modelTextProblem({
    texts: [
      written.headline,
      written.subhead,
      written.audience,
      written.closing,
      ...written.features.map((feature) => feature.text),
      ...written.steps.flatMap((step) => [step.title, step.text]),
      ...written.faq.flatMap((item) => [item.question, item.answer]),
    ],
    given,
    ownName: request.app_name,
    pack: landingPackFor(request),
  });
  if (problem) throw new ModelFailure(problem);
  const givenText = given.join(' ').toLowerCase();
  const claims = bannedTitleWordsIn(written.headline).filter((word) => !givenText.includes(word.toLowerCase()));
  if (claims.length) throw new ModelFailure(`its headline made a claim you did not make (${claims.join(', ')})`);
  return written;
}
