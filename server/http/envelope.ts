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

/**
 * The 200 of a route that answers a file (PDF, CSV, .ics, an image), for the API document: its
 * media type and what it is. The bytes are sent as they are (a Buffer, string or stream is never
 * serialized), so the schema only describes them.
 */
export function fileAnswer(mediaType: string, description: string) {
  return { description, content: { [mediaType]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } } };
}
