/** Contact messages from the public form, kept for staff to read in the console. */
import type { ContactMessage } from '@core/schemas/booking/contact';
import type { AppContext } from '@server/context';
import { contactMessages } from '@server/db/schema';

export async function saveContactMessage(
  ctx: AppContext,
  input: ContactMessage,
  ip: string | null,
): Promise<{ id: string; createdAt: Date }> {
  const [row] = await ctx.db
    .insert(contactMessages)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      subject: input.subject,
      message: input.message,
      ip,
      createdAt: ctx.now(),
    })
    .returning({ id: contactMessages.id, createdAt: contactMessages.createdAt });
  if (!row) throw new Error('contact message not stored');
  ctx.log.info({ contactMessageId: row.id }, 'contact message received');
  return row;
}
