import type { scheduler as en } from '@core/i18n/en/scheduler';

export const scheduler = {
  'staff.schedule.emptyProgramme': 'कार्यक्रम में कोई सत्र नहीं है।',
  'staff.schedule.unknownTherapy': 'सूची में "{therapy}" नाम की कोई थेरेपी नहीं है।',
  'staff.schedule.prescriptionRequired': '{therapy} के लिए डॉक्टर का पर्चा ज़रूरी है: डॉक्टर परामर्श के बाद कार्यक्रम लिखते हैं।',
  'staff.schedule.noTrainedTherapist': '{therapy} के सत्रों के लिए पर्याप्त प्रशिक्षित थेरेपिस्ट नहीं हैं।',
  'staff.schedule.noTherapistOfGender': 'मरीज़ के लिंग के पर्याप्त थेरेपिस्ट {therapy} में प्रशिक्षित नहीं हैं।',
  'staff.schedule.noRoomWithCapability': 'किसी भी उपचार कक्ष में {therapy} के लिए ज़रूरी सुविधा ({capability}) नहीं है।',
  'staff.schedule.startInPast': 'कार्यक्रम {startDate} से शुरू नहीं हो सकता: वह दिन बीत चुका है (आज {today} है)।',
  'staff.schedule.holidayEveryDay': 'क्लिनिक {from} से {to} (बुकिंग का आख़िरी दिन) तक हर दिन बंद है: शुरू करने के लिए कोई दिन नहीं है।',
  'staff.schedule.beyondHorizon':
    'कार्यक्रम का दिन {day} {date} को पड़ेगा, जो क्लिनिक की बुकिंग के आख़िरी दिन ({lastBookable}) के बाद है: कार्यक्रम छोटा करें या पहले शुरू करें।',
  'staff.schedule.noTimeInBand':
    '{date} (दिन {day}) को मरीज़ के चुने समय में {therapy} के लिए कोई खाली समय नहीं है: कोई दूसरा समय या शुरुआत की तारीख़ चुनें।',
} satisfies Record<keyof typeof en, string>;
