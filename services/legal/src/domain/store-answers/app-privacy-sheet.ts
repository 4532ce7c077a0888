import type { AppStorePrivacyAnswers } from '@aiapp/contracts';
import { STORE_PRIVACY_LINKS } from '@aiapp/store-facts';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * App Store Connect has no import for App Privacy, so the answers are a sheet to copy from, in the
 * order the questionnaire asks them: data type, then linked to the user, then tracking, then purposes
 * (https://developer.apple.com/app-store/app-privacy-details/).
 */
export function appPrivacySheet(answers: AppStorePrivacyAnswers, appName: string): string {
  const lines = [
    `# App Privacy answers for ${appName}`,
    '',
    'App Store Connect › your app › App Privacy › Get Started (or Edit). Answer in this order.',
    '',
    `1. Do you or your third-party partners collect data from this app? **${yesNo(answers.collects_data)}**`,
  ];
  if (answers.collects_data) {
    lines.push('2. Tick these data types:', '');
    for (const type of answers.data_types) {
      const when = type.declare === 'if_applicable' ? ` (only if: ${type.note ?? 'it applies to your app'})` : '';
      lines.push(`   - [ ] ${type.category} › **${type.data_type}**${when}`);
    }
    lines.push('', '3. For each data type, answer:', '');
    for (const type of answers.data_types) {
      lines.push(
        `   ### ${type.data_type}`,
        `   - Used for: ${type.purposes.join(', ')}`,
        `   - Linked to the user's identity? **${yesNo(type.linked_to_user)}**`,
        `   - Used for tracking? **${yesNo(type.used_for_tracking)}**`,
        '',
      );
    }
  }
  lines.push(`Apple's guide: ${STORE_PRIVACY_LINKS.appPrivacyDetails}`, '');
  return lines.join('\n');
}
