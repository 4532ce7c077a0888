import { useState } from 'react';
import { useFormState, useWatch, type Control, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { PROFILE_FIELD_LABELS, profileChangesFrom } from '../../lib/app-profile/formFields';
import { updateProfile, useAppProfile } from '../../lib/app-profile/profileStore';
import type { ProfileDraft } from '../../lib/app-profile/profileDraft';
import './app-profile.css';

/**
 * Offers to keep what the visitor typed in a tool's form in their app profile, so the other tools
 * start filled: only fields they changed, that the profile holds differently.
 */
export function ProfileSaveOffer<V extends FieldValues>({ control }: { control: Control<V, unknown, unknown> }) {
  const values = useWatch({ control }) as Record<string, unknown>;
  const { dirtyFields } = useFormState({ control });
  const profile = useAppProfile();
  const [saved, setSaved] = useState(false);
  const typed = Object.fromEntries(Object.entries(values).filter(([name]) => name in dirtyFields));
  const change = profileChangesFrom(typed, profile);

  if (!change) {
    return saved ? (
      <p className="profile-offer" role="status">
        Saved to <Link to="/store-kit">your app profile</Link>: the other tools start from it.
      </p>
    ) : null;
  }
  const labels = (Object.keys(change) as (keyof ProfileDraft)[]).map((key) => PROFILE_FIELD_LABELS[key] ?? key);
  return (
    <p className="profile-offer">
      <button
        type="button"
        className="button button--secondary button--small"
        onClick={() => {
          updateProfile(change);
          setSaved(true);
        }}
      >
        Save to my app profile
      </button>{' '}
      <span className="profile-offer__fields">Keeps {labels.join(', ')} for the other tools, in this browser only.</span>
    </p>
  );
}
