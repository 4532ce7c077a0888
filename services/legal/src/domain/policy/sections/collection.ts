import { list, paragraph, section, type Block, type Section } from '../../document/model';
import { describeCategory, type CategoryDescription } from '../category-content';
import { collectsAnything, usesAnything, type PolicyContext } from '../context';
import { capitalised } from '../text';

const sentence = (items: string[]) => `${items.join('; ')}.`;

function collectedSubsection(about: CategoryDescription): Section {
  return section(about.heading, [
    list(
      [{ strong: 'What we collect:' }, ' ', about.collected],
      [{ strong: 'Why we use it:' }, ' ', capitalised(sentence(about.purposes))],
      [{ strong: 'Legal basis (GDPR and UK GDPR):' }, ' ', about.legalBasis ?? ''],
      [{ strong: 'How long we keep it:' }, ' ', about.retention],
      [{ strong: 'Who we share it with:' }, ' ', about.sharedWith],
    ),
  ]);
}

/** Data the App uses but never sends off the device: no legal basis, retention or recipients of ours to state. */
function onDeviceSubsection(about: CategoryDescription): Section {
  return section(about.heading, [
    list(
      [{ strong: 'What the App uses:' }, ' ', about.collected],
      [{ strong: 'Why it uses it:' }, ' ', capitalised(sentence(about.purposes))],
      [{ strong: 'Where it is kept:' }, ' ', 'Only on your device. The App does not send it to us or to anyone else.'],
      [{ strong: 'How long it is kept:' }, ' ', about.retention],
    ),
  ]);
}

export function informationWeCollect(ctx: PolicyContext): Section {
  if (!usesAnything(ctx)) {
    return section('Information we collect', [
      paragraph(
        'The App does not collect personal information. Anything you enter or create in the App stays on your device; the App does not send it to us or to anyone else.',
      ),
    ]);
  }
  const described = ctx.choices.map((choice) => describeCategory(ctx, choice));
  const sent = described.filter((about) => !about.onDevice);
  const local = described.filter((about) => about.onDevice);
  const blocks: Block[] = [];
  if (collectsAnything(ctx)) {
    const permissionBased = sent.some((about) => about.permission);
    blocks.push(
      paragraph(
        permissionBased
          ? 'We collect the information listed below. Some of it you give us, some the App collects automatically, and some only after you allow it in your device settings:'
          : 'We collect the information listed below. Some of it you give us, and some the App collects automatically:',
      ),
      list(...sent.map((about) => capitalised(about.summary))),
    );
  } else {
    blocks.push(paragraph('The App does not send personal information to us or to anyone else.'));
  }
  if (local.length > 0) {
    blocks.push(
      paragraph('The App uses the following information only on your device; it does not send it to us or to anyone else:'),
      list(...local.map((about) => capitalised(about.summary))),
    );
  }
  blocks.push(paragraph('We use this information for the purposes described for each type below.'));
  return section(
    'Information we collect',
    blocks,
    described.map((about) => (about.onDevice ? onDeviceSubsection(about) : collectedSubsection(about))),
  );
}
