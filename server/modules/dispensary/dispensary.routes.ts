/**
 * The dispensary's API (decision 0062): the catalogue (admin edits, staff who prescribe or dispense
 * read it), purchases received into batches, issues first expiry first out, the admin's adjustments,
 * and the stock figures. Points of the dispensary that build on it call `issueStock` directly.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ImportSchema, ItemSchema } from '@core/dispensary/catalogue';
import { AdjustSchema, IssueSchema, LedgerQuerySchema, ReceiveSchema, StockQuerySchema } from '@core/dispensary/stock';
import { translate } from '@core/i18n/catalog';
import { uuidParams } from '@core/schemas/params';
import { envelope, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { createItem, importItems, listItems, updateItem } from './catalogue.server';
import { dispensingRoutes } from './dispensing.routes';
import { itemLedger, stockOverview } from './stock-report.server';
import { salesRoutes } from './sales.routes';
import { adjustStock, issueStock, receivePurchase } from './stock.server';

const tags = ['dispensary'];
const Data = envelope(z.any());
const params = uuidParams('dispensary.itemNotFound');

export const dispensaryRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(catalogueRoutes);
  await api.register(stockRoutes);
  await api.register(salesRoutes);
  await api.register(dispensingRoutes);
};

const catalogueRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/dispensary/items',
    {
      config: { permission: 'stock.view' },
      schema: { tags, summary: 'The catalogue with each item’s stock', response: { 200: Data } },
    },
    async () => ok({ items: await listItems(api.ctx) }),
  );
  api.post(
    '/staff/dispensary/items',
    {
      config: { permission: 'dispensary-catalogue.edit' },
      schema: { tags, summary: 'Add a catalogue item (admin)', body: ItemSchema, response: { 200: Data } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const id = await createItem(api.ctx, staff, request.body);
      return ok({ id }, translate(request.locale, 'dispensary.itemSaved'));
    },
  );
  api.put(
    '/staff/dispensary/items/:id',
    {
      config: { permission: 'dispensary-catalogue.edit' },
      schema: { tags, summary: 'Edit a catalogue item (admin)', params, body: ItemSchema, response: { 200: Data } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await updateItem(api.ctx, staff, request.params.id, request.body);
      return ok({ id: request.params.id }, translate(request.locale, 'dispensary.itemSaved'));
    },
  );
  api.post(
    '/staff/dispensary/items/import',
    {
      config: { permission: 'dispensary-catalogue.edit' },
      // A CSV of up to 2,000 rows; above the API's 100 KB, below the abuse test's 300 KB.
      bodyLimit: 256 * 1024,
      schema: {
        tags,
        summary: 'Import a CSV list: valid rows added, refused rows reported with reasons (admin)',
        body: ImportSchema,
        response: { 200: Data },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const report = await importItems(api.ctx, staff, request.body.csv, request.locale);
      return ok(report, translate(request.locale, 'dispensary.imported', { imported: report.imported, refused: report.refused.length }));
    },
  );
};

const stockRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/dispensary/items/:id/ledger',
    {
      config: { permission: 'stock.view' },
      schema: {
        tags,
        summary: 'An item’s batches and a page of its movements, newest first (`before`: the `older` of the page before)',
        params,
        querystring: LedgerQuerySchema,
        response: { 200: Data },
      },
    },
    async (request) => ok(await itemLedger(api.ctx, request.params.id, { before: request.query.before })),
  );
  api.get(
    '/staff/dispensary/stock',
    {
      config: { permission: 'stock.view' },
      schema: {
        tags,
        summary: 'Low stock, batches expiring within N days, stock value',
        querystring: StockQuerySchema,
        response: { 200: Data },
      },
    },
    async (request) => ok(await stockOverview(api.ctx, request.query.days)),
  );
  api.post(
    '/staff/dispensary/receipts',
    {
      config: { permission: 'stock.receive' },
      schema: { tags, summary: 'Receive a purchase into a new batch', body: ReceiveSchema, response: { 200: Data } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const batchId = await receivePurchase(api.ctx, staff, request.body);
      return ok({ batchId }, translate(request.locale, 'dispensary.received'));
    },
  );
  api.post(
    '/staff/dispensary/issues',
    {
      config: { permission: 'stock.issue' },
      schema: {
        tags,
        summary: 'Issue stock first expiry first out: 409 when there is not enough',
        body: IssueSchema,
        response: { 200: Data },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const parts = await issueStock(api.ctx, staff, request.body);
      return ok({ parts }, translate(request.locale, 'dispensary.issued'));
    },
  );
  api.post(
    '/staff/dispensary/adjustments',
    {
      config: { permission: 'stock.adjust' },
      schema: { tags, summary: 'Correct a batch, write off an expired one (admin)', body: AdjustSchema, response: { 200: Data } },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      await adjustStock(api.ctx, staff, request.body);
      return ok({}, translate(request.locale, 'dispensary.adjusted'));
    },
  );
};
