import { PrivacyPolicyRequest, type DataCollectedChoice } from '@aiapp/contracts';
import { generatePrivacyPolicy } from '../src/domain/generate-privacy-policy';
import { purposePhrase, readPurpose } from '../src/domain/policy/purpose';

type Extra = Omit<Partial<PrivacyPolicyRequest>, 'data_collected'>;

const generate = (data_collected: DataCollectedChoice[], extra: Extra = {}) =>
  generatePrivacyPolicy(
    PrivacyPolicyRequest.parse({
      app_name: 'Pocket Ledger',
      company_name: 'Two Sums Ltd',
      email: 'privacy@twosums.example',
      data_collected,
      ...extra,
    }),
    new Date('2026-03-09T12:00:00Z'),
  );

/** The text of one subsection of section 2, up to the next heading. */
function subsection(policy: string, heading: string): string {
  const start = policy.search(new RegExp(`^2\\.\\d+ ${heading}$`, 'm'));
  expect(start).toBeGreaterThanOrEqual(0);
  const rest = policy.slice(start + 1);
  const end = rest.search(/^(?:2\.\d+ |\d+\. )/m);
  return rest.slice(0, end);
}

/** The California table row of one CCPA category, in the plain-text rendering. */
function californiaRow(policy: string, category: RegExp): string {
  const table = policy.slice(policy.indexOf('Personal information we collect, by CCPA category'));
  const rows = table.slice(0, table.indexOf('\n\n')).split(/\n- /).slice(1);
  return rows.find((row) => category.test(row)) ?? '';
}

/** Built inside each test, so a failure is reported by the test that meets it. */
function once<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}

const purposesOf = (result: ReturnType<typeof generate>, source: DataCollectedChoice) => ({
  apple: result.store_answers.app_store.data_types.filter((row) => row.source === source).flatMap((row) => row.purposes),
  play: result.store_answers.google_play.data_types.filter((row) => row.source === source).flatMap((row) => row.purposes),
});

describe("a category's wording follows the visitor's purpose", () => {
  const bank = once(() =>
    generate(['Payment Information'], {
      data_purposes: { 'Payment Information': 'to read transactions from bank accounts you connect' },
    }),
  );

  it('When payment information is used to read transactions from connected bank accounts, then the policy says exactly that, with no purchases, processors or tax retention', () => {
    const section = subsection(bank().policy, 'Payment and financial information');
    expect(section).toMatch(/Why we use it: To read transactions from bank accounts you connect\./);
    expect(section).toMatch(/What we collect: .*needs to read transactions from bank accounts you connect\./);
    expect(bank().policy).not.toMatch(/records of your purchases|subscriptions|what you bought|refunds/i);
    expect(bank().policy).not.toMatch(/\btax\b|6 to 10 years|accountants|payment processor|Apple or Google/i);
    expect(section).toMatch(/How long we keep it: Only as long as we need it/);
    const row = californiaRow(bank().policy, /financial information/);
    expect(row).not.toMatch(/Commercial information/);
    expect(row).toMatch(/Why we collect it: To read transactions from bank accounts you connect/);
  });

  it('When payment information is used to read bank transactions, then the store answers declare other financial info, not purchase history', () => {
    const apple = bank().store_answers.app_store.data_types.map((row) => `${row.data_type}:${row.declare}`);
    const play = bank().store_answers.google_play.data_types.map((row) => `${row.data_type}:${row.declare}`);
    expect(apple).toEqual(['Other Financial Info:yes', 'Payment Info:if_applicable']);
    expect(play).toEqual(['Other financial info:yes', 'User payment info:if_applicable']);
    expect(purposesOf(bank(), 'Payment Information').play).not.toContain('Fraud prevention, security, and compliance');
  });

  it('When payment information pays for what the developer sells, then purchase history and the tax-law retention (a period set by law) stay', () => {
    const sale = generate(['Payment Information'], {
      data_purposes: { 'Payment Information': 'to sell parking passes through the app' },
    });
    expect(sale.policy).toMatch(/How long we keep it: Records of sales for as long as the tax and accounting laws/);
    expect(sale.store_answers.app_store.data_types[0]?.data_type).toBe('Purchase History');
    const stock = generate(['Payment Information']);
    expect(stock.policy).toMatch(/6 years in the UK and up to 10 years in Germany/);
  });

  const parking = once(() =>
    generate(['Location Data'], { data_purposes: { 'Location Data': 'to show parking spots near you' } }),
  );

  it('When location is used only to show parking spots nearby, then nothing about it mentions ads, analytics or map providers', () => {
    const section = subsection(parking().policy, 'Location data');
    expect(section).toMatch(/Why we use it: To show parking spots near you\./);
    const row = californiaRow(parking().policy, /Geolocation/);
    for (const text of [section, row]) {
      expect(text).not.toMatch(/advertis|analytic|marketing|personali[sz]/i);
      expect(text).not.toMatch(/map or location-service providers/);
    }
    // The only sentence of the whole policy naming advertising is the list of rights under state law.
    const adSentences = parking()
      .policy.split(/(?<=\.)\s+|\n/)
      .filter((sentence) => /advertis|analytic/i.test(sentence));
    expect(adSentences).toEqual([expect.stringMatching(/^Residents of states such as Virginia/)]);
    expect(purposesOf(parking(), 'Location Data')).toEqual({
      apple: ['App Functionality', 'App Functionality'],
      play: ['App functionality', 'App functionality'],
    });
    expect(parking().policy).toMatch(
      /we use precise geolocation, which the CCPA treats as sensitive, only to provide the features/,
    );
  });

  it('When the purpose names a use the visitor negates ("never for ads"), then the store answers do not declare it', () => {
    const result = generate(['Location Data'], {
      data_purposes: { 'Location Data': 'to show parking spots near you, never for ads or analytics' },
    });
    expect(purposesOf(result, 'Location Data').apple).toEqual(['App Functionality', 'App Functionality']);
    expect(purposesOf(result, 'Location Data').play).toEqual(['App functionality', 'App functionality']);
  });

  it('When location is used for advertising, then both stores say so and the policy does not claim it is used only for features', () => {
    const result = generate(['Location Data'], { data_purposes: { 'Location Data': 'to show ads for shops near you' } });
    expect(purposesOf(result, 'Location Data').apple).toContain('Third-Party Advertising');
    expect(purposesOf(result, 'Location Data').play).toContain('Advertising or marketing');
    expect(result.policy).not.toMatch(/only to provide the features you ask for/);
    expect(result.policy).toMatch(/limit the use of your sensitive personal information \(precise geolocation\);/);
  });

  it('When device information is used for push notifications, then crash reports are only declared if applicable and the policy does not claim them', () => {
    const result = generate(['Device Information'], {
      data_purposes: { 'Device Information': 'to send you push notifications when a spot frees up' },
    });
    expect(subsection(result.policy, 'Device information and diagnostics')).not.toMatch(/crash|fraud/i);
    const crash = result.store_answers.app_store.data_types.find((row) => row.data_type === 'Crash Data');
    expect(crash).toMatchObject({ declare: 'if_applicable', purposes: ['App Functionality'] });
  });
});

describe('data kept on the device', () => {
  const health = once(() =>
    generate(['Health & Fitness'], {
      data_purposes: { 'Health & Fitness': 'to chart your symptoms over time; stays on your phone only' },
    }),
  );

  it('When health data is kept on the device only, then the policy says it stays there and states no legal basis, retention period or recipients of ours for it', () => {
    const section = subsection(health().policy, 'Health and fitness information');
    expect(section).toMatch(/Why it uses it: To chart your symptoms over time\./);
    expect(section).toMatch(/Where it is kept: Only on your device\. The App does not send it to us or to anyone else\./);
    expect(section).not.toMatch(/Legal basis|Who we share|hosting|provider|months|years|30 days/);
    expect(health().policy).toContain('The App does not send personal information to us or to anyone else.');
    expect(health().policy).not.toMatch(/Personal information we collect, by CCPA category/);
    expect(health().policy).not.toMatch(/sensitive personal information: we use/);
  });

  it('When health data is kept on the device only, then neither store declares it as collected', () => {
    expect(health().store_answers.app_store).toEqual({ collects_data: false, data_types: [] });
    expect(health().store_answers.google_play.collects_or_shares_data).toBe(false);
    expect(health().review_notes.join('\n')).toMatch(/stays on the device/);
  });

  it('When on-device data is an explicit answer, then it is kept apart from data that is sent', () => {
    const result = generate(['Health & Fitness', 'Personal Information (name, email)'], {
      data_on_device_only: ['Health & Fitness'],
    });
    expect(result.store_answers.app_store.data_types.map((row) => row.source)).toEqual([
      'Personal Information (name, email)',
      'Personal Information (name, email)',
    ]);
    expect(californiaRow(result.policy, /health/i)).toBe('');
  });

  it('When health data is sent to the developer, then it is declared, based on explicit consent and listed as sensitive for California', () => {
    const result = generate(['Health & Fitness'], {
      data_purposes: { 'Health & Fitness': 'to share your symptom log with your doctor' },
    });
    expect(result.policy).toMatch(/explicit consent \(GDPR Art\. 6\(1\)\(a\) and Art\. 9\(2\)\(a\)\)/);
    expect(result.policy).toMatch(/we use health information, which the CCPA treats as sensitive/);
    expect(result.store_answers.app_store.data_types.map((row) => row.data_type)).toEqual(['Health', 'Fitness']);
  });
});

describe('negations in the answers', () => {
  const everything: DataCollectedChoice[] = [
    'Personal Information (name, email)',
    'Device Information',
    'Usage Analytics',
    'Location Data',
    'Payment Information',
  ];

  it('When the visitor says no third parties, then the policy names no service provider, processor, store, buyer or accountant anywhere', () => {
    const result = generate(everything, { no_third_parties: true });
    const statement = 'We do not share personal information with third parties, including service providers.';
    expect(result.policy.replace(statement, '')).not.toMatch(
      /provider|processor|Apple|Google|accountants|buyer or successor|with your consent\./i,
    );
    expect(result.policy).toMatch(/We do not share personal information with third parties, including service providers\./);
    expect(result.policy).toMatch(/Who we share it with: Nobody: we do not share it with third parties\./);
    expect(result.policy).toMatch(/Who we share it with: Nobody, except tax authorities where the law requires it\./);
    expect(result.store_answers.google_play.data_types.every((row) => !row.shared)).toBe(true);
    expect(result.review_notes.join('\n')).toMatch(/You said no third party receives any data/);
  });

  it('When the visitor said nothing about third parties, then the providers are named as before', () => {
    expect(generate(everything).policy).toMatch(/Our analytics provider/);
  });

  it('When a purpose says the data is never shared, then that category names no recipient', () => {
    const result = generate(['Contacts'], { data_purposes: { Contacts: 'to invite friends to your league; never shared' } });
    expect(subsection(result.policy, 'Your contacts')).toMatch(/Who we share it with: Nobody/);
    expect(subsection(result.policy, 'Your contacts')).toMatch(/Why we use it: To invite friends to your league\./);
  });

  it('When the visitor confirms no selling or tracking and gives an advertising purpose, then a review note flags the clash', () => {
    const result = generate(['Location Data'], {
      no_sale_or_tracking: true,
      data_purposes: { 'Location Data': 'to show ads for shops near you' },
    });
    expect(result.review_notes.join('\n')).toMatch(/names advertising, and you also confirmed/);
  });
});

describe('retention periods', () => {
  it('When the visitor gives no period, then no category states one of our own invention', () => {
    const { policy } = generate([
      'Device Information',
      'Usage Analytics',
      'Camera/Photos',
      'Contacts',
      'Personal Information (name, email)',
    ]);
    const periods = policy.split('\n').filter((line) => /^- How long we keep it:/.test(line));
    expect(periods).toHaveLength(5);
    for (const line of periods) expect(line).not.toMatch(/\d/);
    expect(policy).not.toMatch(/within 30 days|12 months from|14 months from|overwritten within/);
  });

  it('When the visitor gives a period, then the policy states it in their words', () => {
    const { policy } = generate(['Location Data'], { data_retention: { 'Location Data': 'deleted after 24 hours' } });
    expect(policy).toMatch(/How long we keep it: Deleted after 24 hours\./);
  });
});

describe("reading the visitor's purpose", () => {
  it.each([
    ['to show parking spots near you', 'to show parking spots near you'],
    ['Showing parking spots near you.', 'to show parking spots near you'],
    ['show parking spots near you', 'to show parking spots near you'],
    ['sync your progress between devices', 'to sync your progress between devices'],
    ['We use it to find jobs near you', 'to find jobs near you'],
    ['The app uses your location for turn-by-turn directions', 'for turn-by-turn directions'],
    ['parking spots near you', 'for parking spots near you'],
    ['So that your coach can see your runs', 'so that your coach can see your runs'],
  ])('When the visitor writes "%s", then the policy reads "%s"', (text, phrase) => {
    expect(purposePhrase(text)).toBe(phrase);
  });

  it('When a purpose names kinds of use, then each is found unless a negation covers it', () => {
    expect(readPurpose('to recommend trails and to measure which screens work').kinds).toEqual(['analytics', 'personalization']);
    expect(readPurpose('to read transactions from bank accounts you connect').kinds).toEqual(['functionality']);
    expect(readPurpose('to find spots, not for advertising').kinds).toEqual(['functionality']);
    expect(readPurpose('to find spots, but never for ads').kinds).toEqual(['functionality']);
    expect(readPurpose('to sign you in to your account').kinds).toEqual(['account']);
  });
});
