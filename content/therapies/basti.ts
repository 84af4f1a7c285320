import type { Therapy } from '@content/types';

/** Basti: the main medicated enemas, the regional oil-pooling bastis and Uttar Basti. */
export const bastiTherapies: Therapy[] = [
  {
    title: { en: 'Kashaya Basti', hi: 'कषाय बस्ति' },
    route: 'kashaya-basti',
    description: {
      en: 'A cleansing medicated enema of herbal decoction, honey, rock salt and oil; the classical Panchakarma therapy for Vata disorders.',
      hi: 'औषधीय काढ़े, शहद, सेंधा नमक और तेल से बनी शोधन बस्ति; वात विकारों के लिए पंचकर्म की शास्त्रीय चिकित्सा।',
    },
    sidebarIcon: 'droplets',
    category: 'basti',
    content: {
      overview: {
        en: 'Kashaya Basti, also called Niruha or Asthapana Basti, is a cleansing enema. Honey, rock salt, medicated oil, a herbal paste and a warm decoction (for example of Dashamoola) are blended in a fixed order into a smooth mixture, which is introduced into the rectum and passed out again after a short time.\n\nAyurveda regards the colon as the main seat of Vata, and calls Basti "half of all treatment". Kashaya Basti is traditionally used for back pain, sciatica, joint problems, chronic constipation and other Vata-related complaints.\n\nIt is almost always given as a course that alternates with Taila Basti (oil enema). The physician decides the recipe, the schedule and the number of bastis after assessing you.',
        hi: 'कषाय बस्ति, जिसे निरूह या आस्थापन बस्ति भी कहते हैं, एक शोधन बस्ति है। शहद, सेंधा नमक, औषधीय तेल, औषधियों का कल्क और गुनगुना काढ़ा (जैसे दशमूल का) निश्चित क्रम में मिलाकर एक समान मिश्रण बनाया जाता है, जिसे मलद्वार से भीतर पहुँचाया जाता है और कुछ समय बाद वह बाहर निकल जाता है।\n\nआयुर्वेद बड़ी आँत को वात का मुख्य स्थान मानता है और बस्ति को "आधी चिकित्सा" कहता है। परंपरागत रूप से कषाय बस्ति का उपयोग कमर दर्द, साइटिका, जोड़ों की समस्याओं, पुरानी कब्ज़ और अन्य वात संबंधी तकलीफ़ों में होता है।\n\nइसे लगभग हमेशा एक कोर्स के रूप में, तैल बस्ति के साथ बारी-बारी से दिया जाता है। जाँच के बाद चिकित्सक औषधि योग, क्रम और बस्तियों की संख्या तय करते हैं।',
      },
      benefits: {
        en: [
          'Balances Vata dosha',
          'Supports detoxification',
          'Supports regular bowel movements',
          'Relieves joint stiffness',
          'Supports healthy digestion',
        ],
        hi: [
          'वात दोष को संतुलित करता है',
          'शरीर के शोधन (डिटॉक्स) में सहायक',
          'मल त्याग को नियमित करने में सहायक',
          'जोड़ों की जकड़न में आराम',
          'पाचन को स्वस्थ रखने में सहायक',
        ],
      },
      procedure: {
        en: 'The physician assesses you, plans the course and explains the procedure; consent is taken.\nOn the day, you come on an empty stomach, and a local oil massage and mild steam are given to the abdomen, back and legs.\nThe decoction mixture is freshly prepared and warmed to body temperature.\nYou lie on your left side with the right knee bent; a soft, lubricated nozzle is gently inserted and the mixture is slowly introduced.\nYou turn onto your back and rest; the mixture usually passes out within about 45 minutes, and you are helped to the toilet.\nAfter a warm bath you have a light, warm meal; the schedule continues with oil bastis as planned.',
        hi: 'चिकित्सक जाँच करके कोर्स की योजना बनाते हैं और प्रक्रिया समझाते हैं; सहमति ली जाती है।\nउस दिन आप खाली पेट आते हैं; पेट, कमर और पैरों पर हल्की तेल मालिश और सेंक दी जाती है।\nकाढ़े का मिश्रण ताज़ा बनाकर शरीर के तापमान जितना गुनगुना किया जाता है।\nआप बाईं करवट दायाँ घुटना मोड़कर लेटते हैं; चिकनाई लगी मुलायम नली धीरे से डालकर मिश्रण धीरे-धीरे भीतर पहुँचाया जाता है।\nफिर आप पीठ के बल आराम करते हैं; मिश्रण सामान्यतः लगभग 45 मिनट में बाहर आ जाता है, और शौचालय तक सहायता दी जाती है।\nगुनगुने पानी से स्नान के बाद हल्का, गर्म भोजन लें; योजना अनुसार तैल बस्ति के साथ क्रम चलता है।',
      },
      duration: {
        en: 'About 30-45 minutes plus rest; courses of 8, 16 or 30 bastis, alternating with oil bastis',
        hi: 'लगभग 30-45 मिनट और विश्राम; 8, 16 या 30 बस्तियों का कोर्स, तैल बस्ति के साथ बारी-बारी से',
      },
      idealFor: {
        en: [
          'People with lower back pain',
          'People with nerve-related pain such as sciatica',
          'People with chronic constipation',
          'People with joint pain and stiffness',
          'People seeking seasonal detoxification',
        ],
        hi: [
          'कमर दर्द से परेशान लोग',
          'साइटिका जैसे नसों से जुड़े दर्द वाले लोग',
          'पुरानी कब्ज़ से परेशान लोग',
          'जोड़ों के दर्द और जकड़न वाले लोग',
          'मौसमी शोधन (डिटॉक्स) चाहने वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Pregnancy',
          'Diarrhoea, bleeding piles, anal fissure or rectal bleeding',
          'Recent abdominal or rectal surgery, or acute abdominal pain',
          'Children, elderly or very weak patients',
          'Heart disease or uncontrolled blood pressure (check with the physician first)',
        ],
        hi: [
          'गर्भावस्था',
          'दस्त, ख़ूनी बवासीर, फ़िशर या मलद्वार से रक्तस्राव',
          'हाल में पेट या मलद्वार की सर्जरी, या पेट में तीव्र दर्द',
          'बच्चे, वृद्ध या बहुत कमज़ोर रोगी',
          'हृदय रोग या अनियंत्रित रक्तचाप (पहले चिकित्सक से परामर्श करें)',
        ],
      },
      image: '/images/therapies/decoction.svg',
    },
  },
  {
    title: { en: 'Taila Basti', hi: 'तैल बस्ति' },
    route: 'taila-basti',
    description: {
      en: 'A gentle oil enema (Anuvasana or Matra Basti) given after a light meal, traditionally used to soothe and nourish in Vata conditions.',
      hi: 'हल्के भोजन के बाद दी जाने वाली सौम्य तेल बस्ति (अनुवासन या मात्रा बस्ति), जो परंपरागत रूप से वात विकारों में शांति और पोषण देती है।',
    },
    sidebarIcon: 'droplets',
    category: 'basti',
    content: {
      overview: {
        en: 'Taila Basti, also called Anuvasana Basti, introduces a small amount of warm medicated oil or ghee into the rectum. Unlike the decoction enema, the oil is meant to stay inside for some hours, so it is given after a light meal.\n\nAyurveda uses it to lubricate and nourish: it is traditionally used for dryness, constipation, back and joint pain, and nerve-related complaints linked with Vata. Its smallest form, Matra Basti, uses a very small dose and is gentle enough for many people, including some older patients.\n\nIn a full Basti course, Taila Basti alternates with Kashaya Basti. The physician selects the oil, the dose and the schedule after an assessment.',
        hi: 'तैल बस्ति, जिसे अनुवासन बस्ति भी कहते हैं, में थोड़ी मात्रा में गुनगुना औषधीय तेल या घी मलद्वार से भीतर पहुँचाया जाता है। काढ़े की बस्ति के विपरीत, तेल को कुछ घंटे भीतर रुकना होता है, इसलिए यह हल्के भोजन के बाद दी जाती है।\n\nआयुर्वेद इसका उपयोग स्निग्धता और पोषण के लिए करता है: परंपरागत रूप से यह रूखेपन, कब्ज़, कमर व जोड़ों के दर्द और वात से जुड़ी नसों की तकलीफ़ों में दी जाती है। इसका सबसे छोटा रूप, मात्रा बस्ति, बहुत कम मात्रा में दिया जाता है और कई लोगों के लिए, कुछ वृद्ध रोगियों सहित, पर्याप्त सौम्य है।\n\nपूरे बस्ति कोर्स में तैल बस्ति और कषाय बस्ति बारी-बारी से दी जाती हैं। जाँच के बाद चिकित्सक तेल, मात्रा और क्रम तय करते हैं।',
      },
      benefits: {
        en: [
          'Balances Vata dosha',
          'Supports regular bowel movements',
          'Relieves joint stiffness',
          'Supports nerve health',
          'Nourishes and lubricates the body',
        ],
        hi: [
          'वात दोष को संतुलित करता है',
          'मल त्याग को नियमित करने में सहायक',
          'जोड़ों की जकड़न में आराम',
          'नसों (तंत्रिकाओं) के स्वास्थ्य में सहायक',
          'शरीर को पोषण और स्निग्धता देता है',
        ],
      },
      procedure: {
        en: 'The physician assesses you and chooses the oil and dose.\nYou have a light, warm meal, and a local oil massage and mild steam are given to the abdomen, back and legs.\nThe oil is warmed to body temperature.\nLying on your left side, the lubricated nozzle is gently inserted and the oil is slowly introduced.\nThe buttocks are lightly patted, the soles are rubbed, and you rest on your back for some time.\nThe oil is ideally retained for a few hours and passes out on its own; you eat light food and drink warm water that day.',
        hi: 'चिकित्सक जाँच करके तेल और मात्रा तय करते हैं।\nआप हल्का, गर्म भोजन करते हैं; पेट, कमर और पैरों पर हल्की तेल मालिश और सेंक दी जाती है।\nतेल को शरीर के तापमान जितना गुनगुना किया जाता है।\nबाईं करवट लेटने पर चिकनाई लगी नली धीरे से डालकर तेल धीरे-धीरे भीतर पहुँचाया जाता है।\nनितंबों को हल्के से थपथपाया जाता है, तलवे मले जाते हैं और आप कुछ देर पीठ के बल आराम करते हैं।\nतेल आदर्श रूप से कुछ घंटे भीतर रुककर अपने आप बाहर आता है; उस दिन हल्का भोजन और गुनगुना पानी लें।',
      },
      duration: {
        en: '20-30 minutes at the centre, with the oil retained for some hours; alone for 7 days or within an 8-30 day Basti course',
        hi: 'केंद्र में 20-30 मिनट, तेल कुछ घंटे भीतर रहता है; अकेले 7 दिन या 8-30 दिन के बस्ति कोर्स के भीतर',
      },
      idealFor: {
        en: [
          'People with chronic constipation',
          'People with lower back pain',
          'People with nerve-related pain such as sciatica',
          'Older adults with age-related stiffness',
        ],
        hi: ['पुरानी कब्ज़ से परेशान लोग', 'कमर दर्द से परेशान लोग', 'साइटिका जैसे नसों से जुड़े दर्द वाले लोग', 'उम्र के साथ जकड़न महसूस करने वाले वृद्ध'],
      },
      contraindications: {
        en: [
          'Indigestion, obesity or diabetes (oil basti needs careful assessment)',
          'Diarrhoea, bleeding piles, anal fissure or rectal bleeding',
          'Pregnancy (unless specifically advised)',
          'Fever or acute infection',
        ],
        hi: [
          'अपच, मोटापा या मधुमेह (तैल बस्ति से पहले सावधानीपूर्वक जाँच)',
          'दस्त, ख़ूनी बवासीर, फ़िशर या मलद्वार से रक्तस्राव',
          'गर्भावस्था (विशेष सलाह के बिना नहीं)',
          'बुख़ार या तीव्र संक्रमण',
        ],
      },
      image: '/images/therapies/decoction.svg',
    },
  },
  {
    title: { en: 'Vaitarana Basti', hi: 'वैतरण बस्ति' },
    route: 'vaitarana-basti',
    description: {
      en: 'A special decoction enema with tamarind, jaggery and rock salt, traditionally used for stiff, swollen joints and sciatica-like pain.',
      hi: 'इमली, गुड़ और सेंधा नमक से बनी विशेष बस्ति, जो परंपरागत रूप से जकड़े-सूजे जोड़ों और साइटिका जैसे दर्द में उपयोगी है।',
    },
    sidebarIcon: 'waves',
    category: 'basti',
    content: {
      overview: {
        en: "Vaitarana Basti is a particular kind of cleansing enema described in later classical texts. Its main ingredients are tamarind, jaggery, rock salt, sesame oil and, traditionally, cow's urine, mixed into a warm preparation.\n\nIts sharp, penetrating nature makes it the Basti most often chosen for Amavata, a condition with joint pain, stiffness and swelling that resembles inflammatory arthritis, and for sciatica-like pain with heaviness. It is usually given as a short course.\n\nBecause it is strong, the physician checks your strength, digestion and bowel health first, and may adjust the recipe or choose a different Basti.",
        hi: 'वैतरण बस्ति बाद के शास्त्रीय ग्रंथों में वर्णित एक विशेष शोधन बस्ति है। इसके मुख्य घटक इमली, गुड़, सेंधा नमक, तिल तेल और परंपरागत रूप से गोमूत्र हैं, जिन्हें मिलाकर गुनगुना मिश्रण बनाया जाता है।\n\nइसका तीक्ष्ण, भीतर तक पहुँचने वाला गुण इसे आमवात—जोड़ों में दर्द, जकड़न और सूजन वाली, सूजन-जनित गठिया जैसी स्थिति—और भारीपन के साथ होने वाले साइटिका जैसे दर्द के लिए सबसे अधिक चुनी जाने वाली बस्ति बनाता है। सामान्यतः इसे छोटे कोर्स के रूप में दिया जाता है।\n\nचूँकि यह तीक्ष्ण है, इसलिए चिकित्सक पहले आपकी शक्ति, पाचन और आँतों का स्वास्थ्य देखते हैं और आवश्यकता हो तो योग बदलते हैं या दूसरी बस्ति चुनते हैं।',
      },
      benefits: {
        en: [
          'Relieves joint stiffness',
          'Reduces local swelling',
          'Reduces Kapha and heaviness',
          'Supports detoxification',
          'Eases localised pain',
        ],
        hi: [
          'जोड़ों की जकड़न में आराम',
          'स्थानीय सूजन कम करने में सहायक',
          'कफ और भारीपन कम करता है',
          'शरीर के शोधन (डिटॉक्स) में सहायक',
          'स्थानीय दर्द में आराम',
        ],
      },
      procedure: {
        en: 'The physician assesses you and explains the procedure; consent is taken.\nA local oil massage and mild steam are given to the abdomen, back and legs.\nThe tamarind, jaggery, rock salt and oil preparation is freshly made and warmed to body temperature.\nLying on your left side, the lubricated nozzle is gently inserted and the mixture is slowly introduced.\nYou rest on your back until the urge comes, usually within 30-45 minutes, and are helped to the toilet.\nAfter a warm bath you eat a light, warm meal and avoid cold food and exertion that day.',
        hi: 'चिकित्सक जाँच करके प्रक्रिया समझाते हैं; सहमति ली जाती है।\nपेट, कमर और पैरों पर हल्की तेल मालिश और सेंक दी जाती है।\nइमली, गुड़, सेंधा नमक और तेल का मिश्रण ताज़ा बनाकर शरीर के तापमान जितना गुनगुना किया जाता है।\nबाईं करवट लेटने पर चिकनाई लगी नली धीरे से डालकर मिश्रण धीरे-धीरे भीतर पहुँचाया जाता है।\nवेग आने तक, सामान्यतः 30-45 मिनट, आप पीठ के बल आराम करते हैं और शौचालय तक सहायता दी जाती है।\nगुनगुने पानी से स्नान के बाद हल्का, गर्म भोजन लें; उस दिन ठंडे भोजन और परिश्रम से बचें।',
      },
      duration: {
        en: 'About 30-45 minutes plus rest; usually a short course of 3 to 8 bastis',
        hi: 'लगभग 30-45 मिनट और विश्राम; सामान्यतः 3 से 8 बस्तियों का छोटा कोर्स',
      },
      idealFor: {
        en: [
          'People with joint pain and stiffness',
          'People with localised inflammation and swelling',
          'People with nerve-related pain such as sciatica',
          'People with lower back pain',
        ],
        hi: ['जोड़ों के दर्द और जकड़न वाले लोग', 'स्थानीय सूजन वाले लोग', 'साइटिका जैसे नसों से जुड़े दर्द वाले लोग', 'कमर दर्द से परेशान लोग'],
      },
      contraindications: {
        en: [
          'Pregnancy',
          'Diarrhoea, bleeding piles, anal fissure or rectal bleeding',
          'Hyperacidity or ulcers (the sour ingredients may aggravate them)',
          'Children, elderly or very weak patients',
        ],
        hi: [
          'गर्भावस्था',
          'दस्त, ख़ूनी बवासीर, फ़िशर या मलद्वार से रक्तस्राव',
          'अम्लपित्त या छाले (खट्टे घटक इन्हें बढ़ा सकते हैं)',
          'बच्चे, वृद्ध या बहुत कमज़ोर रोगी',
        ],
      },
      image: '/images/therapies/decoction.svg',
    },
  },
  {
    title: { en: 'Shiro Basti', hi: 'शिरोबस्ति' },
    route: 'shiro-basti',
    description: {
      en: 'Warm medicated oil held on the scalp inside a snug cap, a deeply calming therapy for the head and nervous system.',
      hi: 'सिर पर लगी टोपी के भीतर गुनगुना औषधीय तेल रोककर रखने की चिकित्सा, जो सिर और तंत्रिका तंत्र को गहरी शांति देती है।',
    },
    sidebarIcon: 'brain',
    category: 'basti',
    content: {
      overview: {
        en: 'In Shiro Basti a tall, open-topped cap of leather or a similar material is fitted around the head and sealed at the hairline with a soft dough. Warm medicated oil is poured in until it stands above the scalp, and it is kept there for a set time.\n\nClassical texts place it among the most powerful head therapies (Murdhni Taila). It is traditionally used for sleeplessness, chronic headache, facial palsy and other Vata disorders of the head and nerves, and for dryness of the scalp.\n\nYou sit upright and still throughout, with a therapist beside you keeping the oil warm. The physician chooses the oil and the holding time after assessing you.',
        hi: 'शिरोबस्ति में चमड़े या उसी तरह की सामग्री की ऊँची, ऊपर से खुली टोपी सिर पर लगाई जाती है और बालों की रेखा पर मुलायम आटे से सील की जाती है। गुनगुना औषधीय तेल तब तक डाला जाता है जब तक वह सिर की त्वचा से ऊपर न भर जाए, और निश्चित समय तक वहीं रखा जाता है।\n\nशास्त्रों में इसे सिर की सबसे प्रभावशाली चिकित्साओं (मूर्धनि तैल) में गिना गया है। परंपरागत रूप से इसका उपयोग अनिद्रा, पुराने सिरदर्द, चेहरे के लकवे और सिर व नसों के अन्य वात विकारों तथा सिर की त्वचा के रूखेपन में होता है।\n\nपूरे समय आप सीधे और स्थिर बैठते हैं; पास बैठे सहायक तेल को गुनगुना बनाए रखते हैं। जाँच के बाद चिकित्सक तेल और उसे रखने का समय तय करते हैं।',
      },
      benefits: {
        en: [
          'Calms the mind and improves sleep',
          'Relieves headache and heaviness in the head',
          'Supports nerve health',
          'Balances Vata dosha',
          'Supports healthy hair and scalp',
        ],
        hi: [
          'मन को शांत करता है और नींद सुधारता है',
          'सिरदर्द और सिर के भारीपन में आराम',
          'नसों (तंत्रिकाओं) के स्वास्थ्य में सहायक',
          'वात दोष को संतुलित करता है',
          'बालों और सिर की त्वचा के स्वास्थ्य में सहायक',
        ],
      },
      procedure: {
        en: 'The physician assesses you and chooses the oil; hair may be trimmed short for a better seal.\nA light massage of the body, shoulders and neck is given.\nYou sit upright; the cap is fitted and sealed at the hairline with dough and a cloth band.\nWarm oil is poured slowly into the cap and kept at a comfortable warmth, usually for 30-50 minutes.\nThe oil is removed, the cap is taken off, and the head, neck and shoulders are massaged.\nYou rest, cover the head, and wash the hair later with warm water; avoid cold wind and cold drinks that day.',
        hi: 'चिकित्सक जाँच करके तेल चुनते हैं; अच्छी सील के लिए बाल छोटे कराने की सलाह दी जा सकती है।\nशरीर, कंधों और गर्दन की हल्की मालिश की जाती है।\nआप सीधे बैठते हैं; टोपी लगाकर बालों की रेखा पर आटे और कपड़े की पट्टी से सील की जाती है।\nटोपी में धीरे-धीरे गुनगुना तेल डाला जाता है और सुहाती गर्माहट पर, सामान्यतः 30-50 मिनट, रखा जाता है।\nतेल निकालकर टोपी हटाई जाती है और सिर, गर्दन व कंधों की मालिश की जाती है।\nआराम करें, सिर ढककर रखें और बाद में गुनगुने पानी से बाल धोएँ; उस दिन ठंडी हवा और ठंडे पेय से बचें।',
      },
      duration: {
        en: '45-60 minutes per session (oil held 30-50 minutes); usually 7 days',
        hi: 'प्रति सत्र 45-60 मिनट (तेल 30-50 मिनट रखा जाता है); सामान्यतः 7 दिन',
      },
      idealFor: {
        en: [
          'People with stress, anxiety or poor sleep',
          'People with recurring headaches or migraine',
          'People recovering from paralysis, under supervision',
          'People with premature greying or hair fall',
        ],
        hi: [
          'तनाव, चिंता या अनिद्रा से परेशान लोग',
          'बार-बार सिरदर्द या माइग्रेन से परेशान लोग',
          'चिकित्सकीय देखरेख में लकवे से उबर रहे लोग',
          'बाल झड़ने या समय से पहले सफ़ेद होने की समस्या वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Fever, cold, cough or sinus congestion',
          'Scalp infection, wounds or recent head injury',
          'Uncontrolled high blood pressure',
          'Very weak patients who cannot sit for long',
        ],
        hi: [
          'बुख़ार, जुकाम, खाँसी या साइनस की जकड़न',
          'सिर की त्वचा में संक्रमण, घाव या हाल की सिर की चोट',
          'अनियंत्रित उच्च रक्तचाप',
          'बहुत कमज़ोर रोगी जो देर तक बैठ न सकें',
        ],
      },
      image: '/images/therapies/basti.svg',
    },
  },
  {
    title: { en: 'Griva Basti', hi: 'ग्रीवा बस्ति' },
    route: 'griva-basti',
    description: {
      en: 'Warm medicated oil pooled over the back of the neck inside a ring of dough, for neck stiffness and pain.',
      hi: 'गर्दन के पीछे आटे के घेरे में गुनगुना औषधीय तेल रोककर की जाने वाली चिकित्सा, गर्दन की जकड़न और दर्द के लिए।',
    },
    sidebarIcon: 'bone',
    category: 'basti',
    content: {
      overview: {
        en: 'Griva Basti is one of the regional (Bahya) bastis. A ring of dough made from black gram flour is built over the back of the neck, sealed to the skin, and filled with warm medicated oil, which is kept at an even warmth for the session.\n\nThe combination of oil and steady warmth is traditionally used to ease neck stiffness, muscle spasm and the pain of cervical spondylosis, including pain that spreads towards the shoulders. It is popular with people who spend long hours at desks and screens.\n\nThe physician examines the neck first. Neck pain with sudden weakness, numbness or after an accident needs medical investigation before any therapy.',
        hi: 'ग्रीवा बस्ति बाह्य (स्थानीय) बस्तियों में से एक है। उड़द के आटे का घेरा गर्दन के पीछे बनाकर त्वचा से सील किया जाता है और उसमें गुनगुना औषधीय तेल भरा जाता है, जिसे पूरे सत्र एक-सी गर्माहट पर रखा जाता है।\n\nतेल और लगातार गर्माहट का यह मेल परंपरागत रूप से गर्दन की जकड़न, मांसपेशियों की ऐंठन और सर्वाइकल स्पॉन्डिलोसिस के दर्द—कंधों तक फैलने वाले दर्द सहित—में उपयोगी है। डेस्क और स्क्रीन पर लंबे समय तक काम करने वालों में यह काफ़ी लोकप्रिय है।\n\nचिकित्सक पहले गर्दन की जाँच करते हैं। अचानक कमज़ोरी, सुन्नपन या दुर्घटना के बाद हुए गर्दन दर्द में किसी भी चिकित्सा से पहले चिकित्सकीय जाँच ज़रूरी है।',
      },
      benefits: {
        en: ['Relieves muscle tension', 'Relieves joint stiffness', 'Eases localised pain', 'Improves flexibility and mobility'],
        hi: ['मांसपेशियों के तनाव में राहत', 'जोड़ों की जकड़न में आराम', 'स्थानीय दर्द में आराम', 'लचीलापन और गतिशीलता बढ़ाता है'],
      },
      procedure: {
        en: 'The physician examines the neck and chooses the oil.\nYou lie face down comfortably, with support under the chest and forehead.\nA ring of black gram dough is built over the painful area and sealed to the skin.\nWarm oil is poured into the ring; as it cools, some is removed and warm oil is added to keep an even temperature for 30-40 minutes.\nThe oil and dough are removed and the neck and shoulders are gently massaged, often followed by a little steam.\nYou rest and keep the neck covered; avoid cold wind, a high pillow and long screen use that day.',
        hi: 'चिकित्सक गर्दन की जाँच करके तेल चुनते हैं।\nआप छाती और माथे के नीचे सहारा लेकर आराम से पेट के बल लेटते हैं।\nदर्द वाले स्थान पर उड़द के आटे का घेरा बनाकर त्वचा से सील किया जाता है।\nघेरे में गुनगुना तेल डाला जाता है; ठंडा होने पर थोड़ा निकालकर गर्म तेल मिलाया जाता है, ताकि 30-40 मिनट एक-सा तापमान रहे।\nतेल और आटा हटाकर गर्दन व कंधों की हल्की मालिश की जाती है, अक्सर उसके बाद थोड़ी भाप भी।\nआराम करें और गर्दन ढककर रखें; उस दिन ठंडी हवा, ऊँचे तकिये और देर तक स्क्रीन से बचें।',
      },
      duration: { en: '45 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 45 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with neck and shoulder stiffness',
          'People who work long hours at screens',
          'People with cervical spondylosis',
          'People with joint pain and stiffness',
        ],
        hi: [
          'गर्दन और कंधों की जकड़न वाले लोग',
          'लंबे समय तक स्क्रीन पर काम करने वाले लोग',
          'सर्वाइकल स्पॉन्डिलोसिस वाले लोग',
          'जोड़ों के दर्द और जकड़न वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Neck pain after an accident, or with sudden weakness or numbness: see a doctor first',
          'Open wounds or skin infection at the site',
          'Fever or acute infection',
          'Acutely hot, red, swollen joints',
        ],
        hi: [
          'दुर्घटना के बाद, या अचानक कमज़ोरी/सुन्नपन के साथ गर्दन दर्द: पहले डॉक्टर को दिखाएँ',
          'उस स्थान पर खुला घाव या त्वचा संक्रमण',
          'बुख़ार या तीव्र संक्रमण',
          'तीव्र गर्म, लाल और सूजे हुए जोड़',
        ],
      },
      image: '/images/therapies/basti.svg',
    },
  },
  {
    title: { en: 'Kati Basti', hi: 'कटि बस्ति' },
    route: 'kati-basti',
    description: {
      en: 'Warm medicated oil held over the lower back inside a dough ring, one of our most requested therapies for back pain.',
      hi: 'कमर के निचले हिस्से पर आटे के घेरे में गुनगुना औषधीय तेल रोककर की जाने वाली चिकित्सा; कमर दर्द के लिए हमारी सबसे अधिक माँगी जाने वाली चिकित्साओं में से एक।',
    },
    sidebarIcon: 'bone',
    category: 'basti',
    content: {
      overview: {
        en: 'Kati Basti treats the lower back (kati). A well of black gram dough is built over the lumbar spine, sealed to the skin and filled with warm medicated oil such as Mahanarayan or Sahacharadi Taila, kept at a steady warmth throughout.\n\nIt is traditionally used for lower back pain, stiffness, lumbar spondylosis, disc-related pain and sciatica, and it is often combined with Nadi Sweda, Patra Pinda Sweda or a Basti course for a fuller plan.\n\nThe physician examines your back and reviews any scans first. Back pain with loss of bladder or bowel control, fever or after a fall needs urgent medical care before any therapy.',
        hi: 'कटि बस्ति कमर के निचले हिस्से (कटि) के लिए है। कमर की रीढ़ के ऊपर उड़द के आटे का घेरा बनाकर त्वचा से सील किया जाता है और उसमें महानारायण या सहचरादि तैल जैसा गुनगुना औषधीय तेल भरकर पूरे समय एक-सी गर्माहट पर रखा जाता है।\n\nपरंपरागत रूप से इसका उपयोग कमर दर्द, जकड़न, लम्बर स्पॉन्डिलोसिस, डिस्क से जुड़े दर्द और साइटिका में होता है, और पूरी योजना के लिए इसे अक्सर नाड़ी स्वेद, पत्र पिंड स्वेद या बस्ति कोर्स के साथ जोड़ा जाता है।\n\nचिकित्सक पहले आपकी कमर की जाँच करते हैं और स्कैन रिपोर्ट (यदि हो) देखते हैं। पेशाब या मल पर नियंत्रण खोने, बुख़ार या गिरने के बाद हुए कमर दर्द में किसी भी चिकित्सा से पहले तुरंत चिकित्सकीय सहायता लें।',
      },
      benefits: {
        en: [
          'Eases localised pain',
          'Relieves joint stiffness',
          'Relieves muscle tension',
          'Improves flexibility and mobility',
          'Balances Vata dosha',
        ],
        hi: [
          'स्थानीय दर्द में आराम',
          'जोड़ों की जकड़न में आराम',
          'मांसपेशियों के तनाव में राहत',
          'लचीलापन और गतिशीलता बढ़ाता है',
          'वात दोष को संतुलित करता है',
        ],
      },
      procedure: {
        en: 'The physician examines your back, reviews any scans and chooses the oil.\nYou lie face down comfortably on the treatment table.\nA ring of black gram dough is built over the lower back and sealed to the skin.\nWarm oil is poured in and kept at an even temperature by replacing cooled oil with warm oil, for 30-40 minutes.\nThe oil and dough are removed and the back is gently massaged, often followed by local steam.\nYou get up slowly by rolling onto your side, rest briefly and avoid lifting, long travel and cold wind that day.',
        hi: 'चिकित्सक कमर की जाँच करते हैं, स्कैन देखते हैं और तेल चुनते हैं।\nआप उपचार-मेज़ पर आराम से पेट के बल लेटते हैं।\nकमर के निचले हिस्से पर उड़द के आटे का घेरा बनाकर त्वचा से सील किया जाता है।\nगुनगुना तेल भरा जाता है और ठंडा तेल निकालकर गर्म तेल डालते हुए 30-40 मिनट एक-सा तापमान रखा जाता है।\nतेल और आटा हटाकर कमर की हल्की मालिश की जाती है, अक्सर उसके बाद स्थानीय भाप भी।\nकरवट लेकर धीरे से उठें, थोड़ा आराम करें और उस दिन भारी सामान उठाने, लंबी यात्रा और ठंडी हवा से बचें।',
      },
      duration: { en: '45 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 45 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with lower back pain',
          'People with nerve-related pain such as sciatica',
          'People with lumbar spondylosis or disc problems, after assessment',
          'People whose work involves long sitting or lifting',
        ],
        hi: [
          'कमर दर्द से परेशान लोग',
          'साइटिका जैसे नसों से जुड़े दर्द वाले लोग',
          'जाँच के बाद, लम्बर स्पॉन्डिलोसिस या डिस्क की समस्या वाले लोग',
          'लंबे समय बैठकर या भारी सामान उठाकर काम करने वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Back pain with loss of bladder or bowel control, fever, or after a fall: go to a hospital first',
          'Pregnancy',
          'Open wounds or skin infection at the site',
          'Fever or acute infection',
        ],
        hi: [
          'पेशाब/मल पर नियंत्रण खोने, बुख़ार या गिरने के बाद हुआ कमर दर्द: पहले अस्पताल जाएँ',
          'गर्भावस्था',
          'उस स्थान पर खुला घाव या त्वचा संक्रमण',
          'बुख़ार या तीव्र संक्रमण',
        ],
      },
      image: '/images/therapies/basti.svg',
    },
  },
  {
    title: { en: 'Janu Basti', hi: 'जानु बस्ति' },
    route: 'janu-basti',
    description: {
      en: 'Warm medicated oil held around the knee inside a dough ring, traditionally used for knee pain and stiffness.',
      hi: 'घुटने के चारों ओर आटे के घेरे में गुनगुना औषधीय तेल रोककर की जाने वाली चिकित्सा, जो परंपरागत रूप से घुटनों के दर्द और जकड़न में उपयोगी है।',
    },
    sidebarIcon: 'bone',
    category: 'basti',
    content: {
      overview: {
        en: 'Janu Basti is the regional basti for the knee (janu). A ring of black gram dough is built around the front of the knee and filled with warm medicated oil, which is kept at an even warmth for the session. Both knees can be treated together.\n\nIt is traditionally used for the pain and stiffness of age-related wear of the knee (osteoarthritis), creaking joints and old knee injuries. It is often combined with local massage, steam or Upanaha, along with advice on weight, footwear and exercise.\n\nThe physician examines the knee first. A hot, red, very swollen knee needs a different approach and sometimes medical tests before therapy.',
        hi: 'जानु बस्ति घुटने (जानु) के लिए स्थानीय बस्ति है। घुटने के सामने उड़द के आटे का घेरा बनाकर उसमें गुनगुना औषधीय तेल भरा जाता है और पूरे सत्र एक-सी गर्माहट पर रखा जाता है। दोनों घुटनों का उपचार एक साथ किया जा सकता है।\n\nपरंपरागत रूप से इसका उपयोग उम्र के साथ घुटनों के घिसाव (ऑस्टियोआर्थराइटिस) के दर्द और जकड़न, जोड़ों से आवाज़ आने और पुरानी चोटों में होता है। इसे अक्सर स्थानीय मालिश, भाप या उपनाह के साथ, वज़न, जूते-चप्पल और व्यायाम की सलाह सहित किया जाता है।\n\nचिकित्सक पहले घुटने की जाँच करते हैं। गर्म, लाल और बहुत सूजे घुटने में अलग उपचार और कभी-कभी पहले चिकित्सकीय जाँच की आवश्यकता होती है।',
      },
      benefits: {
        en: ['Relieves joint stiffness', 'Eases localised pain', 'Improves flexibility and mobility', 'Balances Vata dosha'],
        hi: ['जोड़ों की जकड़न में आराम', 'स्थानीय दर्द में आराम', 'लचीलापन और गतिशीलता बढ़ाता है', 'वात दोष को संतुलित करता है'],
      },
      procedure: {
        en: 'The physician examines the knee, reviews any X-rays and chooses the oil.\nYou lie on your back with the legs straight and relaxed.\nA ring of black gram dough is built around the knee and sealed to the skin.\nWarm oil is poured in and kept at an even temperature by replacing cooled oil, for 30-40 minutes.\nThe oil and dough are removed; the knee is massaged gently and may be given local steam.\nYou rest, keep the knee warm and avoid climbing many stairs, squatting and cold water that day.',
        hi: 'चिकित्सक घुटने की जाँच करते हैं, एक्स-रे देखते हैं और तेल चुनते हैं।\nआप पैर सीधे और ढीले रखकर पीठ के बल लेटते हैं।\nघुटने के चारों ओर उड़द के आटे का घेरा बनाकर त्वचा से सील किया जाता है।\nगुनगुना तेल भरा जाता है और ठंडा तेल बदलते हुए 30-40 मिनट एक-सा तापमान रखा जाता है।\nतेल और आटा हटाकर घुटने की हल्की मालिश की जाती है और स्थानीय भाप दी जा सकती है।\nआराम करें, घुटने को गर्म रखें और उस दिन ज़्यादा सीढ़ियाँ चढ़ने, उकड़ूँ बैठने और ठंडे पानी से बचें।',
      },
      duration: { en: '45 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 45 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with knee pain',
          'People with joint pain and stiffness',
          'Older adults with age-related stiffness',
          'People recovering from old knee injuries',
        ],
        hi: ['घुटनों के दर्द से परेशान लोग', 'जोड़ों के दर्द और जकड़न वाले लोग', 'उम्र के साथ जकड़न महसूस करने वाले वृद्ध', 'घुटने की पुरानी चोट से उबर रहे लोग'],
      },
      contraindications: {
        en: [
          'Acutely hot, red, swollen joints',
          'Recent knee injury or surgery (until cleared by your doctor)',
          'Open wounds or skin infection at the site',
          'Fever or acute infection',
        ],
        hi: [
          'तीव्र गर्म, लाल और सूजे हुए जोड़',
          'घुटने की हाल की चोट या सर्जरी (डॉक्टर की अनुमति तक)',
          'उस स्थान पर खुला घाव या त्वचा संक्रमण',
          'बुख़ार या तीव्र संक्रमण',
        ],
      },
      image: '/images/therapies/basti.svg',
    },
  },
  {
    title: { en: 'Puta Basti', hi: 'पुट बस्ति' },
    route: 'puta-basti',
    description: {
      en: 'Warm medicated oil pooled over the upper and middle back inside a dough ring, for stiffness between the shoulder blades.',
      hi: 'पीठ के ऊपरी और मध्य भाग पर आटे के घेरे में गुनगुना औषधीय तेल रोककर की जाने वाली चिकित्सा, कंधों के बीच की जकड़न के लिए।',
    },
    sidebarIcon: 'bone',
    category: 'basti',
    content: {
      overview: {
        en: 'In our clinic, Puta Basti is the regional oil-pooling therapy for the upper and middle back (the Prishtha region), between and around the shoulder blades. It completes the series with Griva Basti for the neck and Kati Basti for the lower back.\n\nAs in the other regional bastis, a well of black gram dough is built over the area and filled with warm medicated oil, kept at an even warmth. It is traditionally used for upper-back stiffness and muscle spasm, postural strain from desk work, and dorsal spine pain.\n\nThe physician examines your back first and may combine it with neck or lower-back treatment. Chest or upper-back pain with breathlessness, sweating or pain spreading to the arm must be checked at a hospital straight away.',
        hi: 'हमारे चिकित्सालय में पुट बस्ति पीठ के ऊपरी और मध्य भाग (पृष्ठ क्षेत्र)—कंधों की हड्डियों के बीच और आसपास—के लिए तेल रोकने वाली स्थानीय चिकित्सा है। यह गर्दन के लिए ग्रीवा बस्ति और कमर के लिए कटि बस्ति के साथ इस श्रृंखला को पूरा करती है।\n\nअन्य स्थानीय बस्तियों की तरह उस भाग पर उड़द के आटे का घेरा बनाकर गुनगुना औषधीय तेल भरा जाता है और एक-सी गर्माहट पर रखा जाता है। परंपरागत रूप से इसका उपयोग ऊपरी पीठ की जकड़न, मांसपेशियों की ऐंठन, डेस्क पर काम करने से होने वाले मुद्रा संबंधी खिंचाव और पीठ की रीढ़ के दर्द में होता है।\n\nचिकित्सक पहले पीठ की जाँच करते हैं और इसे गर्दन या कमर की चिकित्सा के साथ जोड़ सकते हैं। साँस फूलने, पसीना आने या बाँह तक फैलने वाले छाती या ऊपरी पीठ के दर्द की जाँच तुरंत अस्पताल में कराएँ।',
      },
      benefits: {
        en: ['Relieves muscle tension', 'Eases localised pain', 'Improves flexibility and mobility', 'Relieves joint stiffness'],
        hi: ['मांसपेशियों के तनाव में राहत', 'स्थानीय दर्द में आराम', 'लचीलापन और गतिशीलता बढ़ाता है', 'जोड़ों की जकड़न में आराम'],
      },
      procedure: {
        en: 'The physician examines the back and chooses the oil.\nYou lie face down with support under the chest and forehead.\nA ring of black gram dough is built over the upper or middle back and sealed to the skin.\nWarm oil is poured in and kept at an even temperature by replacing cooled oil, for 30-40 minutes.\nThe oil and dough are removed; the back and shoulders are massaged gently and may be given local steam.\nYou rest, keep the back covered and avoid cold wind and long hours hunched over screens that day.',
        hi: 'चिकित्सक पीठ की जाँच करके तेल चुनते हैं।\nआप छाती और माथे के नीचे सहारा लेकर पेट के बल लेटते हैं।\nपीठ के ऊपरी या मध्य भाग पर उड़द के आटे का घेरा बनाकर त्वचा से सील किया जाता है।\nगुनगुना तेल भरा जाता है और ठंडा तेल बदलते हुए 30-40 मिनट एक-सा तापमान रखा जाता है।\nतेल और आटा हटाकर पीठ व कंधों की हल्की मालिश की जाती है और स्थानीय भाप दी जा सकती है।\nआराम करें, पीठ ढककर रखें और उस दिन ठंडी हवा और झुककर देर तक स्क्रीन पर काम करने से बचें।',
      },
      duration: { en: '45 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 45 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: ['People with upper or mid-back pain', 'People with neck and shoulder stiffness', 'People who work long hours at screens'],
        hi: ['पीठ के ऊपरी या मध्य भाग के दर्द वाले लोग', 'गर्दन और कंधों की जकड़न वाले लोग', 'लंबे समय तक स्क्रीन पर काम करने वाले लोग'],
      },
      contraindications: {
        en: [
          'Chest or upper-back pain with breathlessness, sweating or pain in the arm: go to a hospital immediately',
          'Open wounds or skin infection at the site',
          'Fever or acute infection',
          'Pregnancy (only if the physician advises)',
        ],
        hi: [
          'साँस फूलने, पसीने या बाँह में दर्द के साथ छाती/ऊपरी पीठ का दर्द: तुरंत अस्पताल जाएँ',
          'उस स्थान पर खुला घाव या त्वचा संक्रमण',
          'बुख़ार या तीव्र संक्रमण',
          'गर्भावस्था (केवल चिकित्सक की सलाह पर)',
        ],
      },
      image: '/images/therapies/basti.svg',
    },
  },
  {
    title: { en: 'Sthanik Basti', hi: 'स्थानिक बस्ति' },
    route: 'sthanik-basti',
    description: {
      en: 'Warm medicated oil pooled over any single painful area, such as a shoulder, elbow, ankle or heel, inside a dough ring.',
      hi: 'किसी एक दर्द वाले स्थान—जैसे कंधा, कोहनी, टखना या एड़ी—पर आटे के घेरे में गुनगुना औषधीय तेल रोककर की जाने वाली चिकित्सा।',
    },
    sidebarIcon: 'hand',
    category: 'basti',
    content: {
      overview: {
        en: 'Sthanik means "local". Sthanik Basti applies the same method as Kati or Janu Basti to whichever area needs it: a shoulder, elbow, wrist, ankle, heel, or the chest (Hrid Basti) and navel (Nabhi Basti) when the physician advises.\n\nA well of black gram dough is shaped to fit the area and filled with warm medicated oil chosen for the complaint. The steady warmth and oil are traditionally used to ease local pain, stiffness and restricted movement, such as in a frozen shoulder or heel pain.\n\nBecause every area is different, the physician examines the part and decides on the oil, the holding time and whether other therapies such as Agnikarma or Upanaha should be added.',
        hi: 'स्थानिक का अर्थ है "स्थानीय"। स्थानिक बस्ति में कटि या जानु बस्ति वाली विधि उसी स्थान पर अपनाई जाती है जहाँ आवश्यकता हो: कंधा, कोहनी, कलाई, टखना, एड़ी, या चिकित्सक की सलाह पर छाती (हृद् बस्ति) और नाभि (नाभि बस्ति)।\n\nउस स्थान के आकार के अनुसार उड़द के आटे का घेरा बनाकर तकलीफ़ के अनुसार चुना गया गुनगुना औषधीय तेल भरा जाता है। लगातार गर्माहट और तेल परंपरागत रूप से स्थानीय दर्द, जकड़न और सीमित गति—जैसे फ़्रोज़न शोल्डर या एड़ी के दर्द—में उपयोगी हैं।\n\nहर अंग अलग होता है, इसलिए चिकित्सक उस भाग की जाँच करके तेल, उसे रखने का समय और अग्निकर्म या उपनाह जैसी अन्य चिकित्सा जोड़ने का निर्णय लेते हैं।',
      },
      benefits: {
        en: ['Eases localised pain', 'Relieves joint stiffness', 'Improves flexibility and mobility', 'Relieves muscle tension'],
        hi: ['स्थानीय दर्द में आराम', 'जोड़ों की जकड़न में आराम', 'लचीलापन और गतिशीलता बढ़ाता है', 'मांसपेशियों के तनाव में राहत'],
      },
      procedure: {
        en: 'The physician examines the area and chooses the oil.\nYou are positioned so that the area is level and comfortable.\nA ring of black gram dough is shaped around the area and sealed to the skin.\nWarm oil is poured in and kept at an even temperature by replacing cooled oil, for 20-40 minutes.\nThe oil and dough are removed and the area is gently massaged and moved through its comfortable range.\nYou rest briefly, keep the area warm and follow the home exercises the physician suggests.',
        hi: 'चिकित्सक उस स्थान की जाँच करके तेल चुनते हैं।\nआपको ऐसी स्थिति में बैठाया या लिटाया जाता है कि वह भाग समतल और आरामदायक रहे।\nउस स्थान के चारों ओर उड़द के आटे का घेरा बनाकर त्वचा से सील किया जाता है।\nगुनगुना तेल भरा जाता है और ठंडा तेल बदलते हुए 20-40 मिनट एक-सा तापमान रखा जाता है।\nतेल और आटा हटाकर उस भाग की हल्की मालिश की जाती है और आरामदायक सीमा तक हिलाया-डुलाया जाता है।\nथोड़ा आराम करें, उस भाग को गर्म रखें और चिकित्सक द्वारा बताए गए घरेलू व्यायाम करें।',
      },
      duration: { en: '30-45 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 30-45 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with frozen shoulder or shoulder pain',
          'People with heel pain',
          'People with joint pain and stiffness',
          'People recovering from old sports or work injuries',
        ],
        hi: [
          'फ़्रोज़न शोल्डर या कंधे के दर्द वाले लोग',
          'एड़ी के दर्द से परेशान लोग',
          'जोड़ों के दर्द और जकड़न वाले लोग',
          'खेल या काम की पुरानी चोट से उबर रहे लोग',
        ],
      },
      contraindications: {
        en: [
          'Acutely hot, red, swollen joints',
          'Open wounds or skin infection at the site',
          'Fresh injuries, fractures or dislocations (medical care first)',
          'Fever or acute infection',
        ],
        hi: [
          'तीव्र गर्म, लाल और सूजे हुए जोड़',
          'उस स्थान पर खुला घाव या त्वचा संक्रमण',
          'ताज़ा चोट, हड्डी टूटना या जोड़ खिसकना (पहले चिकित्सकीय उपचार)',
          'बुख़ार या तीव्र संक्रमण',
        ],
      },
      image: '/images/therapies/basti.svg',
    },
  },
  {
    title: { en: 'Uttar Basti', hi: 'उत्तर बस्ति' },
    route: 'uttar-basti',
    description: {
      en: 'A sterile procedure in which medicated oil or decoction is given through the urinary or genital passage; done only by qualified physicians, with consent.',
      hi: 'कीटाणुरहित प्रक्रिया, जिसमें औषधीय तेल या काढ़ा मूत्र या जननांग मार्ग से दिया जाता है; केवल योग्य चिकित्सक द्वारा, सहमति के साथ।',
    },
    sidebarIcon: 'shield',
    category: 'basti',
    content: {
      overview: {
        en: 'Uttar Basti is a specialised form of Basti in which a small quantity of medicated oil, ghee or decoction is introduced through the urethra in men and women, or into the uterine cavity in women, using a fine sterile catheter. "Uttar" refers to both the higher route and its place after the main Basti.\n\nIt is traditionally used to support reproductive and urinary health: for example in some menstrual disorders, some chronic urinary complaints, and as one part of a wider plan for couples planning conception, alongside standard medical evaluation. It is not a stand-alone cure for any condition.\n\nUttar Basti is performed only by qualified physicians in a sterile procedure room, after investigations, with written consent. Women are treated by a female physician.',
        hi: 'उत्तर बस्ति बस्ति का एक विशेष रूप है, जिसमें पतली कीटाणुरहित नली (कैथेटर) से थोड़ी मात्रा में औषधीय तेल, घी या काढ़ा पुरुषों व महिलाओं में मूत्रमार्ग से, या महिलाओं में गर्भाशय में पहुँचाया जाता है। "उत्तर" शब्द ऊपरी मार्ग और मुख्य बस्ति के बाद दी जाने वाली बस्ति, दोनों अर्थों में प्रयुक्त होता है।\n\nपरंपरागत रूप से इसका उपयोग प्रजनन और मूत्र स्वास्थ्य को सहारा देने के लिए होता है: जैसे कुछ मासिक धर्म विकारों, कुछ पुरानी मूत्र संबंधी शिकायतों में, और संतान की योजना बना रहे दंपतियों के लिए आधुनिक चिकित्सकीय जाँच के साथ एक व्यापक योजना के हिस्से के रूप में। यह किसी भी रोग का अकेला इलाज नहीं है।\n\nउत्तर बस्ति केवल योग्य चिकित्सक, कीटाणुरहित प्रक्रिया कक्ष में, आवश्यक जाँचों के बाद और लिखित सहमति से करते हैं। महिलाओं की प्रक्रिया महिला चिकित्सक द्वारा की जाती है।',
      },
      benefits: {
        en: ['Supports reproductive health', 'Supports urinary tract comfort', 'Balances Vata dosha', 'Supports menstrual comfort'],
        hi: ['प्रजनन स्वास्थ्य में सहायक', 'मूत्र मार्ग की सहजता में सहायक', 'वात दोष को संतुलित करता है', 'मासिक धर्म में सहजता लाने में सहायक'],
      },
      procedure: {
        en: 'Detailed consultation and investigations (for example urine tests, ultrasound and infection screening) to confirm suitability; written consent is taken.\nFor women, the procedure is timed in the days after menstruation has ended, as the physician advises.\nA light oil massage to the lower abdomen and back and mild warmth may be given first, and you empty your bladder.\nIn a sterile procedure room, with strict aseptic technique, the physician gently introduces the warm medicine through a fine sterile catheter.\nYou rest lying down, with the hips slightly raised, for 30 minutes or as advised.\nYou are given clear after-care instructions, including hygiene, avoiding intercourse for the advised days, and when to call the clinic.',
        hi: 'उपयुक्तता तय करने के लिए विस्तृत परामर्श और जाँचें (जैसे पेशाब की जाँच, अल्ट्रासाउंड और संक्रमण की जाँच); लिखित सहमति ली जाती है।\nमहिलाओं में यह प्रक्रिया चिकित्सक की सलाह अनुसार मासिक धर्म समाप्त होने के बाद के दिनों में की जाती है।\nपहले पेट के निचले हिस्से और कमर पर हल्की तेल मालिश और सेंक दी जा सकती है, और आप मूत्राशय ख़ाली कर लेते हैं।\nकीटाणुरहित प्रक्रिया कक्ष में, पूर्ण एसेप्टिक सावधानी के साथ, चिकित्सक पतली कीटाणुरहित नली से गुनगुनी औषधि धीरे से पहुँचाते हैं।\nआप कूल्हों को थोड़ा ऊँचा रखकर 30 मिनट या सलाह अनुसार लेटकर आराम करते हैं।\nबाद की देखभाल के स्पष्ट निर्देश दिए जाते हैं—स्वच्छता, बताए गए दिनों तक संभोग से परहेज़ और कब चिकित्सालय से संपर्क करें।',
      },
      duration: {
        en: '30-45 minutes including rest; for women usually 3 consecutive days after menstruation, for 1 to 3 cycles; for men as advised',
        hi: 'विश्राम सहित 30-45 मिनट; महिलाओं में सामान्यतः मासिक धर्म के बाद लगातार 3 दिन, 1 से 3 चक्र तक; पुरुषों में सलाह अनुसार',
      },
      idealFor: {
        en: [
          'Women with menstrual irregularities, after assessment',
          'People with some chronic urinary complaints, after assessment',
          'Couples planning conception, as one part of a plan alongside medical evaluation',
        ],
        hi: [
          'जाँच के बाद, अनियमित मासिक धर्म वाली महिलाएँ',
          'जाँच के बाद, कुछ पुरानी मूत्र संबंधी शिकायतों वाले लोग',
          'संतान की योजना बना रहे दंपती, चिकित्सकीय जाँच के साथ एक योजना के हिस्से के रूप में',
        ],
      },
      contraindications: {
        en: [
          'Pregnancy or possible pregnancy',
          'Active urinary, genital or pelvic infection, or fever',
          'During menstruation, or unexplained bleeding between periods (investigate first)',
          'Recent pelvic or urinary tract surgery',
          'Suspected growths or tumours until fully investigated',
        ],
        hi: [
          'गर्भावस्था या गर्भ की संभावना',
          'सक्रिय मूत्र, जननांग या श्रोणि संक्रमण, या बुख़ार',
          'मासिक धर्म के दिन, या दो मासिक धर्मों के बीच अकारण रक्तस्राव (पहले जाँच)',
          'हाल में श्रोणि या मूत्र मार्ग की सर्जरी',
          'गाँठ या ट्यूमर की आशंका, पूरी जाँच होने तक',
        ],
      },
      image: '/images/therapies/herbs.svg',
    },
  },
];
