import { z } from 'zod';
import { TOOL_IDS } from '../tools';

export const EMAIL_MAX_LENGTH = 254;

export const EmailCaptureRequest = z.object({
  email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Please enter a valid e-mail address')),
  tool_used: z.enum(TOOL_IDS, 'Unknown tool'),
});
export type EmailCaptureRequest = z.infer<typeof EmailCaptureRequest>;

/** Deliberately the same for a new and a known address. */
export const EmailCaptureResponse = z.object({ captured: z.literal(true) });
export type EmailCaptureResponse = z.infer<typeof EmailCaptureResponse>;
