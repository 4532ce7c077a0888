import { checkRequest } from '@aiapp/contracts';
import { AppProfile } from './profileSchema';

/** The file a profile is exported to and imported from. */
export const PROFILE_FILE_NAME = 'app-profile.json';

export function profileFileText(profile: AppProfile): string {
  return `${JSON.stringify(profile, null, 2)}\n`;
}

export type ProfileFileResult = { ok: true; profile: AppProfile } | { ok: false; message: string };

/**
 * Reads an `app-profile.json` with the contract's schema. A file that is not JSON, or whose
 * fields the schema refuses, is named with the first refused field and nothing is changed.
 */
export function parseProfileFile(text: string): ProfileFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: `This file is not JSON: choose an ${PROFILE_FILE_NAME} exported from this page.` };
  }
  const parsed = checkRequest(AppProfile, json);
  if (parsed.success) return { ok: true, profile: parsed.data };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the file';
  return { ok: false, message: `This is not an app profile: ${where}: ${issue?.message ?? 'unreadable'}. Nothing was changed.` };
}
