import { AppNameRequest, LandingPageRequest, PrivacyPolicyRequest, StoreDescriptionRequest } from '@aiapp/contracts';
import { fillFromProfile, profileChangesFrom } from '../../src/lib/app-profile/formFields';
import { parseProfileFile, profileFileText } from '../../src/lib/app-profile/profileFile';
import {
  asDraft,
  EMPTY_DRAFT,
  profileForRequest,
  profileProblems,
  type ProfileDraft,
} from '../../src/lib/app-profile/profileDraft';

/** Issue 29, item 1: one app profile, the tools' forms filled from it, and app-profile.json. */

const profile: ProfileDraft = {
  ...EMPTY_DRAFT,
  app_name: 'Habitloop',
  app_category: 'HEALTH_AND_FITNESS',
  key_features: ['Daily check-ins', '', 'Streaks'],
  company_name: 'Habitloop Labs',
  contact_email: 'hello@habitloop.example',
  marketing_url: 'https://habitloop.example',
  app_store_id: '6450000000',
  data_collected: ['Usage Analytics'],
};

describe('fillFromProfile: a tool form starts from the profile', () => {
  it('When the store description form opens, then its fields come from the profile under the form’s names, blank rows dropped', () => {
    const filled = fillFromProfile(
      {
        app_name: '',
        app_category: '',
        app_type: 'utility',
        target_audience: '',
        key_features: ['', '', ''],
        unique_selling_points: [''],
      },
      profile,
      StoreDescriptionRequest,
    );
    expect(filled).toEqual({
      app_name: 'Habitloop',
      app_category: 'Health & Fitness',
      app_type: 'utility',
      target_audience: '',
      key_features: ['Daily check-ins', 'Streaks'],
      unique_selling_points: [''],
    });
  });

  it('When the privacy form opens, then e-mail, website and data come from the contact e-mail, marketing URL and privacy answers', () => {
    const filled = fillFromProfile(
      {
        app_name: '',
        company_name: '',
        email: '',
        website: '',
        data_collected: [],
        audience: '',
        data_purposes: {},
        no_sale_or_tracking: false,
      },
      profile,
      PrivacyPolicyRequest,
    );
    expect(filled).toMatchObject({
      company_name: 'Habitloop Labs',
      email: 'hello@habitloop.example',
      website: 'https://habitloop.example',
      data_collected: ['Usage Analytics'],
      audience: '',
    });
  });

  it('When the profile’s category and app type are still its starting values, then they fill no form: the visitor never chose them', () => {
    const fresh = { ...EMPTY_DRAFT, app_name: 'Quillmoss' };
    expect(fillFromProfile({ app_name: '', category: '' }, fresh, LandingPageRequest)).toEqual({
      app_name: 'Quillmoss',
      category: '',
    });
    expect(fillFromProfile({ app_category: '', app_type: 'game' }, fresh, StoreDescriptionRequest)).toEqual({
      app_category: '',
      app_type: 'game',
    });
  });

  it('When a form offers fixed choices the profile value is not among, then the form keeps its own default', () => {
    expect(fillFromProfile({ keywords: '', category: 'productivity' }, profile, AppNameRequest)).toEqual({
      keywords: '',
      category: 'productivity',
    });
  });

  it('When the landing page form opens, then the App Store link is made from the App Store id', () => {
    const filled = fillFromProfile({ app_name: '', app_store_url: '', play_store_url: '' }, profile, LandingPageRequest);
    expect(filled).toEqual({
      app_name: 'Habitloop',
      app_store_url: 'https://apps.apple.com/app/id6450000000',
      play_store_url: '',
    });
  });
});

describe('profileChangesFrom: saving back what the visitor typed', () => {
  it('When the visitor typed a new name and a known category in their words, then both go back under the profile’s names', () => {
    expect(profileChangesFrom({ app_name: ' Habitloop Pro ', category: 'productivity' }, profile)).toEqual({
      app_name: 'Habitloop Pro',
      app_category: 'PRODUCTIVITY',
    });
  });

  it('When the form holds what the profile holds, or a category no store has, then there is nothing to save', () => {
    expect(profileChangesFrom({ app_name: 'Habitloop', category: 'field service', features: ['', ''] }, profile)).toBeNull();
  });
});

describe('app-profile.json', () => {
  it('When a profile is exported and imported, then it comes back the same, blank rows dropped by the contract', () => {
    expect(parseProfileFile(profileFileText(profile))).toEqual({
      ok: true,
      profile: { ...profile, key_features: ['Daily check-ins', 'Streaks'] },
    });
  });

  it('When the file is not JSON, then it is refused with a message saying so', () => {
    expect(parseProfileFile('{ not json')).toEqual({
      ok: false,
      message: 'This file is not JSON: choose an app-profile.json exported from this page.',
    });
  });

  it('When a fingerprint is not 32 hex bytes, then the refusal names the field and the rule', () => {
    const result = parseProfileFile(JSON.stringify({ app_name: 'Habitloop', sha256_cert_fingerprints: ['AB:CD'] }));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toContain('sha256_cert_fingerprints.0: A SHA-256 certificate fingerprint is 32 bytes');
  });

  it('When the file holds a list instead of a profile, then it is refused', () => {
    expect(parseProfileFile('[]').ok).toBe(false);
  });
});

describe('the draft and the kit request', () => {
  it('When a stored copy has fields of the wrong kind, then those read as empty and the rest is kept', () => {
    const draft = asDraft({
      app_name: 'Habitloop',
      key_features: 'not a list',
      locales: [{ locale: 'de-DE', app_store: { name: 7 } }],
    });
    expect(draft.app_name).toBe('Habitloop');
    expect(draft.key_features).toEqual([]);
    expect(draft.locales).toEqual([
      expect.objectContaining({ locale: 'de-DE', app_store: expect.objectContaining({ name: '' }) }),
    ]);
  });

  it('When only one of two locales has texts, then the request carries only that one', () => {
    const [english] = EMPTY_DRAFT.locales;
    const withTexts = { ...english!, app_store: { ...english!.app_store, name: 'Habitloop' } };
    const german = asDraft({ locales: [{ locale: 'de-DE' }] }).locales[0]!;
    expect(profileForRequest({ ...profile, locales: [withTexts, german] }).locales).toEqual([withTexts]);
  });

  it('When the profile lacks the company, then the contract’s message is given for that field', () => {
    expect(profileProblems({ ...profile, company_name: '' }).company_name).toBe('Must not be blank');
  });
});
