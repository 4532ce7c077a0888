import { STORE_TEXT_LIMITS, type StoreDescriptionCopy } from '@aiapp/contracts';
import { asSentence, capitalizeFirst, withArticle } from '../../text/phrasing';
import type { ListingFacts } from '../listing-facts';
import { renderWithin, type Section } from './sections';
import type { Sentences } from './sentences';

type Variation = StoreDescriptionCopy['variations'][number];

const quote = (text: string) => `“${text}”`;
const render = (sections: Section[]) => renderWithin(sections, STORE_TEXT_LIMITS.playFullDescription.max);

/**
 * Three alternative descriptions for store listing experiments, each leading with a different
 * reason to install: what the app does, who it is for, and what sets it apart.
 */
export function variations(facts: ListingFacts, say: Sentences): Variation[] {
  return [featureSpotlight(facts, say), audienceFit(facts, say), difference(facts, say)];
}

function featureSpotlight(facts: ListingFacts, say: Sentences): Variation {
  const [lead, ...others] = facts.features;
  const opening = lead ? say.spotlight(lead) : say.hook(0);
  return {
    title: 'Feature spotlight',
    focus: lead ? `Leads with what the app does, starting with ${quote(lead.bullet)}` : 'Leads with what the app does',
    description: render([
      { paragraphs: [opening, say.features(others.slice(0, 3)) ?? say.identity()] },
      { heading: `Inside ${facts.app}`, bullets: facts.features.map((phrase) => phrase.bullet) },
      { paragraphs: [say.closing(2)] },
    ]),
  };
}

function audienceFit(facts: ListingFacts, say: Sentences): Variation {
  const { app, audience, kind } = facts;
  if (!audience) {
    return {
      title: 'Category fit',
      focus: `Speaks to people comparing ${kind}s: what a good one does, and how ${app} does it`,
      description: render([
        { paragraphs: [`Looking for ${withArticle(kind)} that helps you ${say.outcome}? ${app} is built for exactly that.`] },
        { heading: `How ${app} helps`, bullets: facts.features.slice(0, 5).map((phrase) => phrase.bullet) },
        { paragraphs: [say.everyday(2)], dropOrder: 1 },
        { paragraphs: [say.closing(3)] },
      ]),
    };
  }
  return {
    title: 'Audience fit',
    focus: `Speaks directly to ${audience}`,
    description: render([
      { paragraphs: [asSentence(`Built for ${audience}, ${app} helps you ${say.outcome}`), say.everyday(2)] },
      { heading: 'What you get', bullets: facts.features.slice(0, 5).map((phrase) => phrase.bullet) },
      { heading: `Why ${app}`, bullets: facts.sellingPoints.map((phrase) => phrase.bullet), dropOrder: 1 },
      { paragraphs: [say.closing(3)] },
    ]),
  };
}

function difference(facts: ListingFacts, say: Sentences): Variation {
  const { app, sellingPoints } = facts;
  const [first] = sellingPoints;
  if (!first) {
    return {
      title: 'Outcome first',
      focus: `Leads with the result users want: ${say.otherOutcome}`,
      description: render([
        {
          paragraphs: [
            `${capitalizeFirst(say.otherOutcome)}: that is the idea behind ${app}.`,
            say.features(facts.features.slice(0, 3)) ?? say.identity(),
          ],
        },
        { paragraphs: [say.everyday(3)], dropOrder: 1 },
        { paragraphs: [say.closing(4)] },
      ]),
    };
  }
  return {
    title: 'What sets it apart',
    focus: `Leads with what makes ${app} different, starting with ${quote(first.bullet)}`,
    description: render([
      { paragraphs: [`${say.sellingPointLine(3)} That is ${app}.`, say.identity()] },
      { heading: 'What makes it different', bullets: sellingPoints.map((phrase) => phrase.bullet) },
      { heading: 'Key features', bullets: facts.features.slice(0, 5).map((phrase) => phrase.bullet), dropOrder: 1 },
      { paragraphs: [capitalizeFirst(say.closing(4))] },
    ]),
  };
}
