import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { uuidParams } from '@core/schemas/params';
import { EventFormSchema } from '@core/schemas/staff/staff';
import { envelope, ok } from '@server/http/envelope';
import { EventSchema as PublicEventSchema } from '@server/modules/events/events.routes';
import { requireStaff } from '@server/http/guards';
import { createEvent, listEvents, markMessage, updateEvent } from './messages.server';

const StaffEventSchema = PublicEventSchema.extend({ published: z.boolean() });
const Uuid = uuidParams('error.routeNotFound');

export const staffDeskRoutes: FastifyPluginAsyncZod = async (api) => {
  const tags = ['staff'];
  api.patch(
    '/staff/messages/:id',
    {
      config: { permission: 'messages.manage' },
      schema: {
        tags,
        summary: 'Mark a message read or unread',
        params: Uuid,
        body: z.object({ read: z.boolean() }),
        response: { 200: envelope(z.object({ id: z.string(), read: z.boolean() })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await markMessage(api.ctx, staff, request.params.id, request.body.read);
      return ok({ id: request.params.id, read: request.body.read });
    },
  );

  api.get(
    '/staff/events',
    {
      config: { permission: 'events.manage' },
      schema: { tags, summary: 'All events', response: { 200: envelope(z.object({ events: z.array(StaffEventSchema) })) } },
    },
    async () => {
      return ok({ events: await listEvents(api.ctx) });
    },
  );

  api.post(
    '/staff/events',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        summary: 'Create an event',
        body: EventFormSchema,
        response: { 200: envelope(z.object({ event: StaffEventSchema })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ event: await createEvent(api.ctx, staff, request.body) }, 'Event created');
    },
  );

  api.put(
    '/staff/events/:id',
    {
      config: { permission: 'events.manage' },
      schema: {
        tags,
        summary: 'Edit an event',
        params: Uuid,
        body: EventFormSchema,
        response: { 200: envelope(z.object({ event: StaffEventSchema })) },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      return ok({ event: await updateEvent(api.ctx, staff, request.params.id, request.body) }, 'Event updated');
    },
  );
};
