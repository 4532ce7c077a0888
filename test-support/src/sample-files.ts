import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Sample inputs more than one package's tests read, kept in test-support/fixtures/images. */
const IMAGES = path.resolve(__dirname, '../fixtures/images');

/** A 256×192 HEIC photo from an iPhone: what the HEIC converter and the upload paths accept. */
export const IPHONE_PHOTO_HEIC = path.join(IMAGES, 'iphone-photo.heic');

export const readIphonePhotoHeic = (): Buffer => readFileSync(IPHONE_PHOTO_HEIC);
