import { groundingFor, mentionsSubject, type AppSubject, type ClaimCheck } from '@aiapp/listing-copy';
import type { LandingCopy } from './landing-copy';

/**
 * A landing page's copy with every text the brief does not support left out, whichever engine
 * wrote it (docs/text-generation.md, "The claim check" and "Landing page"): a sentence that fails
 * goes; a headline, subhead, feature sentence or closing left empty takes the built-in engine's;
 * a step or question left empty goes. The subhead must say what the app is about: a model
 * answer that names its subject in neither headline nor subhead takes the built-in subhead.
 */
export function withGroundedCopy(
  copy: LandingCopy,
  claims: ClaimCheck,
  subject: AppSubject | null,
  builtIn: () => LandingCopy,
): { copy: LandingCopy; removed: number } {
  const grounding = groundingFor(claims);
  let fallback: LandingCopy | null = null;
  const backup = () => (fallback ??= builtIn());
  const headline = grounding.whole(copy.headline) ?? backup().headline;
  let subhead = grounding.ground(copy.subhead) || backup().subhead;
  if (subject && !mentionsSubject(`${headline} ${subhead}`, subject)) subhead = backup().subhead;
  const features = copy.features.map((feature, index) => ({
    title: feature.title,
    // A card without a sentence (the visitor's "No ads") stays without one.
    text: feature.text ? grounding.ground(feature.text) || (backup().features[index]?.text ?? '') : '',
  }));
  const steps = copy.steps.flatMap((step) => {
    const title = grounding.whole(step.title);
    const text = title === null ? '' : grounding.ground(step.text);
    return title && text ? [{ title, text }] : [];
  });
  const faq = copy.faq.flatMap((item) => {
    const question = grounding.whole(item.question);
    const answer = question === null ? '' : grounding.ground(item.answer);
    return question && answer ? [{ question, answer }] : [];
  });
  return {
    copy: {
      layout: copy.layout,
      headline,
      subhead,
      features,
      steps: steps.length ? steps : backup().steps,
      audience: grounding.ground(copy.audience),
      faq: faq.length ? faq : backup().faq,
      closing: grounding.ground(copy.closing) || backup().closing,
    },
    removed: grounding.removed,
  };
}
