import type { ReviewResponse } from '@aiapp/contracts';

type Review = ReviewResponse['reviews'][number];

/**
 * What an empty result panel shows before the first generate: a real output of our own engines
 * for a sample input, produced by web/test/result-samples.test.ts (which also proves the shipped
 * files still match what the engines make) and shipped as JSON in web/src/samples/.
 */
export type ResultSample = {
  /** What the example was made for, after "What this tool made for". */
  readonly input: string;
  /** Said below the example when its data needs saying, e.g. that it comes from recorded answers. */
  readonly note?: string;
} & (
  | { readonly kind: 'svg'; readonly alt: string; readonly svg: string }
  | { readonly kind: 'image'; readonly alt: string; readonly src: string }
  | { readonly kind: 'images'; readonly images: readonly { readonly label: string; readonly src: string }[] }
  | { readonly kind: 'review'; readonly review: Review }
  | { readonly kind: 'text'; readonly title: string; readonly text: string }
  | { readonly kind: 'list'; readonly title: string; readonly items: readonly string[] }
  | { readonly kind: 'fields'; readonly fields: readonly { readonly label: string; readonly value: string }[] }
  | {
      readonly kind: 'table';
      readonly caption: string;
      readonly columns: readonly string[];
      readonly rows: readonly (readonly string[])[];
    }
  /** A whole HTML page, shown in a sandboxed frame. */
  | { readonly kind: 'page'; readonly title: string; readonly html: string }
);

/** The sample app every sample is made for, so the examples tell one story. */
export const SAMPLE_APP = {
  name: 'Habitloop',
  company: 'Habitloop Labs',
  category: 'Health & Fitness',
  features: ['Daily habit check-ins in one tap', 'Streaks and gentle reminders', 'Weekly progress charts'],
} as const;
