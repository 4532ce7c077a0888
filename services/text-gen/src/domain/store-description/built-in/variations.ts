import { asSentence, withArticle } from '@aiapp/listing-copy';
import { STORE_TEXT_LIMITS } from '@aiapp/store-facts';
import { type StoreDescriptionCopy } from '@aiapp/contracts';
import { benefitBullet, callToAction, identity } from './copy-parts';
import { withoutRepeatedSentences, type ListingParts } from './listing-texts';
import { renderWithin, type Section } from './sections';

type Variation = StoreDescriptionCopy['variations'][number];

const quote = (text: string) => `“${text}”`;
const render = (sections: Section[]) =>
  withoutRepeatedSentences(renderWithin(sections, STORE_TEXT_LIMITS.playFullDescription.max));

/**
 * Three alternative descriptions for store listing experiments, each leading with a different
 * reason to install: what the app does, who it is for, and what sets it apart.
 */
export function variations(parts: ListingParts): Variation[] {
  return [featureSpotlight(parts), audienceFit(parts), difference(parts)];
}

function featureSpotlight({ facts, features }: ListingParts): Variation {
  const [lead, ...others] = features;
  const opening = lead ? [`${lead.phrase.bullet}.`, ...lead.sentences.slice(0, 2)].join(' ') : '';
  return {
    title: 'Feature spotlight',
    focus: lead ? `Leads with what the app does, starting with ${quote(lead.phrase.bullet)}` : 'Leads with what the app does',
    description: render([
      { paragraphs: [opening, identity(facts)].filter(Boolean) },
      { heading: `Also in ${facts.app}`, bullets: others.map((benefit) => benefitBullet(benefit, 1)) },
      { paragraphs: [callToAction(facts, 2)] },
    ]),
  };
}

function audienceFit({ facts, features }: ListingParts): Variation {
  const { app, audience, kind } = facts;
  const bullets = features.slice(0, 5).map((benefit) => benefitBullet(benefit, 1, 1));
  if (!audience) {
    return {
      title: 'Category fit',
      focus: `Speaks to people comparing ${kind}s: what a good one does, and how ${app} does it`,
      description: render([
        { paragraphs: [`Looking for ${withArticle(kind)}? ${identity(facts)}`] },
        { heading: `How ${app} helps`, bullets },
        { paragraphs: [callToAction(facts, 0)] },
      ]),
    };
  }
  return {
    title: 'Audience fit',
    focus: `Speaks directly to ${audience}`,
    description: render([
      { paragraphs: [asSentence(`Made for ${audience}: that is ${app}`)] },
      { heading: 'What you get', bullets },
      { paragraphs: [callToAction(facts, 1)] },
    ]),
  };
}

function difference({ facts, features, sellingPoints }: ListingParts): Variation {
  const { app } = facts;
  const [first] = sellingPoints;
  if (!first) {
    return {
      title: 'Straight to the point',
      focus: `Leads with what ${app} is, then every feature in one list`,
      description: render([
        { paragraphs: [identity(facts)] },
        { heading: 'Features', bullets: features.map((benefit) => benefitBullet(benefit, 1, 2)) },
        { paragraphs: [callToAction(facts, 2)] },
      ]),
    };
  }
  return {
    title: 'What sets it apart',
    focus: `Leads with what makes ${app} different, starting with ${quote(first.phrase.bullet)}`,
    description: render([
      {
        paragraphs: [
          `${sellingPoints
            .slice(0, 3)
            .map((point) => asSentence(point.phrase.bullet))
            .join(' ')} That is ${app}.`,
          identity(facts),
        ],
      },
      { heading: 'What makes it different', bullets: sellingPoints.map((benefit) => benefitBullet(benefit, 1, 0)) },
      { heading: 'Key features', bullets: features.slice(0, 5).map((benefit) => benefitBullet(benefit, 0)), dropOrder: 1 },
      { paragraphs: [callToAction(facts, 0)] },
    ]),
  };
}
