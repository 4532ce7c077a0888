import { AppProfile, checkRequest } from '@aiapp/contracts';
import { asDraft, type ProfileDraft } from './profileDraft';

/** The file a profile is exported to and imported from. */
export const PROFILE_FILE_NAME = 'app-profile.json';

export function profileFileText(draft: ProfileDraft): string {
  return `${JSON.stringify(draft, null, 2)}\n`;
}

export type ProfileFileResult = { ok: true; profile: ProfileDraft } | { ok: false; message: string };

/**
 * Reads an `app-profile.json` with the contract's schema (calls/store-kit.ts). Every field the file
 * holds must pass the contract's rule; fields it leaves out are still to be filled, as in a profile
 * being written. A refused file is named by its first refused field, and nothing is changed.
 */
export function parseProfileFile(text: string): ProfileFileResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, message: `This file is not JSON: choose an ${PROFILE_FILE_NAME} exported from this page.` };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return { ok: false, message: 'This is not an app profile: the file must hold one JSON object. Nothing was changed.' };
  }
  const parsed = checkRequest(AppProfile.partial(), json);
  if (parsed.success) return { ok: true, profile: asDraft(parsed.data) };
  const issue = parsed.error.issues[0];
  const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the file';
  return {
    ok: false,
    message: `This app profile was not imported: ${where}: ${issue?.message ?? 'unreadable'}. Nothing was changed.`,
  };
}
