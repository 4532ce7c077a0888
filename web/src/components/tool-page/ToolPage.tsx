import { TOOL_CATEGORIES, type ToolId } from '@aiapp/site-catalogue';
import { useEffect, useId, useRef, type FormEvent, type ReactNode } from 'react';
import { FormProvider, type FieldValues } from 'react-hook-form';
import type { KitAssets } from '../../lib/app-profile/kitAssets';
import { NextStepLink } from '../app-profile/NextStepLink';
import { ProfileSaveOffer } from '../app-profile/ProfileSaveOffer';
import { EmailCaptureModal } from '../email-gate/EmailCaptureModal';
import { AlertIcon, LightbulbIcon, LockIcon, SparklesIcon } from '../icons';
import { usePageMeta } from '../page/usePageMeta';
import { ResultSampleView } from './ResultSampleView';
import type { ToolForm } from './useToolForm';
import './tool-page.css';

export interface ToolPageCopy {
  /** What the tool makes, in the singular: "logo". */
  noun: string;
  /** Opens a failure notice; null when the tool's own message already says what failed. Default: "We couldn't generate your <noun>." */
  failureLead?: string | null;
  generateLabel: string;
  bannerTip: ReactNode;
  resultTip: ReactNode;
}

export interface ToolPageProps<V extends FieldValues, O, R> {
  /** From useToolForm: the tool, its form, its e-mail gate and its generate. */
  flow: ToolForm<V, O, R>;
  copy: ToolPageCopy;
  /** The form's fields; the frame adds the form element and the generate button. */
  form: ReactNode;
  /** False keeps the generate button disabled, e.g. until a file is chosen (docs/product.md §5). */
  canGenerate?: boolean;
  renderResult: (result: R) => ReactNode;
  /** What the result puts in the store kit when the visitor follows the next step (components/app-profile/nextSteps.ts). */
  toKit?: () => Promise<Partial<KitAssets>>;
}

/** The frame every tool page shares (docs/product.md §2): tips, form, generate button, results, e-mail gate. */
export function ToolPage<V extends FieldValues, O, R>({
  flow,
  copy,
  form,
  canGenerate = true,
  renderResult,
  toKit,
}: ToolPageProps<V, O, R>) {
  const { tool, gate } = flow;
  usePageMeta(tool.name, `${tool.summary} Free, no signup.`);
  const { state } = gate;
  const resultsHeadingId = useId();
  const generateButtonRef = useRef<HTMLButtonElement>(null);
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const previousPhase = useRef(state.phase);
  const failure = state.phase === 'idle' ? state.error : null;

  /*
   * The generate button was disabled while the call ran, so focus fell to the page. A failure
   * takes it: scrolled into view (it may be below a long form) and read once, on focus; a
   * role="alert" as well would make screen readers say it twice.
   */
  useEffect(() => {
    if (!failure) return;
    failureRef.current?.scrollIntoView({ block: 'center' });
    failureRef.current?.focus({ preventScroll: true });
  }, [failure]);

  useEffect(() => {
    const before = previousPhase.current;
    previousPhase.current = state.phase;
    if (before !== 'awaiting-email') return;
    if (state.phase === 'locked') generateButtonRef.current?.focus();
    if (state.phase === 'unlocked') resultsHeadingRef.current?.focus();
  }, [state.phase]);

  const generating = state.phase === 'generating';
  const category = TOOL_CATEGORIES.find((entry) => entry.id === tool.category);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!generating && canGenerate) void flow.generate();
  };

  return (
    <div className="container tool-page">
      <header className="tool-page__header">
        {category && <p className="tool-page__eyebrow">{category.name}</p>}
        <h1 className="tool-page__title">{tool.name}</h1>
        <p className="tool-page__intro">{tool.summary}</p>
      </header>

      <div className="tip tip--banner" role="note">
        <LightbulbIcon className="tip__icon" />
        <div>
          <strong className="tip__label">Tip</strong> {copy.bannerTip}
        </div>
      </div>

      <div className="tool-page__body">
        <form className="card tool-form" noValidate onSubmit={handleSubmit} aria-label={`${tool.name} options`}>
          <div className="tool-form__fields">
            <FormProvider {...flow.form}>{form}</FormProvider>
          </div>
          <div className="tool-form__footer">
            <button
              ref={generateButtonRef}
              type="submit"
              className="button button--primary button--large tool-form__submit"
              disabled={generating || !canGenerate}
            >
              {generating ? <span className="spinner" aria-hidden="true" /> : <SparklesIcon />}
              {generating ? 'Generating…' : copy.generateLabel}
            </button>
            <ProfileSaveOffer control={flow.form.control} />
            {flow.formError && (
              <div className="notice notice--error" role="alert">
                <AlertIcon className="notice__icon" />
                <span>{flow.formError}</span>
              </div>
            )}
            {failure && (
              <div ref={failureRef} className="notice notice--error tool-form__failure" tabIndex={-1}>
                <AlertIcon className="notice__icon" />
                <span>
                  {copy.failureLead !== null && <strong>{copy.failureLead ?? `We couldn't generate your ${copy.noun}.`} </strong>}
                  {failure}
                </span>
              </div>
            )}
          </div>
        </form>

        <section className="card tool-results" aria-labelledby={resultsHeadingId}>
          <div className="tool-results__header">
            <h2 id={resultsHeadingId} ref={resultsHeadingRef} tabIndex={-1} className="tool-results__title">
              {state.phase === 'unlocked' ? `Your ${copy.noun}` : 'Result'}
            </h2>
          </div>
          {state.phase === 'unlocked' ? (
            <div className="tool-results__content">
              {renderResult(state.result)}
              <NextStepLink toolId={tool.id as ToolId} toKit={toKit} />
              <div className="tip" role="note">
                <LightbulbIcon className="tip__icon" />
                <div>{copy.resultTip}</div>
              </div>
            </div>
          ) : (
            <>
              <ResultPlaceholder phase={state.phase} noun={copy.noun} generateLabel={copy.generateLabel} onShow={gate.reopen} />
              {state.phase === 'idle' && <ResultSampleView toolId={tool.id} />}
            </>
          )}
        </section>
      </div>

      {state.phase === 'awaiting-email' && (
        <EmailCaptureModal
          title={`Your ${copy.noun} is ready`}
          submitLabel={`Show my ${copy.noun}`}
          submitting={state.submitting}
          captureError={state.captureError}
          onSubmit={(email) => void gate.submitEmail(email)}
          onClose={gate.dismiss}
        />
      )}
    </div>
  );
}

interface ResultPlaceholderProps {
  phase: 'idle' | 'generating' | 'awaiting-email' | 'locked';
  noun: string;
  generateLabel: string;
  onShow: () => void;
}

function ResultPlaceholder({ phase, noun, generateLabel, onShow }: ResultPlaceholderProps) {
  if (phase === 'locked' || phase === 'awaiting-email') {
    return (
      <div className="result-placeholder result-placeholder--locked">
        <div className="result-placeholder__icon">
          <LockIcon />
        </div>
        <p className="result-placeholder__title">Your {noun} is ready</p>
        <p className="result-placeholder__text">Enter your e-mail to see and download it.</p>
        {phase === 'locked' && (
          <button type="button" className="button button--secondary" onClick={onShow}>
            Show result
          </button>
        )}
      </div>
    );
  }
  if (phase === 'generating') {
    return (
      <div className="result-placeholder" aria-busy="true">
        <div className="result-placeholder__skeleton" aria-hidden="true" />
        <p className="result-placeholder__text">Generating your {noun}…</p>
      </div>
    );
  }
  return (
    <div className="result-placeholder">
      <div className="result-placeholder__icon">
        <SparklesIcon />
      </div>
      <p className="result-placeholder__title">Your {noun} will appear here</p>
      <p className="result-placeholder__text">
        Fill in the form and press <strong>{generateLabel}</strong>.
      </p>
    </div>
  );
}
