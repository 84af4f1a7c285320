import type { Localized } from './types';

export interface Founder {
  /** Fictional, marked as demo. */
  name: string;
  title: Localized;
  bio: Localized;
  initials: string;
}

export type CoreValueIcon = 'leaf' | 'heart' | 'shield' | 'sparkles' | 'hand' | 'sun';

export interface CoreValue {
  icon: CoreValueIcon;
  title: Localized;
  text: Localized;
}

/** Our own illustration for the About page. */
export const aboutImage = '/images/about-clinic.svg';

/** 3 paragraphs separated by "\n\n". */
export const story: Localized = {
  en:
    `Sarona Ayurveda opened its doors in 2019 in Sarona, Raipur, with a simple aim: to offer authentic, classical Ayurveda in a clean, modern and welcoming setting. What began as a consultation room and a single therapy room has grown into a full Panchakarma centre that serves families from across Raipur and Chhattisgarh.\n\n` +
    `Our physicians hold BAMS and MD (Ayurveda) degrees, with postgraduate training in Panchakarma and Kayachikitsa (internal medicine). They are supported by trained male and female therapists who carry out every procedure under medical supervision, following the methods of the classical texts with modern standards of hygiene.\n\n` +
    `Our day-care Panchakarma suites offer the comfort of an in-patient stay without an overnight admission: private rooms, a quiet rest area, freshly prepared diet (pathya) during your course, and the same therapist through your treatment. Our herbal dispensary supplies the medicines our physicians prescribe, sourced from licensed manufacturers and trusted local growers, with clear instructions on how and when to take them.`,
  hi:
    `सरोना आयुर्वेद की शुरुआत 2019 में सरोना, रायपुर में एक सीधे-सादे उद्देश्य के साथ हुई: साफ़-सुथरे, आधुनिक और आत्मीय वातावरण में प्रामाणिक, शास्त्रीय आयुर्वेद उपलब्ध कराना। एक परामर्श कक्ष और एक चिकित्सा कक्ष से शुरू हुआ यह सफ़र आज एक पूर्ण पंचकर्म केंद्र बन चुका है, जहाँ रायपुर और पूरे छत्तीसगढ़ से परिवार आते हैं।\n\n` +
    `हमारे चिकित्सक बीएएमएस और एमडी (आयुर्वेद) उपाधिधारी हैं, जिन्होंने पंचकर्म और कायचिकित्सा में स्नातकोत्तर प्रशिक्षण लिया है। उनके साथ प्रशिक्षित पुरुष और महिला थेरेपिस्ट हैं, जो हर प्रक्रिया चिकित्सक की देखरेख में, शास्त्रीय ग्रंथों की विधि और आधुनिक स्वच्छता के मानकों के साथ करते हैं।\n\n` +
    `हमारे डे-केयर पंचकर्म सुइट में भर्ती मरीज़ जैसी सुविधा मिलती है, पर रात को रुकना नहीं पड़ता: निजी कमरे, शांत विश्राम कक्ष, उपचार के दौरान ताज़ा बना पथ्य आहार, और पूरे उपचार में एक ही थेरेपिस्ट। हमारा हर्बल औषधालय हमारे चिकित्सकों द्वारा लिखी गई औषधियाँ उपलब्ध कराता है, जो लाइसेंसधारी निर्माताओं और भरोसेमंद स्थानीय उत्पादकों से ली जाती हैं, साथ में यह साफ़ निर्देश भी कि उन्हें कैसे और कब लेना है।`,
};

export const founder: Founder = {
  name: 'Dr. Meera Sharma (demo)',
  title: {
    en: 'Founder and Chief Physician, BAMS, MD (Panchakarma)',
    hi: 'संस्थापक एवं मुख्य चिकित्सक, बीएएमएस, एमडी (पंचकर्म)',
  },
  bio: {
    en: 'Dr. Meera Sharma completed her BAMS and an MD in Panchakarma and worked for several years in Ayurvedic teaching hospitals before founding Sarona Ayurveda in 2019, to bring classical Panchakarma within easy reach of families in Raipur. Her special interests are joint and spine problems, skin conditions and lifestyle disorders. She believes in explaining every treatment clearly, setting honest expectations and working hand in hand with her patients’ other doctors.',
    hi: 'डॉ. मीरा शर्मा ने बीएएमएस और पंचकर्म में एमडी करने के बाद कई वर्षों तक आयुर्वेदिक शिक्षण अस्पतालों में काम किया, और फिर 2019 में सरोना आयुर्वेद की स्थापना की, ताकि रायपुर के परिवारों को शास्त्रीय पंचकर्म आसानी से उपलब्ध हो सके। जोड़ों और रीढ़ की समस्याएँ, त्वचा रोग और जीवनशैली से जुड़े रोग उनकी विशेष रुचि के क्षेत्र हैं। वे मानती हैं कि हर उपचार को साफ़-साफ़ समझाया जाए, रोगी को ईमानदारी से बताया जाए कि क्या उम्मीद रखें, और रोगी के दूसरे डॉक्टरों के साथ मिलकर काम किया जाए।',
  },
  initials: 'MS',
};

export const coreValues: CoreValue[] = [
  {
    icon: 'leaf',
    title: { en: 'Authentic Ayurveda', hi: 'प्रामाणिक आयुर्वेद' },
    text: {
      en: 'Classical methods from the Charaka and Sushruta Samhitas, practised with care and modern standards of hygiene.',
      hi: 'चरक और सुश्रुत संहिता की शास्त्रीय विधियाँ, सावधानी और आधुनिक स्वच्छता मानकों के साथ।',
    },
  },
  {
    icon: 'heart',
    title: { en: 'Patient first', hi: 'रोगी सर्वोपरि' },
    text: {
      en: 'Unhurried consultations, clear explanations and a plan that fits your life.',
      hi: 'बिना जल्दबाज़ी का परामर्श, साफ़ समझाई गई बातें, और आपकी ज़िंदगी में फ़िट होने वाली योजना।',
    },
  },
  {
    icon: 'shield',
    title: { en: 'Safety and honesty', hi: 'सुरक्षा और ईमानदारी' },
    text: {
      en: 'Qualified physicians, clean and safe procedures, quality-checked medicines, and honest advice, including when you need another specialist.',
      hi: 'योग्य चिकित्सक, स्वच्छ और सुरक्षित प्रक्रियाएँ, गुणवत्ता-जाँची औषधियाँ, और ईमानदार सलाह, तब भी जब आपको किसी दूसरे विशेषज्ञ की ज़रूरत हो।',
    },
  },
  {
    icon: 'hand',
    title: { en: 'Working together', hi: 'मिलकर काम' },
    text: {
      en: 'We work alongside your family doctor and specialists, because good care is shared care.',
      hi: 'हम आपके फ़ैमिली डॉक्टर और विशेषज्ञों के साथ मिलकर काम करते हैं, क्योंकि अच्छी देखभाल साझा देखभाल होती है।',
    },
  },
];

export const mission: Localized = {
  en: 'Our mission is to help people in Raipur and beyond live healthier lives through authentic, safe and personalised Ayurveda: treating illness gently at its root, teaching everyday habits that prevent it, and working openly alongside modern medicine for the good of every patient.',
  hi: 'हमारा उद्देश्य है कि प्रामाणिक, सुरक्षित और व्यक्तिगत आयुर्वेद के ज़रिए रायपुर और उससे आगे के लोग स्वस्थ जीवन जी सकें: बीमारी का उसकी जड़ से सौम्य उपचार करना, उससे बचाने वाली रोज़मर्रा की आदतें सिखाना, और हर रोगी की भलाई के लिए आधुनिक चिकित्सा के साथ खुले मन से मिलकर काम करना।',
};
