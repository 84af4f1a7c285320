import type { Localized, TreatmentPage } from '@content/types';
import { skinHairTreatment } from './skin-hair';
import { infertilityPcodTreatment } from './infertility-pcod';
import { kidneyGallbladderTreatment } from './kidney-gallbladder';
import { arthritisPainTreatment } from './arthritis-pain';
import { lifestyleTreatment } from './lifestyle';
import { glaucomaTreatment } from './glaucoma';
import { immunityTreatment } from './immunity';

/** The seven condition pages, in the order the spec lists the departments. */
export const treatments: TreatmentPage[] = [
  skinHairTreatment,
  infertilityPcodTreatment,
  kidneyGallbladderTreatment,
  arthritisPainTreatment,
  lifestyleTreatment,
  glaucomaTreatment,
  immunityTreatment,
];

/** The page whose `path` is exactly `path` (e.g. 'skin&hair'), or undefined. */
export function findTreatment(path: string): TreatmentPage | undefined {
  return treatments.find((t) => t.path === path);
}

interface DoshaNote {
  name: Localized;
  /** The elements it is made of and what it governs. */
  description: Localized;
  /** Typical signs when it is out of balance. */
  imbalance: Localized;
}

/** Content of the treatments overview page (/treatments). */
export interface TreatmentsIntro {
  title: Localized;
  /** Opening paragraph under the title. */
  lead: Localized;
  /** Our own illustration. */
  image: string;
  holisticCare: {
    heading: Localized;
    /** 2 paragraphs separated by "\n\n". */
    body: Localized;
  };
  whyChooseAyurveda: {
    heading: Localized;
    /** 4-6 short points. */
    points: Localized<string[]>;
  };
  ourApproach: {
    heading: Localized;
    /** Prakriti and vikriti, 2 paragraphs separated by "\n\n". */
    body: Localized;
    /** Vata, pitta and kapha, in that order. */
    doshas: DoshaNote[];
  };
  /** Ayurveda complements, not replaces, emergency and specialist care. */
  closingNote: Localized;
}

export const treatmentsIntro: TreatmentsIntro = {
  title: { en: 'Our Treatments', hi: 'हमारे उपचार' },
  lead: {
    en: 'At Sarona Ayurveda we care for long-standing health problems with the time-tested methods of Ayurveda: careful diagnosis, personalised herbal medicines, Panchakarma therapies and practical advice on diet and daily routine. Every plan is made for one person, not for a disease name.',
    hi: 'सरोना आयुर्वेद में हम पुरानी स्वास्थ्य समस्याओं की देखभाल आयुर्वेद के परखे हुए तरीक़ों से करते हैं: सावधानी से किया गया निदान, व्यक्तिगत जड़ी-बूटी औषधियाँ, पंचकर्म चिकित्सा, और आहार व दिनचर्या पर व्यावहारिक सलाह। हर योजना एक व्यक्ति के लिए बनती है, किसी बीमारी के नाम के लिए नहीं।',
  },
  image: '/images/treatments/treatments-intro.svg',
  holisticCare: {
    heading: { en: 'Holistic Ayurvedic care', hi: 'समग्र आयुर्वेदिक देखभाल' },
    body: {
      en:
        `Ayurveda sees health as a balance of body, mind and senses, supported by good digestion, sound sleep and a steady routine. Instead of treating a symptom alone, we look for what keeps an illness going: what you eat and when, how well you digest it, how you sleep, the stress you carry, the season and your stage of life.\n\n` +
        `Care usually combines three things: shodhana, cleansing therapies such as Panchakarma that remove accumulated doshas; shamana, herbal medicines and diet that settle the remaining imbalance; and rasayana, rejuvenation that strengthens the body afterwards. Our physicians explain every step, and you are welcome to ask questions at each visit.`,
      hi:
        `आयुर्वेद स्वास्थ्य को शरीर, मन और इंद्रियों के संतुलन के रूप में देखता है, जिसे अच्छा पाचन, गहरी नींद और नियमित दिनचर्या सहारा देते हैं। केवल किसी एक लक्षण का इलाज करने के बजाय हम यह देखते हैं कि बीमारी को बनाए रखने वाली बातें क्या हैं: आप क्या और कब खाते हैं, उसे कितनी अच्छी तरह पचाते हैं, कैसी नींद लेते हैं, कितना तनाव झेलते हैं, कौन-सी ऋतु है और आप जीवन के किस पड़ाव पर हैं।\n\n` +
        `उपचार में आमतौर पर तीन बातें साथ चलती हैं: शोधन, यानी पंचकर्म जैसी चिकित्सा जो जमा हुए दोषों को बाहर निकालती है; शमन, यानी औषधियाँ और आहार जो बचे हुए असंतुलन को शांत करते हैं; और रसायन, यानी कायाकल्प, जो बाद में शरीर को बल देता है। हमारे चिकित्सक हर चरण समझाते हैं, और हर मुलाक़ात पर आप खुलकर सवाल पूछ सकते हैं।`,
    },
  },
  whyChooseAyurveda: {
    heading: { en: 'Why choose Ayurveda', hi: 'आयुर्वेद क्यों चुनें' },
    points: {
      en: [
        'Personalised: treatment is planned for your body constitution, not only for the diagnosis',
        'Looks for the root cause: digestion, diet, routine and stress are treated together with the symptoms',
        'Gentle therapies with natural medicines, given by trained therapists under a physician’s supervision',
        'Works well alongside modern medicine for long-term conditions',
        'Teaches habits you can keep: diet, daily routine, yoga and seasonal care',
        'Puts as much weight on preventing illness as on treating it',
      ],
      hi: [
        'व्यक्तिगत: उपचार केवल रोग के नाम से नहीं, आपकी शारीरिक प्रकृति के अनुसार तय होता है',
        'मूल कारण पर ध्यान: लक्षणों के साथ-साथ पाचन, आहार, दिनचर्या और तनाव का भी उपचार',
        'प्राकृतिक औषधियों से सौम्य चिकित्सा, जो प्रशिक्षित थेरेपिस्ट चिकित्सक की देखरेख में देते हैं',
        'लंबी बीमारियों में आधुनिक चिकित्सा के साथ अच्छी तरह चलता है',
        'ऐसी आदतें सिखाता है जो आप निभा सकें: आहार, दिनचर्या, योग और ऋतु के अनुसार देखभाल',
        'बीमारी के इलाज जितना ही ज़ोर बीमारी से बचाव पर',
      ],
    },
  },
  ourApproach: {
    heading: { en: 'Our approach: prakriti and vikriti', hi: 'हमारा दृष्टिकोण: प्रकृति और विकृति' },
    body: {
      en:
        `Every person is born with a unique mix of the three doshas, vata, pitta and kapha, the working forces that govern body and mind. This mix is your prakriti, your body constitution. It stays with you for life and explains why two people react differently to the same food, weather or medicine.\n\n` +
        `Vikriti is your present state: the imbalance that has built up through diet, habits, season, stress or illness. At your first visit the physician assesses both, through conversation, pulse examination (nadi pariksha), a look at the tongue, skin and eyes, and your reports, and then plans treatment that brings the vikriti back towards your natural balance.`,
      hi:
        `हर व्यक्ति तीन दोषों, वात, पित्त और कफ, के एक अनोखे मेल के साथ जन्म लेता है; यही दोष शरीर और मन के कामकाज को चलाते हैं। यह मेल आपकी प्रकृति है, यानी आपकी शारीरिक बनावट और स्वभाव। यह जीवन भर साथ रहती है, और इसी से समझ आता है कि एक ही भोजन, मौसम या दवा पर दो लोगों की प्रतिक्रिया अलग क्यों होती है।\n\n` +
        `विकृति आपकी वर्तमान स्थिति है: वह असंतुलन जो आहार, आदतों, ऋतु, तनाव या बीमारी से पैदा हुआ है। पहली मुलाक़ात में चिकित्सक बातचीत, नाड़ी परीक्षा, जीभ, त्वचा और आँखों की जाँच और आपकी रिपोर्टों के आधार पर दोनों का आकलन करते हैं, और फिर ऐसा उपचार तय करते हैं जो विकृति को आपके स्वाभाविक संतुलन की ओर वापस ले जाए।`,
    },
    doshas: [
      {
        name: { en: 'Vata', hi: 'वात' },
        description: {
          en: 'Air and space. Governs movement: breathing, circulation, the nerves, elimination and the flow of thoughts.',
          hi: 'वायु और आकाश। गति को नियंत्रित करता है: साँस, रक्त संचार, नसें, मल-मूत्र का त्याग और विचारों का प्रवाह।',
        },
        imbalance: {
          en: 'Dryness, pain and stiffness, constipation, anxiety and poor sleep.',
          hi: 'रूखापन, दर्द और अकड़न, क़ब्ज़, बेचैनी और कम नींद।',
        },
      },
      {
        name: { en: 'Pitta', hi: 'पित्त' },
        description: {
          en: 'Fire and water. Governs transformation: digestion, metabolism, body heat, vision and a sharp mind.',
          hi: 'अग्नि और जल। परिवर्तन को नियंत्रित करता है: पाचन, चयापचय, शरीर की गर्मी, दृष्टि और तेज़ बुद्धि।',
        },
        imbalance: {
          en: 'Acidity, inflammation, skin rashes, excess heat and irritability.',
          hi: 'एसिडिटी, सूजन और जलन, त्वचा पर चकत्ते, ज़्यादा गर्मी और चिड़चिड़ापन।',
        },
      },
      {
        name: { en: 'Kapha', hi: 'कफ' },
        description: {
          en: 'Earth and water. Governs structure and stability: strength, lubrication of the joints, and resistance.',
          hi: 'पृथ्वी और जल। संरचना और स्थिरता को नियंत्रित करता है: बल, जोड़ों की चिकनाई और प्रतिरोधक क्षमता।',
        },
        imbalance: {
          en: 'Heaviness, weight gain, congestion, sluggish digestion and lethargy.',
          hi: 'भारीपन, वज़न बढ़ना, कफ जमना, सुस्त पाचन और आलस्य।',
        },
      },
    ],
  },
  closingNote: {
    en: 'Ayurveda complements modern medicine; it does not replace emergency or specialist care. Please continue the medicines your doctors have prescribed and bring your reports to your consultation. In an emergency, such as chest pain, difficulty in breathing, signs of a stroke, severe bleeding or a serious injury, go straight to the nearest hospital or call 108.',
    hi: 'आयुर्वेद आधुनिक चिकित्सा का पूरक है; यह आपातकालीन या विशेषज्ञ इलाज की जगह नहीं लेता। कृपया अपने डॉक्टरों की दी हुई दवाइयाँ जारी रखें और परामर्श पर अपनी रिपोर्टें साथ लाएँ। सीने में दर्द, साँस लेने में तकलीफ़, लकवे के लक्षण, ज़्यादा ख़ून बहना या गंभीर चोट जैसी आपात स्थिति में सीधे नज़दीकी अस्पताल जाएँ या 108 पर कॉल करें।',
  },
};
