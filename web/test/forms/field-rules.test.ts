import {
  AppNameRequest,
  ContactRequest,
  IconRequest,
  KeywordTrackingRequest,
  LandingPageRequest,
  PrivacyPolicyRequest,
  ReviewRequest,
  StoreDescriptionRequest,
} from '@aiapp/contracts';
import { ICON_PADDING_MAX_PERCENT } from '@aiapp/store-facts';
import { z } from 'zod';
import { choicesOf, fieldRules } from '../../src/components/form/fieldRules';

/** The limits a form shows come from the contract, through every wrapper the contracts use. */
describe('Field rules read from the contract', () => {
  test('When a field is requiredText(80), then it is required with at most 80 characters', () => {
    expect(fieldRules(StoreDescriptionRequest, 'app_name')).toEqual({ required: true, minLength: 1, maxLength: 80 });
  });

  test('When a field is optional text with a default, then it is optional and keeps its limit', () => {
    expect(fieldRules(StoreDescriptionRequest, 'target_audience')).toEqual({
      required: false,
      minLength: undefined,
      maxLength: 200,
    });
  });

  test('When a field is defaulted, then transformed (the landing page button text), then the limit is the typed text’s', () => {
    expect(fieldRules(LandingPageRequest, 'cta_text')).toMatchObject({ required: false, maxLength: 40 });
  });

  test('When a text is piped into another check (the policy e-mail), then the limit is the input side’s', () => {
    expect(fieldRules(PrivacyPolicyRequest, 'email')).toMatchObject({ required: false, maxLength: 254 });
  });

  test('When a field has no minimum but its format refuses an empty value (the contact e-mail), then it is required', () => {
    expect(fieldRules(ContactRequest, 'email')).toEqual({ required: true, minLength: undefined, maxLength: 254 });
  });

  test('When a field is textRows with a minimum, then rows, row length and required come from it', () => {
    expect(fieldRules(StoreDescriptionRequest, 'key_features')).toEqual({
      required: true,
      minRows: 1,
      maxRows: 15,
      minLength: undefined,
      maxLength: 200,
    });
    expect(fieldRules(LandingPageRequest, 'features')).toMatchObject({ required: false, maxRows: 12, maxLength: 200 });
  });

  test('When keywords are comma-separated rows (a preprocess), then the inner list’s limits are read', () => {
    expect(fieldRules(KeywordTrackingRequest, 'keywords')).toMatchObject({ required: true, maxRows: 15, maxLength: 100 });
    expect(fieldRules(AppNameRequest, 'keywords')).toMatchObject({ required: true, maxRows: 10, maxLength: 40 });
  });

  test('When a number is a whole number in a range with a default, then min, max and step come from it', () => {
    expect(fieldRules(ReviewRequest, 'rating')).toEqual({ required: false, min: 1, max: 5, step: 1 });
    expect(choicesOf(fieldRules(ReviewRequest, 'rating'))).toEqual(['1', '2', '3', '4', '5']);
    expect(fieldRules(IconRequest, 'padding_percent')).toMatchObject({ min: 0, max: ICON_PADDING_MAX_PERCENT, step: 1 });
  });

  test('When a field is an enum, then its options are the contract’s, in order', () => {
    expect(fieldRules(ReviewRequest, 'review_type')).toEqual({ required: false, options: ['positive', 'mixed'] });
    expect(fieldRules(AppNameRequest, 'category')).toMatchObject({ required: true });
    expect(choicesOf(fieldRules(KeywordTrackingRequest, 'app_store'))).toEqual(['ios', 'android']);
  });

  test('When a bound is exclusive on a whole number, then the allowed bound is one step inside it', () => {
    expect(fieldRules(z.object({ count: z.number().int().positive().lt(10) }), 'count')).toMatchObject({ min: 1, max: 9 });
  });

  test('When the field is not in the contract, then it says so instead of guessing', () => {
    expect(() => fieldRules(StoreDescriptionRequest, 'appName')).toThrow('The contract has no field appName');
  });
});
