/** Display names of departments and consultation types in the page's language. */
import type { ConsultationType, Department } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';

const DEPARTMENT_KEYS: Record<Department, MessageKey> = {
  'Skin & Hair': 'booking.dept.skinHair',
  'Infertility and PCOD': 'booking.dept.infertility',
  'Kidney and Gallbladder Stone': 'booking.dept.kidney',
  'Arthritis and Pain Management': 'booking.dept.arthritis',
  'Life style disorder': 'booking.dept.lifestyle',
  Glaucoma: 'booking.dept.glaucoma',
  'Immunity booster dose': 'booking.dept.immunity',
};

const TYPE_KEYS: Record<ConsultationType, MessageKey> = {
  'General Consultation': 'booking.typeGeneral',
  'Follow-up': 'booking.typeFollowUp',
  'Specific Treatment': 'booking.typeSpecific',
};

type T = (key: MessageKey) => string;

export function departmentLabel(department: string, t: T): string {
  const key = DEPARTMENT_KEYS[department as Department];
  return key ? t(key) : department;
}

export function consultationTypeLabel(type: string, t: T): string {
  const key = TYPE_KEYS[type as ConsultationType];
  return key ? t(key) : type;
}
