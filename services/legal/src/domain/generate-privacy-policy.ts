import type { PrivacyPolicyRequest, PrivacyPolicyResponse } from '@aiapp/contracts';
import { renderHtml } from './document/render-html';
import { renderMarkdown } from './document/render-markdown';
import { renderText } from './document/render-text';
import { isForChildren, policyContext } from './policy/context';
import { isoDay } from './policy/dates';
import { buildPolicyDocument } from './policy/document';
import { reviewNotes } from './review-notes';
import { appStoreAnswers, googlePlayAnswers } from './store-answers/answers';
import { privacyManifest } from './store-answers/privacy-manifest';
import { appPrivacySheet } from './store-answers/app-privacy-sheet';
import { dataSafetyCsv } from './store-answers/data-safety-csv';

/** One policy in three formats, and the store answers (and Xcode privacy manifest) for the same selections. */
export function generatePrivacyPolicy(request: PrivacyPolicyRequest, now: Date): PrivacyPolicyResponse {
  const effectiveDate = request.effective_date ?? isoDay(now);
  const ctx = policyContext(request, effectiveDate);
  const doc = buildPolicyDocument(ctx);
  const appStore = appStoreAnswers(ctx.sent, ctx);
  const googlePlay = googlePlayAnswers(ctx.sent, ctx);
  return {
    policy: renderText(doc),
    policy_markdown: renderMarkdown(doc),
    policy_html: renderHtml(doc),
    effective_date: effectiveDate,
    store_answers: { app_store: appStore, google_play: googlePlay },
    privacy_manifest: privacyManifest(appStore),
    play_data_safety_csv: dataSafetyCsv(googlePlay, { deletionUrl: request.data_deletion_url, forChildren: isForChildren(ctx) }),
    app_store_privacy_sheet: appPrivacySheet(appStore, request.app_name),
    review_notes: reviewNotes(ctx),
  };
}
