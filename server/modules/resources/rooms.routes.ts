/** Treatment rooms: the admin adds, renames, re-equips and removes them; the desk reads them. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROOM_CAPABILITIES } from '@core/constants';
import { translate } from '@core/i18n/catalog';
import { uuidParams } from '@core/schemas/params';
import { RoomSchema } from '@core/schemas/programmes/programmes';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import * as resources from './resources.server';

const tags = ['programmes'];
const Rooms = envelope(
  z.object({ rooms: z.array(z.object({ id: z.string(), name: z.string(), capabilities: z.array(z.enum(ROOM_CAPABILITIES)) })) }),
);

export const roomRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/rooms',
    { config: { permission: 'rooms.view' }, schema: { tags, summary: 'Treatment rooms (admin, reception)', response: { 200: Rooms } } },
    async () => {
      return ok({ rooms: await resources.listRooms(api.ctx) });
    },
  );
  api.post(
    '/staff/rooms',
    {
      config: { permission: 'rooms.edit' },
      schema: { tags, summary: 'Add a treatment room (admin)', body: RoomSchema, response: { 200: Rooms } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.createRoom(api.ctx, staff, request.body);
      return ok({ rooms: await resources.listRooms(api.ctx) }, translate(request.locale, 'programmes.roomUpdated'));
    },
  );
  const params = uuidParams('programmes.roomNotFound');
  api.put(
    '/staff/rooms/:id',
    {
      config: { permission: 'rooms.edit' },
      schema: { tags, summary: 'Rename or re-equip a room (admin)', params, body: RoomSchema, response: { 200: Rooms } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.updateRoom(api.ctx, staff, request.params.id, request.body);
      return ok({ rooms: await resources.listRooms(api.ctx) }, translate(request.locale, 'programmes.roomUpdated'));
    },
  );
  api.delete(
    '/staff/rooms/:id',
    {
      config: { permission: 'rooms.edit' },
      schema: { tags, summary: 'Remove a room: 409 while sessions are booked in it (admin)', params, response: { 200: Rooms } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await resources.removeRoom(api.ctx, staff, request.params.id);
      return ok({ rooms: await resources.listRooms(api.ctx) }, translate(request.locale, 'programmes.roomRemoved'));
    },
  );
};
