import type { channels as en } from '@core/i18n/en/channels';

export const channels = {
  'footer.chatOnWhatsApp': 'WhatsApp पर हमसे बात करें',
  'footer.opensInNewTab': '(नए टैब में खुलता है)',
  'channels.title': 'आपकी बुकिंग के संदेश',
  'channels.intro': 'चुनें कि हम पुष्टि, रिमाइंडर और बदलाव के संदेश कैसे भेजें।',
  'channels.sms': 'SMS',
  'channels.whatsapp': 'WhatsApp',
  'channels.both': 'WhatsApp और SMS',
  'channels.consent':
    'WhatsApp चुनकर आप सहमति देते हैं कि सरोना आयुर्वेद इस नंबर पर आपको WhatsApp पर बुकिंग के संदेश भेज सकता है। आप कभी भी SMS पर वापस जा सकते हैं।',
  'channels.consentGiven': 'WhatsApp संदेशों की सहमति {date} को दी गई।',
  'channels.invalid': 'SMS, WhatsApp या दोनों में से चुनें।',
  'channels.save': 'चुनाव सहेजें',
  'channels.saved': 'आपका चुनाव सहेज लिया गया। आपकी आने वाली बुकिंग भी इसी से चलेंगी।',
  'channels.saveFailed': 'आपका चुनाव सहेजा नहीं जा सका। कृपया फिर से कोशिश करें।',
  'channels.calendar.title': 'कैलेंडर में जोड़ें',
  'channels.calendar.ics': 'कैलेंडर फ़ाइल (.ics) डाउनलोड करें',
  'channels.calendar.google': 'Google कैलेंडर में जोड़ें',
  'channels.calendar.cancelled': 'यह बुकिंग रद्द है: अब यह आपके कैलेंडर में नहीं है।',
  'channels.calendar.summary': '{doctor} के साथ आयुर्वेदिक परामर्श',
  'channels.calendar.details': '{clinic} में परामर्श {id}। स्थिति देखें: {link}',
} as const satisfies Record<keyof typeof en, string>;
