/** Display names of consultation types in the page's language (departments: ~/i18n/department). */
import type { ConsultationType } from '@core/constants';
import type { MessageKey } from '@core/i18n/catalog';

const TYPE_KEYS: Record<ConsultationType, MessageKey> = {
  'General Consultation': 'booking.typeGeneral',
  'Follow-up': 'booking.typeFollowUp',
  'Specific Treatment': 'booking.typeSpecific',
};

type T = (key: MessageKey) => string;

export function consultationTypeLabel(type: string, t: T): string {
  const key = TYPE_KEYS[type as ConsultationType];
  return key ? t(key) : type;
}
