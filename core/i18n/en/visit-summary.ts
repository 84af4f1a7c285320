/** The patient's visit summary (decision 0065): the doctor's editor part, the patient's pages and PDF. */
export const visitSummary = {
  'staff.clinical.forPatient': 'For the patient',
  'staff.clinical.forPatientHint':
    'Once the visit is completed the patient reads these, with pathya, apathya and the follow-up date, on their History and in a PDF. Nothing else on this sheet reaches them.',
  'staff.clinical.patientDiagnosis': 'Findings in plain words',
  'staff.clinical.patientAdvice': 'Advice in plain words',
  'staff.clinical.restricted':
    'This patient erased their account. Their clinical record is kept, restricted, until {date} (the retention rule), and only the admin may open it.',
  'documents.visit.title': 'Visit summary',
  'documents.visit.heading': 'Your visit summary',
  'documents.visit.diagnosis': 'What the doctor found',
  'documents.visit.advice': 'Advice',
  'documents.visit.pathya': 'Follow (pathya)',
  'documents.visit.apathya': 'Avoid (apathya)',
  'documents.visit.followUp': 'Come back on',
  'documents.visit.bookFollowUp': 'Book your follow-up visit',
  'documents.visit.signed': 'Written by {name} after your visit on {date}.',
  'documents.visit.amended': 'Updated by the clinic on {date}.',
  'documents.visit.downloadEn': 'Summary PDF (English)',
  'documents.visit.downloadHi': 'Summary PDF (Hindi)',
  'documents.visit.downloadEnFor': 'Summary PDF (English) of the visit on {date}',
  'documents.visit.downloadHiFor': 'Summary PDF (Hindi) of the visit on {date}',
  'documents.visit.notFound': 'There is no visit summary for this consultation yet.',
  'documents.visit.langInvalid': 'Choose the language of the PDF: en (English) or hi (Hindi).',
  'documents.visit.pdfNote':
    'This summary is written for you by your doctor. The clinic keeps your full clinical record; you may ask for a copy at the desk.',
  'documents.visit.signature': 'Doctor',
  'documents.visit.patient': 'Patient',
} as const;
