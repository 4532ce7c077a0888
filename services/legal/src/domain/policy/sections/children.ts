import { list, paragraph, section, type Block, type Section } from '../../document/model';
import { collectsAnything, type PolicyContext } from '../context';
import { sectionRef } from '../section-order';

/**
 * Says only what the visitor's audience answer supports. COPPA (15 U.S.C. §§ 6501-6506, 16 CFR 312)
 * sets 13; GDPR Art. 8 lets EEA countries set the age of digital consent between 13 and 16; the UK
 * chose 13. Apps made for children also fall under the App Store Kids category rules (Guidelines
 * 1.3, 5.1.4) and Google Play's Families policy; the review notes list what those require of the app.
 */
export function children(ctx: PolicyContext): Section {
  const contact = `contact us (see ${sectionRef('contact')})`;
  if (ctx.audience === 'children' || ctx.audience === 'mixed') {
    return section("Children's privacy", childAudienceBlocks(ctx, contact));
  }
  const deletion = collectsAnything(ctx)
    ? `If you are a parent or guardian and believe your child has given us personal information without your consent, ${contact} and we will delete it promptly.`
    : 'The App does not collect personal information from anyone, including children.';
  if (ctx.audience === 'general') {
    return section("Children's privacy", [
      paragraph(
        "The App is meant for a general audience and is not directed to children under 13. We do not knowingly collect personal information from children under 13, in line with the US Children's Online Privacy Protection Act (COPPA), or from children below the age at which they can consent on their own where they live (up to 16 in the EEA; 13 in the UK) without a parent's consent.",
      ),
      paragraph(deletion),
    ]);
  }
  // The visitor did not say who the app is for: claim neither that it is nor that it is not for children.
  return section("Children's privacy", [
    paragraph(
      "Children's personal information has extra protection under laws such as the US Children's Online Privacy Protection Act (COPPA) for children under 13 and, in the EEA and the UK, the GDPR's rules on children's consent (GDPR Art. 8).",
    ),
    paragraph(deletion),
  ]);
}

function childAudienceBlocks(ctx: PolicyContext, contact: string): Block[] {
  const who =
    ctx.audience === 'children'
      ? 'The App is made for children under 13.'
      : 'The App is meant for a general audience that includes children under 13.';
  const laws =
    "We follow the US Children's Online Privacy Protection Act (COPPA), the App Store's rules for apps for children, Google Play's Families policy and, in the EEA and the UK, the GDPR's rules on children's consent (GDPR Art. 8).";
  if (!collectsAnything(ctx)) {
    return [
      paragraph(`${who} ${laws}`),
      paragraph(
        `The App does not collect personal information from anyone, including children, and shows no advertising based on a child's behaviour. Parents and guardians with questions can ${contact}.`,
      ),
    ];
  }
  const screen =
    ctx.audience === 'mixed'
      ? [
          paragraph(
            "Before the App collects personal information, it asks for the user's age in a neutral way (without suggesting an answer). Users under 13 are treated as children, as follows:",
          ),
        ]
      : [paragraph('When the App is used by a child under 13:')];
  return [
    paragraph(`${who} ${laws}`),
    ...screen,
    list(
      [
        { strong: 'Parental consent:' },
        " we ask a parent or guardian for verifiable consent before we collect personal information from a child, and tell them what we collect and why, except where COPPA allows otherwise (for example, collecting a parent's e-mail address to ask for that consent). In the EEA and the UK, where we rely on consent, a parent gives it for a child below the age of digital consent where they live (13 to 16).",
      ],
      [
        { strong: 'Only what is needed:' },
        ' we collect from a child only the personal information reasonably necessary for the activity in the App, and a child never has to give more to take part.',
      ],
      [
        { strong: 'No behavioural advertising:' },
        " we do not show children advertising based on their behaviour, build advertising profiles of them, or track them across other companies' apps and websites.",
      ],
      [
        { strong: 'Parents’ rights:' },
        ` a parent or guardian can review the personal information we hold about their child, have it deleted, and refuse to let us collect or use any more of it, at any time. To do so, ${contact}; we will check that the request comes from the child's parent or guardian before we act.`,
      ],
      [
        { strong: 'Retention:' },
        " we keep a child's personal information only as long as needed for the purpose it was collected for, then delete it securely.",
      ],
    ),
  ];
}
