/** Coded diagnoses' terminologies: NAMASTE and ICD-11 (decision 0061). */
export const terminology = {
  'terminology.unknownCode': '{code} is not a code of {system}: choose one from the list, or write the diagnosis as text.',
  'terminology.system.namaste-ayurveda': 'NAMASTE (Ayurveda)',
  'terminology.system.icd11-tm2': 'ICD-11 Traditional Medicine (TM2)',
  'terminology.system.icd11-mms': 'ICD-11 (biomedical)',
  'terminology.queryTooShort': 'Type at least one letter or digit to search.',
};
