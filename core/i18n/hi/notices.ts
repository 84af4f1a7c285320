import type { notices as en } from '@core/i18n/en/notices';

export const notices = {
  'notices.sms.booked': '{clinic}: {doctor} के साथ परामर्श {id} {when} के लिए बुक हुआ। राशि Rs {amount}। देखें और भुगतान करें: {link}',
  'notices.sms.paid': '{clinic}: परामर्श {id} ({doctor}, {when}) के लिए Rs {amount} का भुगतान मिल गया। विवरण: {link}',
  'notices.sms.reminder24h':
    '{clinic} याद दिलाना: {doctor} के साथ परामर्श {id} {when} को है, {mode}। क्लिनिक आएँ तो 15 मिनट पहले पहुँचें। जुड़ें या विवरण देखें: {link}',
  'notices.sms.reminder2h': '{clinic} याद दिलाना: {doctor} के साथ परामर्श {id} 2 घंटे में, {when} पर है, {mode}। जुड़ें या विवरण देखें: {link}',
  'notices.sms.rescheduled': '{clinic}: {doctor} के साथ परामर्श {id} अब {when} को है। देखें: {link}',
  'notices.sms.cancelled': '{clinic}: {doctor} के साथ {when} का परामर्श {id} रद्द हो गया है। फिर से बुक करें: {link}',
  'notices.sms.holdReleased':
    '{clinic}: {doctor} के साथ {when} का परामर्श {id} 30 मिनट में भुगतान न होने के कारण छोड़ दिया गया। फिर से बुक करें: {link}',
  'notices.sms.prescriptionReady': '{clinic}: {doctor} के साथ परामर्श {id} का पर्चा तैयार है। 7 दिन के भीतर डाउनलोड करें: {link}',
  'notices.sms.programmeScheduled':
    '{clinic}: आपका थेरेपी कार्यक्रम ({count} सत्र) तय हो गया है। पहला सत्र: {when}। अग्रिम राशि Rs {amount}। अपने सत्र देखें और भुगतान करें: {link}',
  'notices.sms.sessionReminder': '{clinic} याद दिलाना: कल आपके {count} थेरेपी सत्र हैं, पहला {when} बजे। कृपया 15 मिनट पहले पहुँचें। विवरण: {link}',
  'notices.sms.sessionMoved': '{clinic}: आपका {therapy} सत्र अब {when} को है। अपने सत्र देखें: {link}',
  'notices.sms.scheduleChanged': '{clinic}: आपके थेरेपी सत्र बदल गए हैं। आगे {count} सत्र, अगला {when} को। अपने सत्र देखें: {link}',
  'notices.sms.programmeCancelled': '{clinic}: आपका थेरेपी कार्यक्रम, आगे के सत्रों सहित, रद्द कर दिया गया है। विवरण: {link}',
  'notices.sms.depositReceived': '{clinic}: आपके थेरेपी कार्यक्रम की Rs {amount} की अग्रिम राशि मिल गई। रसीद {id}। अपना कार्यक्रम देखें: {link}',
  'notices.sms.sessionCancelled': '{clinic}: आपका {when} का {therapy} सत्र क्लिनिक ने रद्द कर दिया है। अपना कार्यक्रम देखें: {link}',
  'notices.mode.offline': 'क्लिनिक में',
  'notices.mode.online': 'ऑनलाइन (वीडियो)',
  'notices.webhookInvalid': 'वेबहुक का हस्ताक्षर अमान्य है',
  'notices.webhookVerifyRefused': 'वेबहुक का सत्यापन टोकन मेल नहीं खाता',
  'staff.notices.whatsapp': 'व्हाट्सऐप',
} satisfies Record<keyof typeof en, string>;
