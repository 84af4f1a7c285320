import type { staffHours as en } from '@core/i18n/en/staff/hours';

export const staffHours = {
  'staff.hours.legend': 'हर दिन का समय',
  'staff.hours.hint': 'जिस दिन बंद हो उसका निशान हटाएँ। ब्रेक (लंच) वैकल्पिक है; आधे दिन के लिए बस बंद होने का समय पहले रखें।',
  'staff.hours.open': 'खुला',
  'staff.hours.from': 'से',
  'staff.hours.to': 'तक',
  'staff.hours.breakFrom': 'ब्रेक से',
  'staff.hours.breakTo': 'ब्रेक तक',
  'staff.hours.addBreak': '{day} को ब्रेक जोड़ें',
  'staff.hours.removeBreak': '{day} का ब्रेक हटाएँ',
  'staff.hours.closed': 'बंद',
  'staff.hours.endBeforeStart': 'अंत का समय आरंभ के बाद का होना चाहिए',
  'staff.hours.breakOutsideDay': 'ब्रेक दिन के समय के भीतर हो और आरंभ के बाद ख़त्म हो',
  'staff.hours.sevenDays': 'सातों दिनों का समय दें',
  'staff.hours.noOpenDay': 'कम से कम एक दिन चुनें जब क्लिनिक खुला रहता है',
  'staff.hours.outsideClinic':
    'यह समय क्लिनिक के समय से बाहर है: {day} को क्लिनिक {clinicHours} खुला रहता है। उस दिन का समय बदलें, या पहले क्लिनिक का।',
  'staff.hours.clinicClosedOn': 'यह समय क्लिनिक के समय से बाहर है: {day} को क्लिनिक बंद रहता है। उस दिन छुट्टी रखें, या पहले क्लिनिक उस दिन खोलें।',
  'staff.hours.staffOutside': 'नए समय में स्टाफ़ का काम क्लिनिक बंद रहते होगा: {conflicts}। पहले उनका समय बदलें, फिर क्लिनिक का।',
  'staff.hours.slotOutside': 'यह समय क्लिनिक के समय से बाहर है (खुलने से पहले, ब्रेक में या बंद होने के बाद)।',
} satisfies Record<keyof typeof en, string>;
