import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import nlp from 'compromise';
import { memoized } from '@aiapp/text';

export type WordRole = 'noun' | 'modifier' | 'other';

export interface TaggedTerm {
  surface: string;
  role: WordRole;
  /** True when punctuation follows the term: a phrase never runs across it. */
  breakAfter: boolean;
  /** True for a sentence's first word (a bullet line is a sentence of its own). */
  opensSentence: boolean;
}

/** A term of compromise's document: what `json()` would copy out of it, read in place. */
interface CompromiseTerm {
  text: string;
  post: string;
  tags?: ReadonlySet<string>;
}

function roleOf(tags: ReadonlySet<string> = new Set()): WordRole {
  if (tags.has('Pronoun') || tags.has('Determiner')) return 'other';
  if (tags.has('Noun') || tags.has('Acronym') || tags.has('Gerund')) return 'noun';
  if (tags.has('Adjective')) return 'modifier';
  return 'other';
}

/** Texts whose tagging is kept: an optimizer call reads the same name and description more than once. */
const TAGGED_TEXTS_KEPT = 1000;

/**
 * The text's words with their part of speech, via compromise (English): keywords are nouns and
 * the adjectives or nouns in front of them ("daily habit tracker"), never verbs ("build", "watch").
 * Hyphenated compounds ("to-do", "AI-powered") are kept as one modifier. A description's parse
 * takes milliseconds, so recent texts' answers are kept (shared: not to be changed).
 */
export const taggedTerms = memoized<readonly TaggedTerm[]>(tagTerms, TAGGED_TEXTS_KEPT);

/**
 * Texts this long go to the tagging thread when the service has one: a fresh 4,000-character
 * description took 280–500 ms to parse on the loaded 2-core machine, time the event loop (and
 * /healthz) would otherwise wait (issue 28).
 */
const THREAD_TEXT_LENGTH = 400;

interface TaggingThread {
  worker: Worker;
  waiting: Map<number, (terms: readonly TaggedTerm[] | null) => void>;
  next: number;
}
let thread: TaggingThread | undefined;

/**
 * Starts the thread long texts are tagged on (the service does at start, from its compiled
 * JavaScript; tests and benches tag in-process). A thread that fails is dropped, and texts are
 * tagged in-process again.
 */
export function startTaggingThread(): void {
  if (thread) return;
  const started: TaggingThread = { worker: new Worker(join(__dirname, 'tagging-thread.js')), waiting: new Map(), next: 1 };
  const stop = () => {
    if (thread === started) thread = undefined;
    for (const resolve of started.waiting.values()) resolve(null);
    started.waiting.clear();
  };
  started.worker.on('message', ({ id, terms }: { id: number; terms: TaggedTerm[] }) => {
    started.waiting.get(id)?.(terms);
    started.waiting.delete(id);
  });
  started.worker.on('error', stop);
  started.worker.on('exit', stop);
  // After the listeners, which ref the worker again: an idle thread must not keep the process alive.
  started.worker.unref();
  thread = started;
}

/** Tags a long text on the tagging thread, so that `taggedTerms` finds it done; without a thread, or for short text, nothing. */
export async function tagOffThread(text: string): Promise<void> {
  const tagging = thread;
  if (!tagging || text.length < THREAD_TEXT_LENGTH || taggedTerms.has(text)) return;
  const id = (tagging.next += 1);
  const terms = await new Promise<readonly TaggedTerm[] | null>((resolve) => {
    tagging.waiting.set(id, resolve);
    tagging.worker.postMessage({ id, text });
  });
  if (terms) taggedTerms.remember(text, terms);
}

/**
 * The combining marks compromise leaves after a term's text: its tokeniser reads a vowel sign
 * (\p{M}) at a word's end as punctuation, "તિથિ" as "તિથ" followed by "િ".
 */
const marksAfter = (term: CompromiseTerm): string => /^\p{M}+/u.exec(term.post)?.[0] ?? '';

function tagTerms(text: string): TaggedTerm[] {
  // The document's sentences and terms, as `json()` lists them, without copying them into JSON first.
  const sentences: readonly (readonly CompromiseTerm[])[] = nlp(text).document;
  const out: TaggedTerm[] = [];
  for (const terms of sentences) {
    let compound: CompromiseTerm[] = [];
    let first = true;
    for (const [index, term] of terms.entries()) {
      compound.push(term);
      if (term.post === '-' && index < terms.length - 1) continue;
      // A possessive is not part of the word: "barbers' portfolio" → "barbers", "Emma's" → "Emma".
      const surface = compound
        .map((part) => part.text + marksAfter(part))
        .join('-')
        .replace(/^['’]+|['’]s?$/gu, '');
      const role = compound.length > 1 ? (roleOf(term.tags) === 'noun' ? 'noun' : 'modifier') : roleOf(term.tags);
      const after = term.post.slice(marksAfter(term).length);
      out.push({ surface, role, breakAfter: /[^\s-]/.test(after) || index === terms.length - 1, opensSentence: first });
      compound = [];
      first = false;
    }
  }
  return out;
}
