import { collects, collectsAnything, hasContact, type PolicyContext } from './policy/context';

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
    notes.push(
      "The answers assume the app does not track people: no advertising or data-broker SDK links your users' data with other companies' data. If one does, answer Yes to tracking in App Store Connect, ask permission with App Tracking Transparency, and update the policy.",
      "Third-party SDKs count as you: declare what they collect in both stores and in the policy, and check each SDK's own privacy manifest and Data safety guidance.",
      'Google Play: data sent only to service providers that process it for you is collected, not "shared". If any data goes to a third party for its own use, mark it as shared and say so in the policy.',
      '"Encrypted in transit: Yes" and the security section assume every request the app makes uses HTTPS (the default with App Transport Security on iOS and on Android 9 and later).',
      "The retention periods are sensible defaults; change them to what your app and servers actually do, and make sure you can delete a user's data within 30 days of a request, as the policy promises.",
    );
  }
  if (collects(ctx, 'Personal Information (name, email)')) {
    notes.push(
      'If people can create an account, Apple requires a way to delete it inside the app (App Review Guideline 5.1.1(v)) and Google Play asks for a web link where they can request account deletion.',
    );
  }
  notes.push(
    'If the app is made for children (Apple Kids category, Google Play Families, or COPPA "directed to children"), this policy is not enough: those rules require parental consent and stricter limits. Get advice before publishing.',
  );
  return notes;
}
