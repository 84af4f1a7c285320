/**
 * The privacy notice (India's Digital Personal Data Protection Act 2023), in plain language.
 * Changing what it says means a new PRIVACY_NOTICE_VERSION (core/schemas/auth.ts): consent is
 * recorded with the version a patient agreed to.
 */
import type { Localized } from './types';

export interface PrivacySection {
  heading: Localized;
  /** Paragraphs; a line starting with "- " is a list item. */
  body: Localized<string[]>;
}

export const privacyIntro: Localized = {
  en: 'Sarona Ayurveda ("the clinic", "we") runs this website and the booking app. This notice explains, in plain words, what personal data we collect, why, who else sees it, how long we keep it and the rights you have under India’s Digital Personal Data Protection Act, 2023 (DPDP Act). The clinic is the Data Fiduciary: it decides how your data is used.',
  hi: 'सरोना आयुर्वेद ("क्लिनिक", "हम") यह वेबसाइट और बुकिंग ऐप चलाता है। यह सूचना सरल शब्दों में बताती है कि हम कौन-सा व्यक्तिगत डेटा लेते हैं, क्यों लेते हैं, और कौन उसे देखता है, हम उसे कितने समय तक रखते हैं और भारत के डिजिटल व्यक्तिगत डेटा संरक्षण अधिनियम, 2023 (DPDP अधिनियम) के तहत आपके क्या अधिकार हैं। क्लिनिक डेटा फ़िड्यूशियरी है: वही तय करता है कि आपका डेटा कैसे उपयोग होगा।',
};

export const privacySections: PrivacySection[] = [
  {
    heading: { en: 'What we collect', hi: 'हम क्या जानकारी लेते हैं' },
    body: {
      en: [
        '- Your name, mobile number and, if you give them, your e-mail address and age.',
        '- Your consultations: doctor, date and time, department, the symptoms you write, prescriptions, amounts and payment status (including the UPI reference you enter).',
        '- Feedback you choose to give after a consultation.',
        '- Technical data needed to keep your account safe: a session cookie, the time and IP address of sign-ins and of one-time code requests.',
        'We do not use advertising or tracking cookies, and we do not sell your data.',
      ],
      hi: [
        '- आपका नाम, मोबाइल नंबर और, यदि आप दें, तो आपका ई-मेल पता और उम्र।',
        '- आपके परामर्श: डॉक्टर, तारीख़ और समय, विभाग, आपके लिखे लक्षण, दवा-पर्ची, राशि और भुगतान की स्थिति (आपके डाले गए UPI संदर्भ सहित)।',
        '- परामर्श के बाद आपके द्वारा दिया गया फ़ीडबैक।',
        '- आपका खाता सुरक्षित रखने के लिए ज़रूरी तकनीकी जानकारी: एक सत्र कुकी, साइन-इन और कोड मँगाने का समय और IP पता।',
        'हम विज्ञापन या ट्रैकिंग कुकी का उपयोग नहीं करते, और आपका डेटा बेचते नहीं हैं।',
      ],
    },
  },
  {
    heading: { en: 'Why we use it', hi: 'हम इसका उपयोग क्यों करते हैं' },
    body: {
      en: [
        '- To verify your phone number and sign you in.',
        '- To book, confirm, remind you about and hold your consultations, and for your doctor to treat you.',
        '- To record payments and keep the medical and tax records the law requires.',
        '- To answer your messages and improve our care from your feedback.',
        'We use your data on the basis of the consent you give when you create your account, and where the law requires us to keep records.',
      ],
      hi: [
        '- आपका फ़ोन नंबर सत्यापित करने और आपको साइन इन कराने के लिए।',
        '- आपके परामर्श बुक करने, पुष्टि करने, याद दिलाने और करवाने के लिए, और ताकि आपके डॉक्टर आपका इलाज कर सकें।',
        '- भुगतान दर्ज करने और क़ानून द्वारा आवश्यक चिकित्सा और कर रिकॉर्ड रखने के लिए।',
        '- आपके संदेशों का उत्तर देने और आपके फ़ीडबैक से हमारी सेवा बेहतर करने के लिए।',
        'हम आपका डेटा खाता बनाते समय दी गई आपकी सहमति के आधार पर, और जहाँ क़ानून रिकॉर्ड रखने को कहता है, वहाँ उपयोग करते हैं।',
      ],
    },
  },
  {
    heading: { en: 'Who else sees it', hi: 'और कौन इसे देखता है' },
    body: {
      en: [
        '- The clinic’s doctors and reception staff, only as needed for your care.',
        '- Our SMS and e-mail providers, to deliver codes, confirmations and reminders.',
        '- Our payment provider, if you pay online.',
        'These providers act on our instructions (Data Processors) and may not use your data for anything else. We share data with authorities only when the law requires it.',
      ],
      hi: [
        '- क्लिनिक के डॉक्टर और रिसेप्शन स्टाफ़, केवल आपके इलाज के लिए जितना ज़रूरी हो।',
        '- हमारे SMS और ई-मेल प्रदाता, कोड, पुष्टि और अनुस्मारक भेजने के लिए।',
        '- हमारा भुगतान प्रदाता, यदि आप ऑनलाइन भुगतान करते हैं।',
        'ये प्रदाता हमारे निर्देशों पर काम करते हैं (डेटा प्रोसेसर) और आपके डेटा का किसी और काम में उपयोग नहीं कर सकते। हम डेटा अधिकारियों को केवल तभी देते हैं जब क़ानून ऐसा कहे।',
      ],
    },
  },
  {
    heading: { en: 'How long we keep it', hi: 'हम इसे कितने समय तक रखते हैं' },
    body: {
      en: [
        'Your account data is kept while you have an account. One-time codes expire after 10 minutes and records of code requests are removed after an hour. Sessions end after 7 days or when you sign out.',
        'When you delete your account, your name, phone number, e-mail and age are removed at once, and your bookings still to come are cancelled (the clinic is told, so it can refund what you paid for them). Your past consultations and payments stay in the clinic’s records without your name or contact details, for as long as medical and tax rules require.',
      ],
      hi: [
        'खाते का डेटा तब तक रखा जाता है जब तक आपका खाता है। एक बार के कोड 10 मिनट में समाप्त हो जाते हैं और कोड मँगाने के रिकॉर्ड एक घंटे बाद हटा दिए जाते हैं। सत्र 7 दिन बाद या साइन आउट करने पर समाप्त हो जाता है।',
        'जब आप अपना खाता हटाते हैं, तो आपका नाम, फ़ोन नंबर, ई-मेल और उम्र तुरंत हटा दिए जाते हैं, और आपकी आगे की बुकिंग रद्द हो जाती हैं (क्लिनिक को इसकी सूचना जाती है, ताकि उनके लिए किया गया भुगतान वह लौटा सके)। आपके पुराने परामर्श और भुगतान क्लिनिक के रिकॉर्ड में बिना आपके नाम या संपर्क के रहते हैं, जितने समय तक चिकित्सा और कर नियम कहते हैं।',
      ],
    },
  },
  {
    heading: { en: 'Your rights', hi: 'आपके अधिकार' },
    body: {
      en: [
        '- Access: download all your data from your profile with “Download my data”.',
        '- Correction: change your name, e-mail, age or phone number from your profile at any time.',
        '- Erasure and withdrawing consent: use “Delete my account” on your profile. Withdrawing consent does not affect what was done before.',
        '- Nominate someone to use these rights for you if you die or cannot act, by writing to us.',
        '- Complain: write to our Grievance Officer at care@sarona-ayurveda.example. We answer within 30 days. If you are not satisfied, you can complain to the Data Protection Board of India.',
      ],
      hi: [
        '- पहुँच: अपनी प्रोफ़ाइल से “मेरा डेटा डाउनलोड करें” द्वारा अपना सारा डेटा डाउनलोड करें।',
        '- सुधार: अपना नाम, ई-मेल, उम्र या फ़ोन नंबर कभी भी अपनी प्रोफ़ाइल से बदलें।',
        '- हटाना और सहमति वापस लेना: अपनी प्रोफ़ाइल पर “मेरा खाता हटाएँ” का उपयोग करें। सहमति वापस लेने से पहले किया गया काम प्रभावित नहीं होता।',
        '- हमें लिखकर किसी व्यक्ति को नामित करें जो आपकी मृत्यु या असमर्थता की स्थिति में ये अधिकार उपयोग कर सके।',
        '- शिकायत: हमारे शिकायत अधिकारी को care@sarona-ayurveda.example पर लिखें। हम 30 दिनों में उत्तर देते हैं। संतुष्ट न होने पर आप भारतीय डेटा संरक्षण बोर्ड में शिकायत कर सकते हैं।',
      ],
    },
  },
  {
    heading: { en: 'Children', hi: 'बच्चे' },
    body: {
      en: ['Patients under 18 should be registered and booked by a parent or guardian, who gives consent on their behalf.'],
      hi: ['18 वर्ष से कम आयु के मरीज़ों का पंजीकरण और बुकिंग माता-पिता या अभिभावक करें, जो उनकी ओर से सहमति देते हैं।'],
    },
  },
  {
    heading: { en: 'How we protect it', hi: 'हम इसे कैसे सुरक्षित रखते हैं' },
    body: {
      en: [
        'Sign-in needs a one-time code sent to your phone; codes and session keys are stored only in scrambled (hashed) form; the session cookie cannot be read by scripts; the site is served over HTTPS; staff see only what their role needs. If a breach affects you, we will tell you and the Data Protection Board as the law requires.',
      ],
      hi: [
        'साइन इन के लिए आपके फ़ोन पर भेजा गया एक बार का कोड ज़रूरी है; कोड और सत्र कुंजियाँ केवल बदले हुए (हैश) रूप में रखी जाती हैं; सत्र कुकी को स्क्रिप्ट नहीं पढ़ सकतीं; साइट HTTPS पर चलती है; स्टाफ़ केवल उतना देखता है जितना उसकी भूमिका के लिए ज़रूरी है। यदि किसी सेंधमारी से आप प्रभावित होते हैं, तो हम क़ानून के अनुसार आपको और डेटा संरक्षण बोर्ड को सूचित करेंगे।',
      ],
    },
  },
  {
    heading: { en: 'Changes to this notice', hi: 'इस सूचना में बदलाव' },
    body: {
      en: [
        'Each version of this notice has a version number. If we change what we do with your data, we will publish a new version and ask for your consent again where needed.',
      ],
      hi: [
        'इस सूचना के हर संस्करण की एक संख्या होती है। यदि हम आपके डेटा के उपयोग में बदलाव करते हैं, तो हम नया संस्करण प्रकाशित करेंगे और जहाँ ज़रूरी हो, फिर से आपकी सहमति माँगेंगे।',
      ],
    },
  },
];
