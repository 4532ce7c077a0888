import { DATA_COLLECTED_CHOICES, PrivacyPolicyRequest, type DataCollectedChoice, type PolicyAudience } from '@aiapp/contracts';
import { generatePrivacyPolicy } from '../src/domain/generate-privacy-policy';

const generate = (
  data_collected: DataCollectedChoice[],
  extra: {
    audience?: PolicyAudience;
    data_purposes?: Partial<Record<DataCollectedChoice, string>>;
    no_sale_or_tracking?: boolean;
  } = {},
) =>
  generatePrivacyPolicy(
    {
      app_name: 'Sum Sprout',
      company_name: 'Little Owl Apps',
      email: 'parents@littleowl.example',
      website: '',
      data_collected,
      ...extra,
    },
    new Date('2026-03-09T12:00:00Z'),
  );

/** The text of the children's section, up to the next numbered heading. */
function childrenSection(policy: string): string {
  const start = policy.indexOf("Children's privacy");
  const end = policy.indexOf('Security', start);
  return policy.slice(start, end);
}

describe('a policy that states only what the visitor said', () => {
  it('When the app is made for children, then the policy promises parental consent, no behavioural advertising and a way for parents to reach the developer', () => {
    const { policy, review_notes } = generate(['Personal Information (name, email)', 'Usage Analytics'], {
      audience: 'children',
    });
    const section = childrenSection(policy);
    expect(section).toMatch(/made for children under 13/);
    expect(section).toMatch(/verifiable consent/);
    expect(section).toMatch(/No behavioural advertising/);
    expect(section).toMatch(/review the personal information we hold about their child, have it deleted/);
    expect(section).toMatch(/contact us \(see section 10\)/);
    expect(policy).not.toMatch(/not directed to children/);
    expect(review_notes.join('\n')).toMatch(/Kids category/);
    expect(review_notes.join('\n')).toMatch(/Families policy/);
  });

  it('When the app is for both children and adults, then the policy describes a neutral age question and the children’s rules for under-13s', () => {
    const section = childrenSection(generate(['Device Information'], { audience: 'mixed' }).policy);
    expect(section).toMatch(/general audience that includes children under 13/);
    expect(section).toMatch(/asks for the user's age in a neutral way/);
    expect(section).toMatch(/Parental consent/);
  });

  it('When the app is for a general audience, then the policy says it is not directed to children and how a parent gets data deleted', () => {
    const section = childrenSection(generate(['Device Information'], { audience: 'general' }).policy);
    expect(section).toMatch(/not directed to children under 13/);
    expect(section).toMatch(/we will delete it promptly/);
    expect(section).not.toMatch(/Parental consent/);
  });

  it('When the visitor did not say who the app is for, then the policy claims neither way and a review note asks', () => {
    const { policy, review_notes } = generate(['Device Information']);
    const section = childrenSection(policy);
    expect(section).not.toMatch(/not directed to children|made for children|includes children/);
    expect(review_notes.join('\n')).toMatch(/Say who the app is for/);
  });

  it.each(DATA_COLLECTED_CHOICES.map((choice) => [choice]))(
    'When %s is the only data collected, then the policy asserts no unconfirmed negative about other data or features',
    (choice) => {
      const { policy } = generate([choice], { audience: 'general' });
      expect(policy).not.toMatch(/any other personal information|collect only the information/);
      expect(policy).not.toMatch(/history of your locations|profile or a post|people you know|never sell your contacts/);
    },
  );

  it('When the visitor gives their own purpose for a category, then the policy uses it in place of the default, in the section and in the California table', () => {
    const { policy, policy_markdown } = generate(['Location Data', 'Contacts'], {
      data_purposes: { 'Location Data': "to show dispatchers each technician's live position during a job." },
    });
    expect(policy).toMatch(/Why we use it: To show dispatchers each technician's live position during a job\./);
    expect(policy_markdown).toMatch(/To show dispatchers each technician's live position during a job \|/);
    expect(policy).not.toMatch(/features of the App that use your location/);
    expect(policy).toMatch(/features of the App that use your contacts/);
  });

  it('When a purpose is given for a category that is not selected, then it does not reach the policy', () => {
    const { policy } = generate(['Device Information'], { data_purposes: { Contacts: 'to find your friends' } });
    expect(policy).not.toMatch(/find your friends/);
  });

  it('When the audience or a purpose is out of range, then the contract refuses the request', () => {
    const base = { app_name: 'A', company_name: 'B', data_collected: [] };
    expect(PrivacyPolicyRequest.safeParse({ ...base, audience: 'teens' }).success).toBe(false);
    expect(PrivacyPolicyRequest.safeParse({ ...base, data_purposes: { Contacts: 'x'.repeat(201) } }).success).toBe(false);
    expect(PrivacyPolicyRequest.safeParse({ ...base, data_purposes: { Friends: 'x' } }).success).toBe(false);
  });
});

/** A sentence that says what the App or the developer does not do. */
const NEGATIVE = /\b(?:do|does|did|have|has|will|may|can) not\b|\bnever\b|\bno longer\b|\bnot directed\b|\bnone\b/i;

/**
 * Negative sentences the policy may hold whatever the visitor answered: the visitor's rights and
 * how a request works, what follows from a permission being refused, and the service-provider terms
 * the review notes ask the developer to confirm. Anything else negative must come from an answer.
 */
const ALWAYS_ALLOWED = [
  /^We will not charge you, unless a request is clearly unfounded or excessive/,
  /^not be discriminated against for exercising any of these rights\.$/,
  /this does not affect use made before you withdrew it\.$/,
  /^No method of transmission or storage is completely secure\./,
  /can no longer be linked to you/,
  /^Features that need that access will not work without it\./,
  /processes it only on our instructions and may not use it for its own purposes\.$/,
];

const sentencesOf = (policy: string) =>
  policy
    .split(/(?<=[.;:])\s+|\n/)
    .map((sentence) => sentence.replace(/^[-•]\s*/, '').trim())
    .filter(Boolean);
const unconfirmedNegatives = (policy: string) =>
  sentencesOf(policy).filter((sentence) => NEGATIVE.test(sentence) && !ALWAYS_ALLOWED.some((allowed) => allowed.test(sentence)));

describe('negatives the visitor did not confirm', () => {
  const combinations: DataCollectedChoice[][] = [
    ...DATA_COLLECTED_CHOICES.map((choice) => [choice]),
    [...DATA_COLLECTED_CHOICES],
    ['Personal Information (name, email)', 'Location Data', 'Payment Information'],
  ];

  it.each(combinations.map((choices) => [choices.join(', '), choices] as const))(
    'When %s is collected and nothing else is said, then the policy asserts no negative about selling, sharing, tracking, children or payments',
    (_label, choices) => {
      const { policy, review_notes } = generate(choices);
      expect(unconfirmedNegatives(policy)).toEqual([]);
      expect(policy).toMatch(/opt out of the sale or sharing of your personal information;/);
      expect(review_notes.join('\n')).toMatch(/Confirm that the app sells no personal information/);
    },
  );

  it('When the visitor confirms no selling, ad sharing or tracking, then the policy says so in the sharing section and for California', () => {
    const { policy, review_notes } = generate(['Usage Analytics'], { no_sale_or_tracking: true });
    expect(policy).toMatch(
      /We do not sell your personal information, and we do not share it for cross-context behavioral advertising\./,
    );
    expect(policy).toMatch(/We do not use it to track you across apps and websites owned by other companies\./);
    expect(policy).toMatch(/we do not sell or share personal information as the CCPA defines those terms/);
    expect(policy).toMatch(/opt out of targeted advertising, its sale and profiling \(we do none of these\)/);
    expect(review_notes.join('\n')).not.toMatch(/Confirm that the app sells no personal information/);
  });

  it('When the visitor confirms the audience is general, then "not directed to children" is the only negative it adds', () => {
    const unanswered = unconfirmedNegatives(generate(['Device Information']).policy);
    const general = unconfirmedNegatives(generate(['Device Information'], { audience: 'general' }).policy);
    expect(unanswered).toEqual([]);
    expect(general).toEqual([
      expect.stringMatching(/not directed to children under 13/),
      expect.stringMatching(/^We do not knowingly collect/),
    ]);
  });

  it('When nothing is collected, then the negatives it states follow from that answer alone', () => {
    const negatives = unconfirmedNegatives(generate([]).policy);
    expect(negatives.length).toBeGreaterThan(0);
    for (const sentence of negatives) expect(sentence).toMatch(/not collect|not send|not hold|not transfer|none to sell/);
  });

  it('When the scan meets a negative nobody confirmed, then it reports it (the check can fail)', () => {
    expect(unconfirmedNegatives('We collect your e-mail. We never share your data with anyone.')).toEqual([
      'We never share your data with anyone.',
    ]);
  });
});
