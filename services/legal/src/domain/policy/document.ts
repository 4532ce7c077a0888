import type { PolicyDocument, Section } from '../document/model';
import { longDate } from './dates';
import type { PolicyContext } from './context';
import type { SectionId } from './section-order';
import { SECTION_ORDER } from './section-order';
import { contactUs, introBlocks, whoWeAre } from './sections/about';
import { informationWeCollect } from './sections/collection';
import { rights } from './sections/rights';
import { children } from './sections/children';
import { changes, internationalTransfers, security } from './sections/safeguards';
import { retention, sharing } from './sections/sharing-and-retention';

const BUILDERS: Record<SectionId, (ctx: PolicyContext) => Section> = {
  'who-we-are': whoWeAre,
  'information-we-collect': informationWeCollect,
  sharing,
  retention,
  rights,
  children,
  security,
  transfers: internationalTransfers,
  changes,
  contact: contactUs,
};

/** The whole policy for one set of answers; only the ticked categories appear in it. */
export function buildPolicyDocument(ctx: PolicyContext): PolicyDocument {
  return {
    title: `${ctx.appName} Privacy Policy`,
    dateLine: `Effective date: ${longDate(ctx.effectiveDate)}`,
    intro: introBlocks(ctx),
    sections: SECTION_ORDER.map((id) => BUILDERS[id](ctx)),
  };
}
