/** The terminology search's question and answer (GET /api/staff/terminology; decision 0061). */
import { z } from '@core/schemas/z';
import { TERMINOLOGY_SYSTEMS } from '@core/terminology/systems';

export const TerminologyQuerySchema = z.object({
  q: z.string().trim().min(1, 'terminology.queryTooShort').max(100),
  system: z.enum(TERMINOLOGY_SYSTEMS).optional(),
});

export const TerminologyHitSchema = z.object({
  system: z.enum(TERMINOLOGY_SYSTEMS),
  code: z.string(),
  term: z.string(),
  termDevanagari: z.string(),
  termEnglish: z.string(),
  definition: z.string(),
  tm2: z.array(z.string()),
});
