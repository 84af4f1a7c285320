import type { TreatmentPage } from '@content/types';

export const immunityTreatment: TreatmentPage = {
  path: 'immunity',
  department: 'Immunity booster dose',
  title: { en: 'Immunity booster dose', hi: 'रोग प्रतिरोधक क्षमता बढ़ाने की ख़ुराक' },
  summary: {
    en: "A seasonal Rasayana course of herbs, diet and gentle therapies to support the body's natural resistance (vyadhikshamatva).",
    hi: 'जड़ी-बूटियों, आहार और सौम्य चिकित्सा का मौसमी रसायन कोर्स, जो शरीर की स्वाभाविक रोग प्रतिरोधक क्षमता (व्याधिक्षमत्व) को सहारा देता है।',
  },
  image: '/images/treatments/immunity.svg',
  sections: {
    about: {
      en:
        `Immunity is the body's ability to resist illness and recover from it. Ayurveda calls it vyadhikshamatva, literally "the capacity to withstand disease", and links it to ojas, the essence of well-digested nourishment that gives strength and stability. Immunity is shaped by many things: age, nutrition, sleep, stress, physical activity, long-term illnesses such as diabetes, and vaccination. It is not a single switch that can simply be turned up.\n\n` +
        `Some people come to us because they catch colds, coughs or throat infections often, feel tired for weeks after an illness, or want to prepare for the change of seasons, when infections rise. Others are recovering from a long illness, are older, or have a demanding routine and want to look after their health.\n\n` +
        `Ayurveda describes three kinds of strength (bala): sahaja, the strength one is born with; kalaja, which changes with age and season; and yuktikrita, the strength that can be built through the right diet, daily routine and Rasayana (rejuvenation) therapy. Our immunity course works on this third kind.`,
      hi:
        `रोग प्रतिरोधक क्षमता शरीर की वह शक्ति है जिससे वह बीमारियों का सामना करता है और उनसे उबरता है। आयुर्वेद इसे व्याधिक्षमत्व कहता है, यानी "रोग को सहने और रोकने की क्षमता", और इसे ओज से जोड़ता है, जो अच्छी तरह पचे हुए आहार का सार है और शरीर को बल और स्थिरता देता है। रोग प्रतिरोधक क्षमता कई बातों से बनती है: उम्र, पोषण, नींद, तनाव, शारीरिक सक्रियता, डायबिटीज़ जैसी लंबी बीमारियाँ, और टीकाकरण। यह कोई एक बटन नहीं है जिसे बस दबाकर बढ़ा दिया जाए।\n\n` +
        `कुछ लोग हमारे पास इसलिए आते हैं क्योंकि उन्हें बार-बार सर्दी-ज़ुकाम, खाँसी या गले का संक्रमण होता है, बीमारी के बाद हफ़्तों थकान रहती है, या वे मौसम बदलने से पहले तैयारी करना चाहते हैं, जब संक्रमण बढ़ जाते हैं। कुछ लोग किसी लंबी बीमारी से उबर रहे होते हैं, बुज़ुर्ग होते हैं, या उनकी दिनचर्या बहुत व्यस्त होती है और वे अपनी सेहत का ध्यान रखना चाहते हैं।\n\n` +
        `आयुर्वेद में तीन प्रकार के बल बताए गए हैं: सहज, जो जन्म से मिलता है; कालज, जो उम्र और ऋतु के साथ बदलता है; और युक्तिकृत, जो सही आहार, दिनचर्या और रसायन (कायाकल्प) चिकित्सा से बनाया जा सकता है। हमारा यह कोर्स इसी तीसरे प्रकार के बल पर काम करता है।`,
    },
    approach: {
      en:
        `Our "immunity booster dose" is a short, structured course rather than a single tonic. It begins with a consultation to understand your prakriti, digestion, sleep, current illnesses and medicines, and to make sure there is no underlying problem, such as anaemia, uncontrolled diabetes or thyroid disease, that needs treatment first. Frequent or severe infections are investigated, not simply "boosted".\n\n` +
        `The course usually combines Rasayana herbs chosen for you, such as Amalaki (amla), Guduchi (giloy), Ashwagandha or Chyawanprash, in measured doses for a set period; a diet that strengthens agni; and a daily routine with Abhyanga (oil massage) and Pratimarsha Nasya (two drops of medicated oil in each nostril). At the change of seasons, cleansing such as Vamana in spring or Virechana after the rains may be advised for suitable adults, following the classical seasonal routine (ritucharya). Shiro Dhara may be added when stress and poor sleep are part of the picture.\n\n` +
        `Herbs are prescribed by our physicians for a limited time and reviewed at follow-up; please do not take them in large amounts or for months on your own. The course supports, but does not replace, vaccination and medical treatment of infections.`,
      hi:
        `हमारी "इम्युनिटी बूस्टर डोज़" कोई एक टॉनिक नहीं, बल्कि एक छोटा, व्यवस्थित कोर्स है। इसकी शुरुआत परामर्श से होती है, जिसमें आपकी प्रकृति, पाचन, नींद, मौजूदा बीमारियों और दवाइयों को समझा जाता है, और यह देखा जाता है कि खून की कमी, अनियंत्रित डायबिटीज़ या थायरॉइड जैसी कोई छिपी समस्या तो नहीं, जिसका पहले इलाज ज़रूरी हो। बार-बार या गंभीर संक्रमण होने पर उसकी जाँच की जाती है, केवल "बूस्ट" नहीं किया जाता।\n\n` +
        `इस कोर्स में आमतौर पर आपके लिए चुनी गई रसायन औषधियाँ, जैसे आमलकी (आंवला), गुडूची (गिलोय), अश्वगंधा या च्यवनप्राश, तय मात्रा में और तय अवधि के लिए दी जाती हैं; अग्नि को मज़बूत करने वाला आहार बताया जाता है; और दिनचर्या में अभ्यंग (तेल मालिश) और प्रतिमर्श नस्य (हर नथुने में औषधीय तेल की दो बूँदें) शामिल किए जाते हैं। मौसम बदलने पर, शास्त्रीय ऋतुचर्या के अनुसार, उपयुक्त वयस्कों को वसंत में वमन या बरसात के बाद विरेचन जैसे शोधन की सलाह दी जा सकती है। तनाव और कम नींद भी समस्या का हिस्सा हों तो शिरोधारा जोड़ी जा सकती है।\n\n` +
        `औषधियाँ हमारे चिकित्सक सीमित अवधि के लिए लिखते हैं और फ़ॉलो-अप पर उनकी समीक्षा करते हैं; कृपया इन्हें अपने मन से ज़्यादा मात्रा में या महीनों तक न लें। यह कोर्स टीकाकरण और संक्रमण के चिकित्सकीय इलाज में सहायक है, उनकी जगह नहीं लेता।`,
    },
    therapies: ['abhyanga', 'nasya', 'vamana', 'virechana', 'shiro-dhara'],
    whatToExpect: {
      en: [
        'Consultation and a basic check-up, with blood tests if needed',
        'A personal Rasayana plan: herbs, diet and daily routine',
        'Therapy sessions over 5 to 14 days, timed where possible to the change of season',
        'Follow-up after 4 to 6 weeks; the course can be repeated seasonally if it suits you',
      ],
      hi: [
        'परामर्श और सामान्य स्वास्थ्य जाँच, ज़रूरत हो तो खून की जाँच',
        'व्यक्तिगत रसायन योजना: औषधियाँ, आहार और दिनचर्या',
        '5 से 14 दिन की चिकित्सा, जहाँ तक संभव हो मौसम बदलने के समय',
        '4 से 6 हफ़्ते बाद फ़ॉलो-अप; अनुकूल रहे तो हर मौसम में कोर्स दोहराया जा सकता है',
      ],
    },
    lifestyle: {
      en: [
        'Sleep 7 to 8 hours at regular times; poor sleep weakens resistance',
        'Eat warm, fresh, seasonal food, with amla, seasonal fruit, pulses, and spices such as ginger, turmeric, black pepper and tulsi',
        'Exercise moderately on most days; morning sunlight, yoga and pranayama help',
        'Keep your vaccinations up to date for your age and health, as your doctor advises',
        'Avoid smoking and limit alcohol; wash hands regularly and keep wounds clean',
        'Manage stress, and keep long-term conditions such as diabetes well controlled',
      ],
      hi: [
        'तय समय पर 7 से 8 घंटे सोएँ; कम नींद प्रतिरोधक क्षमता को कमज़ोर करती है',
        'गर्म, ताज़ा, मौसमी भोजन लें, जिसमें आंवला, मौसमी फल, दालें, और अदरक, हल्दी, काली मिर्च व तुलसी जैसे मसाले हों',
        'ज़्यादातर दिनों में मध्यम व्यायाम करें; सुबह की धूप, योग और प्राणायाम लाभदायक हैं',
        'अपनी उम्र और स्वास्थ्य के अनुसार डॉक्टर की सलाह से सभी टीके समय पर लगवाएँ',
        'धूम्रपान न करें और शराब सीमित रखें; नियमित रूप से हाथ धोएँ और घाव साफ़ रखें',
        'तनाव संभालें, और डायबिटीज़ जैसी लंबी बीमारियों को नियंत्रण में रखें',
      ],
    },
    caution: {
      en: `Results vary from person to person, and no herb or therapy can guarantee protection from infection. This course supports, but does not replace, vaccination and the care of your family doctor. If you have an autoimmune disease, cancer, a transplant or liver disease, or take medicines that suppress immunity, check with your specialist before taking immune-active herbs. Pregnant and breastfeeding women and children receive a separate, gentler plan. Go to a hospital promptly for breathlessness, chest pain, confusion or unusual drowsiness, a stiff neck with fever, a rash that does not fade when pressed, fever lasting more than three days, signs of dehydration, or any fever in a baby under three months old.`,
      hi: `परिणाम हर व्यक्ति में अलग होते हैं, और कोई भी औषधि या चिकित्सा संक्रमण से बचाव की गारंटी नहीं दे सकती। यह कोर्स टीकाकरण और आपके फ़ैमिली डॉक्टर की देखभाल में सहायक है, उनकी जगह नहीं लेता। अगर आपको कोई ऑटोइम्यून बीमारी, कैंसर या लिवर की बीमारी है, अंग प्रत्यारोपण हुआ है, या आप प्रतिरोधक क्षमता दबाने वाली दवाइयाँ लेते हैं, तो रोग प्रतिरोधक क्षमता पर असर डालने वाली औषधियाँ लेने से पहले अपने विशेषज्ञ से पूछें। गर्भवती और स्तनपान कराने वाली महिलाओं और बच्चों के लिए अलग, सौम्य योजना बनाई जाती है। साँस फूलना, सीने में दर्द, भ्रम या असामान्य सुस्ती, बुख़ार के साथ गर्दन में अकड़न, दबाने पर भी न मिटने वाले दाने, तीन दिन से ज़्यादा बुख़ार, पानी की कमी के लक्षण, या तीन महीने से छोटे शिशु को किसी भी तरह का बुख़ार हो, तो बिना देर किए अस्पताल जाएँ।`,
    },
  },
};
