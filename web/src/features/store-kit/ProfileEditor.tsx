import { DATA_COLLECTED_CHOICES, POLICY_AUDIENCES } from '@aiapp/contracts';
import { TextInput } from '../../components/form/TextField';
import { updateProfile } from '../../lib/app-profile/profileStore';
import type { AppProfile } from '../../lib/app-profile/profileSchema';

type TextKey = {
  [K in keyof AppProfile]: AppProfile[K] extends string ? K : never;
}[keyof AppProfile];
type RowsKey = 'key_features' | 'unique_selling_points' | 'sha256_cert_fingerprints';

interface TextEntry {
  readonly key: TextKey;
  readonly label: string;
  readonly type?: 'email' | 'url';
  readonly hint?: string;
}

/** The profile's fields in the order a launch needs them; labels say what each becomes. */
const ABOUT: readonly TextEntry[] = [
  { key: 'app_name', label: 'App name' },
  { key: 'subtitle', label: 'Subtitle (tagline)' },
  { key: 'app_category', label: 'Category', hint: 'The store category, e.g. Health & Fitness' },
  { key: 'target_audience', label: 'Target audience' },
];
const PUBLISHER: readonly TextEntry[] = [
  { key: 'company_name', label: 'Company or developer name' },
  { key: 'copyright', label: 'Copyright', hint: 'e.g. 2026 Habitloop Labs' },
  { key: 'contact_email', label: 'Contact e-mail', type: 'email' },
  { key: 'support_url', label: 'Support URL', type: 'url' },
  { key: 'marketing_url', label: 'Marketing URL (website)', type: 'url' },
  { key: 'privacy_url', label: 'Privacy policy URL', type: 'url' },
];
const IDS: readonly TextEntry[] = [
  { key: 'bundle_id', label: 'iOS bundle ID', hint: 'e.g. com.example.habitloop' },
  { key: 'team_id', label: 'Apple Team ID', hint: '10 characters, from the Apple Developer account' },
  { key: 'app_store_id', label: 'App Store ID', hint: 'The number in the App Store link, for the Smart App Banner' },
  { key: 'package_name', label: 'Android package name', hint: 'e.g. com.example.habitloop' },
];
const ROWS: readonly { key: RowsKey; label: string; hint: string }[] = [
  { key: 'key_features', label: 'Key features', hint: 'One a line' },
  { key: 'unique_selling_points', label: 'What sets it apart', hint: 'One a line' },
  {
    key: 'sha256_cert_fingerprints',
    label: 'SHA-256 signing certificate fingerprints',
    hint: 'One a line, 32 bytes as AA:BB:…, for assetlinks.json',
  },
];

const AUDIENCE_LABELS: Readonly<Record<(typeof POLICY_AUDIENCES)[number], string>> = {
  general: 'Everyone, not made for children',
  children: 'Children under 13',
  mixed: 'Both children and adults',
};

function TextEntries({ entries, profile }: { entries: readonly TextEntry[]; profile: AppProfile }) {
  return entries.map((entry) => (
    <TextInput
      key={entry.key}
      name={entry.key}
      label={entry.label}
      type={entry.type}
      hint={entry.hint}
      optional={entry.key !== 'app_name'}
      value={profile[entry.key]}
      onChange={(value) => updateProfile({ [entry.key]: value })}
    />
  ));
}

/** The app profile as a form; every change is kept in this browser at once. */
export function ProfileEditor({ profile }: { profile: AppProfile }) {
  return (
    <div className="profile-editor">
      <fieldset className="profile-editor__group">
        <legend className="profile-editor__legend">The app</legend>
        <TextEntries entries={ABOUT} profile={profile} />
        {ROWS.slice(0, 2).map((entry) => (
          <RowsInput key={entry.key} entry={entry} profile={profile} />
        ))}
      </fieldset>
      <fieldset className="profile-editor__group">
        <legend className="profile-editor__legend">Publisher and links</legend>
        <TextEntries entries={PUBLISHER} profile={profile} />
      </fieldset>
      <fieldset className="profile-editor__group">
        <legend className="profile-editor__legend">Store and signing ids</legend>
        <TextEntries entries={IDS} profile={profile} />
        <RowsInput entry={ROWS[2] as (typeof ROWS)[number]} profile={profile} />
      </fieldset>
      <fieldset className="profile-editor__group">
        <legend className="profile-editor__legend">Privacy answers</legend>
        <fieldset className="choice-group">
          <legend className="field__label">Data the app or its SDKs collect</legend>
          {DATA_COLLECTED_CHOICES.map((choice) => (
            <label key={choice} className="choice">
              <input
                type="checkbox"
                checked={profile.data_collected.includes(choice)}
                onChange={(event) =>
                  updateProfile({
                    data_collected: event.target.checked
                      ? [...profile.data_collected, choice]
                      : profile.data_collected.filter((item) => item !== choice),
                  })
                }
              />{' '}
              {choice}
            </label>
          ))}
        </fieldset>
        <fieldset className="choice-group">
          <legend className="field__label">Who the app is for</legend>
          {POLICY_AUDIENCES.map((audience) => (
            <label key={audience} className="choice">
              <input
                type="radio"
                name="profile-audience"
                checked={profile.audience === audience}
                onChange={() => updateProfile({ audience })}
              />{' '}
              {AUDIENCE_LABELS[audience]}
            </label>
          ))}
        </fieldset>
      </fieldset>
    </div>
  );
}

function RowsInput({ entry, profile }: { entry: (typeof ROWS)[number]; profile: AppProfile }) {
  return (
    <TextInput
      name={entry.key}
      label={entry.label}
      hint={entry.hint}
      optional
      rows={3}
      value={profile[entry.key].join('\n')}
      onChange={(value) => updateProfile({ [entry.key]: value.split('\n') })}
    />
  );
}
