import type { Therapy } from '@content/types';

/** Abhyanga and Eye Disorders: the two therapies that lead the catalogue. */
export const generalTherapies: Therapy[] = [
  {
    title: { en: 'Abhyanga', hi: 'अभ्यंग' },
    route: 'abhyanga',
    description: {
      en: 'A full-body massage with warm medicated oil that nourishes the skin, eases tired muscles and settles the mind.',
      hi: 'गुनगुने औषधीय तेल से पूरे शरीर की मालिश, जो त्वचा को पोषण देती है, थकी मांसपेशियों को आराम देती है और मन को शांत करती है।',
    },
    sidebarIcon: 'hand',
    category: 'general',
    content: {
      overview: {
        en: 'Abhyanga is the classical Ayurvedic oil massage. Warm herbal oil, chosen for your constitution and complaints, is applied over the whole body with long, rhythmic strokes on the limbs and circular movements over the joints. Ayurveda describes it as part of a healthy daily routine, not only a treatment.\n\nThe warmth and unctuousness of the oil are traditionally used to calm Vata, the dosha linked with dryness, stiffness and restlessness. Many people find that it loosens tight muscles, softens dry skin and helps them sleep more deeply.\n\nAbhyanga is also the usual first step before steam therapy and before the main Panchakarma procedures. Our physician chooses the oil and the pressure after a short assessment.',
        hi: 'अभ्यंग आयुर्वेद की पारंपरिक तेल-मालिश है। आपकी प्रकृति और तकलीफ़ के अनुसार चुना गया गुनगुना औषधीय तेल पूरे शरीर पर लगाया जाता है; हाथ-पैरों पर लंबे, लयबद्ध स्ट्रोक और जोड़ों पर गोलाकार गति से मालिश की जाती है। आयुर्वेद इसे केवल उपचार नहीं, बल्कि स्वस्थ दिनचर्या का हिस्सा मानता है।\n\nतेल की गर्माहट और स्निग्धता परंपरागत रूप से वात दोष को शांत करने के लिए उपयोग की जाती है, जो रूखापन, जकड़न और बेचैनी से जुड़ा है। बहुत से लोगों को इससे मांसपेशियों में ढीलापन, त्वचा में कोमलता और गहरी नींद का अनुभव होता है।\n\nस्वेदन और पंचकर्म की मुख्य प्रक्रियाओं से पहले भी सामान्यतः अभ्यंग किया जाता है। हमारे चिकित्सक संक्षिप्त जाँच के बाद तेल और मालिश का दबाव तय करते हैं।',
      },
      benefits: {
        en: [
          'Nourishes the skin',
          'Relieves muscle tension',
          'Calms the mind and improves sleep',
          'Improves circulation',
          'Balances Vata dosha',
          'Relieves joint stiffness',
        ],
        hi: [
          'त्वचा को पोषण देता है',
          'मांसपेशियों के तनाव में राहत',
          'मन को शांत करता है और नींद सुधारता है',
          'रक्त संचार बेहतर करता है',
          'वात दोष को संतुलित करता है',
          'जोड़ों की जकड़न में आराम',
        ],
      },
      procedure: {
        en: 'The physician asks about your health, checks your pulse and chooses a suitable oil.\nThe oil is warmed to a comfortable temperature and a little is applied to the crown, ears and soles first.\nOne or two therapists massage the whole body in set positions: sitting, lying on the back, on each side and on the front.\nLong strokes are used along the limbs and circular strokes over the joints, with pressure adjusted to your comfort.\nThe massage is usually followed by a short steam (Swedana) to help the oil penetrate.\nYou rest for 15-20 minutes, then take a warm bath; avoid cold water, wind and heavy food for the rest of the day.',
        hi: 'चिकित्सक आपके स्वास्थ्य के बारे में पूछते हैं, नाड़ी देखते हैं और उपयुक्त तेल चुनते हैं।\nतेल को सुहाते गुनगुने तापमान तक गर्म करके पहले सिर के मध्य भाग, कानों और तलवों पर थोड़ा लगाया जाता है।\nएक या दो चिकित्सक निर्धारित मुद्राओं में—बैठकर, पीठ के बल, दोनों करवट और पेट के बल—पूरे शरीर की मालिश करते हैं।\nहाथ-पैरों पर लंबे स्ट्रोक और जोड़ों पर गोलाकार स्ट्रोक दिए जाते हैं; दबाव आपकी सुविधा के अनुसार रखा जाता है।\nमालिश के बाद सामान्यतः थोड़ी देर स्वेदन (भाप) दिया जाता है ताकि तेल भीतर तक पहुँचे।\n15-20 मिनट आराम के बाद गुनगुने पानी से स्नान करें; उस दिन ठंडे पानी, तेज़ हवा और भारी भोजन से बचें।',
      },
      duration: {
        en: '45-60 minutes per session; a single session or daily for 7 to 14 days',
        hi: 'प्रति सत्र 45-60 मिनट; एक बार या 7 से 14 दिन तक प्रतिदिन',
      },
      idealFor: {
        en: [
          'Healthy adults seeking general wellbeing',
          'People with stress, anxiety or poor sleep',
          'People with joint pain and stiffness',
          'People with dry skin and Vata complaints',
        ],
        hi: [
          'सामान्य स्वास्थ्य बनाए रखना चाहने वाले स्वस्थ वयस्क',
          'तनाव, चिंता या अनिद्रा से परेशान लोग',
          'जोड़ों के दर्द और जकड़न वाले लोग',
          'रूखी त्वचा और वात संबंधी तकलीफ़ों वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Fever or acute infection',
          'Indigestion, or just after a heavy meal',
          'Skin infection, rashes or open wounds',
          'Pregnancy (only a gentle, modified massage if the physician advises)',
          'Heart disease or uncontrolled blood pressure (check with the physician first)',
        ],
        hi: [
          'बुख़ार या तीव्र संक्रमण',
          'अपच, या भारी भोजन के तुरंत बाद',
          'त्वचा संक्रमण, चकत्ते या खुले घाव',
          'गर्भावस्था (चिकित्सक की सलाह पर केवल हल्की, बदली हुई मालिश)',
          'हृदय रोग या अनियंत्रित रक्तचाप (पहले चिकित्सक से परामर्श करें)',
        ],
      },
      image: '/images/therapies/oil-massage.svg',
    },
  },
  {
    title: { en: 'Eye Disorders', hi: 'नेत्र रोग' },
    route: 'eye-disorders',
    description: {
      en: 'Ayurvedic care for common eye complaints such as dryness, strain and irritation, using gentle eye therapies, medicines and daily-habit advice.',
      hi: 'आँखों की आम तकलीफ़ों—सूखापन, थकान और जलन—के लिए आयुर्वेदिक देखभाल: सौम्य नेत्र चिकित्सा, औषधियाँ और दिनचर्या संबंधी सलाह।',
    },
    sidebarIcon: 'eye',
    category: 'general',
    content: {
      overview: {
        en: 'Ayurveda has a whole branch devoted to the eyes, head and ears (Shalakya Tantra). Long hours at screens, dust, poor sleep and excess heat in the body are seen as common causes of dry, tired, burning or itchy eyes.\n\nAfter an assessment, our physician may suggest local eye therapies (Netra Kriyakalpa) such as Netra Dhara, Ashchotana, Akshitarpana or Vidalak, together with internal medicines such as Triphala preparations and simple changes in diet, screen habits and sleep.\n\nThis care supports eye comfort; it does not replace an eye specialist. Conditions such as cataract, glaucoma or retinal disease need regular follow-up with an ophthalmologist, and we work alongside that care.',
        hi: 'आयुर्वेद में आँख, सिर और कान के रोगों के लिए एक पूरी शाखा है—शालाक्य तंत्र। स्क्रीन पर लंबे समय तक काम, धूल, अधूरी नींद और शरीर में बढ़ी गर्मी को आँखों के सूखेपन, थकान, जलन और खुजली के आम कारण माना जाता है।\n\nजाँच के बाद हमारे चिकित्सक नेत्र धारा, आश्च्योतन, अक्षितर्पण या विडालक जैसी स्थानीय नेत्र चिकित्सा (नेत्र क्रियाकल्प) के साथ त्रिफला जैसी औषधियाँ और आहार, स्क्रीन की आदतों व नींद में सरल बदलाव सुझा सकते हैं।\n\nयह देखभाल आँखों को आराम देने में सहायक है; यह नेत्र विशेषज्ञ का विकल्प नहीं है। मोतियाबिंद, ग्लूकोमा या रेटिना के रोगों में नेत्र रोग विशेषज्ञ से नियमित जाँच ज़रूरी है, और हम उसी के साथ मिलकर काम करते हैं।',
      },
      benefits: {
        en: [
          'Soothes tired, strained eyes',
          'Supports eye health',
          'Soothes eye irritation and burning',
          'Cools the body and mind',
          'Practical advice on screen habits and diet',
        ],
        hi: [
          'थकी और तनावग्रस्त आँखों को आराम',
          'आँखों के स्वास्थ्य में सहायक',
          'आँखों की जलन और चुभन में राहत',
          'शरीर और मन को शीतलता देता है',
          'स्क्रीन की आदतों और आहार पर व्यावहारिक सलाह',
        ],
      },
      procedure: {
        en: 'Consultation: the physician takes your history, examines the eyes and reviews any reports from your eye specialist.\nA plan is made: one or more eye therapies, internal medicines and daily-care advice.\nEye therapies are done in a clean, quiet room with fresh, individually prepared medicines.\nAfter each therapy you rest with eyes closed for a few minutes and avoid bright light, wind and screens for a while.\nYou are shown simple eye exercises, palming and screen-break habits to follow at home.\nFollow-up visits check your progress and adjust the plan.',
        hi: 'परामर्श: चिकित्सक आपका इतिहास लेते हैं, आँखों की जाँच करते हैं और नेत्र विशेषज्ञ की रिपोर्ट (यदि हो) देखते हैं।\nयोजना बनाई जाती है: एक या अधिक नेत्र चिकित्साएँ, खाने की औषधियाँ और दैनिक देखभाल की सलाह।\nनेत्र चिकित्सा साफ़, शांत कमरे में, हर रोगी के लिए अलग से तैयार ताज़ी औषधियों से की जाती है।\nहर चिकित्सा के बाद कुछ मिनट आँखें बंद करके आराम करें और कुछ देर तेज़ रोशनी, हवा और स्क्रीन से बचें।\nघर पर करने के लिए आँखों के सरल व्यायाम, पामिंग और स्क्रीन से विराम लेने की आदतें सिखाई जाती हैं।\nफ़ॉलो-अप में प्रगति देखकर योजना में बदलाव किया जाता है।',
      },
      duration: {
        en: '20-45 minutes per therapy session; usually courses of 7 days, repeated as advised',
        hi: 'प्रति सत्र 20-45 मिनट; सामान्यतः 7 दिन का कोर्स, आवश्यकता अनुसार दोहराया जाता है',
      },
      idealFor: {
        en: [
          'People with dry eyes or eye strain',
          'People who work long hours at screens',
          'People with recurring eye irritation or redness (non-infectious)',
          'People with recurring headaches or migraine',
        ],
        hi: [
          'आँखों में सूखापन या थकान वाले लोग',
          'लंबे समय तक स्क्रीन पर काम करने वाले लोग',
          'बार-बार आँखों में जलन या लाली (संक्रमण रहित) वाले लोग',
          'बार-बार सिरदर्द या माइग्रेन से परेशान लोग',
        ],
      },
      contraindications: {
        en: [
          'Sudden loss of vision, eye injury or severe eye pain: go to an eye hospital immediately',
          'Acute eye infection with pus or sticky discharge',
          "Recent eye surgery (only with your surgeon's clearance)",
          "Glaucoma or retinal disease: continue your ophthalmologist's treatment; therapies only if they agree",
        ],
        hi: [
          'अचानक दिखना बंद होना, आँख में चोट या तेज़ दर्द: तुरंत नेत्र अस्पताल जाएँ',
          'मवाद या चिपचिपे स्राव वाला तीव्र नेत्र संक्रमण',
          'हाल में हुई आँख की सर्जरी (केवल सर्जन की अनुमति से)',
          'ग्लूकोमा या रेटिना रोग: नेत्र विशेषज्ञ का उपचार जारी रखें; उनकी सहमति पर ही चिकित्सा',
        ],
      },
      image: '/images/therapies/eye.svg',
    },
  },
];
