import { z } from '@core/schemas/z';

/**
 * The contact form, shared by the browser form and POST /api/contact. Messages are keys
 * (translated with `tm()` in React and by the server's error handler).
 */
export const ContactMessageSchema = z.object({
  name: z
    .string({ error: 'site.contact.nameRequired' })
    .trim()
    .min(1, { error: 'site.contact.nameRequired' })
    .max(100, { error: 'site.contact.nameTooLong' }),
  email: z
    .string({ error: 'site.contact.emailRequired' })
    .trim()
    .min(1, { error: 'site.contact.emailRequired' })
    .max(254, { error: 'site.contact.emailInvalid' })
    .pipe(z.email({ error: 'site.contact.emailInvalid' })),
  phone: z
    .string()
    .trim()
    .regex(/^(\d{10})?$/, { error: 'site.contact.phoneInvalid' })
    .optional()
    .transform((v) => (v ? v : undefined)),
  subject: z
    .string({ error: 'site.contact.subjectRequired' })
    .trim()
    .min(1, { error: 'site.contact.subjectRequired' })
    .max(150, { error: 'site.contact.subjectTooLong' }),
  message: z
    .string({ error: 'site.contact.messageRequired' })
    .trim()
    .min(1, { error: 'site.contact.messageRequired' })
    .max(2000, { error: 'site.contact.messageTooLong' }),
});

export type ContactMessageInput = z.input<typeof ContactMessageSchema>;
export type ContactMessage = z.output<typeof ContactMessageSchema>;
