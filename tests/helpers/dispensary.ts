/** Dispensary set-up the API tests share: a GST-registered clinic and a catalogue medicine's fields. */
import { DEFAULT_CLINIC_PROFILE } from '../../core/clinic.ts';
import type { AppContext } from '../../server/context.ts';
import { saveClinicProfile } from '../../server/modules/clinic/clinic-profile.server.ts';

/** A valid GSTIN of Chhattisgarh (State code 22), the clinic's own State. */
export const CLINIC_GSTIN = '22AAACS1234A1ZC';

/** The clinic's profile with its GSTIN and State: a sale is refused without them (decision 0070). */
export function registerClinicForGst(ctx: AppContext) {
  return saveClinicProfile(ctx, null, { ...DEFAULT_CLINIC_PROFILE, gst: { gstin: CLINIC_GSTIN, stateCode: '22' } });
}

/** The body of POST /api/staff/dispensary/items for a medicine: a 100 g jar at ₹150, GST 12%, HSN 3004. */
export function medicineItem(overrides: Record<string, unknown> = {}) {
  return {
    kind: 'medicine',
    name: 'Triphala Churna',
    form: 'churna',
    strength: '',
    pack: '100 g jar',
    manufacturer: 'Test Pharmacy',
    unit: 'jar',
    hsnCode: '3004',
    gstRate: 12,
    mrp: 150,
    reorderLevel: 0,
    active: true,
    ...overrides,
  };
}
