import type { Localized } from './types';

export interface HeroCopy {
  /** Spec headline: 'Heal Naturally with Ayurveda'. */
  headline: Localized;
  /** Spec tagline: 'Authentic Ayurvedic Healing Since 2019'. */
  tagline: Localized;
  /** Short paragraph under the headline. */
  text: Localized;
  /** Our own illustration. */
  image: string;
}

export interface Testimonial {
  /** Fictional patient: first name and initial. */
  name: string;
  condition: Localized;
  text: Localized;
  rating: 1 | 2 | 3 | 4 | 5;
}

export interface Sponsor {
  id: string;
  /** Fictional local partner. */
  name: string;
  logo: string;
}

export interface BookingCta {
  heading: Localized;
  text: Localized;
  button: Localized;
}

export const heroCopy: HeroCopy = {
  headline: { en: 'Heal Naturally with Ayurveda', hi: 'आयुर्वेद से पाएँ प्राकृतिक आरोग्य' },
  tagline: { en: 'Authentic Ayurvedic Healing Since 2019', hi: '2019 से प्रामाणिक आयुर्वेदिक उपचार' },
  text: {
    en: 'Personal Ayurvedic consultations and classical Panchakarma therapies in Sarona, Raipur. Our qualified physicians look at your whole health, from digestion and sleep to daily routine and state of mind, and plan gentle, natural treatment that works alongside the care of your other doctors.',
    hi: 'सरोना, रायपुर में व्यक्तिगत आयुर्वेदिक परामर्श और शास्त्रीय पंचकर्म चिकित्सा। हमारे योग्य चिकित्सक पाचन और नींद से लेकर दिनचर्या और मन की स्थिति तक, आपके पूरे स्वास्थ्य को देखते हैं, और सौम्य, प्राकृतिक उपचार की ऐसी योजना बनाते हैं जो आपके दूसरे डॉक्टरों के इलाज के साथ-साथ चले।',
  },
  image: '/images/hero.svg',
};

export const specializationsIntro: Localized = {
  en: 'From skin and hair problems to joint pain, PCOD, kidney and gallbladder stones and lifestyle disorders, our physicians combine classical Ayurvedic diagnosis with Panchakarma, herbal medicines and guidance on diet and routine. Each plan is made for you, and it works alongside the care of your other doctors.',
  hi: 'त्वचा और बालों की समस्याओं से लेकर जोड़ों के दर्द, पीसीओडी, गुर्दे और पित्ताशय की पथरी और जीवनशैली से जुड़े रोगों तक, हमारे चिकित्सक शास्त्रीय आयुर्वेदिक निदान को पंचकर्म, जड़ी-बूटी औषधियों और आहार-दिनचर्या के मार्गदर्शन के साथ जोड़ते हैं। हर योजना आपके लिए बनाई जाती है और आपके दूसरे डॉक्टरों के इलाज के साथ चलती है।',
};

export const testimonials: Testimonial[] = [
  {
    name: 'Sunita V.',
    condition: { en: 'Knee pain (osteoarthritis)', hi: 'घुटनों का दर्द (ऑस्टियोआर्थराइटिस)' },
    text: {
      en: 'For two years my knees hurt every time I climbed stairs. After a two-week course of Janu Basti, the exercises they taught me and cutting down on fried food, I can walk to the temple and back with much less pain. It still aches on cold mornings, but I manage it far better now.',
      hi: 'दो साल से सीढ़ियाँ चढ़ते समय मेरे घुटनों में दर्द होता था। दो हफ़्ते की जानु बस्ति, यहाँ सिखाए गए व्यायाम और तला-भुना कम करने के बाद अब मैं मंदिर तक पैदल आना-जाना काफ़ी कम दर्द के साथ कर लेती हूँ। ठंडी सुबहों में अब भी थोड़ा दर्द होता है, पर अब मैं उसे कहीं बेहतर संभाल पाती हूँ।',
    },
    rating: 5,
  },
  {
    name: 'Rakesh T.',
    condition: { en: 'Stress and poor sleep', hi: 'तनाव और अनिद्रा' },
    text: {
      en: 'Work stress had me waking at 3 am most nights. The doctor suggested Shiro Dhara along with an earlier dinner and less screen time at night. After the course I fall asleep more easily and wake up less often. I still do the breathing exercises every evening.',
      hi: 'काम के तनाव की वजह से ज़्यादातर रातों में मेरी नींद सुबह 3 बजे खुल जाती थी। डॉक्टर ने शिरोधारा के साथ रात का खाना जल्दी खाने और रात में मोबाइल कम देखने की सलाह दी। कोर्स के बाद अब मुझे आसानी से नींद आ जाती है और बीच में कम बार नींद टूटती है। साँस के व्यायाम मैं आज भी हर शाम करता हूँ।',
    },
    rating: 5,
  },
  {
    name: 'Farah K.',
    condition: { en: 'Eczema on the hands', hi: 'हाथों का एक्ज़िमा' },
    text: {
      en: 'The eczema on my hands flared up every winter. Over six months of medicines, diet changes and regular follow-ups, the flare-ups have become milder and less frequent. It took patience, and the doctors were honest from the start that it would not disappear overnight. They explained every step.',
      hi: 'मेरे हाथों का एक्ज़िमा हर सर्दी में उभर आता था। छह महीने की दवाइयों, खान-पान में बदलाव और नियमित फ़ॉलो-अप से अब यह कम बार और हल्का उभरता है। इसमें धैर्य लगा, और डॉक्टरों ने शुरू से ही साफ़ बताया था कि यह रातों-रात ठीक नहीं होगा। उन्होंने हर क़दम समझाया।',
    },
    rating: 5,
  },
];

/** Fictional local partners; logos are our own simple marks. */
export const sponsors: Sponsor[] = [
  { id: 'raipur-herbal-growers', name: 'Raipur Herbal Growers Cooperative', logo: '/images/sponsors/raipur-herbal-growers.svg' },
  { id: 'chhattisgarh-yoga-sangh', name: 'Chhattisgarh Yoga Sangh', logo: '/images/sponsors/chhattisgarh-yoga-sangh.svg' },
  { id: 'mahanadi-organic-farms', name: 'Mahanadi Organic Farms', logo: '/images/sponsors/mahanadi-organic-farms.svg' },
  { id: 'sarona-rwa', name: 'Sarona Residents Welfare Association', logo: '/images/sponsors/sarona-rwa.svg' },
  { id: 'vanaushadhi-research-circle', name: 'Vanaushadhi Research Circle', logo: '/images/sponsors/vanaushadhi-research-circle.svg' },
  { id: 'green-raipur-trust', name: 'Green Raipur Trust', logo: '/images/sponsors/green-raipur-trust.svg' },
];

export const bookingCta: BookingCta = {
  heading: { en: 'Take the first step towards better health', hi: 'बेहतर स्वास्थ्य की ओर पहला क़दम बढ़ाएँ' },
  text: {
    en: 'Book a consultation with our Ayurvedic physicians. Bring your reports and a list of the medicines you take, and we will plan care that suits you.',
    hi: 'हमारे आयुर्वेदिक चिकित्सकों के साथ परामर्श बुक करें। अपनी रिपोर्टें और ली जा रही दवाइयों की सूची साथ लाएँ, और हम आपके अनुकूल देखभाल की योजना बनाएँगे।',
  },
  button: { en: 'Book an Appointment', hi: 'अपॉइंटमेंट बुक करें' },
};
