import type { fhir as en } from '@core/i18n/en/fhir';

/** किसी परामर्श का FHIR R4 निर्यात (निर्णय 0066)। */
export const fhir = {
  'staff.fhir.download': 'FHIR डाउनलोड करें',
  'staff.fhir.downloadHint': 'यह परामर्श HL7 FHIR R4 दस्तावेज़ (JSON) के रूप में, किसी दूसरे क्लिनिक या स्वास्थ्य रिकॉर्ड प्रणाली के लिए।',
  'staff.fhir.notCompleted': 'परामर्श पूरा चिह्नित होने और केस शीट पर हस्ताक्षर होने के बाद ही रिकॉर्ड निर्यात किया जा सकता है।',
} satisfies Record<keyof typeof en, string>;
