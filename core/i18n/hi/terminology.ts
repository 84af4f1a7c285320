import type { terminology as en } from '@core/i18n/en/terminology';

/** कोड वाले निदान की शब्दावलियाँ: NAMASTE और ICD-11 (निर्णय 0061)। */
export const terminology = {
  'terminology.unknownCode': '{code} {system} का कोड नहीं है: सूची में से चुनें, या निदान शब्दों में लिखें।',
  'terminology.system.namaste-ayurveda': 'NAMASTE (आयुर्वेद)',
  'terminology.system.icd11-tm2': 'ICD-11 पारंपरिक चिकित्सा (TM2)',
  'terminology.system.icd11-mms': 'ICD-11 (जैव-चिकित्सा)',
  'terminology.queryTooShort': 'खोजने के लिए कम से कम एक अक्षर या अंक लिखें।',
} satisfies Record<keyof typeof en, string>;
