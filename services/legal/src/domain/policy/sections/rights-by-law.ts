import { list, paragraph, section, type Block, type Section } from '../../document/model';
import { describeCategory } from '../category-content';
import { collects, collectsAnything, useOf, type PolicyContext } from '../context';
import { SERVICE_KINDS } from '../purpose';
import { capitalised, joinWithAnd } from '../text';

/** GDPR Arts. 12-22 and 77; the UK GDPR mirrors them. */
export function europeanRights(): Section {
  return section('If you are in the EEA or the UK (GDPR and UK GDPR)', [
    paragraph('You have the right to:'),
    list(
      'access the personal information we hold about you and get a copy of it;',
      'have inaccurate or incomplete information corrected;',
      'have your information erased;',
      'have our use of your information restricted;',
      'receive the information you gave us in a structured, machine-readable format and have it sent to another organisation (data portability);',
      'object to our use of your information where we rely on our legitimate interests;',
      'withdraw your consent at any time where we rely on it, without affecting the lawfulness of what we did before.',
    ),
    paragraph(
      'We answer within one month. For complex or numerous requests we may extend this by up to two further months, and we will tell you why within the first month.',
    ),
    paragraph(
      'You also have the right to complain to a data protection authority: in the UK, the ',
      { text: "Information Commissioner's Office", link: 'ico' },
      '; in the EEA, the authority of the country where you live or work, or where you believe your rights were infringed (',
      { text: 'list of EEA authorities', link: 'edpbAuthorities' },
      ').',
    ),
  ]);
}

function californiaTable(ctx: PolicyContext): Block {
  return {
    kind: 'table',
    caption: 'Personal information we collect, by CCPA category',
    header: ['CCPA category', 'What it includes', 'Source', 'Why we collect it', 'Disclosed for a business purpose to'],
    rows: ctx.sent.map((choice) => {
      const about = describeCategory(ctx, choice);
      return [
        about.ccpaCategory,
        capitalised(about.summary),
        about.source,
        capitalised(about.purposes.join('; ')),
        about.sharedWith,
      ];
    }),
  };
}

/** Cal. Civ. Code §§ 1798.100-1798.125 as amended by the CPRA; response times per § 1798.130. */
export function californiaRights(ctx: PolicyContext): Section {
  const rights = [
    'know what personal information we collect, use and disclose, and get a copy of it;',
    'delete personal information we collected from you;',
    'correct inaccurate personal information;',
    ctx.noSaleOrTracking
      ? 'opt out of the sale or sharing of your personal information: we do not sell or share personal information as the CCPA defines those terms, and have not done so in the past 12 months;'
      : 'opt out of the sale or sharing of your personal information;',
  ];
  const sensitive = (
    [
      ['Location Data', 'precise geolocation'],
      ['Health & Fitness', 'health information'],
    ] as const
  ).filter(([choice]) => collects(ctx, choice));
  if (sensitive.length > 0) {
    const what = joinWithAnd(sensitive.map(([, name]) => name));
    // "Only to provide the features you ask for" only when no purpose the visitor gave goes beyond that
    // (an advertising or analytics use of sensitive data does not qualify: Cal. Code Regs. tit. 11 § 7027(m),
    // https://cppa.ca.gov/regulations/pdf/cppa_regs.pdf).
    const onlyForFeatures = sensitive.every(([choice]) =>
      (useOf(ctx, choice).purpose?.kinds ?? ['functionality']).every((kind) => SERVICE_KINDS.includes(kind)),
    );
    rights.push(
      onlyForFeatures
        ? `limit the use of your sensitive personal information: we use ${what}, which the CCPA treats as sensitive, only to provide the features you ask for, a use the CCPA permits without offering this right;`
        : `limit the use of your sensitive personal information (${what});`,
    );
  }
  rights.push('not be discriminated against for exercising any of these rights.');

  const disclosure = collectsAnything(ctx)
    ? [californiaTable(ctx)]
    : [paragraph('We do not collect personal information about California residents through the App.')];
  return section('If you live in California (CCPA, as amended by the CPRA)', [
    paragraph('You have the right to:'),
    list(...rights),
    ...disclosure,
    paragraph(
      'We answer within 45 days; if we need more time, up to 45 more days, we will tell you why. You may make a request through an authorized agent, who must show us your signed permission; we may still ask you to confirm your identity directly.',
    ),
  ]);
}

export function otherUsStatesRights(ctx: PolicyContext): Section {
  // "We do none of these" only when the visitor confirmed it.
  const noneOfThese = ctx.noSaleOrTracking ? ' (we do none of these)' : '';
  return section('If you live in another US state with a privacy law', [
    paragraph(
      `Residents of states such as Virginia, Colorado, Connecticut and Texas have similar rights under their state privacy laws, including to access, correct and delete their personal data, get a copy of it, and opt out of targeted advertising, its sale and profiling${noneOfThese}. If we decline your request, you can appeal by replying to our decision, and we will answer within the time your state law sets.`,
    ),
  ]);
}
