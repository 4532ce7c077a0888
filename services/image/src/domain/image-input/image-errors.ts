import { FILE_TOO_LARGE_MESSAGE } from '@aiapp/contracts';
import { AppError } from '@aiapp/kit';

/** The error catalogue of image uploads (docs/architecture.md, Errors): 400, 413, 415, 422. */
export const invalidImageData = (message: string) => new AppError('invalid_image_data', 400, message);
export const fileTooLarge = () => new AppError('file_too_large', 413, FILE_TOO_LARGE_MESSAGE);
export const unsupportedImage = (message: string) => new AppError('unsupported_image_type', 415, message);
export const unprocessableImage = (message: string) => new AppError('unprocessable_image', 422, message);
