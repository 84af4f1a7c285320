/**
 * From prescription to counter (decision 0069): the catalogue searched while prescribing, the desk's
 * queue of prescriptions waiting, one prescription with what is left, dispensing all or part of it,
 * and a dispensation's labels as a PDF in the patient's language.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { clinicDate } from '@core/booking/slots';
import { DispensationBillSchema } from '@core/dispensary/gst';
import { DispenseSchema, LabelQuerySchema, MedicineSearchSchema } from '@core/dispensary/prescription-line';
import { translate } from '@core/i18n/catalog';
import { IdParams, uuidParams } from '@core/schemas/params';
import { renderLabelSheet } from '@server/documents/label-pdf';
import { envelope, fileAnswer, ok } from '@server/http/envelope';
import { requireStaff } from '@server/http/guards';
import { clinicProfile } from '@server/modules/clinic/clinic-profile.server';
import { counterPrescription, dispensationLabels, dispensingQueue } from './counter.server';
import { dispense } from './dispense.server';
import { billDispensation } from './sale.server';
import { searchMedicines } from './medicine-search.server';

const tags = ['dispensary'];
const Data = envelope(z.any());

export const dispensingRoutes: FastifyPluginAsyncZod = async (api) => {
  await api.register(prescribingRoutes);
  await api.register(counterRoutes);
  await api.register(dispensationRoutes);
};

const prescribingRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/dispensary/medicines',
    {
      config: { permission: 'stock.view' },
      schema: {
        tags,
        summary: 'Medicines of the catalogue matching q, with the stock usable now (prescribing)',
        querystring: MedicineSearchSchema,
        response: { 200: Data },
      },
    },
    async (request) => ok({ medicines: await searchMedicines(api.ctx, request.query.q) }),
  );
};

const counterRoutes: FastifyPluginAsyncZod = async (api) => {
  api.get(
    '/staff/dispensary/queue',
    {
      config: { permission: 'dispensing.dispense' },
      schema: { tags, summary: 'Prescriptions waiting: catalogue lines not fully dispensed', response: { 200: Data } },
    },
    async () => ok({ waiting: await dispensingQueue(api.ctx) }),
  );
  api.get(
    '/staff/dispensary/prescriptions/:id',
    {
      config: { permission: 'dispensing.dispense' },
      schema: {
        tags,
        summary: 'A prescription at the counter: lines prescribed, given, left and in stock; its dispensations',
        params: IdParams,
        response: { 200: Data },
      },
    },
    async (request) => ok(await counterPrescription(api.ctx, request.params.id)),
  );
  api.post(
    '/staff/dispensary/prescriptions/:id/dispense',
    {
      config: { permission: 'dispensing.dispense' },
      schema: {
        tags,
        summary: 'Dispense all or part of prescription lines (first expiry first out; 409 when more than left or in stock)',
        params: IdParams,
        body: DispenseSchema,
        response: { 200: Data },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const dispensationId = await dispense(api.ctx, staff, request.params.id, request.body);
      return ok({ dispensationId }, translate(request.locale, 'dispensing.dispensed'));
    },
  );
};

/** What was given: its tax invoice and its labels. */
const dispensationRoutes: FastifyPluginAsyncZod = async (api) => {
  api.post(
    '/staff/dispensary/dispensations/:id/invoice',
    {
      config: { permission: 'sales.sell' },
      schema: {
        tags,
        summary: 'Bill a dispensation: the GST tax invoice of what was given, paid by cash, card or UPI (409 when already billed)',
        params: uuidParams('dispensing.dispensationNotFound'),
        body: DispensationBillSchema,
        response: { 200: Data },
      },
    },
    async (request) => {
      const { staff } = requireStaff(request);
      const invoice = await billDispensation(api.ctx, staff, request.params.id, request.body);
      return ok({ invoice }, translate(request.locale, 'dispensing.billed', { invoiceNo: invoice.invoiceNo }));
    },
  );
  api.get(
    '/staff/dispensary/dispensations/:id/labels',
    {
      config: { permission: 'dispensing.dispense' },
      schema: {
        tags,
        summary: "A dispensation's medicine labels as a PDF, in the patient's language (or lang)",
        params: uuidParams('dispensing.dispensationNotFound'),
        querystring: LabelQuerySchema,
        response: { 200: fileAnswer('application/pdf', 'The labels') },
      },
    },
    async (request, reply) => {
      const { dispensation, locale: patientLocale, labels } = await dispensationLabels(api.ctx, request.params.id);
      const locale = request.query.lang ?? patientLocale;
      const date = clinicDate(dispensation.at);
      const bytes = await renderLabelSheet({
        locale,
        clinic: await clinicProfile(api.ctx),
        patientName: dispensation.patientName,
        date,
        labels,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="labels-${date}-${locale}.pdf"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send(bytes);
    },
  );
};
