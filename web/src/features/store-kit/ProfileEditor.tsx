import { APP_TYPES, DATA_COLLECTED_CHOICES, POLICY_AUDIENCES, type DataCollectedChoice } from '@aiapp/contracts';
import { APP_STORE_APP_CATEGORIES, type AppStoreAppCategory } from '@aiapp/store-facts';
import { SelectInput } from '../../components/form/SelectField';
import { TextInput } from '../../components/form/TextField';
import { categoryLabel } from '../../lib/app-profile/categories';
import type { ProfileDraft } from '../../lib/app-profile/profileDraft';
import { updateProfile } from '../../lib/app-profile/profileStore';

type TextKey =
  | 'app_name'
  | 'subtitle'
  | 'target_audience'
  | 'company_name'
  | 'copyright'
  | 'contact_email'
  | 'support_url'
  | 'marketing_url'
  | 'privacy_url'
  | 'bundle_id'
  | 'team_id'
  | 'app_store_id'
  | 'package_name';
type RowsKey = 'key_features' | 'unique_selling_points' | 'sha256_cert_fingerprints';

interface Entry<K> {
  readonly key: K;
  readonly label: string;
  readonly hint?: string;
  readonly type?: 'email' | 'url';
  readonly required?: true;
}

/** The profile's fields in the order a launch needs them. */
const ABOUT: readonly Entry<TextKey>[] = [
  { key: 'app_name', label: 'App name', required: true },
  { key: 'subtitle', label: 'Tagline', hint: 'One line on what the app does; the App Store subtitle starts from it' },
  { key: 'target_audience', label: 'Target audience' },
];
const PUBLISHER: readonly Entry<TextKey>[] = [
  { key: 'company_name', label: 'Company or developer name', required: true },
  { key: 'copyright', label: 'Copyright', hint: 'Left blank: the year and the company name' },
  { key: 'contact_email', label: 'Contact e-mail', type: 'email' },
  { key: 'support_url', label: 'Support URL', type: 'url' },
  { key: 'marketing_url', label: 'Marketing URL (website)', type: 'url' },
  { key: 'privacy_url', label: 'Privacy policy URL', type: 'url' },
];
const IDS: readonly Entry<TextKey>[] = [
  { key: 'bundle_id', label: 'iOS bundle ID', hint: 'Like com.example.habitloop' },
  { key: 'team_id', label: 'Apple Team ID', hint: '10 capital letters and digits, from the Apple Developer account' },
  { key: 'app_store_id', label: 'App Store ID', hint: 'The number in the App Store link, for the Smart App Banner' },
  { key: 'package_name', label: 'Android package name', hint: 'Like com.example.habitloop' },
];
const FEATURES: readonly Entry<RowsKey>[] = [
  { key: 'key_features', label: 'Key features', hint: 'One a line' },
  { key: 'unique_selling_points', label: 'What sets it apart', hint: 'One a line' },
];
const FINGERPRINTS: Entry<RowsKey> = {
  key: 'sha256_cert_fingerprints',
  label: 'SHA-256 signing certificate fingerprints',
  hint: 'One a line, 32 bytes like 14:6D:E9:…, from Play Console › App integrity; for assetlinks.json',
};

const AUDIENCE_LABELS: Readonly<Record<(typeof POLICY_AUDIENCES)[number], string>> = {
  general: 'Everyone, not made for children',
  children: 'Children under 13',
  mixed: 'Both children and adults',
};

interface EditorProps {
  profile: ProfileDraft;
  /** The contract's message per profile field; shown once the field has a value (blank required fields are listed at the download). */
  problems: Readonly<Record<string, string>>;
}

function TextEntries({ entries, profile, problems }: EditorProps & { entries: readonly Entry<TextKey>[] }) {
  return entries.map((entry) => (
    <TextInput
      key={entry.key}
      name={entry.key}
      label={entry.label}
      type={entry.type}
      hint={entry.hint}
      optional={!entry.required}
      value={profile[entry.key]}
      error={profile[entry.key] ? problems[entry.key] : undefined}
      onChange={(value) => updateProfile({ [entry.key]: value })}
    />
  ));
}

function RowsEntry({ entry, profile, problems }: EditorProps & { entry: Entry<RowsKey> }) {
  const rows = profile[entry.key];
  return (
    <TextInput
      name={entry.key}
      label={entry.label}
      hint={entry.hint}
      optional
      rows={3}
      value={rows.join('\n')}
      error={rows.some((row) => row.trim() !== '') ? problems[entry.key] : undefined}
      onChange={(value) => updateProfile({ [entry.key]: value.split('\n') })}
    />
  );
}

/** The app profile as a form; every change is kept in this browser at once. */
export function ProfileEditor({ profile, problems }: EditorProps) {
  const toggleData = (choice: DataCollectedChoice, on: boolean) =>
    updateProfile({
      data_collected: on ? [...profile.data_collected, choice] : profile.data_collected.filter((item) => item !== choice),
    });
  return (
    <div className="profile-editor">
      <fieldset className="profile-editor__group">
        <legend className="profile-editor__legend">The app</legend>
        <TextEntries entries={ABOUT} profile={profile} problems={problems} />
        <SelectInput
          name="app_category"
          label="App Store category"
          value={profile.app_category}
          options={APP_STORE_APP_CATEGORIES.map((id) => ({ value: id, label: categoryLabel(id) }))}
          onChange={(value) => updateProfile({ app_category: value as AppStoreAppCategory })}
        />
        <SelectInput
          name="app_type"
          label="App type"
          value={profile.app_type}
          options={APP_TYPES.map((type) => ({ value: type, label: type.charAt(0).toUpperCase() + type.slice(1) }))}
          onChange={(value) => updateProfile({ app_type: value })}
        />
        {FEATURES.map((entry) => (
          <RowsEntry key={entry.key} entry={entry} profile={profile} problems={problems} />
        ))}
        <BrandColours profile={profile} />
      </fieldset>
      <fieldset className="profile-editor__group">
        <legend className="profile-editor__legend">Publisher and links</legend>
        <TextEntries entries={PUBLISHER} profile={profile} problems={problems} />
      </fieldset>
      <fieldset className="profile-editor__group">
        <legend className="profile-editor__legend">Store and signing ids</legend>
        <TextEntries entries={IDS} profile={profile} problems={problems} />
        <RowsEntry entry={FINGERPRINTS} profile={profile} problems={problems} />
      </fieldset>
      <fieldset className="profile-editor__group">
        <legend className="profile-editor__legend">Privacy answers</legend>
        <fieldset className="profile-editor__choices">
          <legend className="field__label">Data the app or its SDKs collect</legend>
          {DATA_COLLECTED_CHOICES.map((choice) => (
            <label key={choice} className="profile-editor__choice">
              <input
                type="checkbox"
                checked={profile.data_collected.includes(choice)}
                onChange={(event) => toggleData(choice, event.target.checked)}
              />
              {choice}
            </label>
          ))}
        </fieldset>
        <fieldset className="profile-editor__choices">
          <legend className="field__label">Who the app is for</legend>
          {POLICY_AUDIENCES.map((audience) => (
            <label key={audience} className="profile-editor__choice">
              <input
                type="radio"
                name="profile-audience"
                checked={profile.audience === audience}
                onChange={() => updateProfile({ audience })}
              />
              {AUDIENCE_LABELS[audience]}
            </label>
          ))}
        </fieldset>
      </fieldset>
    </div>
  );
}

const BRAND_COLOUR_LABELS = ['Brand colour', 'Accent colour'] as const;
const DEFAULT_BRAND_COLOURS = ['#4F46E5', '#F59E0B'] as const;

/** The two brand colours the feature graphic, the Open Graph image and the landing page use. */
function BrandColours({ profile }: { profile: ProfileDraft }) {
  const colours = BRAND_COLOUR_LABELS.map((_, index) => profile.brand_colors[index] ?? DEFAULT_BRAND_COLOURS[index]);
  return (
    <div className="profile-editor__colours">
      {BRAND_COLOUR_LABELS.map((label, index) => (
        <label key={label} className="profile-editor__colour">
          <input
            type="color"
            value={colours[index]?.toLowerCase()}
            onChange={(event) =>
              updateProfile({
                brand_colors: colours.map((colour, at) => (at === index ? event.target.value.toUpperCase() : (colour ?? ''))),
              })
            }
          />
          {label}
        </label>
      ))}
    </div>
  );
}
