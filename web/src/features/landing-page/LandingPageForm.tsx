import type { LandingPageRequest } from '@aiapp/contracts';
import { TextField } from '../../components/form/TextField';
import { TextRowsField } from '../../components/form/TextRowsField';
import type { FieldBinder, FormValuesOf } from '../../components/form/useContractForm';

export type LandingPageValues = FormValuesOf<typeof LandingPageRequest>;

export function LandingPageForm({ field }: { field: FieldBinder<LandingPageValues> }) {
  return (
    <>
      <TextField label="App name" field={field('app_name')} placeholder="e.g. FitTrack" />
      <TextField label="Button text" field={field('cta_text')} placeholder="Download Now" />
      <TextField
        label="Description"
        field={field('description')}
        rows={4}
        className="landing-form__description"
        placeholder="One or two sentences on what your app does and for whom. A blank line starts a new paragraph."
      />
      <TextRowsField
        label="Features"
        rowNoun="feature"
        field={field('features')}
        placeholders={['e.g. GPS tracking: map every run', 'e.g. Personalized plans', 'e.g. Works offline']}
        hint='Each becomes a card. Write "Title: one line" to give a card a heading and a line of text.'
      />
      <TextField label="App Store link" field={field('app_store_url')} type="url" placeholder="https://apps.apple.com/app/id…" />
      <TextField
        label="Google Play link"
        field={field('play_store_url')}
        type="url"
        placeholder="https://play.google.com/store/apps/details?id=…"
        hint="The download buttons lead to your store listings. Without a link, the button is a placeholder you point at your listing later."
      />
      <div className="field-row">
        <TextField
          label="App Store ID"
          field={field('app_store_id')}
          identifier="numeric"
          placeholder="e.g. 1234567890"
          hint="Adds Safari's Smart App Banner; links the App Store button when there is no link above."
        />
        <TextField
          label="Android package name"
          field={field('package_name')}
          identifier="text"
          placeholder="e.g. com.example.app"
          hint="Links the Google Play button when there is no link above."
        />
      </div>
      <TextField
        label="Category"
        field={field('category')}
        placeholder="e.g. Health & Fitness"
        hint="The page's wording and layout follow it: a calmer page for health apps, a bolder one for games."
      />
      <TextField
        label="Privacy policy link"
        field={field('privacy_url')}
        type="url"
        placeholder="https://example.com/privacy"
        hint="Linked in the page's footer."
      />
      <TextField
        label="Page address"
        field={field('page_url')}
        type="url"
        placeholder="https://example.com/"
        hint="Where the page will live: link previews and search engines use it."
      />
      <TextField
        label="Share image link"
        field={field('social_image_url')}
        type="url"
        placeholder="https://example.com/share.png"
        hint="A 1200×630 image already online, shown when the page is shared."
      />
    </>
  );
}
