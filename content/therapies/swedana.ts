import type { Therapy } from '@content/types';

/** Swedana (fomentation): steam and sand, and the herbal bolus (Pinda Sweda) family. */
export const swedanaTherapies: Therapy[] = [
  {
    title: { en: 'Nadi Sweda', hi: 'नाड़ी स्वेद' },
    route: 'nadi-sweda',
    description: {
      en: 'Herbal steam directed through a tube onto a stiff or painful area, usually after a local oil massage.',
      hi: 'नली के द्वारा जकड़े या दर्द वाले हिस्से पर दी जाने वाली औषधीय भाप, जो सामान्यतः स्थानीय तेल मालिश के बाद दी जाती है।',
    },
    sidebarIcon: 'wind',
    category: 'swedana',
    content: {
      overview: {
        en: 'Nadi Sweda is a focused form of steam therapy. A decoction of herbs such as Dashamoola, Nirgundi or Eranda is boiled in a closed vessel, and the steam is carried through a flexible tube (nadi) to one part of the body: the neck, back, knee or shoulder, for example.\n\nBecause only the affected area is heated, it is useful for people who cannot take full-body steam. It is traditionally used to ease stiffness, muscle spasm and Vata-type pain, and it is often combined with Abhyanga, Kati Basti or Janu Basti.\n\nThe therapist keeps the tube moving and at a safe distance throughout, and the physician first checks that the skin and sensation in the area are normal.',
        hi: 'नाड़ी स्वेद भाप चिकित्सा का एक केंद्रित रूप है। दशमूल, निर्गुंडी या एरंड जैसी औषधियों का काढ़ा एक बंद पात्र में उबाला जाता है और उसकी भाप एक लचीली नली (नाड़ी) से शरीर के किसी एक हिस्से—जैसे गर्दन, कमर, घुटना या कंधा—पर पहुँचाई जाती है।\n\nक्योंकि केवल प्रभावित भाग को गर्मी मिलती है, यह उन लोगों के लिए भी उपयोगी है जो पूरे शरीर की भाप नहीं ले सकते। परंपरागत रूप से इसका उपयोग जकड़न, मांसपेशियों की ऐंठन और वात प्रधान दर्द में होता है, और इसे अक्सर अभ्यंग, कटि बस्ति या जानु बस्ति के साथ किया जाता है।\n\nसहायक पूरे समय नली को सुरक्षित दूरी पर चलाते रहते हैं, और चिकित्सक पहले देख लेते हैं कि उस स्थान की त्वचा और संवेदना सामान्य है।',
      },
      benefits: {
        en: ['Relieves joint stiffness', 'Relieves muscle tension', 'Eases localised pain', 'Improves flexibility and mobility'],
        hi: ['जोड़ों की जकड़न में आराम', 'मांसपेशियों के तनाव में राहत', 'स्थानीय दर्द में आराम', 'लचीलापन और गतिशीलता बढ़ाता है'],
      },
      procedure: {
        en: 'The physician examines the area and checks skin sensation.\nWarm medicated oil is massaged into the area for 10-15 minutes.\nThe herbal decoction is brought to the boil in the steam vessel.\nSteam is directed through the tube onto the area from a safe distance, keeping it moving.\nSteaming continues until the area is warm and mildly sweating, usually 10-20 minutes.\nThe area is wiped dry and covered; you rest and avoid cold water and wind for a few hours.',
        hi: 'चिकित्सक उस स्थान की जाँच करके त्वचा की संवेदना देखते हैं।\nउस हिस्से पर 10-15 मिनट गुनगुने औषधीय तेल से मालिश की जाती है।\nभाप के पात्र में औषधीय काढ़ा उबाला जाता है।\nनली से भाप को सुरक्षित दूरी से, लगातार घुमाते हुए उस हिस्से पर दिया जाता है।\nउस स्थान के गर्म होकर हल्का पसीना आने तक, सामान्यतः 10-20 मिनट, भाप दी जाती है।\nउस हिस्से को पोंछकर ढक दिया जाता है; कुछ घंटे ठंडे पानी और हवा से बचें।',
      },
      duration: { en: '20-30 minutes including the massage; usually 7 days', hi: 'मालिश सहित 20-30 मिनट; सामान्यतः 7 दिन' },
      idealFor: {
        en: [
          'People with joint pain and stiffness',
          'People with lower back pain',
          'People with neck and shoulder stiffness',
          'People with knee pain',
        ],
        hi: ['जोड़ों के दर्द और जकड़न वाले लोग', 'कमर दर्द से परेशान लोग', 'गर्दन और कंधों की जकड़न वाले लोग', 'घुटनों के दर्द से परेशान लोग'],
      },
      contraindications: {
        en: [
          'Acutely hot, red, swollen joints',
          'Fever or acute infection',
          'Diabetes with reduced sensation in the skin (risk of burns)',
          'Open wounds or skin infection at the site',
          'Pregnancy (not over the abdomen or lower back)',
        ],
        hi: [
          'तीव्र गर्म, लाल और सूजे हुए जोड़',
          'बुख़ार या तीव्र संक्रमण',
          'त्वचा की संवेदना कम करने वाला मधुमेह (जलने का ख़तरा)',
          'उस स्थान पर खुला घाव या त्वचा संक्रमण',
          'गर्भावस्था (पेट या कमर पर नहीं)',
        ],
      },
      image: '/images/therapies/steam.svg',
    },
  },
  {
    title: { en: 'Baluka Sweda', hi: 'बालुका स्वेद' },
    route: 'baluka-sweda',
    description: {
      en: 'Dry fomentation with bundles of heated sand, traditionally used for stiff, swollen joints where oil is not advised.',
      hi: 'गर्म रेत की पोटलियों से रूक्ष स्वेद, जो परंपरागत रूप से उन जकड़े और सूजे जोड़ों में किया जाता है जहाँ तेल उचित नहीं होता।',
    },
    sidebarIcon: 'sun',
    category: 'swedana',
    content: {
      overview: {
        en: 'Baluka Sweda is a dry (ruksha) fomentation. Clean river sand, sometimes mixed with rock salt or herbal powder, is heated and tied into cotton bundles, which are pressed and rubbed over the affected joints.\n\nAyurveda prefers dry heat when stiffness comes with swelling, heaviness and undigested metabolic waste (ama), as in Amavata, a condition that resembles inflammatory arthritis. In such cases oil can add to the heaviness, so the joints are usually treated without a prior oil massage.\n\nThe physician decides whether dry or oily fomentation suits you, and the therapist tests the heat of each bundle on their own skin before applying it.',
        hi: 'बालुका स्वेद एक रूक्ष (सूखा) स्वेद है। साफ़ नदी की रेत, कभी-कभी सेंधा नमक या औषधि चूर्ण मिलाकर, गर्म की जाती है और सूती कपड़े की पोटलियों में बाँधकर प्रभावित जोड़ों पर दबाते और घुमाते हुए सेंक किया जाता है।\n\nजब जकड़न के साथ सूजन, भारीपन और आम (अपच से बना विषैला पदार्थ) हो—जैसे आमवात में, जो सूजन वाले गठिया से मिलता-जुलता है—तब आयुर्वेद सूखी गर्मी को प्राथमिकता देता है। ऐसे में तेल भारीपन बढ़ा सकता है, इसलिए सामान्यतः बिना तेल मालिश के सेंक किया जाता है।\n\nचिकित्सक तय करते हैं कि आपके लिए सूखा या स्निग्ध स्वेद उचित है, और सहायक हर पोटली की गर्मी पहले अपनी त्वचा पर जाँचकर ही लगाते हैं।',
      },
      benefits: {
        en: ['Relieves joint stiffness', 'Reduces local swelling', 'Reduces Kapha and heaviness', 'Eases localised pain'],
        hi: ['जोड़ों की जकड़न में आराम', 'स्थानीय सूजन कम करने में सहायक', 'कफ और भारीपन कम करता है', 'स्थानीय दर्द में आराम'],
      },
      procedure: {
        en: 'The physician examines the joints and confirms that dry fomentation is suitable.\nSand (with rock salt or herbal powder if prescribed) is heated in a pan and tied into two or more cotton bundles.\nThe therapist checks the temperature of each bundle on their own skin.\nThe bundles are pressed and rubbed gently over the affected joints, and reheated as they cool.\nThe treatment continues for 20-30 minutes or until the area is warm and mildly sweating.\nThe area is wiped and covered; you rest, drink warm water and avoid cold water and cold food that day.',
        hi: 'चिकित्सक जोड़ों की जाँच करके पुष्टि करते हैं कि रूक्ष स्वेद उपयुक्त है।\nरेत (निर्देश हो तो सेंधा नमक या औषधि चूर्ण सहित) कड़ाही में गर्म करके दो या अधिक सूती पोटलियों में बाँधी जाती है।\nसहायक हर पोटली का तापमान पहले अपनी त्वचा पर जाँचते हैं।\nपोटलियों को प्रभावित जोड़ों पर धीरे-धीरे दबाकर घुमाया जाता है और ठंडी होने पर फिर गर्म किया जाता है।\nयह 20-30 मिनट या उस भाग के गर्म होकर हल्का पसीना आने तक चलता है।\nउस हिस्से को पोंछकर ढक दिया जाता है; आराम करें, गुनगुना पानी पिएँ और उस दिन ठंडे पानी व ठंडे भोजन से बचें।',
      },
      duration: { en: '20-30 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 20-30 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with joint pain and stiffness',
          'People with localised inflammation and swelling',
          'People with lower back pain',
          'People with heaviness and sluggishness',
        ],
        hi: ['जोड़ों के दर्द और जकड़न वाले लोग', 'स्थानीय सूजन वाले लोग', 'कमर दर्द से परेशान लोग', 'शरीर में भारीपन और सुस्ती महसूस करने वाले लोग'],
      },
      contraindications: {
        en: [
          'Very dry, thin or sensitive skin',
          'Diabetes with reduced sensation in the skin (risk of burns)',
          'Fever, acidity, nosebleeds or a strong heat (Pitta) tendency',
          'Pregnancy',
          'Very weak or elderly patients (the physician decides)',
        ],
        hi: [
          'बहुत रूखी, पतली या संवेदनशील त्वचा',
          'त्वचा की संवेदना कम करने वाला मधुमेह (जलने का ख़तरा)',
          'बुख़ार, एसिडिटी, नकसीर या शरीर में अधिक गर्मी (पित्त) की प्रवृत्ति',
          'गर्भावस्था',
          'बहुत कमज़ोर या वृद्ध रोगी (चिकित्सक निर्णय लेते हैं)',
        ],
      },
      image: '/images/therapies/herbal-bolus.svg',
    },
  },
  {
    title: { en: 'Patra Pinda Sweda', hi: 'पत्र पिंड स्वेद' },
    route: 'patra-pinda-sweda',
    description: {
      en: 'Warm boluses of medicinal leaves, fried in herbal oil and massaged over stiff, painful muscles and joints.',
      hi: 'औषधीय तेल में भूनी गई औषधीय पत्तियों की गर्म पोटलियों से जकड़े और दर्द वाले मांसपेशियों व जोड़ों पर सेंक-मालिश।',
    },
    sidebarIcon: 'leaf',
    category: 'swedana',
    content: {
      overview: {
        en: 'Patra Pinda Sweda, known in Kerala as Elakizhi, uses fresh medicinal leaves. Leaves such as Nirgundi, Eranda (castor) and Imli (tamarind) are chopped and fried in oil with grated coconut, lemon and rock salt, then tied into cloth boluses.\n\nThe boluses are warmed in medicated oil and applied with rhythmic pressing and massaging strokes, either over the whole body or over one region. This combines oil, heat and the action of the leaves, and it is traditionally used for Vata-type pain, stiffness, sprains and sciatica-like pain.\n\nIt is usually given after Abhyanga. The physician chooses the leaves and oil according to your complaint and checks your heat tolerance.',
        hi: 'पत्र पिंड स्वेद, जिसे केरल में एलाकिड़ी कहते हैं, ताज़ी औषधीय पत्तियों से किया जाता है। निर्गुंडी, एरंड और इमली जैसी पत्तियों को काटकर नारियल के बुरादे, नींबू और सेंधा नमक के साथ तेल में भूना जाता है और कपड़े की पोटलियों में बाँधा जाता है।\n\nपोटलियों को औषधीय तेल में गर्म करके लयबद्ध रूप से दबाते और मालिश करते हुए पूरे शरीर या किसी एक भाग पर लगाया जाता है। इसमें तेल, गर्मी और पत्तियों का प्रभाव एक साथ मिलता है; परंपरागत रूप से इसका उपयोग वात प्रधान दर्द, जकड़न, मोच और साइटिका जैसे दर्द में होता है।\n\nसामान्यतः यह अभ्यंग के बाद दिया जाता है। चिकित्सक आपकी तकलीफ़ के अनुसार पत्तियाँ और तेल चुनते हैं और गर्मी सहने की क्षमता देखते हैं।',
      },
      benefits: {
        en: [
          'Relieves joint stiffness',
          'Relieves muscle tension',
          'Eases localised pain',
          'Reduces local swelling',
          'Improves flexibility and mobility',
        ],
        hi: [
          'जोड़ों की जकड़न में आराम',
          'मांसपेशियों के तनाव में राहत',
          'स्थानीय दर्द में आराम',
          'स्थानीय सूजन कम करने में सहायक',
          'लचीलापन और गतिशीलता बढ़ाता है',
        ],
      },
      procedure: {
        en: 'The physician assesses your complaint and prescribes the leaves and oil.\nThe leaves are chopped, fried with coconut, lemon and rock salt, and tied into four cloth boluses.\nA light Abhyanga is given with warm medicated oil.\nThe boluses are heated in oil on a pan, checked for temperature and applied with pressing and circular strokes.\nThe boluses are reheated again and again so the warmth stays even for 30-45 minutes.\nThe oil is wiped off; you rest for 15-20 minutes and bathe with warm water later.',
        hi: 'चिकित्सक आपकी तकलीफ़ देखकर पत्तियाँ और तेल निर्धारित करते हैं।\nपत्तियों को काटकर नारियल, नींबू और सेंधा नमक के साथ भूना जाता है और चार पोटलियों में बाँधा जाता है।\nगुनगुने औषधीय तेल से हल्का अभ्यंग किया जाता है।\nपोटलियों को कड़ाही पर तेल में गर्म करके, तापमान जाँचकर, दबाव और गोलाकार स्ट्रोक के साथ लगाया जाता है।\n30-45 मिनट तक एक-सी गर्मी बनाए रखने के लिए पोटलियाँ बार-बार गर्म की जाती हैं।\nतेल पोंछ दिया जाता है; 15-20 मिनट आराम के बाद गुनगुने पानी से स्नान करें।',
      },
      duration: { en: '45-60 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 45-60 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with joint pain and stiffness',
          'People with lower back pain',
          'People with neck and shoulder stiffness',
          'People with nerve-related pain such as sciatica',
        ],
        hi: ['जोड़ों के दर्द और जकड़न वाले लोग', 'कमर दर्द से परेशान लोग', 'गर्दन और कंधों की जकड़न वाले लोग', 'साइटिका जैसे नसों से जुड़े दर्द वाले लोग'],
      },
      contraindications: {
        en: [
          'Fever or acute infection',
          'Open wounds or skin infection at the site',
          'Diabetes with reduced sensation in the skin (risk of burns)',
          'Pregnancy',
          'A fresh injury in the first two days (cold care first)',
        ],
        hi: [
          'बुख़ार या तीव्र संक्रमण',
          'उस स्थान पर खुला घाव या त्वचा संक्रमण',
          'त्वचा की संवेदना कम करने वाला मधुमेह (जलने का ख़तरा)',
          'गर्भावस्था',
          'पहले दो दिन की ताज़ा चोट (पहले ठंडी सिंकाई)',
        ],
      },
      image: '/images/therapies/herbal-bolus.svg',
    },
  },
  {
    title: { en: 'Churna Pinda Sweda', hi: 'चूर्ण पिंड स्वेद' },
    route: 'churna-pinda-sweda',
    description: {
      en: 'Boluses of warm herbal powders applied over stiff, swollen areas; a drier fomentation for heaviness and Kapha-type pain.',
      hi: 'गर्म औषधि चूर्ण की पोटलियों से जकड़े और सूजे हिस्सों पर सेंक; भारीपन और कफ प्रधान दर्द के लिए अपेक्षाकृत सूखा स्वेद।',
    },
    sidebarIcon: 'flame',
    category: 'swedana',
    content: {
      overview: {
        en: 'In Churna Pinda Sweda (Podikizhi) the bolus is filled with herbal powders, commonly Kolakulathadi Churna made from horse gram and other drying herbs. The powder is warmed on a pan, sometimes with a little oil, and applied in firm, rhythmic strokes.\n\nBecause the powders are drying and warming, this form of fomentation is traditionally chosen when pain and stiffness come with swelling, heaviness or a feeling of coldness in the joints, which Ayurveda relates to Kapha and ama.\n\nThe physician decides whether a dry or an oily bolus suits your condition, and may combine it with other therapies in your plan.',
        hi: 'चूर्ण पिंड स्वेद (पोडिकिड़ी) में पोटली औषधि चूर्ण से भरी जाती है—सामान्यतः कोलकुलत्थादि चूर्ण, जो कुलथी और अन्य रूक्ष गुण वाली औषधियों से बनता है। चूर्ण को कड़ाही पर, कभी-कभी थोड़े तेल के साथ, गर्म किया जाता है और मज़बूत, लयबद्ध स्ट्रोक से लगाया जाता है।\n\nचूँकि ये चूर्ण सुखाने वाले और गर्म गुण के होते हैं, इसलिए परंपरागत रूप से यह स्वेद तब चुना जाता है जब दर्द और जकड़न के साथ सूजन, भारीपन या जोड़ों में ठंडक महसूस हो—जिसे आयुर्वेद कफ और आम से जोड़ता है।\n\nचिकित्सक तय करते हैं कि आपके लिए सूखी या स्निग्ध पोटली उचित है, और इसे आपकी योजना की अन्य चिकित्साओं के साथ जोड़ सकते हैं।',
      },
      benefits: {
        en: ['Reduces Kapha and heaviness', 'Relieves joint stiffness', 'Reduces local swelling', 'Eases localised pain'],
        hi: ['कफ और भारीपन कम करता है', 'जोड़ों की जकड़न में आराम', 'स्थानीय सूजन कम करने में सहायक', 'स्थानीय दर्द में आराम'],
      },
      procedure: {
        en: 'The physician examines the area and prescribes the powder, with or without oil.\nThe powder is tied into cloth boluses and warmed on a pan.\nIf advised, a light oil application is done first; otherwise the skin is kept dry.\nThe therapist checks the temperature and applies the boluses with firm, rhythmic strokes.\nThe boluses are reheated throughout so the heat stays even, for 30-45 minutes.\nThe area is wiped and covered; you rest and avoid cold water, cold food and wind that day.',
        hi: 'चिकित्सक उस स्थान की जाँच करके चूर्ण निर्धारित करते हैं—तेल के साथ या बिना।\nचूर्ण को कपड़े की पोटलियों में बाँधकर कड़ाही पर गर्म किया जाता है।\nसलाह हो तो पहले हल्का तेल लगाया जाता है; अन्यथा त्वचा सूखी रखी जाती है।\nसहायक तापमान जाँचकर मज़बूत, लयबद्ध स्ट्रोक से पोटलियाँ लगाते हैं।\n30-45 मिनट तक एक-सी गर्मी के लिए पोटलियाँ बार-बार गर्म की जाती हैं।\nउस हिस्से को पोंछकर ढक दिया जाता है; आराम करें और उस दिन ठंडे पानी, ठंडे भोजन और हवा से बचें।',
      },
      duration: { en: '30-45 minutes per session; usually 7 days', hi: 'प्रति सत्र 30-45 मिनट; सामान्यतः 7 दिन' },
      idealFor: {
        en: [
          'People with joint pain and stiffness',
          'People with localised inflammation and swelling',
          'People with lower back pain',
          'People with excess weight',
        ],
        hi: ['जोड़ों के दर्द और जकड़न वाले लोग', 'स्थानीय सूजन वाले लोग', 'कमर दर्द से परेशान लोग', 'अधिक वज़न वाले लोग'],
      },
      contraindications: {
        en: [
          'Very dry, thin or sensitive skin',
          'Fever or acute infection',
          'Diabetes with reduced sensation in the skin (risk of burns)',
          'Pregnancy',
          'Very weak or elderly patients (the physician decides)',
        ],
        hi: [
          'बहुत रूखी, पतली या संवेदनशील त्वचा',
          'बुख़ार या तीव्र संक्रमण',
          'त्वचा की संवेदना कम करने वाला मधुमेह (जलने का ख़तरा)',
          'गर्भावस्था',
          'बहुत कमज़ोर या वृद्ध रोगी (चिकित्सक निर्णय लेते हैं)',
        ],
      },
      image: '/images/therapies/herbal-bolus.svg',
    },
  },
  {
    title: { en: 'Shalishashtika Pinda Sweda', hi: 'शालिषष्टिक पिंड स्वेद' },
    route: 'shalishashtika-pinda-sweda',
    description: {
      en: 'A nourishing massage with boluses of Shashtika rice cooked in milk and Bala decoction, traditionally used for weakness and wasting.',
      hi: 'दूध और बला के काढ़े में पके षष्टिक चावल की पोटलियों से पोषक मालिश, जो परंपरागत रूप से कमज़ोरी और क्षीणता में उपयोगी है।',
    },
    sidebarIcon: 'sprout',
    category: 'swedana',
    content: {
      overview: {
        en: 'Shalishashtika Pinda Sweda, known in Kerala as Njavarakizhi, is a nourishing (brimhana) form of fomentation. Shashtika rice, a variety said to ripen in sixty days, is cooked in milk and a decoction of Bala root, tied into soft boluses and massaged over the body while being dipped again in the warm milk mixture.\n\nUnlike most sweating therapies, which lighten and dry, this one aims to nourish and strengthen. It is traditionally used for muscle wasting, weakness after illness, some nerve and movement disorders, and dry, ageing skin.\n\nThe physician assesses your digestion and weight first, because nourishing therapies are not suited to conditions with marked heaviness.',
        hi: 'शालिषष्टिक पिंड स्वेद, जिसे केरल में ञवरकिड़ी कहते हैं, एक बृंहण (पोषक) स्वेद है। षष्टिक चावल—जो लगभग साठ दिन में पकने वाली किस्म मानी जाती है—दूध और बला मूल के काढ़े में पकाया जाता है, मुलायम पोटलियों में बाँधा जाता है और गर्म दूध-काढ़े में बार-बार डुबोकर शरीर पर मालिश की जाती है।\n\nअधिकांश स्वेद शरीर को हल्का और सूखा करते हैं, पर इसका उद्देश्य पोषण और बल देना है। परंपरागत रूप से इसका उपयोग मांसपेशियों की क्षीणता, बीमारी के बाद की कमज़ोरी, कुछ नसों व गति संबंधी विकारों और रूखी, ढलती त्वचा में होता है।\n\nचिकित्सक पहले आपकी पाचन शक्ति और वज़न देखते हैं, क्योंकि अधिक भारीपन वाली स्थितियों में पोषक चिकित्सा उचित नहीं होती।',
      },
      benefits: {
        en: [
          'Strengthens and nourishes muscles',
          'Nourishes the skin',
          'Balances Vata dosha',
          'Relieves joint stiffness',
          'Supports nerve health',
        ],
        hi: [
          'मांसपेशियों को पोषण और बल देता है',
          'त्वचा को पोषण देता है',
          'वात दोष को संतुलित करता है',
          'जोड़ों की जकड़न में आराम',
          'नसों (तंत्रिकाओं) के स्वास्थ्य में सहायक',
        ],
      },
      procedure: {
        en: 'The physician assesses your strength, digestion and condition.\nBala root decoction is prepared and Shashtika rice is cooked in it with milk until soft, then tied into boluses.\nA light oil massage is given, with a medicated powder or oil placed on the crown.\nTwo therapists massage the body with the warm boluses, dipping them regularly in the warm milk decoction.\nAfter 45-60 minutes the rice paste is scraped off gently and the body is wiped clean.\nA fresh coat of oil is applied; you rest and take a warm bath later, avoiding cold water and wind.',
        hi: 'चिकित्सक आपकी शक्ति, पाचन और स्थिति का आकलन करते हैं।\nबला मूल का काढ़ा बनाकर उसमें दूध के साथ षष्टिक चावल नरम होने तक पकाया जाता है और पोटलियों में बाँधा जाता है।\nहल्की तेल मालिश की जाती है और सिर के मध्य भाग पर औषधीय चूर्ण या तेल रखा जाता है।\nदो सहायक गर्म पोटलियों को दूध-काढ़े में बार-बार डुबोकर शरीर की मालिश करते हैं।\n45-60 मिनट बाद चावल का लेप धीरे से हटाकर शरीर साफ़ किया जाता है।\nफिर हल्का तेल लगाया जाता है; आराम के बाद गुनगुने पानी से स्नान करें और ठंडे पानी व हवा से बचें।',
      },
      duration: { en: '60-75 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 60-75 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with muscle weakness or wasting',
          'People recovering from paralysis, under supervision',
          'People with fatigue or nervous exhaustion',
          'Older adults with age-related stiffness',
        ],
        hi: [
          'मांसपेशियों की कमज़ोरी या क्षीणता वाले लोग',
          'चिकित्सकीय देखरेख में लकवे से उबर रहे लोग',
          'थकान या मानसिक थकावट से परेशान लोग',
          'उम्र के साथ जकड़न महसूस करने वाले वृद्ध',
        ],
      },
      contraindications: {
        en: [
          'Fever or acute infection',
          'Obesity or marked heaviness and poor digestion',
          'Skin infection, rashes or open wounds',
          'Milk allergy',
        ],
        hi: ['बुख़ार या तीव्र संक्रमण', 'मोटापा या अधिक भारीपन और कमज़ोर पाचन', 'त्वचा संक्रमण, चकत्ते या खुले घाव', 'दूध से एलर्जी'],
      },
      image: '/images/therapies/herbal-bolus.svg',
    },
  },
  {
    title: { en: 'Kukkut Pinda Sweda', hi: 'कुक्कुट पिंड स्वेद' },
    route: 'kukkut-pinda-sweda',
    description: {
      en: 'A nourishing bolus fomentation prepared with chicken and herbs, offered only to patients comfortable with a non-vegetarian preparation.',
      hi: 'मुर्गे के मांस और औषधियों से बनी पोटली से पोषक स्वेद; केवल उन्हीं रोगियों के लिए जिन्हें मांसाहारी सामग्री से आपत्ति न हो।',
    },
    sidebarIcon: 'bone',
    category: 'swedana',
    content: {
      overview: {
        en: 'Kukkut Pinda Sweda belongs to the nourishing group of bolus therapies. Chicken (kukkuta) is cooked with strengthening herbs such as Bala and Ashwagandha and with warming spices, tied into cloth boluses and applied warm with oil, in the same way as other Pinda Swedas. Some traditions use egg (Kukkutanda) instead.\n\nAnimal-based preparations are described in the classics as especially nourishing for tissues weakened by Vata. The therapy is traditionally used for muscle wasting, long-standing weakness and some nerve and joint conditions.\n\nWe offer it only after discussing it openly with you. If you prefer a vegetarian option, Shalishashtika Pinda Sweda is a nourishing alternative, and the physician will help you choose.',
        hi: 'कुक्कुट पिंड स्वेद पोटली चिकित्साओं के पोषक वर्ग में आता है। मुर्गे (कुक्कुट) के मांस को बला, अश्वगंधा जैसी बलवर्धक औषधियों और गर्म मसालों के साथ पकाकर कपड़े की पोटलियों में बाँधा जाता है और अन्य पिंड स्वेदों की तरह तेल के साथ गर्म करके लगाया जाता है। कुछ परंपराओं में इसकी जगह अंडे (कुक्कुटांड) का उपयोग होता है।\n\nशास्त्रों में मांस से बनी सामग्री को वात से क्षीण हुए ऊतकों के लिए विशेष रूप से पोषक बताया गया है। परंपरागत रूप से इसका उपयोग मांसपेशियों की क्षीणता, पुरानी कमज़ोरी और कुछ नसों व जोड़ों की समस्याओं में होता है।\n\nहम यह चिकित्सा आपसे खुलकर बात करने के बाद ही देते हैं। यदि आप शाकाहारी विकल्प चाहें तो शालिषष्टिक पिंड स्वेद एक पोषक विकल्प है; चिकित्सक चुनाव में आपकी मदद करेंगे।',
      },
      benefits: {
        en: ['Strengthens and nourishes muscles', 'Balances Vata dosha', 'Supports nerve health', 'Relieves joint stiffness'],
        hi: ['मांसपेशियों को पोषण और बल देता है', 'वात दोष को संतुलित करता है', 'नसों (तंत्रिकाओं) के स्वास्थ्य में सहायक', 'जोड़ों की जकड़न में आराम'],
      },
      procedure: {
        en: 'The physician assesses your condition, explains the preparation and confirms you are comfortable with it.\nChicken is cooked with the prescribed herbs and spices and tied into cloth boluses.\nA warm oil massage is given first.\nThe boluses are warmed in medicated oil, checked for temperature and applied with pressing and circular strokes.\nThe boluses are reheated throughout for an even warmth over 45 minutes.\nThe body is wiped; you rest and take a warm bath later, avoiding cold water and wind.',
        hi: 'चिकित्सक आपकी स्थिति देखकर सामग्री के बारे में बताते हैं और आपकी सहमति सुनिश्चित करते हैं।\nमुर्गे के मांस को निर्धारित औषधियों और मसालों के साथ पकाकर कपड़े की पोटलियों में बाँधा जाता है।\nपहले गुनगुने तेल से मालिश की जाती है।\nपोटलियों को औषधीय तेल में गर्म करके, तापमान जाँचकर, दबाव और गोलाकार स्ट्रोक के साथ लगाया जाता है।\n45 मिनट तक एक-सी गर्मी के लिए पोटलियाँ बार-बार गर्म की जाती हैं।\nशरीर पोंछ दिया जाता है; आराम के बाद गुनगुने पानी से स्नान करें और ठंडे पानी व हवा से बचें।',
      },
      duration: { en: '45-60 minutes per session; usually 7 days', hi: 'प्रति सत्र 45-60 मिनट; सामान्यतः 7 दिन' },
      idealFor: {
        en: [
          'People with muscle weakness or wasting',
          'People recovering from paralysis, under supervision',
          'People with fatigue or nervous exhaustion',
          'Patients comfortable with a non-vegetarian preparation',
        ],
        hi: [
          'मांसपेशियों की कमज़ोरी या क्षीणता वाले लोग',
          'चिकित्सकीय देखरेख में लकवे से उबर रहे लोग',
          'थकान या मानसिक थकावट से परेशान लोग',
          'मांसाहारी सामग्री से परहेज़ न करने वाले रोगी',
        ],
      },
      contraindications: {
        en: [
          'Vegetarian preference (a vegetarian alternative is offered)',
          'Fever or acute infection',
          'Obesity or marked heaviness and poor digestion',
          'Skin infection, rashes or open wounds',
          'Pregnancy',
        ],
        hi: [
          'शाकाहार को प्राथमिकता (शाकाहारी विकल्प उपलब्ध है)',
          'बुख़ार या तीव्र संक्रमण',
          'मोटापा या अधिक भारीपन और कमज़ोर पाचन',
          'त्वचा संक्रमण, चकत्ते या खुले घाव',
          'गर्भावस्था',
        ],
      },
      image: '/images/therapies/herbal-bolus.svg',
    },
  },
  {
    title: { en: 'Mamsa Pinda Sweda', hi: 'मांस पिंड स्वेद' },
    route: 'mamsa-pinda-sweda',
    description: {
      en: "A deeply nourishing fomentation with boluses of goat meat cooked with herbs, offered only with the patient's agreement.",
      hi: 'औषधियों के साथ पके बकरे के मांस की पोटलियों से गहन पोषक स्वेद; केवल रोगी की सहमति से।',
    },
    sidebarIcon: 'bone',
    category: 'swedana',
    content: {
      overview: {
        en: 'Mamsa Pinda Sweda uses meat, usually goat, cooked with strengthening herbs such as Bala, Ashwagandha and Dashamoola. The cooked preparation is tied into boluses and massaged warm over the body or over wasted muscles.\n\nAyurveda counts meat among the most nourishing substances for depleted muscle tissue (mamsa dhatu). This therapy is traditionally used when there is marked muscle wasting, weakness after long illness or injury, and some chronic nerve and movement disorders.\n\nWe discuss the preparation with you before recommending it, and it is never given without your agreement. Shalishashtika Pinda Sweda is the vegetarian alternative. The physician checks your digestion and overall strength first.',
        hi: 'मांस पिंड स्वेद में मांस, सामान्यतः बकरे का, बला, अश्वगंधा और दशमूल जैसी बलवर्धक औषधियों के साथ पकाया जाता है। पकी हुई सामग्री को पोटलियों में बाँधकर पूरे शरीर या क्षीण मांसपेशियों पर गर्म-गर्म मालिश की जाती है।\n\nआयुर्वेद क्षीण मांस धातु के लिए मांस को सबसे पोषक पदार्थों में गिनता है। परंपरागत रूप से यह चिकित्सा मांसपेशियों की अधिक क्षीणता, लंबी बीमारी या चोट के बाद की कमज़ोरी और कुछ पुराने नसों व गति संबंधी विकारों में दी जाती है।\n\nसुझाव देने से पहले हम आपसे इसकी सामग्री पर बात करते हैं, और आपकी सहमति के बिना यह कभी नहीं दी जाती। शालिषष्टिक पिंड स्वेद इसका शाकाहारी विकल्प है। चिकित्सक पहले आपकी पाचन शक्ति और शारीरिक बल देखते हैं।',
      },
      benefits: {
        en: [
          'Strengthens and nourishes muscles',
          'Balances Vata dosha',
          'Supports nerve health',
          'Relieves joint stiffness',
          'Supports recovery after long illness',
        ],
        hi: [
          'मांसपेशियों को पोषण और बल देता है',
          'वात दोष को संतुलित करता है',
          'नसों (तंत्रिकाओं) के स्वास्थ्य में सहायक',
          'जोड़ों की जकड़न में आराम',
          'लंबी बीमारी के बाद स्वास्थ्य लाभ में सहायक',
        ],
      },
      procedure: {
        en: 'The physician assesses your condition, explains the preparation and takes your agreement.\nThe meat is cooked with the prescribed herbs until soft and tied into cloth boluses.\nA warm oil massage is given first.\nThe boluses are warmed in oil or the cooking broth and applied with gentle pressure and circular strokes.\nThey are reheated throughout, for 45-60 minutes, with extra attention to the weakened muscles.\nThe body is wiped; you rest and take a warm bath later, avoiding cold water and wind.',
        hi: 'चिकित्सक आपकी स्थिति देखकर सामग्री के बारे में बताते हैं और आपकी सहमति लेते हैं।\nमांस को निर्धारित औषधियों के साथ नरम होने तक पकाकर कपड़े की पोटलियों में बाँधा जाता है।\nपहले गुनगुने तेल से मालिश की जाती है।\nपोटलियों को तेल या उसी शोरबे में गर्म करके हल्के दबाव और गोलाकार स्ट्रोक से लगाया जाता है।\n45-60 मिनट तक पोटलियाँ बार-बार गर्म की जाती हैं, और कमज़ोर मांसपेशियों पर विशेष ध्यान दिया जाता है।\nशरीर पोंछ दिया जाता है; आराम के बाद गुनगुने पानी से स्नान करें और ठंडे पानी व हवा से बचें।',
      },
      duration: { en: '45-60 minutes per session; usually 7 to 14 days', hi: 'प्रति सत्र 45-60 मिनट; सामान्यतः 7 से 14 दिन' },
      idealFor: {
        en: [
          'People with muscle weakness or wasting',
          'People recovering from paralysis, under supervision',
          'People recovering from long illness or injury',
          'Patients comfortable with a non-vegetarian preparation',
        ],
        hi: [
          'मांसपेशियों की कमज़ोरी या क्षीणता वाले लोग',
          'चिकित्सकीय देखरेख में लकवे से उबर रहे लोग',
          'लंबी बीमारी या चोट से उबर रहे लोग',
          'मांसाहारी सामग्री से परहेज़ न करने वाले रोगी',
        ],
      },
      contraindications: {
        en: [
          'Vegetarian preference (a vegetarian alternative is offered)',
          'Fever or acute infection',
          'Obesity or marked heaviness and poor digestion',
          'Skin infection, rashes or open wounds',
          'Pregnancy',
        ],
        hi: [
          'शाकाहार को प्राथमिकता (शाकाहारी विकल्प उपलब्ध है)',
          'बुख़ार या तीव्र संक्रमण',
          'मोटापा या अधिक भारीपन और कमज़ोर पाचन',
          'त्वचा संक्रमण, चकत्ते या खुले घाव',
          'गर्भावस्था',
        ],
      },
      image: '/images/therapies/herbal-bolus.svg',
    },
  },
];
