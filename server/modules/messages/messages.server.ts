/** Contact messages and events, as the desk manages them. */
import { desc, eq, isNull, sql } from 'drizzle-orm';
import type { EventForm } from '@core/schemas/staff/staff';
import type { AppContext } from '@server/context';
import { contactMessages, events } from '@server/db/schema';
import { NotFound } from '@server/domain/errors';
import type { SignedInStaff } from '@server/domain/actor';
import { writeAudit } from '@server/audit/audit.server';
import { invalidatePublicData } from '@server/cache/public-data';

export interface ContactMessage {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  read: boolean;
  createdAt: string;
}

export async function listMessages(
  ctx: AppContext,
  filter: 'all' | 'unread' = 'all',
): Promise<{ messages: ContactMessage[]; unread: number }> {
  const rows = await ctx.db
    .select()
    .from(contactMessages)
    .where(filter === 'unread' ? isNull(contactMessages.readAt) : undefined)
    .orderBy(desc(contactMessages.createdAt))
    .limit(200);
  const [count] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return {
    unread: Number(count?.n ?? 0),
    messages: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      subject: r.subject,
      message: r.message,
      read: !!r.readAt,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

export async function markMessage(ctx: AppContext, actor: SignedInStaff, id: string, read: boolean): Promise<void> {
  const [before] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  if (!before) throw new NotFound('staff.messageNotFound');
  await ctx.db.transaction(async (tx) => {
    const [after] = await tx
      .update(contactMessages)
      .set({ readAt: read ? ctx.now() : null })
      .where(eq(contactMessages.id, id))
      .returning();
    await writeAudit(tx, ctx, actor, {
      action: read ? 'message.read' : 'message.unread',
      entity: 'contact_message',
      entityId: id,
      before: { readAt: before.readAt },
      after: { readAt: after?.readAt ?? null },
    });
  });
}

export interface StaffEvent {
  id: string;
  title: string;
  description: string;
  kind: 'camp' | 'workshop' | 'talk';
  location: string;
  startsAt: string;
  endsAt: string | null;
  language: 'en' | 'hi';
  published: boolean;
}

type EventRow = typeof events.$inferSelect;
const toEvent = (r: EventRow): StaffEvent => ({
  id: r.id,
  title: r.title,
  description: r.description,
  kind: r.kind,
  location: r.location,
  startsAt: r.startsAt.toISOString(),
  endsAt: r.endsAt?.toISOString() ?? null,
  language: r.language,
  published: r.published,
});

export async function listEvents(ctx: AppContext): Promise<StaffEvent[]> {
  const rows = await ctx.db.select().from(events).orderBy(desc(events.startsAt)).limit(200);
  return rows.map(toEvent);
}

function eventValues(form: EventForm) {
  return {
    title: form.title,
    description: form.description,
    kind: form.kind,
    location: form.location,
    startsAt: new Date(form.startsAt),
    endsAt: form.endsAt ? new Date(form.endsAt) : null,
    language: form.language,
    published: form.published,
  };
}

export async function createEvent(ctx: AppContext, actor: SignedInStaff, form: EventForm): Promise<StaffEvent> {
  const event = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(events).values(eventValues(form)).returning();
    if (!row) throw new Error('event not created');
    await writeAudit(tx, ctx, actor, { action: 'event.create', entity: 'event', entityId: row.id, after: row });
    return toEvent(row);
  });
  invalidatePublicData(ctx.db, 'events');
  return event;
}

export async function updateEvent(ctx: AppContext, actor: SignedInStaff, id: string, form: EventForm): Promise<StaffEvent> {
  const [before] = await ctx.db.select().from(events).where(eq(events.id, id)).limit(1);
  if (!before) throw new NotFound('staff.eventNotFound');
  const event = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(events)
      .set({ ...eventValues(form), updatedAt: ctx.now() })
      .where(eq(events.id, id))
      .returning();
    if (!row) throw new NotFound('staff.eventNotFound');
    await writeAudit(tx, ctx, actor, { action: 'event.update', entity: 'event', entityId: id, before, after: row });
    return toEvent(row);
  });
  invalidatePublicData(ctx.db, 'events');
  return event;
}
