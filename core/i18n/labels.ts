/**
 * Display names of the clinic's fixed lists (departments, consultation types) in the page's
 * language: one set of catalog keys (`common.*`, sent with every page) for the public site, the
 * patient's pages and the staff console. The stored values stay the spec's English names.
 */
import type { ConsultationType, Department } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';

type T = (key: MessageKey) => string;

const DEPARTMENT_KEYS: Record<Department, MessageKey> = {
  'Skin & Hair': 'common.department.skinHair',
  'Infertility and PCOD': 'common.department.infertility',
  'Kidney and Gallbladder Stone': 'common.department.kidney',
  'Arthritis and Pain Management': 'common.department.arthritis',
  'Life style disorder': 'common.department.lifestyle',
  Glaucoma: 'common.department.glaucoma',
  'Immunity booster dose': 'common.department.immunity',
};

const CONSULTATION_TYPE_KEYS: Record<ConsultationType, MessageKey> = {
  'General Consultation': 'common.consultationType.general',
  'Follow-up': 'common.consultationType.followUp',
  'Specific Treatment': 'common.consultationType.specific',
};

/** The label of `value` from `keys`; a value outside the list (entered elsewhere) stays as it is. */
function label(keys: Record<string, MessageKey>, value: string, t: T): string {
  return Object.hasOwn(keys, value) ? t(keys[value] as MessageKey) : value;
}

export function departmentLabel(department: string, t: T): string {
  return label(DEPARTMENT_KEYS, department, t);
}

export function consultationTypeLabel(type: string, t: T): string {
  return label(CONSULTATION_TYPE_KEYS, type, t);
}
