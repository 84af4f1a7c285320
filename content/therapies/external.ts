import type { Therapy } from '@content/types';

/** External therapies: topical applications (pastes, poultices, head applications) and Dhara. */
export const externalTherapies: Therapy[] = [
  {
    title: { en: 'Lepa', hi: 'लेप' },
    route: 'lepa',
    description: {
      en: 'A fresh herbal paste applied over a painful, swollen or irritated area and removed before it dries.',
      hi: 'दर्द, सूजन या जलन वाले स्थान पर लगाया जाने वाला ताज़ा औषधीय लेप, जिसे सूखने से पहले हटा दिया जाता है।',
    },
    sidebarIcon: 'leaf',
    category: 'external',
    content: {
      overview: {
        en: 'Lepa is one of the oldest Ayurvedic external treatments. Powdered herbs are mixed with water, decoction, milk, buttermilk or oil into a smooth paste and applied in an even layer over the affected area.\n\nThe herbs depend on the problem: cooling pastes such as sandalwood, Manjistha or Multani mitti for heat and burning, and warming pastes such as Dashanga Lepa or turmeric for swelling and stiffness. Lepa is traditionally used for joint swelling, local pain, boils, some skin complaints and sprains.\n\nClassical texts advise removing the paste before it dries, because a dried paste loses its effect and can irritate the skin. The physician prepares the paste for you and may teach you to apply it at home.',
        hi: 'लेप आयुर्वेद की सबसे प्राचीन बाह्य चिकित्साओं में से एक है। औषधियों के चूर्ण को पानी, काढ़े, दूध, छाछ या तेल में मिलाकर चिकना लेप बनाया जाता है और प्रभावित स्थान पर एक समान परत में लगाया जाता है।\n\nऔषधियाँ तकलीफ़ के अनुसार चुनी जाती हैं: गर्मी और जलन में चंदन, मंजिष्ठा या मुल्तानी मिट्टी जैसे शीतल लेप, और सूजन व जकड़न में दशांग लेप या हल्दी जैसे उष्ण लेप। परंपरागत रूप से लेप का उपयोग जोड़ों की सूजन, स्थानीय दर्द, फोड़े-फुंसी, कुछ त्वचा विकारों और मोच में होता है।\n\nशास्त्रों के अनुसार लेप को सूखने से पहले हटा देना चाहिए, क्योंकि सूखा लेप प्रभाव खो देता है और त्वचा में खिंचाव-जलन कर सकता है। चिकित्सक आपके लिए लेप तैयार करते हैं और घर पर लगाने का तरीका भी सिखा सकते हैं।',
      },
      benefits: {
        en: ['Reduces local swelling', 'Eases localised pain', 'Supports skin clarity', 'Relieves joint stiffness'],
        hi: ['स्थानीय सूजन कम करने में सहायक', 'स्थानीय दर्द में आराम', 'त्वचा की स्वच्छता और निखार में सहायक', 'जोड़ों की जकड़न में आराम'],
      },
      procedure: {
        en: 'The physician examines the area and prescribes the herbs and the liquid for mixing.\nThe area is cleaned and, if needed, a small patch test is done.\nThe fresh paste is applied against the direction of hair growth in an even layer about half a centimetre thick.\nYou rest while the paste acts; it is kept moist and removed before it dries, usually in 30-60 minutes.\nThe area is washed with lukewarm water and patted dry.\nYou are advised on repeating it at home; a lepa is normally applied in the daytime, not left overnight.',
        hi: 'चिकित्सक उस स्थान की जाँच करके औषधियाँ और मिलाने का द्रव निर्धारित करते हैं।\nस्थान साफ़ किया जाता है और आवश्यकता हो तो छोटे हिस्से पर पैच टेस्ट किया जाता है।\nताज़ा लेप रोमों की उलटी दिशा में लगभग आधा सेंटीमीटर मोटी, एक समान परत में लगाया जाता है।\nलेप के असर करने तक आप आराम करते हैं; उसे नम रखा जाता है और सूखने से पहले, सामान्यतः 30-60 मिनट में, हटा दिया जाता है।\nस्थान को गुनगुने पानी से धोकर धीरे से सुखाया जाता है।\nघर पर दोहराने की सलाह दी जाती है; लेप सामान्यतः दिन में लगाया जाता है, रात भर नहीं छोड़ा जाता।',
      },
      duration: { en: '30-60 minutes per application; daily for 7 to 14 days', hi: 'प्रति प्रयोग 30-60 मिनट; 7 से 14 दिन तक प्रतिदिन' },
      idealFor: {
        en: [
          'People with localised inflammation and swelling',
          'People with joint pain and stiffness',
          'People with skin conditions such as eczema or psoriasis',
          'People with minor sprains and strains',
        ],
        hi: ['स्थानीय सूजन वाले लोग', 'जोड़ों के दर्द और जकड़न वाले लोग', 'एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग', 'हल्की मोच और खिंचाव वाले लोग'],
      },
      contraindications: {
        en: [
          'Known allergy to any ingredient (a patch test is done first)',
          'Open, oozing or infected wounds (unless the physician prescribes a wound paste)',
          'Broken skin or burns at the site',
        ],
        hi: [
          'किसी घटक से ज्ञात एलर्जी (पहले पैच टेस्ट किया जाता है)',
          'खुले, रिसते या संक्रमित घाव (जब तक चिकित्सक घाव का लेप न बताएँ)',
          'उस स्थान पर कटी-फटी त्वचा या जलन के घाव',
        ],
      },
      image: '/images/therapies/lepa.svg',
    },
  },
  {
    title: { en: 'Upanaha', hi: 'उपनाह' },
    route: 'upanaha',
    description: {
      en: 'A warm herbal poultice bandaged over a stiff or painful joint and left on for several hours, often overnight.',
      hi: 'जकड़े या दर्द वाले जोड़ पर बाँधी जाने वाली गर्म औषधीय पुल्टिस, जो कई घंटे, अक्सर रात भर, रखी जाती है।',
    },
    sidebarIcon: 'flame',
    category: 'external',
    content: {
      overview: {
        en: 'Upanaha is a form of fomentation in which a warm poultice does the work slowly over several hours. Herbal powders are cooked with oil, rock salt and a sour or fermented liquid into a thick, warm paste, spread over the joint, covered with a castor or other medicinal leaf and bandaged in place.\n\nBecause the warmth and medicine act for a long time, Upanaha is traditionally used for long-standing stiffness and pain: knee osteoarthritis, frozen shoulder, heel pain, wrist and ankle stiffness and old injuries.\n\nThe poultice is usually left on overnight and removed the next morning. The physician checks your skin and sensation first, and teaches you what to watch for at home.',
        hi: 'उपनाह स्वेद का एक रूप है, जिसमें गर्म पुल्टिस कई घंटों तक धीरे-धीरे काम करती है। औषधि चूर्ण को तेल, सेंधा नमक और खट्टे या किण्वित द्रव के साथ पकाकर गाढ़ा, गर्म लेप बनाया जाता है, जोड़ पर फैलाया जाता है, एरंड या किसी अन्य औषधीय पत्ते से ढका जाता है और पट्टी से बाँध दिया जाता है।\n\nचूँकि गर्माहट और औषधि लंबे समय तक असर करती हैं, इसलिए परंपरागत रूप से उपनाह का उपयोग पुरानी जकड़न और दर्द में होता है: घुटनों का ऑस्टियोआर्थराइटिस, फ़्रोज़न शोल्डर, एड़ी का दर्द, कलाई व टखने की जकड़न और पुरानी चोटें।\n\nपुल्टिस सामान्यतः रात भर रखकर अगली सुबह खोली जाती है। चिकित्सक पहले आपकी त्वचा और संवेदना जाँचते हैं और बताते हैं कि घर पर किन बातों का ध्यान रखना है।',
      },
      benefits: {
        en: ['Relieves joint stiffness', 'Eases localised pain', 'Reduces local swelling', 'Improves flexibility and mobility'],
        hi: ['जोड़ों की जकड़न में आराम', 'स्थानीय दर्द में आराम', 'स्थानीय सूजन कम करने में सहायक', 'लचीलापन और गतिशीलता बढ़ाता है'],
      },
      procedure: {
        en: 'The physician examines the joint, checks skin sensation and prescribes the herbs.\nThe area is massaged briefly with warm oil.\nThe herbal paste is cooked with oil, rock salt and a sour liquid until thick and comfortably warm.\nIt is spread over the joint, covered with a medicinal leaf and bandaged firmly but not tightly.\nYou go home with the poultice on, usually for 6-12 hours or overnight, keeping it dry.\nThe bandage is removed the next morning, the area is washed with warm water and lightly oiled; remove it earlier if there is burning, itching or numbness.',
        hi: 'चिकित्सक जोड़ की जाँच करके त्वचा की संवेदना देखते हैं और औषधियाँ निर्धारित करते हैं।\nउस भाग पर थोड़ी देर गुनगुने तेल से मालिश की जाती है।\nऔषधि लेप को तेल, सेंधा नमक और खट्टे द्रव के साथ गाढ़ा और सुहाता गर्म होने तक पकाया जाता है।\nइसे जोड़ पर फैलाकर औषधीय पत्ते से ढका जाता है और मज़बूती से, पर कसकर नहीं, पट्टी बाँधी जाती है।\nआप पुल्टिस बँधी हुई घर जाते हैं, सामान्यतः 6-12 घंटे या रात भर, और उसे सूखा रखते हैं।\nअगली सुबह पट्टी खोलकर स्थान गुनगुने पानी से धोया और हल्का तेल लगाया जाता है; जलन, खुजली या सुन्नपन हो तो पहले ही खोल दें।',
      },
      duration: {
        en: '20-30 minutes at the clinic, poultice kept 6-12 hours; usually 7 to 14 days',
        hi: 'चिकित्सालय में 20-30 मिनट, पुल्टिस 6-12 घंटे रखी जाती है; सामान्यतः 7 से 14 दिन',
      },
      idealFor: {
        en: [
          'People with knee pain',
          'People with frozen shoulder or shoulder pain',
          'People with heel pain',
          'People with joint pain and stiffness',
        ],
        hi: ['घुटनों के दर्द से परेशान लोग', 'फ़्रोज़न शोल्डर या कंधे के दर्द वाले लोग', 'एड़ी के दर्द से परेशान लोग', 'जोड़ों के दर्द और जकड़न वाले लोग'],
      },
      contraindications: {
        en: [
          'Open wounds or skin infection at the site',
          'Diabetes with reduced sensation in the skin (risk of burns)',
          'Acutely hot, red, swollen joints',
          'Poor circulation in the limb',
        ],
        hi: [
          'उस स्थान पर खुला घाव या त्वचा संक्रमण',
          'त्वचा की संवेदना कम करने वाला मधुमेह (जलने का ख़तरा)',
          'तीव्र गर्म, लाल और सूजे हुए जोड़',
          'उस अंग में कमज़ोर रक्त संचार',
        ],
      },
      image: '/images/therapies/lepa.svg',
    },
  },
  {
    title: { en: 'Sthanik Anulepa', hi: 'स्थानिक अनुलेप' },
    route: 'sthanik-anulepa',
    description: {
      en: 'A thin, soothing layer of medicated paste or herbal cream on a specific area of skin, often cooling and calming.',
      hi: 'त्वचा के किसी विशेष भाग पर औषधीय लेप या हर्बल क्रीम की पतली, सुखदायक परत, जो प्रायः शीतल और शांतिदायक होती है।',
    },
    sidebarIcon: 'hand',
    category: 'external',
    content: {
      overview: {
        en: 'Anulepa (or Anulepana) means smearing a thin layer of a fragrant or medicated preparation onto the skin. Sthanik Anulepa is its local form: a gentle application on one area, such as the face, hands, feet or a patch of irritated skin.\n\nCommon preparations use sandalwood, turmeric, Manjistha, Yashtimadhu, aloe vera or medicated ghee such as Shata Dhauta Ghrita. Compared with a thick Lepa, the layer is thin and soothing, and it is traditionally used for itching, burning, dryness, pigmentation and sensitive skin.\n\nThe physician chooses the preparation according to your skin type and complaint, and a patch test is done before the first full application.',
        hi: 'अनुलेप (अनुलेपन) का अर्थ है सुगंधित या औषधीय द्रव्य की पतली परत त्वचा पर लगाना। स्थानिक अनुलेप इसका स्थानीय रूप है: किसी एक भाग—जैसे चेहरा, हाथ, पैर या त्वचा के किसी परेशान हिस्से—पर कोमलता से किया गया प्रयोग।\n\nइसमें प्रायः चंदन, हल्दी, मंजिष्ठा, यष्टिमधु, एलोवेरा या शतधौत घृत जैसे औषधीय घी का उपयोग होता है। गाढ़े लेप की तुलना में इसकी परत पतली और सुखदायक होती है; परंपरागत रूप से इसका उपयोग खुजली, जलन, रूखेपन, रंजकता (पिगमेंटेशन) और संवेदनशील त्वचा में होता है।\n\nचिकित्सक आपकी त्वचा की प्रकृति और तकलीफ़ के अनुसार द्रव्य चुनते हैं, और पहली बार पूरा लगाने से पहले पैच टेस्ट किया जाता है।',
      },
      benefits: {
        en: ['Supports skin clarity', 'Nourishes the skin', 'Soothes itching and burning of the skin', 'Reduces local swelling'],
        hi: ['त्वचा की स्वच्छता और निखार में सहायक', 'त्वचा को पोषण देता है', 'त्वचा की खुजली और जलन में राहत', 'स्थानीय सूजन कम करने में सहायक'],
      },
      procedure: {
        en: 'The physician examines the skin and chooses the preparation.\nA patch test is done on a small area before the first full application.\nThe area is cleaned gently with lukewarm water or a herbal decoction.\nA thin, even layer is applied with light strokes and left for 20-30 minutes.\nIt is wiped or washed off with lukewarm water, and a light oil or ghee may be applied.\nYou are advised on sun protection, mild soaps and diet while the course continues.',
        hi: 'चिकित्सक त्वचा की जाँच करके द्रव्य चुनते हैं।\nपहली बार पूरा लगाने से पहले छोटे हिस्से पर पैच टेस्ट किया जाता है।\nउस भाग को गुनगुने पानी या औषधीय काढ़े से धीरे से साफ़ किया जाता है।\nहल्के हाथों से पतली, एक समान परत लगाकर 20-30 मिनट छोड़ दी जाती है।\nफिर गुनगुने पानी से पोंछकर या धोकर हटाया जाता है, और हल्का तेल या घी लगाया जा सकता है।\nकोर्स के दौरान धूप से बचाव, हल्के साबुन और आहार के बारे में सलाह दी जाती है।',
      },
      duration: {
        en: '20-40 minutes per session; daily or on alternate days for 1 to 3 weeks',
        hi: 'प्रति सत्र 20-40 मिनट; प्रतिदिन या एक दिन छोड़कर, 1 से 3 सप्ताह',
      },
      idealFor: {
        en: [
          'People with skin conditions such as eczema or psoriasis',
          'People with pigmentation or dull skin',
          'People with localised inflammation and swelling',
        ],
        hi: ['एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग', 'झाइयों (पिगमेंटेशन) या बेजान त्वचा वाले लोग', 'स्थानीय सूजन वाले लोग'],
      },
      contraindications: {
        en: [
          'Known allergy to any ingredient (a patch test is done first)',
          'Open, oozing or infected skin at the site',
          'Fungal or bacterial skin infection (treated differently)',
        ],
        hi: [
          'किसी घटक से ज्ञात एलर्जी (पहले पैच टेस्ट किया जाता है)',
          'उस स्थान पर खुली, रिसती या संक्रमित त्वचा',
          'फ़ंगल या बैक्टीरियल त्वचा संक्रमण (इनका उपचार अलग होता है)',
        ],
      },
      image: '/images/therapies/lepa.svg',
    },
  },
  {
    title: { en: 'Talam', hi: 'तलम्' },
    route: 'talam',
    description: {
      en: 'A small amount of medicated paste or oil placed on the crown of the head, traditionally used to calm and cool the head.',
      hi: 'सिर के मध्य भाग (तालु) पर रखी जाने वाली थोड़ी-सी औषधीय लेप या तेल, जो परंपरागत रूप से सिर को शांत और शीतल रखने के लिए है।',
    },
    sidebarIcon: 'sun',
    category: 'external',
    content: {
      overview: {
        en: 'Talam is a simple but classical head therapy from the Kerala tradition. A small, flat mound of herbal powder mixed with medicated oil, or a paste such as Amalaki with buttermilk, is placed on the crown of the head (the vertex, or Brahmarandhra) and left for a short time.\n\nThe crown is regarded as an important point (marma) for the head and senses. Talam is traditionally used for sleeplessness, stress, headaches, a feeling of heat in the head and some eye and ear complaints, and it is often given after other therapies to protect the head.\n\nIt is gentle and takes little time, but the physician still chooses the preparation carefully: cooling for heat, warming if there is congestion.',
        hi: 'तलम् केरल परंपरा की एक सरल पर शास्त्रीय शिरो चिकित्सा है। औषधीय तेल में मिलाया गया औषधि चूर्ण, या छाछ में आँवला जैसा लेप, छोटी चपटी टिकिया के रूप में सिर के मध्य भाग (ब्रह्मरंध्र) पर रखा जाता है और थोड़ी देर छोड़ दिया जाता है।\n\nसिर का यह भाग सिर और इंद्रियों के लिए महत्वपूर्ण मर्म माना जाता है। परंपरागत रूप से तलम् का उपयोग अनिद्रा, तनाव, सिरदर्द, सिर में गर्मी की अनुभूति और कुछ आँख व कान की तकलीफ़ों में होता है; सिर की रक्षा के लिए इसे अक्सर अन्य चिकित्साओं के बाद भी दिया जाता है।\n\nयह सौम्य है और कम समय लेता है, फिर भी चिकित्सक द्रव्य सावधानी से चुनते हैं: गर्मी में शीतल, और जकड़न हो तो उष्ण।',
      },
      benefits: {
        en: [
          'Calms the mind and improves sleep',
          'Relieves headache and heaviness in the head',
          'Cools the body and mind',
          'Soothes tired, strained eyes',
        ],
        hi: [
          'मन को शांत करता है और नींद सुधारता है',
          'सिरदर्द और सिर के भारीपन में आराम',
          'शरीर और मन को शीतलता देता है',
          'थकी और तनावग्रस्त आँखों को आराम',
        ],
      },
      procedure: {
        en: 'The physician assesses you and chooses the powder, oil or paste.\nYou sit comfortably; the head, neck and shoulders are massaged lightly with oil.\nThe preparation is shaped into a small flat mound on the crown and may be covered with a leaf or cloth.\nYou rest quietly with eyes closed for 20-45 minutes.\nThe preparation is removed and the scalp is wiped clean.\nYou avoid washing the hair for some time and stay away from cold wind and strong sun that day.',
        hi: 'चिकित्सक जाँच करके चूर्ण, तेल या लेप चुनते हैं।\nआप आराम से बैठते हैं; सिर, गर्दन और कंधों पर हल्की तेल मालिश की जाती है।\nद्रव्य को सिर के मध्य भाग पर छोटी चपटी टिकिया के रूप में रखकर पत्ते या कपड़े से ढका जा सकता है।\nआप 20-45 मिनट आँखें बंद करके शांति से आराम करते हैं।\nद्रव्य हटाकर सिर की त्वचा साफ़ की जाती है।\nकुछ देर बाल न धोएँ और उस दिन ठंडी हवा व तेज़ धूप से बचें।',
      },
      duration: { en: '20-45 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 20-45 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with stress, anxiety or poor sleep',
          'People with recurring headaches or migraine',
          'People with hyperacidity or excess heat',
          'People with dry eyes or eye strain',
        ],
        hi: [
          'तनाव, चिंता या अनिद्रा से परेशान लोग',
          'बार-बार सिरदर्द या माइग्रेन से परेशान लोग',
          'अम्लपित्त (एसिडिटी) या शरीर में अधिक गर्मी वाले लोग',
          'आँखों में सूखापन या थकान वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Fever, cold, cough or sinus congestion (unless a warming preparation is chosen)',
          'Scalp infection, wounds or recent head injury',
        ],
        hi: ['बुख़ार, जुकाम, खाँसी या साइनस की जकड़न (जब तक उष्ण द्रव्य न चुना जाए)', 'सिर की त्वचा में संक्रमण, घाव या हाल की सिर की चोट'],
      },
      image: '/images/therapies/herbs.svg',
    },
  },
  {
    title: { en: 'Shirah Lepa', hi: 'शिरोलेप' },
    route: 'shirah-lepa',
    description: {
      en: 'A cooling herbal paste spread over the whole scalp and covered with a leaf, traditionally used for stress, headache and heat in the head.',
      hi: 'पूरे सिर पर लगाया जाने वाला शीतल औषधीय लेप, जिसे पत्ते से ढका जाता है; परंपरागत रूप से तनाव, सिरदर्द और सिर की गर्मी में उपयोगी।',
    },
    sidebarIcon: 'sprout',
    category: 'external',
    content: {
      overview: {
        en: 'Shirah Lepa, known in Kerala as Thalapothichil, covers the whole scalp with a thick herbal paste. A common preparation is Amalaki (Indian gooseberry) ground with buttermilk, sometimes with other cooling herbs.\n\nThe paste is spread evenly over the scalp, covered with a banana or lotus leaf and left for some time. Its cooling, calming effect is traditionally used for stress, sleeplessness, headaches linked with heat, burning in the eyes and head, premature greying and some scalp conditions.\n\nBecause it is cooling, it is not given when you have a cold, cough or sinus congestion. The physician decides the paste and timing, and may combine it with Shiro Dhara or Takra Dhara.',
        hi: 'शिरोलेप, जिसे केरल में तलपोतिचिल कहते हैं, में पूरे सिर पर गाढ़ा औषधीय लेप लगाया जाता है। सामान्य योग में आँवले को छाछ के साथ पीसा जाता है, कभी-कभी अन्य शीतल औषधियों के साथ।\n\nलेप को सिर पर एक समान फैलाकर केले या कमल के पत्ते से ढका जाता है और कुछ समय रखा जाता है। इसका शीतल, शांतिदायक प्रभाव परंपरागत रूप से तनाव, अनिद्रा, गर्मी से जुड़े सिरदर्द, आँखों और सिर की जलन, बालों के समय से पहले सफ़ेद होने और सिर की त्वचा की कुछ समस्याओं में उपयोगी है।\n\nचूँकि यह शीतल है, इसलिए जुकाम, खाँसी या साइनस की जकड़न में नहीं दिया जाता। चिकित्सक लेप और समय तय करते हैं और इसे शिरोधारा या तक्रधारा के साथ जोड़ सकते हैं।',
      },
      benefits: {
        en: [
          'Cools the body and mind',
          'Calms the mind and improves sleep',
          'Supports healthy hair and scalp',
          'Relieves headache and heaviness in the head',
        ],
        hi: [
          'शरीर और मन को शीतलता देता है',
          'मन को शांत करता है और नींद सुधारता है',
          'बालों और सिर की त्वचा के स्वास्थ्य में सहायक',
          'सिरदर्द और सिर के भारीपन में आराम',
        ],
      },
      procedure: {
        en: 'The physician assesses you and chooses the paste.\nThe hair is parted and a little oil is applied to the scalp and forehead.\nThe paste is spread evenly over the whole scalp, section by section.\nThe head is covered with a banana or lotus leaf and a cloth band, and you rest for 30-45 minutes.\nThe paste is removed and the hair is washed with lukewarm water or a mild herbal wash.\nYou dry the hair well and avoid cold wind and cold drinks for the rest of the day.',
        hi: 'चिकित्सक जाँच करके लेप चुनते हैं।\nबालों की माँग निकालकर सिर की त्वचा और माथे पर थोड़ा तेल लगाया जाता है।\nलेप को हिस्सा-हिस्सा करके पूरे सिर पर एक समान फैलाया जाता है।\nसिर को केले या कमल के पत्ते और कपड़े की पट्टी से ढका जाता है, और आप 30-45 मिनट आराम करते हैं।\nलेप हटाकर गुनगुने पानी या सौम्य हर्बल शैम्पू से बाल धोए जाते हैं।\nबालों को अच्छी तरह सुखाएँ और दिन भर ठंडी हवा व ठंडे पेय से बचें।',
      },
      duration: { en: '45-60 minutes per session; usually 7 days', hi: 'प्रति सत्र 45-60 मिनट; सामान्यतः 7 दिन' },
      idealFor: {
        en: [
          'People with stress, anxiety or poor sleep',
          'People with premature greying or hair fall',
          'People with recurring headaches or migraine',
          'People with hyperacidity or excess heat',
        ],
        hi: [
          'तनाव, चिंता या अनिद्रा से परेशान लोग',
          'बाल झड़ने या समय से पहले सफ़ेद होने की समस्या वाले लोग',
          'बार-बार सिरदर्द या माइग्रेन से परेशान लोग',
          'अम्लपित्त (एसिडिटी) या शरीर में अधिक गर्मी वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Fever, cold, cough or sinus congestion',
          'Scalp infection, wounds or recent head injury',
          'A tendency to catch cold easily, or very cold weather',
        ],
        hi: [
          'बुख़ार, जुकाम, खाँसी या साइनस की जकड़न',
          'सिर की त्वचा में संक्रमण, घाव या हाल की सिर की चोट',
          'जल्दी सर्दी लगने की प्रवृत्ति, या बहुत ठंडा मौसम',
        ],
      },
      image: '/images/therapies/lepa.svg',
    },
  },
  {
    title: { en: 'Kshira Dhara', hi: 'क्षीरधारा' },
    route: 'kshira-dhara',
    description: {
      en: 'A gentle stream of herb-infused milk poured over the forehead or body, traditionally used to cool and calm.',
      hi: 'औषधियों से सिद्ध दूध की सौम्य धारा माथे या शरीर पर, जो परंपरागत रूप से शीतलता और शांति के लिए दी जाती है।',
    },
    sidebarIcon: 'droplets',
    category: 'external',
    content: {
      overview: {
        en: 'Kshira Dhara is a form of Dhara that uses milk. Milk is boiled with herbs such as Bala or a decoction chosen by the physician, cooled to the right temperature and poured in a steady, thin stream over the forehead, or over the whole body in a variant called Sarvanga Dhara.\n\nMilk is considered cooling, soothing and nourishing in Ayurveda, so Kshira Dhara is traditionally used when stress and sleeplessness come with heat: irritability, burning sensations, hot flushes or Pitta-type headaches.\n\nThe physician decides whether milk, buttermilk or oil suits you best. If you are allergic to milk or have a cold or sinus congestion, another form of Dhara is chosen.',
        hi: 'क्षीरधारा दूध से की जाने वाली धारा है। दूध को बला या चिकित्सक द्वारा चुने गए काढ़े के साथ उबालकर उचित तापमान पर लाया जाता है और पतली, लगातार धारा के रूप में माथे पर, या सर्वांग धारा नामक रूप में पूरे शरीर पर डाला जाता है।\n\nआयुर्वेद में दूध को शीतल, शांतिदायक और पोषक माना गया है, इसलिए परंपरागत रूप से क्षीरधारा तब दी जाती है जब तनाव और अनिद्रा के साथ गर्मी हो: चिड़चिड़ापन, जलन, गर्मी की लहरें (हॉट फ़्लश) या पित्त प्रधान सिरदर्द।\n\nचिकित्सक तय करते हैं कि आपके लिए दूध, छाछ या तेल में से क्या उचित है। दूध से एलर्जी, जुकाम या साइनस की जकड़न होने पर धारा का अन्य रूप चुना जाता है।',
      },
      benefits: {
        en: [
          'Cools the body and mind',
          'Calms the mind and improves sleep',
          'Balances Pitta dosha',
          'Relieves headache and heaviness in the head',
        ],
        hi: ['शरीर और मन को शीतलता देता है', 'मन को शांत करता है और नींद सुधारता है', 'पित्त दोष को संतुलित करता है', 'सिरदर्द और सिर के भारीपन में आराम'],
      },
      procedure: {
        en: 'The physician assesses you and prepares the herbal milk.\nYou lie on your back on the Dhara table; the eyes are covered with cotton pads and the ears may be plugged with cotton.\nA light oil massage is given to the head and shoulders.\nThe lukewarm medicated milk is poured in a thin, steady stream over the forehead, moving gently from side to side, for 30-45 minutes.\nThe milk is wiped off and the head is dried with a soft towel.\nYou rest quietly for some time, then wash with lukewarm water; avoid cold wind and late nights that day.',
        hi: 'चिकित्सक जाँच करके औषधीय दूध तैयार करवाते हैं।\nआप धारा-मेज़ पर पीठ के बल लेटते हैं; आँखों पर रुई के फाहे और कानों में रुई रखी जा सकती है।\nसिर और कंधों पर हल्की तेल मालिश की जाती है।\nगुनगुना औषधीय दूध पतली, लगातार धारा में माथे पर एक ओर से दूसरी ओर धीरे-धीरे घुमाते हुए 30-45 मिनट डाला जाता है।\nदूध पोंछकर मुलायम तौलिये से सिर सुखाया जाता है।\nकुछ देर शांति से आराम करें, फिर गुनगुने पानी से धो लें; उस दिन ठंडी हवा और देर रात जागने से बचें।',
      },
      duration: { en: '45-60 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 45-60 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with stress, anxiety or poor sleep',
          'People with hyperacidity or excess heat',
          'People with recurring headaches or migraine',
          'Women with hot flushes around menopause',
        ],
        hi: [
          'तनाव, चिंता या अनिद्रा से परेशान लोग',
          'अम्लपित्त (एसिडिटी) या शरीर में अधिक गर्मी वाले लोग',
          'बार-बार सिरदर्द या माइग्रेन से परेशान लोग',
          'रजोनिवृत्ति के आसपास गर्मी की लहरों से परेशान महिलाएँ',
        ],
      },
      contraindications: {
        en: ['Fever, cold, cough or sinus congestion', 'Milk allergy', 'Scalp infection, wounds or recent head injury'],
        hi: ['बुख़ार, जुकाम, खाँसी या साइनस की जकड़न', 'दूध से एलर्जी', 'सिर की त्वचा में संक्रमण, घाव या हाल की सिर की चोट'],
      },
      image: '/images/therapies/dhara.svg',
    },
  },
  {
    title: { en: 'Takra Dhara', hi: 'तक्रधारा' },
    route: 'takra-dhara',
    description: {
      en: 'A stream of medicated buttermilk poured over the forehead, traditionally used for stress, heat and some scalp and skin conditions.',
      hi: 'माथे पर औषधीय छाछ की धारा, जो परंपरागत रूप से तनाव, शरीर की गर्मी और सिर व त्वचा की कुछ समस्याओं में उपयोगी है।',
    },
    sidebarIcon: 'waves',
    category: 'external',
    content: {
      overview: {
        en: 'Takra Dhara uses buttermilk (takra) prepared with a decoction of Amalaki and often Musta. The medicated buttermilk is poured in a continuous stream over the forehead, in the same way as Shiro Dhara.\n\nIn Ayurveda, medicated buttermilk is cooling yet light, so it suits people who have heat and stress together with oiliness or heaviness. Takra Dhara is traditionally used for sleeplessness, stress, headaches, premature greying, and scalp conditions such as psoriasis and dandruff.\n\nThe buttermilk is prepared fresh on the day. The physician decides whether Takra Dhara or another Dhara suits you, and may add internal medicines and diet advice.',
        hi: 'तक्रधारा में आँवला और प्रायः मुस्ता के काढ़े के साथ तैयार छाछ (तक्र) का उपयोग होता है। यह औषधीय छाछ शिरोधारा की ही तरह माथे पर लगातार धारा में डाली जाती है।\n\nआयुर्वेद में औषधीय छाछ शीतल होते हुए भी हल्की मानी जाती है, इसलिए यह उन लोगों के लिए उपयुक्त है जिनमें तनाव और गर्मी के साथ चिकनाई या भारीपन भी हो। परंपरागत रूप से तक्रधारा का उपयोग अनिद्रा, तनाव, सिरदर्द, बालों के समय से पहले सफ़ेद होने और सोरायसिस व रूसी जैसी सिर की त्वचा की समस्याओं में होता है।\n\nछाछ उसी दिन ताज़ी तैयार की जाती है। चिकित्सक तय करते हैं कि तक्रधारा या कोई अन्य धारा आपके लिए उचित है, और साथ में औषधियाँ व आहार संबंधी सलाह दे सकते हैं।',
      },
      benefits: {
        en: [
          'Calms the mind and improves sleep',
          'Cools the body and mind',
          'Relieves headache and heaviness in the head',
          'Supports healthy hair and scalp',
          'Supports skin clarity',
        ],
        hi: [
          'मन को शांत करता है और नींद सुधारता है',
          'शरीर और मन को शीतलता देता है',
          'सिरदर्द और सिर के भारीपन में आराम',
          'बालों और सिर की त्वचा के स्वास्थ्य में सहायक',
          'त्वचा की स्वच्छता और निखार में सहायक',
        ],
      },
      procedure: {
        en: 'The physician assesses you; the Amalaki decoction and buttermilk are prepared fresh.\nYou lie on your back on the Dhara table, with cotton pads over the eyes.\nA light oil is applied to the head, or the scalp is left dry if the physician advises.\nThe lukewarm medicated buttermilk is poured in a thin, steady stream over the forehead, moving gently from side to side, for 30-45 minutes.\nThe head is wiped and dried with a soft towel.\nYou rest quietly, wash with lukewarm water later, and avoid cold wind and late nights that day.',
        hi: 'चिकित्सक जाँच करते हैं; आँवले का काढ़ा और छाछ ताज़ा तैयार किए जाते हैं।\nआप धारा-मेज़ पर पीठ के बल लेटते हैं; आँखों पर रुई के फाहे रखे जाते हैं।\nसिर पर हल्का तेल लगाया जाता है, या चिकित्सक की सलाह हो तो सिर सूखा रखा जाता है।\nगुनगुनी औषधीय छाछ पतली, लगातार धारा में माथे पर एक ओर से दूसरी ओर धीरे-धीरे घुमाते हुए 30-45 मिनट डाली जाती है।\nसिर पोंछकर मुलायम तौलिये से सुखाया जाता है।\nशांति से आराम करें, बाद में गुनगुने पानी से धो लें और उस दिन ठंडी हवा व देर रात जागने से बचें।',
      },
      duration: { en: '45-60 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 45-60 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with stress, anxiety or poor sleep',
          'People with skin conditions such as eczema or psoriasis',
          'People with premature greying or hair fall',
          'People with hyperacidity or excess heat',
        ],
        hi: [
          'तनाव, चिंता या अनिद्रा से परेशान लोग',
          'एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग',
          'बाल झड़ने या समय से पहले सफ़ेद होने की समस्या वाले लोग',
          'अम्लपित्त (एसिडिटी) या शरीर में अधिक गर्मी वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Fever, cold, cough or sinus congestion',
          'Scalp infection, wounds or recent head injury',
          'A tendency to catch cold easily, or very cold weather',
        ],
        hi: [
          'बुख़ार, जुकाम, खाँसी या साइनस की जकड़न',
          'सिर की त्वचा में संक्रमण, घाव या हाल की सिर की चोट',
          'जल्दी सर्दी लगने की प्रवृत्ति, या बहुत ठंडा मौसम',
        ],
      },
      image: '/images/therapies/dhara.svg',
    },
  },
  {
    title: { en: 'Shiro Dhara', hi: 'शिरोधारा' },
    route: 'shiro-dhara',
    description: {
      en: 'A continuous stream of warm medicated oil poured gently over the forehead; our best-known therapy for stress and sleep.',
      hi: 'माथे पर गुनगुने औषधीय तेल की लगातार, कोमल धारा; तनाव और नींद के लिए हमारी सबसे प्रसिद्ध चिकित्सा।',
    },
    sidebarIcon: 'brain',
    category: 'external',
    content: {
      overview: {
        en: 'Shiro Dhara is perhaps the best-known Ayurvedic therapy. You lie comfortably while warm medicated oil flows in a thin, continuous stream from a vessel suspended above you onto the forehead, swinging slowly from side to side.\n\nMost people find it deeply relaxing, and many drift into a light sleep. Ayurveda traditionally uses it for stress, anxiety, sleeplessness, tension headaches, mental fatigue and some Vata disorders of the nervous system. Oils such as Ksheerabala or Brahmi Taila are commonly chosen.\n\nShiro Dhara supports, but does not replace, treatment for depression, anxiety disorders or other mental health conditions. The physician assesses you and chooses the oil, temperature and course length.',
        hi: 'शिरोधारा संभवतः सबसे प्रसिद्ध आयुर्वेदिक चिकित्सा है। आप आराम से लेटे रहते हैं और ऊपर लटके पात्र से गुनगुना औषधीय तेल पतली, लगातार धारा में माथे पर गिरता है, जो धीरे-धीरे एक ओर से दूसरी ओर घूमती रहती है।\n\nअधिकांश लोगों को यह गहरा विश्राम देती है, और कई लोग हल्की नींद में चले जाते हैं। आयुर्वेद परंपरागत रूप से इसका उपयोग तनाव, चिंता, अनिद्रा, तनावजन्य सिरदर्द, मानसिक थकान और तंत्रिका तंत्र के कुछ वात विकारों में करता है। प्रायः क्षीरबला या ब्राह्मी तैल जैसे तेल चुने जाते हैं।\n\nशिरोधारा अवसाद, चिंता विकार या अन्य मानसिक रोगों के उपचार में सहायक है, उसका विकल्प नहीं। चिकित्सक जाँच करके तेल, तापमान और कोर्स की अवधि तय करते हैं।',
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
        en: 'The physician assesses you, checks your blood pressure and chooses the oil.\nA gentle massage of the head, face, neck and shoulders is given.\nYou lie on your back on the Dhara table; cotton pads cover the eyes and a band above the eyebrows stops oil running into them.\nWarm oil flows from the Dhara vessel onto the forehead in a thin, steady stream, moving slowly from side to side, for 30-45 minutes.\nThe oil is wiped off and the head is lightly massaged; you rest quietly for 15-20 minutes.\nWash the hair later with warm water and a mild herbal wash; avoid cold wind, screens and late nights that day.',
        hi: 'चिकित्सक जाँच करते हैं, रक्तचाप देखते हैं और तेल चुनते हैं।\nसिर, चेहरे, गर्दन और कंधों की हल्की मालिश की जाती है।\nआप धारा-मेज़ पर पीठ के बल लेटते हैं; आँखों पर रुई के फाहे रखे जाते हैं और भौंहों के ऊपर पट्टी बाँधी जाती है ताकि तेल आँखों में न जाए।\nधारा-पात्र से गुनगुना तेल पतली, लगातार धारा में माथे पर एक ओर से दूसरी ओर धीरे-धीरे घुमाते हुए 30-45 मिनट गिराया जाता है।\nतेल पोंछकर सिर की हल्की मालिश की जाती है; आप 15-20 मिनट शांति से आराम करते हैं।\nबाद में गुनगुने पानी और सौम्य हर्बल शैम्पू से बाल धोएँ; उस दिन ठंडी हवा, स्क्रीन और देर रात जागने से बचें।',
      },
      duration: {
        en: '45-60 minutes per session (Dhara itself 30-45 minutes); usually 7 to 14 days',
        hi: 'प्रति सत्र 45-60 मिनट (धारा 30-45 मिनट); सामान्यतः 7 से 14 दिन',
      },
      idealFor: {
        en: [
          'People with stress, anxiety or poor sleep',
          'People with recurring headaches or migraine',
          'People with fatigue or nervous exhaustion',
          'Healthy adults seeking general wellbeing',
        ],
        hi: [
          'तनाव, चिंता या अनिद्रा से परेशान लोग',
          'बार-बार सिरदर्द या माइग्रेन से परेशान लोग',
          'थकान या मानसिक थकावट से परेशान लोग',
          'सामान्य स्वास्थ्य बनाए रखना चाहने वाले स्वस्थ वयस्क',
        ],
      },
      contraindications: {
        en: [
          'Fever, cold, cough or sinus congestion',
          'Scalp infection, wounds or recent head injury',
          'Uncontrolled high blood pressure',
          'Pregnancy (only if the physician advises)',
        ],
        hi: [
          'बुख़ार, जुकाम, खाँसी या साइनस की जकड़न',
          'सिर की त्वचा में संक्रमण, घाव या हाल की सिर की चोट',
          'अनियंत्रित उच्च रक्तचाप',
          'गर्भावस्था (केवल चिकित्सक की सलाह पर)',
        ],
      },
      image: '/images/therapies/dhara.svg',
    },
  },
];
