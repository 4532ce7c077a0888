/** The policy's top-level sections, in order; every one is always present, so cross-references are stable. */
export const SECTION_ORDER = [
  'who-we-are',
  'information-we-collect',
  'sharing',
  'retention',
  'rights',
  'children',
  'security',
  'transfers',
  'changes',
  'contact',
] as const;
export type SectionId = (typeof SECTION_ORDER)[number];

/** "section 10", for text that points the reader elsewhere in the policy. */
export const sectionRef = (id: SectionId) => `section ${SECTION_ORDER.indexOf(id) + 1}`;
