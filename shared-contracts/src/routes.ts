import type { z } from 'zod';
import {
  ContactRequest,
  ContactResponse,
  EmailCaptureRequest,
  EmailCaptureResponse,
  EmailAccessConfirmResponse,
  EmailAccessRequest,
  EmailConfirmationRequest,
  EmailConfirmationResponse,
  EmailErasureConfirmResponse,
  EmailErasureRequest,
  EmailLinkRequestResponse,
  EmailUnsubscribeRequest,
  EmailUnsubscribeResponse,
  LinkTokenRequest,
} from './calls/email';
import { StatsResponse } from './calls/stats';
import {
  ConvertImageRequest,
  ConvertImageResponse,
  IconPreviewRequest,
  IconPreviewResponse,
  IconRequest,
  IconResponse,
  LogoRequest,
  LogoResponse,
  ResizeRequest,
  ResizeResponse,
} from './calls/image';
import {
  AppNameRequest,
  AppNameResponse,
  BlogResponse,
  LANDING_IMAGE_MAX_BYTES,
  LANDING_SCREENSHOTS_MAX,
  LandingPageRequest,
  LandingPageResponse,
  ReviewRequest,
  ReviewResponse,
  StoreDescriptionRequest,
  StoreDescriptionResponse,
} from './calls/text-gen';
import { AsoRequest, AsoResponse, KeywordTrackingRequest, KeywordTrackingResponse } from './calls/seo';
import { PrivacyPolicyRequest, PrivacyPolicyResponse } from './calls/legal';
import { STORE_KIT_SCREENSHOTS_MAX_BYTES, StoreKitRequest, StoreKitResponse } from './calls/store-kit';
import { ListingTranslationStatus, TranslateListingRequest, TranslateListingResponse } from './calls/listing-translation';
import type { RateLimitClass } from './rate-limits';
import type { ServiceName } from './services';

const KIB = 1024;
const MIB = 1024 * KIB;

export interface RouteContract {
  readonly method: 'GET' | 'POST';
  readonly path: `/api/${string}`;
  readonly service: ServiceName;
  readonly summary: string;
  /** null for calls without a body. */
  readonly request: z.ZodType | null;
  readonly response: z.ZodType;
  /** Largest request body accepted, checked by the gateway and again by the service. */
  readonly maxBodyBytes: number;
  /** How long the gateway waits for the service before answering 504. */
  readonly timeoutMs: number;
  /** The per-client budget the call draws from (rate-limits.ts), or null for a call that costs next to nothing. */
  readonly rateLimit: RateLimitClass | null;
}

function route<const R extends RouteContract>(contract: R): R {
  return contract;
}

/** Base64 grows data by 4/3; leave room for the JSON around it. */
const base64Envelope = (decodedBytes: number) => Math.ceil((decodedBytes * 4) / 3) + 64 * KIB;

export const ROUTES = {
  emailCapture: route({
    method: 'POST',
    path: '/api/email-capture',
    service: 'email',
    summary: 'Store an e-mail address given to unlock a result',
    request: EmailCaptureRequest,
    response: EmailCaptureResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 10_000,
    rateLimit: 'email-capture',
  }),
  emailConfirmation: route({
    method: 'POST',
    path: '/api/email-confirmation',
    service: 'email',
    summary: 'Confirm a subscription with the token from the confirmation e-mail, recording the consent text agreed to',
    request: EmailConfirmationRequest,
    response: EmailConfirmationResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 10_000,
    rateLimit: 'privacy-link',
  }),
  emailUnsubscribe: route({
    method: 'POST',
    path: '/api/email-unsubscribe',
    service: 'email',
    summary:
      'One-click unsubscribe (RFC 8058) from a confirmation mail: erases the address it went to. Also takes the form POST `List-Unsubscribe=One-Click` with the token in the query',
    request: EmailUnsubscribeRequest,
    response: EmailUnsubscribeResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 10_000,
    // Mail providers send these from a few shared addresses; the signed token is the guard.
    rateLimit: null,
  }),
  emailErasure: route({
    method: 'POST',
    path: '/api/email-erasure',
    service: 'email',
    summary: 'Mail a link that erases an address to that address; the same answer, in the same time, whatever the address',
    request: EmailErasureRequest,
    response: EmailLinkRequestResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 10_000,
    rateLimit: 'privacy-link',
  }),
  emailErasureConfirm: route({
    method: 'POST',
    path: '/api/email-erasure/confirm',
    service: 'email',
    summary: 'Erase everything stored about the address an erasure link was sent to (signed, single-use, 24 h token)',
    request: LinkTokenRequest,
    response: EmailErasureConfirmResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 10_000,
    rateLimit: 'privacy-link',
  }),
  emailAccess: route({
    method: 'POST',
    path: '/api/email-access',
    service: 'email',
    summary:
      'Mail a link that shows what is stored about an address to that address; the same answer, in the same time, whatever the address',
    request: EmailAccessRequest,
    response: EmailLinkRequestResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 10_000,
    rateLimit: 'privacy-link',
  }),
  emailAccessConfirm: route({
    method: 'POST',
    path: '/api/email-access/confirm',
    service: 'email',
    summary: 'Everything stored about the address an access link was sent to (signed, single-use, 24 h token)',
    request: LinkTokenRequest,
    response: EmailAccessConfirmResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 10_000,
    rateLimit: 'privacy-link',
  }),
  contact: route({
    method: 'POST',
    path: '/api/contact',
    service: 'email',
    summary: 'Send a message to the people who run the site',
    request: ContactRequest,
    response: ContactResponse,
    maxBodyBytes: 32 * KIB,
    timeoutMs: 10_000,
    rateLimit: 'message',
  }),
  stats: route({
    method: 'GET',
    path: '/api/stats',
    service: 'email',
    summary: 'Results delivered in total and per tool, counted from the stored captures',
    request: null,
    response: StatsResponse,
    maxBodyBytes: 0,
    timeoutMs: 10_000,
    rateLimit: null,
  }),
  generateLogo: route({
    method: 'POST',
    path: '/api/generate-logo',
    service: 'image',
    summary: 'Generate an SVG logo with matching CSS',
    request: LogoRequest,
    response: LogoResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 10_000,
    rateLimit: null,
  }),
  generateIcons: route({
    method: 'POST',
    path: '/api/generate-icons',
    service: 'image',
    summary: 'Generate iOS and Android app icon sets from one image',
    request: IconRequest,
    response: IconResponse,
    maxBodyBytes: base64Envelope(10 * MIB),
    timeoutMs: 60_000,
    rateLimit: 'image',
  }),
  previewIcon: route({
    method: 'POST',
    path: '/api/preview-icon',
    service: 'image',
    summary: "The icon form's live preview: launcher masks and the themed icon, drawn by the icon set's own code",
    request: IconPreviewRequest,
    response: IconPreviewResponse,
    maxBodyBytes: base64Envelope(10 * MIB),
    timeoutMs: 30_000,
    rateLimit: 'image',
  }),
  resizeScreenshots: route({
    method: 'POST',
    path: '/api/resize-screenshots',
    service: 'image',
    summary: 'Resize screenshots to the store sizes of one platform',
    request: ResizeRequest,
    response: ResizeResponse,
    maxBodyBytes: base64Envelope(40 * MIB),
    timeoutMs: 90_000,
    rateLimit: 'image',
  }),
  convertImage: route({
    method: 'POST',
    path: '/api/convert-image',
    service: 'image',
    summary: 'Convert a HEIC/HEIF image to JPEG for tools that draw in the browser',
    request: ConvertImageRequest,
    response: ConvertImageResponse,
    maxBodyBytes: base64Envelope(10 * MIB),
    timeoutMs: 30_000,
    rateLimit: 'image',
  }),
  generateStoreKit: route({
    method: 'POST',
    path: '/api/generate-store-kit',
    service: 'image',
    summary:
      'Build the store kit: one ZIP with the fastlane deliver and supply folders, the icon sets, the privacy pack, the web files and a validation report',
    request: StoreKitRequest,
    response: StoreKitResponse,
    maxBodyBytes: base64Envelope(10 * MIB + STORE_KIT_SCREENSHOTS_MAX_BYTES),
    timeoutMs: 90_000,
    rateLimit: 'image',
  }),
  generateLandingPage: route({
    method: 'POST',
    path: '/api/generate-landing-page',
    service: 'text-gen',
    summary: 'Generate a one-file landing page',
    request: LandingPageRequest,
    response: LandingPageResponse,
    // The texts, plus the icon and screenshots inlined as data URLs.
    maxBodyBytes: 32 * KIB + base64Envelope((LANDING_SCREENSHOTS_MAX + 1) * LANDING_IMAGE_MAX_BYTES),
    timeoutMs: 45_000,
    rateLimit: 'model',
  }),
  generateReviews: route({
    method: 'POST',
    path: '/api/generate-reviews',
    service: 'text-gen',
    summary: 'Generate store-style review previews',
    request: ReviewRequest,
    response: ReviewResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 45_000,
    rateLimit: 'model',
  }),
  blogArticles: route({
    method: 'GET',
    path: '/api/blog-articles',
    service: 'text-gen',
    summary: 'List the blog articles',
    request: null,
    response: BlogResponse,
    maxBodyBytes: 0,
    timeoutMs: 10_000,
    rateLimit: null,
  }),
  generateStoreDescription: route({
    method: 'POST',
    path: '/api/generate-store-description',
    service: 'text-gen',
    summary: 'Generate App Store and Google Play descriptions',
    request: StoreDescriptionRequest,
    response: StoreDescriptionResponse,
    maxBodyBytes: 32 * KIB,
    timeoutMs: 45_000,
    rateLimit: 'model',
  }),
  generateAppNames: route({
    method: 'POST',
    path: '/api/generate-app-names',
    service: 'text-gen',
    summary: 'Suggest app names from keywords',
    request: AppNameRequest,
    response: AppNameResponse,
    maxBodyBytes: 4 * KIB,
    timeoutMs: 45_000,
    rateLimit: 'model',
  }),
  translateListing: route({
    method: 'POST',
    path: '/api/translate-listing',
    service: 'text-gen',
    summary:
      "Translate one locale's App Store and Google Play texts into another with the configured model, each field kept within its store limit",
    request: TranslateListingRequest,
    response: TranslateListingResponse,
    // Ten store fields, the longest 4,000 characters, at up to 4 UTF-8 bytes a character.
    maxBodyBytes: 64 * KIB,
    timeoutMs: 45_000,
    rateLimit: 'model',
  }),
  listingTranslation: route({
    method: 'GET',
    path: '/api/listing-translation',
    service: 'text-gen',
    summary: 'Whether listings can be translated here (a model is configured)',
    request: null,
    response: ListingTranslationStatus,
    maxBodyBytes: 0,
    timeoutMs: 10_000,
    rateLimit: null,
  }),
  trackKeywords: route({
    method: 'POST',
    path: '/api/track-keywords',
    service: 'seo-tracker',
    summary: 'Track store search ranks for keywords',
    request: KeywordTrackingRequest,
    response: KeywordTrackingResponse,
    maxBodyBytes: 8 * KIB,
    timeoutMs: 60_000,
    rateLimit: 'store-lookup',
  }),
  optimizeAso: route({
    method: 'POST',
    path: '/api/optimize-aso',
    service: 'seo-tracker',
    summary: 'Suggest keywords, titles and an optimised description',
    request: AsoRequest,
    response: AsoResponse,
    maxBodyBytes: 32 * KIB,
    timeoutMs: 45_000,
    rateLimit: 'model',
  }),
  generatePrivacyPolicy: route({
    method: 'POST',
    path: '/api/generate-privacy-policy',
    service: 'legal',
    summary: 'Generate a privacy policy and the matching store privacy answers',
    request: PrivacyPolicyRequest,
    response: PrivacyPolicyResponse,
    maxBodyBytes: 8 * KIB,
    timeoutMs: 10_000,
    rateLimit: null,
  }),
} as const;

export type RouteId = keyof typeof ROUTES;
export const ROUTE_LIST: readonly RouteContract[] = Object.values(ROUTES);
