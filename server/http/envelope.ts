/** The spec's envelope `{ success, message, data }`, for handlers and for response schemas. */
import { z } from 'zod';

export function ok<T>(data: T, message = 'OK') {
  return { success: true as const, message, data };
}

/** Response schema of a successful answer carrying `data`. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string(), data });
}

export const ErrorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  requestId: z.string().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
