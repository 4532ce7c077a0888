import type { LogoResponse, LogoVariant } from '@aiapp/contracts';
import { useEffect, useState } from 'react';
import { postJson } from '../../lib/api';
import type { GeneratedLogo } from './generateLogo';

export interface ChosenLogo {
  /** Index in `variants` of the logo shown large. */
  index: number;
  /** Its full answer (SVG, CSS, PNG) once loaded; the first is the generated one. */
  logo: LogoResponse | null;
  loading: boolean;
  error: string | null;
  choose: (index: number) => void;
}

const variantRequest = (text: string, { style, color_scheme, layout }: LogoVariant) => ({ text, style, color_scheme, layout });

/**
 * The variant the visitor picked from the grid. The first answer carries the PNG and CSS of the
 * requested logo only (keeping it near 90 KB); picking another sends that variant's options, which
 * yields the same SVG with its own PNG and CSS. Answers are kept, so going back is instant.
 */
export function useChosenLogo({ request, logo }: GeneratedLogo): ChosenLogo {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<number, LogoResponse>>({ 0: logo });
  const [error, setError] = useState<string | null>(null);
  const variant = logo.variants[index];
  const known = answers[index] ?? null;

  useEffect(() => {
    if (known || !variant) return;
    const controller = new AbortController();
    postJson('generateLogo', variantRequest(request.text, variant), { signal: controller.signal })
      .then((answer) => setAnswers((previous) => ({ ...previous, [index]: answer })))
      .catch((failure: unknown) => {
        if (!controller.signal.aborted) setError(failure instanceof Error ? failure.message : String(failure));
      });
    return () => controller.abort();
  }, [index, known, variant, request.text]);

  const choose = (next: number) => {
    setError(null);
    setIndex(next);
  };
  return { index, logo: known, loading: !known && !error, error, choose };
}
