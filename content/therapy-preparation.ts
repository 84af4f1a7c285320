/**
 * How a patient gets ready for a therapy session: practical advice shown with each
 * session of a programme in My Appointments. Our own writing: everyday preparation only, no
 * medical claims; the doctor's instructions always come first. One text per therapy where the
 * therapy asks for something particular, else the advice of its catalogue group.
 */
import type { Therapy } from '@content/types';
import { findTherapy } from '@content/therapies/catalogue';

interface Advice {
  en: string;
  hi: string;
}

const ALWAYS: Advice = {
  en: "Follow your doctor's instructions first. Tell the therapist at once if you feel dizzy, faint or unwell during the session.",
  hi: 'सबसे पहले अपने डॉक्टर के निर्देशों का पालन करें। सत्र के दौरान चक्कर, कमज़ोरी या बेचैनी लगे तो तुरंत थेरेपिस्ट को बताएँ।',
};

const BY_THERAPY: Record<string, Advice> = {
  abhyanga: {
    en: 'Wear loose, old clothes: the oil can stain. Eat lightly at least two hours before. Afterwards rest a little, keep warm and avoid cold drinks and cold water.',
    hi: 'ढीले और पुराने कपड़े पहनकर आएँ, तेल के दाग लग सकते हैं। सत्र से कम से कम दो घंटे पहले हल्का भोजन करें। बाद में थोड़ा आराम करें, शरीर गर्म रखें और ठंडे पेय व ठंडे पानी से बचें।',
  },
  snehana: {
    en: 'Take the medicated ghee exactly as the doctor told you, with warm water. Eat only light, warm food when you are truly hungry, drink warm water and avoid daytime sleep and hard exercise.',
    hi: 'औषधीय घी ठीक वैसे ही लें जैसे डॉक्टर ने बताया है, साथ में गुनगुना पानी। अच्छी भूख लगने पर ही हल्का, गर्म भोजन करें, गुनगुना पानी पिएँ और दिन में सोने व भारी व्यायाम से बचें।',
  },
  swedana: {
    en: 'Do not come on a full stomach. After the steam, rest for a while, drink warm water and stay out of wind, fans and cold water until the body cools down.',
    hi: 'भरे पेट न आएँ। भाप के बाद कुछ देर आराम करें, गुनगुना पानी पिएँ और शरीर सामान्य होने तक हवा, पंखे और ठंडे पानी से दूर रहें।',
  },
  vamana: {
    en: 'Come with an empty stomach, or as the doctor advises. Eat only what the doctor asked for the evening before. Plan to rest for the whole day and bring someone to take you home.',
    hi: 'खाली पेट आएँ, या जैसा डॉक्टर कहें। एक दिन पहले शाम को केवल वही खाएँ जो डॉक्टर ने बताया है। पूरे दिन आराम की योजना रखें और घर ले जाने के लिए किसी को साथ लाएँ।',
  },
  virechana: {
    en: 'Have a light, warm dinner the evening before (khichdi or rice gruel) and come with an empty stomach as the doctor advises. Stay at home for the rest of the day, sip warm water and avoid cold drinks.',
    hi: 'एक दिन पहले शाम को हल्का, गर्म भोजन करें (खिचड़ी या पेया) और डॉक्टर के कहे अनुसार खाली पेट आएँ। बाकी दिन घर पर रहें, थोड़ा-थोड़ा गुनगुना पानी पिएँ और ठंडे पेय से बचें।',
  },
  nasya: {
    en: 'Come with a light stomach and a clear nose. For an hour afterwards avoid cold air, cold water, dust and smoke, and do not sleep straight away.',
    hi: 'हल्के पेट और साफ़ नाक के साथ आएँ। बाद में एक घंटे तक ठंडी हवा, ठंडा पानी, धूल और धुएँ से बचें, और तुरंत न सोएँ।',
  },
  'shiro-dhara': {
    en: 'Wear old clothes and bring a scarf or cap: your hair will be oily. Come after a light meal. Rest quietly afterwards and avoid washing your hair with cold water the same day.',
    hi: 'पुराने कपड़े पहनें और स्कार्फ़ या टोपी साथ लाएँ, बालों में तेल रहेगा। हल्का भोजन करके आएँ। बाद में शांति से आराम करें और उसी दिन ठंडे पानी से बाल न धोएँ।',
  },
};

const BY_GROUP: Partial<Record<Therapy['category'], Advice>> = {
  basti: {
    en: 'Eat as the doctor told you: some bastis are given after a light meal, others on an empty stomach. Use the toilet before the session. Afterwards rest, keep warm and eat a light, warm meal.',
    hi: 'डॉक्टर के बताए अनुसार भोजन करें: कुछ बस्ति हल्के भोजन के बाद और कुछ खाली पेट दी जाती हैं। सत्र से पहले शौच जाएँ। बाद में आराम करें, शरीर गर्म रखें और हल्का, गर्म भोजन लें।',
  },
  swedana: {
    en: 'Wear loose, old clothes: oils and herbs can stain. Do not come on a full stomach. After the session rest, drink warm water and avoid cold drinks and cold baths.',
    hi: 'ढीले और पुराने कपड़े पहनें, तेल और जड़ी-बूटियों के दाग लग सकते हैं। भरे पेट न आएँ। सत्र के बाद आराम करें, गुनगुना पानी पिएँ और ठंडे पेय व ठंडे पानी से नहाने से बचें।',
  },
  external: {
    en: 'Wear old clothes that you do not mind staining. Come after a light meal. Keep the treated area warm afterwards and avoid cold water on it the same day.',
    hi: 'ऐसे पुराने कपड़े पहनें जिन पर दाग लगने से फ़र्क न पड़े। हल्का भोजन करके आएँ। बाद में उपचारित हिस्से को गर्म रखें और उसी दिन उस पर ठंडा पानी न डालें।',
  },
  'eye-care': {
    en: 'Do not wear eye make-up or contact lenses. Bring sunglasses, and if your eyes feel blurry afterwards, do not drive yourself home. Avoid screens and bright sun for the rest of the day.',
    hi: 'आँखों का मेकअप या कॉन्टैक्ट लेंस न लगाएँ। धूप का चश्मा साथ लाएँ, और बाद में धुंधला दिखे तो स्वयं गाड़ी चलाकर घर न जाएँ। बाकी दिन स्क्रीन और तेज़ धूप से बचें।',
  },
  bloodletting: {
    en: 'Eat a light meal beforehand and tell the doctor about any blood-thinning medicines. Keep the dressing clean and dry as you were told, and rest for the day.',
    hi: 'पहले हल्का भोजन करें और खून पतला करने वाली किसी भी दवा के बारे में डॉक्टर को बताएँ। पट्टी को बताए अनुसार साफ़ और सूखा रखें, और उस दिन आराम करें।',
  },
  'womens-health': {
    en: 'This is not given during your period: tell reception if your dates change, and we will move the session. Wear comfortable clothes and rest afterwards.',
    hi: 'यह मासिक धर्म के दिनों में नहीं दी जाती: तारीख़ बदले तो रिसेप्शन को बताएँ, हम सत्र आगे-पीछे कर देंगे। आरामदायक कपड़े पहनें और बाद में आराम करें।',
  },
};

const GENERAL: Advice = {
  en: 'Come a few minutes early, after a light meal, in loose, comfortable clothes. Drink warm water afterwards and avoid cold drinks.',
  hi: 'हल्का भोजन करके, ढीले और आरामदायक कपड़ों में कुछ मिनट पहले आएँ। बाद में गुनगुना पानी पिएँ और ठंडे पेय से बचें।',
};

/** Slugs with advice of their own (the content test checks that each is in the catalogue). */
export const PREPARATION_SLUGS = Object.keys(BY_THERAPY);

/** The preparation advice for a session of this therapy, in `locale`: its own, its group's or the general advice, then the rule that always holds. */
export function therapyPreparation(slug: string, locale: 'en' | 'hi'): string {
  const advice = BY_THERAPY[slug] ?? (BY_GROUP as Record<string, Advice | undefined>)[findTherapy(slug)?.category ?? ''] ?? GENERAL;
  return `${advice[locale]} ${ALWAYS[locale]}`;
}
