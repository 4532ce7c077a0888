import { paragraph, section, type Block, type Section } from '../../document/model';
import { CATEGORY_CONTENT } from '../category-content';
import { collects, type PolicyContext } from '../context';
import { sectionRef } from '../section-order';
import { joinWithAnd } from '../text';
import { californiaRights, europeanRights, otherUsStatesRights } from './rights-by-law';

function choicesInTheApp(ctx: PolicyContext): Section | null {
  const permissions = ctx.choices.flatMap((choice) => CATEGORY_CONTENT[choice].permission ?? []);
  const blocks: Block[] = [];
  if (permissions.length > 0) {
    blocks.push(
      paragraph(
        `The App asks before it accesses your ${joinWithAnd(permissions)}. You can refuse, and change your choice at any time in your device settings (Settings on iOS; Settings, then Apps, on Android). Features that need that access will not work without it.`,
      ),
    );
  }
  if (collects(ctx, 'Usage Analytics') || collects(ctx, 'Health & Fitness')) {
    const what = joinWithAnd(
      [
        collects(ctx, 'Usage Analytics') && 'analytics',
        collects(ctx, 'Health & Fitness') && 'health and fitness information',
      ].filter((item): item is string => Boolean(item)),
    );
    blocks.push(
      paragraph(
        `Where we rely on your consent for ${what}, you can withdraw it at any time by contacting us (see ${sectionRef('contact')}).`,
      ),
    );
  }
  return blocks.length > 0 ? section('Your choices on your device', blocks) : null;
}

export function rights(ctx: PolicyContext): Section {
  const subsections = [choicesInTheApp(ctx), europeanRights(), californiaRights(ctx), otherUsStatesRights(ctx)].filter(
    (entry): entry is Section => entry !== null,
  );
  return section(
    'Your rights and choices',
    [
      paragraph(
        `Depending on where you live, you have rights over your personal information, described below. To use any of them, contact us (see ${sectionRef('contact')}). We will not charge you, unless a request is clearly unfounded or excessive, and we may ask you to confirm your identity before we act on it, so that nobody else can obtain or delete your information.`,
      ),
    ],
    subsections,
  );
}
