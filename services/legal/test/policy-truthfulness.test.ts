import { DATA_COLLECTED_CHOICES, PrivacyPolicyRequest, type DataCollectedChoice, type PolicyAudience } from '@aiapp/contracts';
import { generatePrivacyPolicy } from '../src/domain/generate-privacy-policy';

const generate = (
  data_collected: DataCollectedChoice[],
  extra: { audience?: PolicyAudience; data_purposes?: Partial<Record<DataCollectedChoice, string>> } = {},
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
