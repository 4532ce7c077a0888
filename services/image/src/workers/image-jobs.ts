import { ROUTES } from '@aiapp/contracts';
import { AppError, checkContractBody, parseJsonBody } from '@aiapp/kit';
import { buildIconSet } from '../domain/icons/build-icon-set';
import { convertImage } from '../domain/image-input/convert-image';
import { resizeScreenshots } from '../domain/screenshots/resize-screenshots';
import { buildStoreKit } from '../domain/store-kit/build-store-kit';
import { httpSiblingServices, type SiblingServiceUrls } from '../service-clients/sibling-services';

/** The image calls whose bodies (up to 14 MB and 55 MB of base64) are handled off the event loop. */
export type ImageJob = 'generateIcons' | 'resizeScreenshots' | 'convertImage' | 'generateStoreKit';

/** What a job may need besides its body: the store kit asks legal and text-gen (their addresses travel to the worker as data). */
export interface ImageJobContext {
  readonly siblings?: SiblingServiceUrls;
}

const JOBS: Record<ImageJob, (parsed: unknown, context: ImageJobContext) => Promise<unknown>> = {
  generateIcons: (parsed) => buildIconSet(checkContractBody(ROUTES.generateIcons, parsed)),
  resizeScreenshots: (parsed) => resizeScreenshots(checkContractBody(ROUTES.resizeScreenshots, parsed)),
  convertImage: (parsed) => convertImage(checkContractBody(ROUTES.convertImage, parsed)),
  generateStoreKit: (parsed, { siblings }) => {
    const body = checkContractBody(ROUTES.generateStoreKit, parsed);
    if (!siblings) throw new AppError('not_configured', 503, 'The store kit is not available on this server.');
    return buildStoreKit(body, httpSiblingServices(siblings));
  },
};

export type ImageJobAnswer =
  { readonly json: Buffer } | { readonly error: { code: string; status: number; message: string; details?: unknown } };

/** Parse, validate, build and serialise one call: the whole job, run inside a worker thread in production. */
export async function handleImageJob(job: ImageJob, body: Buffer, context: ImageJobContext = {}): Promise<ImageJobAnswer> {
  try {
    const response = await JOBS[job](parseJsonBody(body), context);
    return { json: Buffer.from(JSON.stringify(response)) };
  } catch (error) {
    if (error instanceof AppError) {
      return { error: { code: error.code, status: error.status, message: error.message, details: error.details } };
    }
    throw error;
  }
}
