/** The one error type the domain throws; the error middleware turns it into JSON. */
export class AppError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly details?: unknown,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const serviceUnavailable = (code: string, message: string) =>
  new AppError(code, 503, message, undefined, { 'Retry-After': '5' });
