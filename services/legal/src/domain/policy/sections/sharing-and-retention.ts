import { list, paragraph, section, type Section } from '../../document/model';
import { collectsAnything, type PolicyContext } from '../context';
import { sectionRef } from '../section-order';

export function sharing(ctx: PolicyContext): Section {
  if (!collectsAnything(ctx)) {
    return section('How we share information', [
      paragraph('Because the App does not collect personal information, we have none to sell, share or disclose.'),
    ]);
  }
  // Said only when the visitor confirmed it: a promise the developer did not make is a deception risk.
  const noSale = ctx.noSaleOrTracking
    ? [
        paragraph(
          'We do not sell your personal information, and we do not share it for cross-context behavioral advertising. We do not use it to track you across apps and websites owned by other companies.',
        ),
      ]
    : [];
  if (ctx.noThirdParties) {
    // The visitor said no third party receives anything: no service providers, buyers or "with your consent".
    return section('How we share information', [
      ...noSale,
      paragraph(
        'We do not share personal information with third parties, including service providers. We disclose it only when the law requires it, for example to comply with a valid court order.',
      ),
    ]);
  }
  return section('How we share information', [
    ...noSale,
    paragraph('We disclose personal information:'),
    list(
      `to service providers that process it on our behalf, as listed for each type of information in ${sectionRef('information-we-collect')}, under contracts that require them to protect it and forbid them to use it for their own purposes;`,
      'when the law requires it, for example to comply with a valid court order, or when necessary to protect the rights, property or safety of our users, the public or us;',
      'to a buyer or successor if we are involved in a merger, acquisition or sale of all or part of our business; they must keep protecting it as this policy describes, and we will tell you before it becomes subject to a different policy;',
      'with your consent.',
    ),
  ]);
}

export function retention(ctx: PolicyContext): Section {
  if (!collectsAnything(ctx)) {
    return section('How long we keep information', [
      paragraph('We do not hold personal information about you. Uninstalling the App removes what it stored on your device.'),
    ]);
  }
  return section('How long we keep information', [
    paragraph(
      `We keep personal information only as long as we need it for the purposes described in this policy; how long we keep each type is given in ${sectionRef('information-we-collect')}. After that, we delete the information or anonymise it so that it can no longer be linked to you.`,
    ),
    // No period of our own: erasure "without undue delay" is GDPR Art. 17(1) (https://gdpr-info.eu/art-17-gdpr/),
    // and the answer to a request is due within one month, Art. 12(3) (https://gdpr-info.eu/art-12-gdpr/).
    paragraph(
      `You can ask us to delete your personal information at any time (see ${sectionRef('contact')}). We delete it without undue delay, and tell you within one month that we have, except any part the law requires us to keep, which we keep only as long as required; we will tell you if that applies.`,
    ),
  ]);
}
