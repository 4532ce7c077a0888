import { useId, useState } from 'react';
import { DownloadButton } from '../../components/actions/DownloadButton';
import { PROFILE_FILE_NAME, parseProfileFile, profileFileText } from '../../lib/app-profile/profileFile';
import { saveProfile } from '../../lib/app-profile/profileStore';
import type { ProfileDraft } from '../../lib/app-profile/profileDraft';

/** Takes the profile home as app-profile.json, or brings one back (checked with the contract's schema first). */
export function ProfileFileActions({ profile }: { profile: ProfileDraft }) {
  const inputId = useId();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  const importFile = async (file: File | undefined) => {
    if (!file) return;
    const result = parseProfileFile(await file.text());
    if (result.ok) saveProfile(result.profile);
    setOutcome(result.ok ? { ok: true, message: `Imported ${file.name}.` } : { ok: false, message: result.message });
  };

  return (
    <div className="profile-file">
      <DownloadButton
        label={`Export ${PROFILE_FILE_NAME}`}
        fileName={PROFILE_FILE_NAME}
        type="application/json"
        variant="secondary"
        content={() => profileFileText(profile)}
      />
      <label htmlFor={inputId} className="button button--secondary profile-file__import">
        Import {PROFILE_FILE_NAME}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept="application/json,.json"
        onChange={(event) => {
          void importFile(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      {outcome && (
        <p className={outcome.ok ? 'notice notice--success' : 'notice notice--error'} role={outcome.ok ? 'status' : 'alert'}>
          {outcome.message}
        </p>
      )}
    </div>
  );
}
