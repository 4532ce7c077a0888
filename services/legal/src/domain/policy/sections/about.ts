import { list, paragraph, section, type Section } from '../../document/model';
import { collectsAnything, hasContact, type PolicyContext } from '../context';
import { sectionRef } from '../section-order';
import { withFullStop } from '../text';

export function introBlocks(ctx: PolicyContext) {
  return [
    paragraph(
      `This Privacy Policy explains how ${ctx.companyName} ("we", "us" or "our") handles information in connection with the ${ctx.appName} mobile application (the "App"): what we collect, why, how long we keep it, who we share it with, how we protect it, and the rights and choices you have.`,
    ),
  ];
}

export function whoWeAre(ctx: PolicyContext): Section {
  const role = collectsAnything(ctx)
    ? `${ctx.companyName} is responsible for the personal information described in this policy: it is the "controller" under the EU General Data Protection Regulation (GDPR) and the UK GDPR, and the "business" under the California Consumer Privacy Act (CCPA).`
    : `${ctx.companyName} provides the App and is responsible for this policy.`;
  return section('Who we are', [
    paragraph(`The App is provided by ${withFullStop(ctx.companyName)} ${role}`),
    paragraph(`Our contact details are in ${sectionRef('contact')}.`),
  ]);
}

/** When the form gave neither e-mail nor website, the store listing: both stores require developer contact details there. */
export function contactUs(ctx: PolicyContext): Section {
  const question = 'If you have a question about this policy or want to exercise your rights, contact';
  if (!hasContact(ctx)) {
    return section('Contact us', [
      paragraph(
        `${question} ${ctx.companyName} through the developer contact details shown on the App's page in the App Store or on Google Play.`,
      ),
    ]);
  }
  const lines = [ctx.email && `E-mail: ${ctx.email}`, ctx.website && `Website: ${ctx.website}`].filter(Boolean);
  return section('Contact us', [paragraph(`${question} ${ctx.companyName}:`), list(...lines)]);
}
