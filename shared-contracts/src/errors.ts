import { z } from 'zod';

/** The one JSON error shape every non-2xx answer uses (docs/architecture.md, Errors). */
export const ErrorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
    request_id: z.string().optional(),
  }),
});
export type ErrorResponse = z.infer<typeof ErrorResponse>;
