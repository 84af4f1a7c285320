import type { offline as en } from '@core/i18n/en/offline';

export const offline = {
  'offline.title': 'आप ऑफ़लाइन हैं',
  'offline.savedCopy': 'आप ऑफ़लाइन हैं। यह {time} की सहेजी हुई प्रति है।',
  'offline.savedCopyHint': 'तब से इसमें बदलाव हो सकता है; ऑनलाइन होते ही यह अपडेट हो जाएगी।',
  'offline.bookingNeedsConnection': 'आप ऑफ़लाइन हैं: बुकिंग के लिए इंटरनेट कनेक्शन चाहिए।',
  'offline.paymentNeedsConnection': 'आप ऑफ़लाइन हैं: भुगतान के लिए इंटरनेट कनेक्शन चाहिए।',
  'offline.pageNotSaved': 'आप ऑफ़लाइन हैं, और यह पेज इस डिवाइस पर सहेजा नहीं गया है।',
  'offline.savedPagesHint': 'इस डिवाइस पर पहले खोले गए पेज (मेरे अपॉइंटमेंट, परामर्श ट्रैकिंग, डाउनलोड किए गए पर्चे और रसीदें) बिना कनेक्शन के भी खुलते हैं।',
  'offline.tryAgain': 'फिर से कोशिश करें',
  'offline.myAppointments': 'मेरे अपॉइंटमेंट',
} satisfies Record<keyof typeof en, string>;
