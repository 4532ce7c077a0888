import { asSentence, capitalizeFirst, joinList, withArticle } from '../../text/phrasing';
import { pick } from '../../text/seed';
import type { Phrase } from '../feature-phrases';
import type { ListingFacts } from '../listing-facts';
import { withApp } from '../tones';

/** The sentences every description is built from; each reads well whatever the user typed. */
export class Sentences {
  /** The listing's promise, and a second wording of it so one text never says it twice the same way. */
  readonly outcome: string;
  readonly otherOutcome: string;

  constructor(private readonly facts: ListingFacts) {
    const { outcomes } = facts.tone;
    const index = facts.seed % outcomes.length;
    this.outcome = outcomes[index] as string;
    this.otherOutcome = outcomes[(index + 1) % outcomes.length] as string;
  }

  /** Two openings; `variant` picks one, so the two descriptions of one listing open differently. */
  hook(variant: number): string {
    const { app, tone } = this.facts;
    const hooks = [
      asSentence(`${this.outcome} with ${app}`, tone.mark),
      asSentence(`${app} helps you ${this.outcome}`, tone.mark),
    ];
    return hooks[(this.facts.seed + variant) % hooks.length] as string;
  }

  /** An introduction that names the kind of app; for places where nothing else does. */
  introduction(): string {
    const { app, kind, tone } = this.facts;
    return asSentence(`Meet ${app}: ${withArticle(kind)} designed to help you ${this.outcome}`, tone.mark);
  }

  /** What the app is and for whom: the sentence that carries the category for store search. */
  identity(): string {
    const { app, kind, audience } = this.facts;
    return audience
      ? asSentence(`${app} is ${withArticle(kind)} for ${audience}`)
      : asSentence(`${app} is ${withArticle(kind)} that helps you ${this.otherOutcome}`);
  }

  /** The given features in running text: actions as "you can …", things as "you also get …". */
  features(phrases: readonly Phrase[]): string | null {
    const { app } = this.facts;
    const actions = phrases.flatMap((phrase) => (phrase.action ? [phrase.action] : []));
    const things = phrases.flatMap((phrase) => (phrase.thing ? [phrase.thing] : []));
    const sentences: string[] = [];
    if (actions.length) sentences.push(asSentence(`With ${app}, you can ${joinList(actions)}`));
    if (things.length) {
      sentences.push(asSentence(actions.length ? `You also get ${joinList(things)}` : `${app} gives you ${joinList(things)}`));
    }
    return sentences.length ? sentences.join(' ') : null;
  }

  /** The selling points as short punchy sentences: "No ads, ever. Works offline." */
  sellingPointLine(limit = 3): string | null {
    const points = this.facts.sellingPoints.slice(0, limit).map((point) => asSentence(point.bullet));
    return points.length ? points.join(' ') : null;
  }

  everyday(variant = 0): string {
    return withApp(pick(this.facts.tone.everyday, this.facts.seed, 10 + variant), this.facts.app);
  }

  closing(variant = 0): string {
    return withApp(pick(this.facts.tone.closings, this.facts.seed, 20 + variant), this.facts.app);
  }

  /** A sentence that opens with one feature. */
  spotlight(phrase: Phrase): string {
    const { app, tone } = this.facts;
    if (phrase.action) return `Want to ${phrase.action}? ${app} makes it easy${tone.mark}`;
    return asSentence(`${capitalizeFirst(phrase.thing ?? phrase.bullet)}, right in your pocket with ${app}`, tone.mark);
  }
}
