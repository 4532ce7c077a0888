import { describeCategory } from './policy/category-content';
import { collects, collectsAnything, hasContact, isForChildren, useOf, type PolicyContext } from './policy/context';

/**
 * What the developer must check before publishing: the assumptions the policy and the store
 * answers rest on. Each note is shown only when it applies to the ticked categories.
 */
export function reviewNotes(ctx: PolicyContext): string[] {
  const notes: string[] = [];
  if (!hasContact(ctx)) {
    notes.push(
      'Add a contact e-mail or website: the GDPR requires your contact details in the policy and Google Play requires a privacy point of contact. Until then the policy points people to your store listing.',
    );
  }
  notes.push(
    'Publish the HTML version at a public web address (not a PDF), enter that address in App Store Connect and the Play Console, and link to it inside the app too: both stores require all three.',
  );
  if (!collectsAnything(ctx)) {
    notes.push(
      'Answer "No, we do not collect data" in App Store Connect and "No" in the Data safety form only if no data leaves the device, including through third-party SDKs such as analytics, crash reporting or ads.',
    );
  } else {
    if (!ctx.noSaleOrTracking)
      notes.push(
        'Confirm that the app sells no personal information, shares none for cross-context behavioural advertising and tracks nobody across other companies\' apps: until you do, the policy says neither that it does nor that it does not. If it does any of these, describe it in the policy and add a "Do Not Sell or Share My Personal Information" link for California users.',
      );
    notes.push(
      "The answers assume the app does not track people: no advertising or data-broker SDK links your users' data with other companies' data. If one does, answer Yes to tracking in App Store Connect, ask permission with App Tracking Transparency, and update the policy.",
      "Third-party SDKs count as you: declare what they collect in both stores and in the policy, and check each SDK's own privacy manifest and Data safety guidance.",
      'Google Play: data sent only to service providers that process it for you is collected, not "shared". If any data goes to a third party for its own use, mark it as shared and say so in the policy.',
      '"Encrypted in transit: Yes" and the security section assume every request the app makes uses HTTPS (the default with App Transport Security on iOS and on Android 9 and later).',
      'The policy states a retention period only where you gave one, or for records of sales, which tax law sets; elsewhere it says "only as long as we need it". Give your own periods if you have them, and make sure you can delete a user\'s data without undue delay when asked (the GDPR expects an answer within one month).',
    );
  }
  notes.push(...purposeNotes(ctx));
  if (collects(ctx, 'Personal Information (name, email)')) {
    notes.push(
      'If people can create an account, Apple requires a way to delete it inside the app (App Review Guideline 5.1.1(v)) and Google Play asks for a web link where they can request account deletion.',
    );
  }
  notes.push(...audienceNotes(ctx));
  return notes;
}

/** What the visitor's own answers leave for the developer to check, and answers that disagree with each other. */
function purposeNotes(ctx: PolicyContext): string[] {
  const notes: string[] = [];
  const kindsOf = (choice: (typeof ctx.choices)[number]) => useOf(ctx, choice).purpose?.kinds ?? [];
  for (const choice of ctx.choices) {
    const use = useOf(ctx, choice);
    const name = describeCategory(ctx, choice).heading.toLowerCase();
    if (use.onDevice) {
      notes.push(
        `You said ${name} stays on the device: the policy says the App sends it nowhere and the store answers leave it out (data processed only on the device is not "collected"). If a backup, sync, SDK or crash report sends it off the device, change that answer.`,
      );
    } else if (use.purpose && !use.notShared) {
      notes.push(
        `For ${name}, "Who we share it with" names no particular provider, because your purpose does not say who helps with it. Name them (for example a bank-connection, maps or cloud service); if one uses the data for its own purposes, say so and mark it as shared in the Data safety form.`,
      );
    }
    if (use.sale && use.retention) {
      notes.push(
        `Tax and accounting law may require you to keep records of sales longer than the period you gave for ${name}; check it.`,
      );
    }
  }
  if (ctx.noThirdParties && collectsAnything(ctx)) {
    notes.push(
      'You said no third party receives any data, so the policy names no service provider. That includes hosting, e-mail, analytics, crash-reporting and payment services and every SDK in the app; if any of them receives personal data, change that answer.',
    );
  }
  const advertising = ctx.sent.filter((choice) => kindsOf(choice).includes('advertising'));
  if (advertising.length > 0 && ctx.noSaleOrTracking) {
    notes.push(
      "One of your purposes names advertising, and you also confirmed that the app shares nothing for cross-context behavioural advertising and tracks nobody. Check that the ads use no data across other companies' apps; if they do, withdraw that confirmation.",
    );
  }
  if (
    ctx.sent.some((choice) => kindsOf(choice).some((kind) => kind === 'advertising' || kind === 'marketing')) &&
    isForChildren(ctx)
  ) {
    notes.push(
      "One of your purposes names advertising or marketing, but the app is for children: the policy promises no behavioural advertising to children, and COPPA requires parental consent before a child's data is used for marketing. Check that purpose.",
    );
  }
  return notes;
}

/** The policy's children section promises what these rules require; the app itself must do it. */
function audienceNotes(ctx: PolicyContext): string[] {
  if (ctx.audience === undefined) {
    return [
      "Say who the app is for (general audience, children, or both): the children's section then says so. Until then it makes no claim either way.",
    ];
  }
  if (!isForChildren(ctx)) {
    return [
      'The policy says the app is not directed to children under 13. If its subject, pictures, characters or advertising appeal to children, COPPA may treat it as directed to them anyway; choose "children" or "both" then.',
    ];
  }
  const notes = [
    "COPPA: get verifiable parental consent before collecting a child's personal information (16 CFR 312.5), give parents a way to review and delete it, and show no behavioural (interest-based) advertising to children. The policy promises all of this.",
    'App Store Kids category (Guidelines 1.3 and 5.1.4): no third-party advertising or analytics except in the narrow cases Apple allows, and a parental gate before links out of the app, purchases and requests for permissions.',
    "Google Play Families policy: declare the target ages in the Play Console, use only ads SDKs self-certified for families, and do not send the Advertising ID or hardware identifiers (IMEI, MAC, serial numbers) from children's devices.",
  ];
  if (ctx.audience === 'mixed') {
    notes.push(
      'Both children and adults: ask for age in a neutral way (no default age, no hint that 13 or over unlocks more) before collecting personal information, and apply the children’s rules to everyone under 13.',
    );
  }
  return notes;
}
