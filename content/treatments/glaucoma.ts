import type { TreatmentPage } from '@content/types';

export const glaucomaTreatment: TreatmentPage = {
  path: 'glucoma',
  department: 'Glaucoma',
  title: { en: 'Glaucoma', hi: 'ग्लूकोमा (काला मोतिया)' },
  summary: {
    en: "Supportive Ayurvedic care for general eye health, stress and related conditions, alongside (never instead of) your ophthalmologist's glaucoma treatment.",
    hi: 'आँखों की सामान्य सेहत, तनाव और जुड़ी हुई बीमारियों के लिए सहायक आयुर्वेदिक देखभाल, आपके नेत्र विशेषज्ञ के ग्लूकोमा इलाज के साथ, उसकी जगह कभी नहीं।',
  },
  image: '/images/treatments/glaucoma.svg',
  sections: {
    about: {
      en:
        `Glaucoma is a group of eye diseases in which the optic nerve, which carries sight from the eye to the brain, is slowly damaged, usually in connection with raised pressure inside the eye. It is one of the leading causes of permanent blindness. The most common form, open-angle glaucoma, causes no pain and no early symptoms: side vision is lost gradually, and many people notice only after much damage has been done. Vision already lost to glaucoma cannot be brought back, which is why early detection and regular treatment matter so much.\n\n` +
        `The risk is higher after the age of 40, with a family history of glaucoma, with diabetes or high short-sightedness, with long-term use of steroid medicines, and after an eye injury. A less common form, angle-closure glaucoma, can come on suddenly with severe eye pain, a red eye, blurred vision, haloes around lights, headache and vomiting. This is an emergency.\n\n` +
        `Ayurvedic texts describe a group of serious eye diseases called Adhimantha, with severe pain in the eye and head and a risk of losing sight, which some scholars compare with glaucoma. Today, proven treatment that lowers eye pressure, with eye drops, laser or surgery, is the foundation of glaucoma care.`,
      hi:
        `ग्लूकोमा, जिसे आम बोलचाल में काला मोतिया कहते हैं, आँखों की बीमारियों का एक समूह है जिसमें आँख से दिमाग़ तक दृष्टि पहुँचाने वाली ऑप्टिक नस धीरे-धीरे क्षतिग्रस्त होती है, आमतौर पर आँख के भीतर बढ़े हुए दबाव के कारण। यह स्थायी अंधेपन के प्रमुख कारणों में से एक है। इसका सबसे आम प्रकार, ओपन-एंगल ग्लूकोमा, न दर्द करता है और न शुरुआत में कोई लक्षण देता है: किनारे की दृष्टि धीरे-धीरे घटती है, और बहुत से लोगों को तब पता चलता है जब काफ़ी नुक़सान हो चुका होता है। ग्लूकोमा से जा चुकी दृष्टि वापस नहीं आती, इसीलिए जल्दी पहचान और नियमित इलाज इतना ज़रूरी है।\n\n` +
        `40 की उम्र के बाद, परिवार में ग्लूकोमा होने पर, डायबिटीज़ होने या चश्मे का माइनस नंबर ज़्यादा होने पर, लंबे समय तक स्टेरॉइड दवाइयाँ लेने पर और आँख में चोट के बाद इसका ख़तरा बढ़ जाता है। इसका एक कम आम प्रकार, एंगल-क्लोज़र ग्लूकोमा, अचानक हो सकता है, जिसमें आँख में तेज़ दर्द, आँख लाल होना, धुंधला दिखना, रोशनी के चारों ओर घेरे दिखना, सिरदर्द और उल्टी होती है। यह आपात स्थिति है।\n\n` +
        `आयुर्वेदिक ग्रंथों में अधिमंथ नाम से आँख के गंभीर रोगों का वर्णन है, जिनमें आँख और सिर में तेज़ दर्द होता है और दृष्टि जाने का ख़तरा रहता है; कुछ विद्वान इसकी तुलना ग्लूकोमा से करते हैं। आज ग्लूकोमा के इलाज की नींव आँख का दबाव घटाने वाला प्रमाणित उपचार है, यानी आई ड्रॉप, लेज़र या ऑपरेशन।`,
    },
    approach: {
      en:
        `Ayurveda's role in glaucoma is supportive only. The treatment that protects your sight is pressure-lowering care from your ophthalmologist, with regular checks of eye pressure, the optic nerve and the field of vision. We ask every glaucoma patient for the latest eye report and the name of their eye doctor; if you do not yet have one, we will refer you before starting anything.\n\n` +
        `Alongside that care we look after your overall health and the conditions that affect the eyes: steady blood sugar and blood pressure, good sleep, stress control and digestion. Gentle therapies may help with comfort and relaxation: Nasya (medicated drops in the nose), Shiro Dhara to calm the mind, and Netra Dhara, in which a mild, cool herbal decoction is poured over the closed eyes. Any procedure near or in the eye is discussed with you first and, where needed, with your ophthalmologist, and we avoid anything that could irritate the eye or raise its pressure, such as strong medicated collyrium (anjana) or head-down positions.\n\n` +
        `We will remind you about your drops and your check-up dates. If your eye doctor changes your treatment, please tell us; if we notice anything worrying, we will send you back to them the same day.`,
      hi:
        `ग्लूकोमा में आयुर्वेद की भूमिका केवल सहायक है। आपकी दृष्टि को बचाने वाला इलाज नेत्र विशेषज्ञ द्वारा आँख का दबाव घटाने वाला उपचार है, साथ में आँख के दबाव, ऑप्टिक नस और दृष्टि-क्षेत्र (विज़ुअल फ़ील्ड) की नियमित जाँच। हम हर ग्लूकोमा रोगी से आँखों की ताज़ा रिपोर्ट और उनके नेत्र विशेषज्ञ का नाम माँगते हैं; अगर अभी आप किसी नेत्र विशेषज्ञ को नहीं दिखा रहे, तो कुछ भी शुरू करने से पहले हम आपको उनके पास भेजेंगे।\n\n` +
        `उस इलाज के साथ-साथ हम आपके संपूर्ण स्वास्थ्य और आँखों पर असर डालने वाली बीमारियों का ध्यान रखते हैं: नियंत्रित ब्लड शुगर और ब्लड प्रेशर, अच्छी नींद, तनाव पर नियंत्रण और पाचन। कुछ सौम्य चिकित्साएँ आराम और मन की शांति में मदद कर सकती हैं: नस्य (नाक में औषधीय बूँदें), मन को शांत करने के लिए शिरोधारा, और नेत्र धारा, जिसमें बंद आँखों पर हल्का, ठंडा हर्बल काढ़ा धार से डाला जाता है। आँख के पास या आँख में होने वाली हर प्रक्रिया के बारे में पहले आपसे और ज़रूरत हो तो आपके नेत्र विशेषज्ञ से बात की जाती है, और हम ऐसी किसी भी चीज़ से बचते हैं जो आँख में जलन करे या उसका दबाव बढ़ाए, जैसे तेज़ औषधीय अंजन या सिर नीचे रखने वाली स्थितियाँ।\n\n` +
        `हम आपको आई ड्रॉप और जाँच की तारीख़ों की याद दिलाते रहेंगे। अगर आपके नेत्र विशेषज्ञ इलाज बदलें तो हमें बताएँ; और अगर हमें कोई चिंताजनक बात दिखे, तो हम उसी दिन आपको उनके पास वापस भेजेंगे।`,
    },
    therapies: ['eye-disorders', 'nasya', 'shiro-dhara', 'netra-dhara'],
    whatToExpect: {
      en: [
        'Consultation with your latest eye report (eye pressure, visual field, OCT) and the list of your eye drops',
        'Referral to an ophthalmologist first if you are not already under one',
        'A supportive plan: diet, daily routine, stress care, and control of sugar and blood pressure',
        'Gentle therapy sessions where suitable, usually over 7 to 14 days',
        'Eye check-ups with your ophthalmologist continue as scheduled, often every 3 to 6 months',
      ],
      hi: [
        'आँखों की ताज़ा रिपोर्ट (आँख का दबाव, विज़ुअल फ़ील्ड, ओसीटी) और अपनी आई ड्रॉप की सूची के साथ परामर्श',
        'अगर आप किसी नेत्र विशेषज्ञ की देखरेख में नहीं हैं, तो पहले उनके पास रेफ़र',
        'सहायक योजना: आहार, दिनचर्या, तनाव की देखभाल, और शुगर व ब्लड प्रेशर पर नियंत्रण',
        'उपयुक्त हो तो सौम्य चिकित्सा, आमतौर पर 7 से 14 दिन',
        'नेत्र विशेषज्ञ के पास तय समय पर जाँच जारी रहती है, अक्सर हर 3 से 6 महीने में',
      ],
    },
    lifestyle: {
      en: [
        'Use your eye drops exactly as prescribed, every day, even when your eyes feel fine',
        'Avoid head-down yoga postures such as Shirshasana (headstand) and long inverted poses, which raise eye pressure',
        'Regular moderate exercise such as brisk walking is good; avoid heavy straining and holding your breath while lifting',
        'Drink water in small amounts through the day rather than a large quantity at once, and keep tea and coffee moderate',
        'Tell every doctor you see that you have glaucoma: steroids and some cold, allergy and bladder medicines can raise eye pressure or, in some types of glaucoma, trigger an attack',
        'Eat green leafy vegetables, fruit and amla, protect your eyes from injury, and ask close family members over 40 to have their eyes checked',
      ],
      hi: [
        'आई ड्रॉप ठीक वैसे ही डालें जैसे बताया गया है, हर दिन, तब भी जब आँखें ठीक लगें',
        'शीर्षासन जैसे सिर नीचे वाले योगासन और देर तक उलटी मुद्राओं से बचें, क्योंकि इनसे आँख का दबाव बढ़ता है',
        'तेज़ चलने जैसा नियमित, मध्यम व्यायाम अच्छा है; भारी ज़ोर लगाने और वज़न उठाते समय साँस रोकने से बचें',
        'एक साथ बहुत सारा पानी पीने के बजाय दिन भर थोड़ा-थोड़ा पिएँ, और चाय-कॉफ़ी सीमित रखें',
        'हर डॉक्टर को बताएँ कि आपको ग्लूकोमा है: स्टेरॉइड और सर्दी-ज़ुकाम, एलर्जी व पेशाब की कुछ दवाइयाँ आँख का दबाव बढ़ा सकती हैं या कुछ प्रकार के ग्लूकोमा में अचानक दौरा ला सकती हैं',
        'हरी पत्तेदार सब्ज़ियाँ, फल और आंवला खाएँ, आँखों को चोट से बचाएँ, और 40 से ऊपर के नज़दीकी परिजनों की आँखें भी जँचवाएँ',
      ],
    },
    caution: {
      en: `Glaucoma damage is permanent. Ayurvedic care cannot replace pressure-lowering treatment by your ophthalmologist and cannot bring back lost vision, and the results of supportive care vary from person to person. Never stop or reduce your prescribed eye drops, and keep every appointment with your eye doctor. Go to an eye hospital or emergency service today if you have sudden eye pain, a red eye, blurred vision, haloes or rainbow-coloured rings around lights, a severe headache, or nausea and vomiting with eye pain: this may be acute angle-closure glaucoma, which can cause permanent loss of sight within hours to days without treatment. Go the same day, too, for any sudden loss of vision or a curtain or shadow across your sight.`,
      hi: `ग्लूकोमा से हुआ नुक़सान स्थायी होता है। आयुर्वेदिक देखभाल नेत्र विशेषज्ञ के दबाव घटाने वाले इलाज की जगह नहीं ले सकती और जा चुकी दृष्टि वापस नहीं ला सकती, और सहायक देखभाल के परिणाम हर व्यक्ति में अलग होते हैं। अपनी आई ड्रॉप कभी बंद या कम न करें, और नेत्र विशेषज्ञ के पास हर जाँच पर जाएँ। अगर आँख में अचानक दर्द हो, आँख लाल हो, धुंधला दिखे, रोशनी के चारों ओर घेरे या इंद्रधनुषी छल्ले दिखें, तेज़ सिरदर्द हो, या आँख के दर्द के साथ जी मिचलाए और उल्टी हो, तो आज ही आँखों के अस्पताल या आपातकालीन सेवा में जाएँ: यह एक्यूट एंगल-क्लोज़र ग्लूकोमा हो सकता है, जो इलाज के बिना कुछ घंटों से कुछ दिनों में स्थायी रूप से दृष्टि छीन सकता है। अचानक दिखना बंद होने या नज़र के आगे पर्दा या परछाईं आने पर भी उसी दिन जाएँ।`,
    },
  },
};
