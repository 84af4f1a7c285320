import type { visitSummary as en } from '@core/i18n/en/visit-summary';

/** मरीज़ का परामर्श सारांश (निर्णय 0065): डॉक्टर के संपादक का भाग, मरीज़ के पेज और PDF। */
export const visitSummary = {
  'staff.clinical.forPatient': 'मरीज़ के लिए',
  'staff.clinical.forPatientHint':
    'परामर्श पूरा होने पर मरीज़ इन्हें, पथ्य, अपथ्य और अगली तारीख़ के साथ, अपने इतिहास में और PDF में पढ़ता है। इस शीट का बाकी कुछ भी उस तक नहीं पहुँचता।',
  'staff.clinical.patientDiagnosis': 'सरल शब्दों में निष्कर्ष',
  'staff.clinical.patientAdvice': 'सरल शब्दों में सलाह',
  'staff.clinical.restricted':
    'इस मरीज़ ने अपना खाता मिटा दिया है। उसका चिकित्सा रिकॉर्ड {date} तक (रिकॉर्ड रखने के नियम के अनुसार) प्रतिबंधित रूप में रखा है, और केवल एडमिन इसे खोल सकते हैं।',
  'documents.visit.title': 'परामर्श सारांश',
  'documents.visit.heading': 'आपके परामर्श का सारांश',
  'documents.visit.diagnosis': 'डॉक्टर ने क्या पाया',
  'documents.visit.advice': 'सलाह',
  'documents.visit.pathya': 'अपनाएँ (पथ्य)',
  'documents.visit.apathya': 'परहेज़ करें (अपथ्य)',
  'documents.visit.followUp': 'फिर से दिखाने की तारीख़',
  'documents.visit.bookFollowUp': 'अगला परामर्श बुक करें',
  'documents.visit.signed': '{date} के परामर्श के बाद {name} ने लिखा।',
  'documents.visit.amended': 'क्लिनिक ने {date} को बदला।',
  'documents.visit.downloadEn': 'सारांश PDF (अंग्रेज़ी)',
  'documents.visit.downloadHi': 'सारांश PDF (हिंदी)',
  'documents.visit.downloadEnFor': '{date} के परामर्श का सारांश PDF (अंग्रेज़ी)',
  'documents.visit.downloadHiFor': '{date} के परामर्श का सारांश PDF (हिंदी)',
  'documents.visit.notFound': 'इस परामर्श का सारांश अभी नहीं है।',
  'documents.visit.langInvalid': 'PDF की भाषा चुनें: en (अंग्रेज़ी) या hi (हिंदी)।',
  'documents.visit.pdfNote':
    'यह सारांश आपके डॉक्टर ने आपके लिए लिखा है। आपका पूरा चिकित्सा रिकॉर्ड क्लिनिक के पास रहता है; उसकी प्रति आप काउंटर पर माँग सकते हैं।',
  'documents.visit.signature': 'डॉक्टर',
  'documents.visit.patient': 'मरीज़',
} as const satisfies Record<keyof typeof en, string>;
