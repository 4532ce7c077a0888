import { DATA_COLLECTED_CHOICES, type DataCollectedChoice } from '@aiapp/contracts';
import { generatePrivacyPolicy } from '../src/domain/generate-privacy-policy';
import { CATEGORY_CONTENT } from '../src/domain/policy/category-content';

/** Words that may appear only when their category was ticked. */
const SIGNATURES: Record<DataCollectedChoice, RegExp> = {
  'Personal Information (name, email)': /name and e-mail address|by e-mail/i,
  'Device Information': /crash|diagnostic|operating system|device model/i,
  'Usage Analytics': /analytics|screens you view/i,
  'Location Data': /location|geolocation|GPS/i,
  'Camera/Photos': /camera|photo|picture/i,
  Contacts: /\bcontacts\b|address book/i,
  'Payment Information': /payment|purchase|\bcard\b|billing|\btax\b|financial/i,
  'Health & Fitness': /health|fitness/i,
};

const ALL_SUBSETS: DataCollectedChoice[][] = Array.from({ length: 2 ** DATA_COLLECTED_CHOICES.length }, (_, mask) =>
  DATA_COLLECTED_CHOICES.filter((_, bit) => mask & (1 << bit)),
);

const generate = (data_collected: DataCollectedChoice[]) =>
  generatePrivacyPolicy(
    {
      app_name: 'FitTrack',
      company_name: 'Acme Apps Ltd',
      email: 'privacy@acme.example',
      website: 'https://acme.example',
      data_collected,
    },
    new Date('2026-03-09T12:00:00Z'),
  );

describe('which sections a policy has', () => {
  it.each(ALL_SUBSETS.map((subset) => [subset.join(' + ') || 'nothing', subset] as const))(
    'When %s is selected, then exactly those categories are described, in every format',
    (_label, selected) => {
      const { policy, policy_markdown, policy_html } = generate(selected);
      for (const choice of DATA_COLLECTED_CHOICES) {
        const heading = CATEGORY_CONTENT[choice].heading;
        for (const format of [policy, policy_markdown, policy_html]) {
          if (selected.includes(choice)) {
            expect(format).toContain(heading);
            expect(format).toMatch(SIGNATURES[choice]);
          } else {
            expect(format).not.toMatch(SIGNATURES[choice]);
          }
        }
      }
    },
  );

  it('When location is selected, then its section gives what, why, legal basis, retention and recipients', () => {
    const { policy } = generate(['Location Data']);
    const section = policy.slice(policy.indexOf('2.1 Location data'), policy.indexOf('3. How we share'));
    expect(section).toMatch(/What we collect: .*precise location/);
    expect(section).toMatch(/Why we use it: /);
    expect(section).toMatch(/Legal basis \(GDPR and UK GDPR\): Your consent/);
    expect(section).toMatch(/How long we keep it: /);
    expect(section).toMatch(/Who we share it with: /);
  });

  it('When anything is selected, then the policy covers rights, children, security, transfers, changes and contact', () => {
    const { policy } = generate(['Usage Analytics']);
    const headings = [...policy.matchAll(/^(\d+)\. (.+)$/gm)].map((match) => match[2]);
    expect(headings).toEqual([
      'Who we are',
      'Information we collect',
      'How we share information',
      'How long we keep information',
      'Your rights and choices',
      "Children's privacy",
      'Security',
      'International transfers',
      'Changes to this policy',
      'Contact us',
    ]);
    expect(policy).toContain('GDPR and UK GDPR');
    expect(policy).toContain('CCPA, as amended by the CPRA');
    expect(policy).toContain('COPPA');
    expect(policy).toContain('Standard Contractual Clauses');
    expect(policy).toContain('Effective date: March 9, 2026');
  });

  it('When nothing is selected, then the policy says no personal information is collected', () => {
    const { policy } = generate([]);
    expect(policy).toContain('The App does not collect personal information.');
    expect(policy).not.toContain('2.1 ');
  });

  it('When precise location is collected, then California readers learn it is sensitive and how it is used', () => {
    expect(generate(['Location Data']).policy).toContain('limit the use of your sensitive personal information');
    expect(generate(['Contacts']).policy).not.toContain('sensitive personal information');
  });

  it('When the company name ends with a full stop, then sentences do not get a second one', () => {
    const { policy } = generatePrivacyPolicy(
      { app_name: 'A', company_name: 'Acme Apps Ltd.', email: '', website: '', data_collected: [] },
      new Date(),
    );
    expect(policy).toContain('The App is provided by Acme Apps Ltd. Acme Apps Ltd. provides');
    expect(policy).not.toContain('Ltd..');
  });

  it('When neither e-mail nor website is given, then the policy points to the store listing and a review note asks for contact details', () => {
    const result = generatePrivacyPolicy(
      { app_name: 'FitTrack', company_name: 'Acme', email: '', website: '', data_collected: ['Contacts'] },
      new Date('2026-03-09T00:00:00Z'),
    );
    expect(result.policy).toContain(
      "contact Acme through the developer contact details shown on the App's page in the App Store or on Google Play.",
    );
    expect(result.review_notes[0]).toMatch(/^Add a contact e-mail or website/);
  });
});
