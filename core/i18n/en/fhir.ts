/** The FHIR R4 export of a consultation (decision 0066). */
export const fhir = {
  'staff.fhir.download': 'Download FHIR',
  'staff.fhir.downloadHint': 'This visit as an HL7 FHIR R4 document (JSON), for another clinic or a health record system.',
  'staff.fhir.notCompleted': 'The record can be exported once the visit is marked done and the case sheet is signed.',
};
