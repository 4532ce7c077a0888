import { paragraph, section, type Section } from '../../document/model';
import { collects, collectsAnything, type PolicyContext } from '../context';

/** COPPA (15 U.S.C. §§ 6501-6506) sets 13; GDPR Art. 8 lets EEA countries set 13 to 16; the UK chose 13. */
export function children(ctx: PolicyContext): Section {
  const promise = collectsAnything(ctx)
    ? 'If you believe a child has given us personal information, contact us and we will delete it promptly.'
    : 'The App does not collect personal information from anyone, including children.';
  return section("Children's privacy", [
    paragraph(
      "The App is not directed to children under 13, and we do not knowingly collect personal information from children under 13, in line with the US Children's Online Privacy Protection Act (COPPA), or from children below the age at which they can consent on their own where they live (up to 16 in the EEA; 13 in the UK).",
    ),
    paragraph(promise),
  ]);
}

export function security(ctx: PolicyContext): Section {
  if (!collectsAnything(ctx)) {
    return section('Security', [
      paragraph(
        "The App does not send personal information to us. What it stores on your device is protected by your device's own security, such as its passcode and encryption.",
      ),
    ]);
  }
  return section('Security', [
    paragraph(
      'We protect personal information with technical and organisational measures suited to its sensitivity, including encryption in transit (HTTPS/TLS) for everything the App sends to us and our providers, encryption at rest where our providers offer it, access limited to the people who need it for their work, and regular review of these measures.',
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
