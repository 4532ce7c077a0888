import type { FieldRules } from './fieldRules';

/** How one of a field's choices reads to the visitor, given the choice as the form control holds it. */
export type ChoiceLabel = (choice: string) => string;

/** A control's text back as the field's value: an enum's text as it is, a number range's as a number. */
export const choiceValue = (rules: FieldRules, text: string): string | number => (rules.options ? text : Number(text));
