import {
  AppNameRequest,
  checkRequest,
  EmailCaptureRequest,
  LandingPageRequest,
  LogoRequest,
  messagesByField,
  PrivacyPolicyRequest,
  ReviewRequest,
  StoreDescriptionRequest,
} from '@aiapp/contracts';
import type { z } from 'zod';

const messagesOf = (schema: z.ZodType, input: unknown) => {
  const result = checkRequest(schema, input);
  if (result.success) throw new Error('Expected the request to be refused');
  return messagesByField(result.error.issues);
};

describe('the contracts speak plainly', () => {
  it('When a required text is blank or too long, then the message says so in plain words', () => {
    expect(messagesOf(LogoRequest, { text: '   ' })).toEqual({ text: 'Must not be blank' });
    expect(messagesOf(LogoRequest, { text: 'x'.repeat(61) })).toEqual({ text: 'Must be at most 60 characters' });
  });

  it('When a logo name has emoji or letters the logo fonts lack, then the message lists them and accepts Latin, Greek and Cyrillic', () => {
    expect(messagesOf(LogoRequest, { text: 'Rocket 🚀 火箭 🚀' })).toEqual({
      text: 'The logo fonts cannot draw "🚀", "火", "箭": use letters of the Latin, Greek or Cyrillic alphabets, digits and punctuation',
    });
    expect(messagesOf(LogoRequest, { text: 'تطبيق' }).text).toContain('"ت"');
    for (const text of ['Café Déjà', 'Ωmega Ψ', 'Привет мир', 'Łódź № 5 © 2026', 'e\u0301lan']) {
      expect(checkRequest(LogoRequest, { text }).success).toBe(true);
    }
  });

  it('When the landing page call-to-action is longer than 40 characters, then zod’s own wording is not what comes back', () => {
    const messages = messagesOf(LandingPageRequest, { app_name: 'A', description: 'B', cta_text: 'x'.repeat(41) });
    expect(messages).toEqual({ cta_text: 'Must be at most 40 characters' });
  });

  it('When one row of a list is too long, then the message names the row with the same wording as a field', () => {
    const messages = messagesOf(LandingPageRequest, { app_name: 'A', description: 'B', features: ['ok', 'x'.repeat(201)] });
    expect(messages).toEqual({ features: 'Entry 2 must be at most 200 characters' });
  });

  it('When several fields are wrong, then each field gets its first message, in the order of the request', () => {
    const messages = messagesOf(LandingPageRequest, { app_name: ' ', description: '', app_store_url: 'http://a.b' });
    expect(Object.entries(messages)).toEqual([
      ['app_name', 'Must not be blank'],
      ['description', 'Must not be blank'],
      ['app_store_url', 'The App Store link must be a full https:// address'],
    ]);
  });

  it('When a schema writes its own message (the spec’s alerts), then that message wins over the plain wording', () => {
    const base = { app_name: 'A', app_category: 'Tools', key_features: [' ', ''] };
    expect(messagesOf(StoreDescriptionRequest, base)).toEqual({ key_features: 'Please add at least one key feature' });
    expect(messagesOf(AppNameRequest, { keywords: [''], category: 'social' })).toEqual({
      keywords: 'Please enter at least one keyword',
    });
  });

  it('When a choice, a number, a type or an e-mail is wrong, then each reads as a sentence for people', () => {
    expect(messagesOf(ReviewRequest, { app_name: 'A', review_type: 'angry' })).toEqual({
      review_type: 'Choose one of: positive, mixed',
    });
    expect(messagesOf(ReviewRequest, { app_name: 'A', rating: 9 })).toEqual({ rating: 'Must be at most 5' });
    expect(messagesOf(ReviewRequest, { app_name: 42 })).toEqual({ app_name: 'Must be text' });
    expect(messagesOf(ReviewRequest, {})).toEqual({ app_name: 'Required' });
    expect(messagesOf(PrivacyPolicyRequest, { app_name: 'A', company_name: 'B', email: 'nope' })).toEqual({
      email: 'Please enter a valid e-mail address',
    });
    expect(messagesOf(EmailCaptureRequest, { email: `${'a'.repeat(250)}@b.co`, tool_used: 'logo-maker' })).toEqual({
      email: 'Must be at most 254 characters',
    });
  });

  it('When the body is not an object at all, then the message is filed under the request as a whole', () => {
    expect(messagesOf(LogoRequest, 'text')).toEqual({ '': 'Must be an object' });
  });
});
