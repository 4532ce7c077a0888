import { list, paragraph, section, type Section } from '../../document/model';
import { CATEGORY_CONTENT, purposesFor } from '../category-content';
import { collectsAnything, type PolicyContext } from '../context';
import { capitalised } from '../text';

const sentence = (items: string[]) => `${items.join('; ')}.`;

export function informationWeCollect(ctx: PolicyContext): Section {
  if (!collectsAnything(ctx)) {
    return section('Information we collect', [
      paragraph(
        'The App does not collect personal information. Anything you enter or create in the App stays on your device; the App does not send it to us or to anyone else.',
      ),
    ]);
  }
  const permissionBased = ctx.choices.some((choice) => CATEGORY_CONTENT[choice].permission);
  const overview = permissionBased
    ? 'We collect the information listed below. Some of it you give us, some the App collects automatically, and some only after you allow it in your device settings:'
    : 'We collect the information listed below. Some of it you give us, and some the App collects automatically:';
  const subsections = ctx.choices.map((choice) => {
    const content = CATEGORY_CONTENT[choice];
    return section(content.heading, [
      list(
        [{ strong: 'What we collect:' }, ' ', content.collected],
        [{ strong: 'Why we use it:' }, ' ', capitalised(sentence(purposesFor(choice, ctx.ownPurposes)))],
        [{ strong: 'Legal basis (GDPR and UK GDPR):' }, ' ', content.legalBasis],
        [{ strong: 'How long we keep it:' }, ' ', content.retention],
        [{ strong: 'Who we share it with:' }, ' ', content.sharedWith],
      ),
    ]);
  });
  return section(
    'Information we collect',
    [
      paragraph(overview),
      list(...ctx.choices.map((choice) => capitalised(CATEGORY_CONTENT[choice].summary))),
      paragraph('We use this information for the purposes described for each type below.'),
    ],
    subsections,
  );
}
