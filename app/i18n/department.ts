/** A department's name in the page's language (the catalogs' `common.department.*`). */
import type { Department } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';

const DEPARTMENT_KEYS: Record<Department, MessageKey> = {
  'Skin & Hair': 'common.department.skinHair',
  'Infertility and PCOD': 'common.department.infertility',
  'Kidney and Gallbladder Stone': 'common.department.kidney',
  'Arthritis and Pain Management': 'common.department.arthritis',
  'Life style disorder': 'common.department.lifestyle',
  Glaucoma: 'common.department.glaucoma',
  'Immunity booster dose': 'common.department.immunity',
};

/** Names outside the clinic's list of departments (entered by staff) stay as they are. */
export function departmentLabel(department: string, t: (key: MessageKey) => string): string {
  const key = Object.hasOwn(DEPARTMENT_KEYS, department) ? DEPARTMENT_KEYS[department as Department] : undefined;
  return key ? t(key) : department;
}
