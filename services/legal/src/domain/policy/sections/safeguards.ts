import { paragraph, section, type Section } from '../../document/model';
import { collects, collectsAnything, type PolicyContext } from '../context';

export function security(ctx: PolicyContext): Section {
  if (!collectsAnything(ctx)) {
    return section('Security', [
      paragraph(
        "The App does not send personal information to us. What it stores on your device is protected by your device's own security, such as its passcode and encryption.",
      ),
    ]);
  }
  const recipients = ctx.noThirdParties ? 'to us' : 'to us and our providers';
  const atRest = ctx.noThirdParties ? 'encryption at rest' : 'encryption at rest where our providers offer it';
  return section('Security', [
    paragraph(
      `We protect personal information with technical and organisational measures suited to its sensitivity, including encryption in transit (HTTPS/TLS) for everything the App sends ${recipients}, ${atRest}, access limited to the people who need it for their work, and regular review of these measures.`,
    ),
    paragraph(
      'No method of transmission or storage is completely secure. If a security breach affects your personal information, we will notify you and the authorities where the law requires.',
    ),
  ]);
}

export function internationalTransfers(ctx: PolicyContext): Section {
  if (!collectsAnything(ctx)) {
    return section('International transfers', [
      paragraph('Because the App does not collect personal information, we do not transfer any between countries.'),
    ]);
  }
  if (ctx.noThirdParties) {
    return section('International transfers', [
      paragraph(
        'We may store and process personal information in countries other than the one you live in, whose data protection laws may differ from those of your country. When we transfer personal information out of the EEA, the UK or Switzerland, we do so only as their data protection laws allow (GDPR Chapter V).',
      ),
    ]);
  }
  return section('International transfers', [
    paragraph(
      'We and our service providers may store and process personal information in countries other than the one you live in, including the United States, whose data protection laws may differ from those of your country.',
    ),
    paragraph(
      "When we transfer personal information out of the EEA, the UK or Switzerland to a country without an adequacy decision, we protect it with the European Commission's Standard Contractual Clauses, the UK International Data Transfer Addendum, or, where the recipient is certified, the EU-U.S. Data Privacy Framework and its UK Extension and Swiss-U.S. framework. You can ask us for a copy of the safeguards we use.",
    ),
  ]);
}

export function changes(ctx: PolicyContext): Section {
  const channel = collects(ctx, 'Personal Information (name, email)') ? 'in the App or by e-mail' : 'in the App';
  return section('Changes to this policy', [
    paragraph(
      `We may update this policy when the App or the law changes. We will change the effective date at the top, and if a change materially affects how we use your personal information, we will tell you ${channel} before it takes effect and, where the law requires, ask for your consent again.`,
    ),
  ]);
}
