import type { Therapy } from '@content/types';

/** Special procedures: Agnikarma, Udvartana and Dhumapana. */
export const specialTherapies: Therapy[] = [
  {
    title: { en: 'Agnikarma', hi: 'अग्निकर्म' },
    route: 'agnikarma',
    description: {
      en: 'Classical therapeutic heat: a heated metal rod touched briefly to precise points, traditionally used for stubborn local pain such as heel pain.',
      hi: 'शास्त्रीय ताप चिकित्सा: गर्म धातु की शलाका से निश्चित बिंदुओं को क्षण भर छूना; परंपरागत रूप से एड़ी दर्द जैसे ज़िद्दी स्थानीय दर्द में उपयोगी।',
    },
    sidebarIcon: 'flame',
    category: 'special',
    content: {
      overview: {
        en: 'Agnikarma is a para-surgical procedure described by Acharya Sushruta. A metal rod (shalaka), usually of an alloy of five metals, is heated and touched for a moment to several precise points over the painful area, creating tiny, superficial, controlled heat marks in a pattern chosen by the physician.\n\nIt is traditionally used for stubborn, localised Vata and Kapha pain, such as heel pain (plantar fasciitis), tennis elbow, frozen shoulder, some knee and back pain, and for corns and warts. Many patients notice a change in pain after one or a few sittings, though results vary.\n\nAgnikarma is performed only by a trained physician, after explaining the procedure and taking your written consent. Each touch lasts less than a second, and the marks usually heal within one to two weeks.',
        hi: 'अग्निकर्म आचार्य सुश्रुत द्वारा वर्णित एक अनुशस्त्र (पैरा-सर्जिकल) प्रक्रिया है। धातु की शलाका, प्रायः पंचधातु की, गर्म करके दर्द वाले स्थान पर कुछ निश्चित बिंदुओं को क्षण भर छुआई जाती है, जिससे चिकित्सक द्वारा चुने गए क्रम में बहुत छोटे, सतही, नियंत्रित ताप-चिह्न बनते हैं।\n\nपरंपरागत रूप से इसका उपयोग ज़िद्दी, स्थानीय वात और कफ प्रधान दर्द में होता है—जैसे एड़ी का दर्द (प्लांटर फ़ेशियाइटिस), टेनिस एल्बो, फ़्रोज़न शोल्डर, कुछ घुटने व कमर दर्द—और कॉर्न व मस्सों में भी। कई रोगियों को एक या कुछ बैठकों के बाद दर्द में बदलाव महसूस होता है, हालाँकि परिणाम अलग-अलग होते हैं।\n\nअग्निकर्म केवल प्रशिक्षित चिकित्सक, प्रक्रिया समझाकर और आपकी लिखित सहमति लेकर करते हैं। हर स्पर्श एक सेकंड से भी कम का होता है, और निशान प्रायः एक-दो सप्ताह में भर जाते हैं।',
      },
      benefits: {
        en: [
          'Eases localised pain',
          'Relieves joint stiffness',
          'Improves flexibility and mobility',
          'Short procedure with little downtime',
        ],
        hi: ['स्थानीय दर्द में आराम', 'जोड़ों की जकड़न में आराम', 'लचीलापन और गतिशीलता बढ़ाता है', 'कम समय की प्रक्रिया, दिनचर्या में कम रुकावट'],
      },
      procedure: {
        en: 'The physician examines the area, marks the most tender points and explains the procedure; written consent is taken.\nThe skin is cleaned, and the area may be covered with aloe vera pulp or a cooling paste around the points.\nThe shalaka is heated until red-hot over a flame.\nThe physician touches it to each marked point for a fraction of a second, in a dot or line pattern.\nHoney and ghee or aloe vera are applied at once to soothe the marks.\nYou keep the area dry for 24 hours, avoid scratching, and come back if there is unusual redness, pus or fever.',
        hi: 'चिकित्सक स्थान की जाँच करके सबसे दर्द वाले बिंदु चिह्नित करते हैं और प्रक्रिया समझाते हैं; लिखित सहमति ली जाती है।\nत्वचा साफ़ की जाती है, और बिंदुओं के आसपास एलोवेरा का गूदा या शीतल लेप लगाया जा सकता है।\nशलाका को आँच पर लाल होने तक गर्म किया जाता है।\nचिकित्सक हर चिह्नित बिंदु को बिंदु या रेखा के क्रम में क्षण भर के लिए छूते हैं।\nनिशानों को शांत करने के लिए तुरंत शहद और घी या एलोवेरा लगाया जाता है।\n24 घंटे उस स्थान को सूखा रखें, खुजलाएँ नहीं, और असामान्य लाली, मवाद या बुख़ार हो तो तुरंत संपर्क करें।',
      },
      duration: {
        en: '10-20 minutes per sitting; usually 1 to 4 sittings, about a week apart',
        hi: 'प्रति बैठक 10-20 मिनट; सामान्यतः 1 से 4 बैठकें, लगभग एक सप्ताह के अंतर पर',
      },
      idealFor: {
        en: ['People with heel pain', 'People with frozen shoulder or shoulder pain', 'People with tennis elbow', 'People with knee pain'],
        hi: ['एड़ी के दर्द से परेशान लोग', 'फ़्रोज़न शोल्डर या कंधे के दर्द वाले लोग', 'टेनिस एल्बो से परेशान लोग', 'घुटनों के दर्द से परेशान लोग'],
      },
      contraindications: {
        en: [
          'Pregnancy',
          'Bleeding disorders or blood-thinning medicines',
          'Uncontrolled diabetes (slow wound healing)',
          'Children, elderly or very weak patients',
          'Skin infection or reduced sensation at the site',
        ],
        hi: [
          'गर्भावस्था',
          'रक्तस्राव संबंधी विकार या ख़ून पतला करने वाली दवाएँ',
          'अनियंत्रित मधुमेह (घाव देर से भरते हैं)',
          'बच्चे, वृद्ध या बहुत कमज़ोर रोगी',
          'उस स्थान पर त्वचा संक्रमण या संवेदना की कमी',
        ],
      },
      image: '/images/therapies/fire.svg',
    },
  },
  {
    title: { en: 'Udvartana', hi: 'उद्वर्तन' },
    route: 'udvartana',
    description: {
      en: 'A brisk, upward massage with dry herbal powders that invigorates the body, tones the skin and is traditionally used to reduce Kapha and heaviness.',
      hi: 'सूखे औषधि चूर्ण से नीचे से ऊपर की ओर तेज़ मालिश, जो शरीर में स्फूर्ति लाती है, त्वचा को कसती है और परंपरागत रूप से कफ व भारीपन कम करती है।',
    },
    sidebarIcon: 'sparkles',
    category: 'special',
    content: {
      overview: {
        en: 'Udvartana is a powder massage. Instead of oil, fine herbal powders such as Triphala, Kolakulathadi or barley flour are rubbed firmly over the body in upward strokes, against the direction of hair growth.\n\nAyurveda uses it to reduce Kapha and fat (meda), to improve a sluggish metabolism, and to leave the skin firm and clean. It is traditionally part of weight-management programmes and is also helpful for heaviness, lethargy and some types of skin dullness.\n\nUdvartana is invigorating rather than relaxing, and the pressure is firm. It works best alongside diet, exercise and, where advised, internal medicines. The physician checks your skin and overall strength before starting.',
        hi: 'उद्वर्तन चूर्ण से की जाने वाली मालिश है। तेल की जगह त्रिफला, कोलकुलत्थादि या जौ के आटे जैसे बारीक औषधि चूर्ण को रोमों की उलटी दिशा में, नीचे से ऊपर की ओर, ज़ोर से मला जाता है।\n\nआयुर्वेद इसका उपयोग कफ और मेद (चर्बी) कम करने, सुस्त चयापचय को सुधारने और त्वचा को कसी व साफ़ बनाने के लिए करता है। परंपरागत रूप से यह वज़न नियंत्रण कार्यक्रमों का हिस्सा है, और भारीपन, आलस्य व त्वचा की कुछ प्रकार की बेजानी में भी सहायक है।\n\nउद्वर्तन आराम देने से अधिक स्फूर्ति देता है, और इसमें दबाव मज़बूत होता है। आहार, व्यायाम और आवश्यकता हो तो औषधियों के साथ यह सबसे अच्छा काम करता है। शुरू करने से पहले चिकित्सक आपकी त्वचा और शारीरिक बल की जाँच करते हैं।',
      },
      benefits: {
        en: [
          'Reduces Kapha and heaviness',
          'Supports healthy weight management',
          'Improves circulation',
          'Supports skin clarity',
          'Supports detoxification',
        ],
        hi: [
          'कफ और भारीपन कम करता है',
          'वज़न नियंत्रण में सहायक',
          'रक्त संचार बेहतर करता है',
          'त्वचा की स्वच्छता और निखार में सहायक',
          'शरीर के शोधन (डिटॉक्स) में सहायक',
        ],
      },
      procedure: {
        en: 'The physician assesses you and chooses the powder; a light oil may be advised for dry skin.\nThe powder is warmed slightly in a pan.\nTwo therapists rub the powder over the body in firm, upward strokes, in set positions, for 30-45 minutes.\nExtra attention is given to areas with more fat or heaviness, such as the thighs, hips and abdomen.\nSteam (Swedana) usually follows for 10-15 minutes.\nThe powder is brushed off and you take a warm bath after some time, without soap.',
        hi: 'चिकित्सक जाँच करके चूर्ण चुनते हैं; रूखी त्वचा में पहले हल्का तेल लगाने की सलाह दी जा सकती है।\nचूर्ण को कड़ाही में हल्का गर्म किया जाता है।\nदो सहायक निर्धारित मुद्राओं में 30-45 मिनट तक पूरे शरीर पर नीचे से ऊपर की ओर ज़ोर से चूर्ण मलते हैं।\nजाँघों, कूल्हों और पेट जैसे अधिक चर्बी या भारीपन वाले भागों पर विशेष ध्यान दिया जाता है।\nइसके बाद सामान्यतः 10-15 मिनट स्वेदन (भाप) दिया जाता है।\nचूर्ण झाड़कर हटाया जाता है और कुछ देर बाद बिना साबुन के गुनगुने पानी से स्नान करें।',
      },
      duration: {
        en: '45-60 minutes per session including steam; usually 7 to 14 days',
        hi: 'भाप सहित प्रति सत्र 45-60 मिनट; सामान्यतः 7 से 14 दिन',
      },
      idealFor: {
        en: [
          'People with excess weight',
          'People with heaviness and sluggishness',
          'People seeking seasonal detoxification',
          'People with digestive complaints',
        ],
        hi: ['अधिक वज़न वाले लोग', 'शरीर में भारीपन और सुस्ती महसूस करने वाले लोग', 'मौसमी शोधन (डिटॉक्स) चाहने वाले लोग', 'पाचन की शिकायतों वाले लोग'],
      },
      contraindications: {
        en: [
          'Very dry, thin or sensitive skin',
          'Skin infection, rashes or open wounds',
          'Pregnancy',
          'Very thin or weak patients',
          'Fever or acute infection',
        ],
        hi: ['बहुत रूखी, पतली या संवेदनशील त्वचा', 'त्वचा संक्रमण, चकत्ते या खुले घाव', 'गर्भावस्था', 'बहुत दुबले या कमज़ोर रोगी', 'बुख़ार या तीव्र संक्रमण'],
      },
      image: '/images/therapies/herbs.svg',
    },
  },
  {
    title: { en: 'Dhumapana', hi: 'धूमपान' },
    route: 'dhumapana',
    description: {
      en: 'Inhalation of medicated herbal smoke through a special pipe, traditionally used to clear mucus from the head, nose and throat. It is not tobacco smoking.',
      hi: 'विशेष नली से औषधीय धुएँ का सेवन, जो परंपरागत रूप से सिर, नाक और गले का कफ साफ़ करने के लिए है। इसका तंबाकू पीने से कोई संबंध नहीं है।',
    },
    sidebarIcon: 'wind',
    category: 'special',
    content: {
      overview: {
        en: 'Dhumapana means "taking smoke", but it has nothing to do with tobacco. Herbal wicks or powders, with ingredients such as turmeric, Guggulu, Vacha or Yashtimadhu, are burnt in a special pipe (Dhuma Netra), and the medicated smoke is drawn in gently through the nose or mouth and always breathed out through the mouth.\n\nClassical texts describe it as part of the daily routine and, more often today, as the step that follows Nasya or Vamana to clear remaining Kapha from the head, nose and throat. It is traditionally used for heaviness of the head, blocked sinuses, excess mucus and some throat complaints.\n\nThe physician decides whether it suits you and which preparation to use. It is given under supervision, in short, measured rounds.',
        hi: 'धूमपान का अर्थ है "धुआँ ग्रहण करना", पर इसका तंबाकू से कोई संबंध नहीं है। हल्दी, गुग्गुलु, वचा या यष्टिमधु जैसी औषधियों से बनी वर्ति या चूर्ण विशेष नली (धूमनेत्र) में जलाए जाते हैं, और औषधीय धुआँ नाक या मुँह से धीरे से खींचकर हमेशा मुँह से ही बाहर छोड़ा जाता है।\n\nशास्त्रों में इसे दिनचर्या का अंग बताया गया है, और आजकल अधिकतर इसे नस्य या वमन के बाद सिर, नाक और गले में बचे कफ को साफ़ करने के लिए दिया जाता है। परंपरागत रूप से इसका उपयोग सिर के भारीपन, बंद साइनस, अधिक कफ और गले की कुछ तकलीफ़ों में होता है।\n\nचिकित्सक तय करते हैं कि यह आपके लिए उपयुक्त है या नहीं और कौन-सा योग उपयोग होगा। यह देखरेख में, छोटे और निश्चित चक्रों में दिया जाता है।',
      },
      benefits: {
        en: [
          'Supports clear breathing',
          'Reduces Kapha and heaviness',
          'Relieves headache and heaviness in the head',
          'Helps clear excess mucus',
        ],
        hi: ['साँस को सहज बनाने में सहायक', 'कफ और भारीपन कम करता है', 'सिरदर्द और सिर के भारीपन में आराम', 'अधिक कफ साफ़ करने में सहायक'],
      },
      procedure: {
        en: 'The physician assesses you and chooses the herbal wick or powder.\nDhumapana is usually given right after Nasya, or on its own after a light face and neck massage.\nYou sit upright and relaxed; the herbal wick is lit in the Dhuma Netra.\nYou draw the smoke in gently, first through one nostril and then the other (or through the mouth), and breathe it out through the mouth only.\nThis is repeated in three short rounds of a few breaths each, stopping at once if you feel uneasy.\nYou rinse the mouth with warm water and avoid cold drinks and dust for some time.',
        hi: 'चिकित्सक जाँच करके औषधीय वर्ति या चूर्ण चुनते हैं।\nधूमपान सामान्यतः नस्य के तुरंत बाद, या चेहरे और गर्दन की हल्की मालिश के बाद अकेले दिया जाता है।\nआप सीधे और आराम से बैठते हैं; धूमनेत्र में औषधीय वर्ति जलाई जाती है।\nआप धुआँ पहले एक, फिर दूसरे नथुने से (या मुँह से) धीरे से खींचते हैं और केवल मुँह से बाहर छोड़ते हैं।\nयह कुछ-कुछ साँसों के तीन छोटे चक्रों में दोहराया जाता है; असहज लगे तो तुरंत रोक दिया जाता है।\nगुनगुने पानी से कुल्ला करें और कुछ देर ठंडे पेय व धूल से बचें।',
      },
      duration: {
        en: '5-10 minutes per session; usually together with Nasya for 7 days',
        hi: 'प्रति सत्र 5-10 मिनट; सामान्यतः नस्य के साथ 7 दिन',
      },
      idealFor: {
        en: [
          'People with sinus congestion or allergies',
          'People with heaviness and sluggishness',
          'People with recurring headaches or migraine',
        ],
        hi: ['साइनस, जुकाम या एलर्जी से परेशान लोग', 'शरीर में भारीपन और सुस्ती महसूस करने वाले लोग', 'बार-बार सिरदर्द या माइग्रेन से परेशान लोग'],
      },
      contraindications: {
        en: [
          'Pregnancy',
          'Asthma, COPD or any breathing difficulty (only if the physician specifically advises)',
          'Children and elderly patients',
          'Nosebleeds, bleeding tendency or a strong heat (Pitta) tendency',
          'Just after purgation or Basti, after alcohol, or when very tired or hungry',
        ],
        hi: [
          'गर्भावस्था',
          'अस्थमा, सीओपीडी या साँस की कोई भी तकलीफ़ (केवल चिकित्सक की विशेष सलाह पर)',
          'बच्चे और वृद्ध रोगी',
          'नकसीर, रक्तस्राव की प्रवृत्ति या शरीर में अधिक गर्मी (पित्त) की प्रवृत्ति',
          'विरेचन या बस्ति के तुरंत बाद, मद्यपान के बाद, या बहुत थकान या भूख में',
        ],
      },
      image: '/images/therapies/nasya.svg',
    },
  },
];
