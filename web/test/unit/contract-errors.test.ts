import { LandingPageRequest, PrivacyPolicyRequest, StoreDescriptionRequest } from '@aiapp/contracts';
import { checkWithContract } from '../../src/components/form/contractErrors';
import { POLICY_FIELDS, toRequest } from '../../src/features/privacy-policy/policyForm';

const LANDING_FIELDS = {
  appName: 'app_name',
  ctaText: 'cta_text',
  description: 'description',
  features: 'features',
  appStoreUrl: 'app_store_url',
  playStoreUrl: 'play_store_url',
} as const;

/** A landing page request as the form sends it (trimmed, blank feature rows dropped). */
const landing = (change: Record<string, unknown>) => ({
  app_name: 'Tasky',
  cta_text: '',
  description: 'Plans your day.',
  features: [],
  app_store_url: '',
  play_store_url: '',
  ...change,
});

describe('form fields checked with the contract', () => {
  it('When the form is fine, then no field has an error and nothing blocks sending', () => {
    expect(checkWithContract(LandingPageRequest, landing({}), LANDING_FIELDS)).toEqual({
      errors: {},
      unplaced: null,
    });
  });

  it('When fields are blank, too long or not https, then each form field gets the contract’s own message', () => {
    const check = checkWithContract(
      LandingPageRequest,
      landing({ app_name: '', cta_text: 'x'.repeat(41), features: ['ok', 'y'.repeat(201)], play_store_url: 'http://a.b' }),
      LANDING_FIELDS,
    );
    expect(check).toEqual({
      errors: {
        appName: 'Must not be blank',
        ctaText: 'Must be at most 40 characters',
        features: 'Entry 2 must be at most 200 characters',
        playStoreUrl: 'The Google Play link must be a full https:// address',
      },
      unplaced: null,
    });
  });

  it('When a request field has a different name in the form, then its message lands on the form field', () => {
    const request = { app_name: 'A', app_category: 'Tools', key_features: ['  '] };
    const check = checkWithContract(StoreDescriptionRequest, request, { features: 'key_features', category: 'app_category' });
    expect(check.errors).toEqual({ features: 'Please add at least one key feature' });
  });

  it('When the contract refuses a field no form field shows, then the message is kept apart and still blocks sending', () => {
    const request = {
      ...toRequest({ appName: 'A', companyName: 'B', email: '', website: '', dataCollected: [] }),
      effective_date: '1999-01-01',
    };
    const check = checkWithContract(PrivacyPolicyRequest, request, POLICY_FIELDS);
    expect(check).toEqual({ errors: {}, unplaced: 'Must be a real date between 2000 and 2099' });
  });
});
