import type { Therapy } from '@content/types';

/** Eye care (Netra Chikitsa / Kriyakalpa): local therapies for the eyes. */
export const eyeCareTherapies: Therapy[] = [
  {
    title: { en: 'Netra Dhara', hi: 'नेत्र धारा' },
    route: 'netra-dhara',
    description: {
      en: 'A gentle stream of lukewarm or cool herbal decoction poured over the closed eyes to soothe tired, irritated eyes.',
      hi: 'बंद आँखों पर गुनगुने या ठंडे औषधीय काढ़े की सौम्य धारा, जो थकी और जलन वाली आँखों को आराम देती है।',
    },
    sidebarIcon: 'eye',
    category: 'eye-care',
    content: {
      overview: {
        en: 'Netra Dhara, also called Seka or Parisheka, is one of the simplest eye therapies (Kriyakalpa). A freshly made, filtered herbal decoction, often of Triphala, Yashtimadhu or Lodhra, is poured in a thin stream over the closed eyelids from a short height.\n\nIt is traditionally used for tired, hot, burning or mildly red eyes, for eye strain after long screen work, and for eyelid discomfort. Cool decoctions are chosen when there is heat and burning, lukewarm ones when there is heaviness.\n\nThe eyes stay closed throughout, so it is comfortable for most people. The physician first rules out an acute infection or injury, which need different care.',
        hi: 'नेत्र धारा, जिसे सेक या परिषेक भी कहते हैं, नेत्र क्रियाकल्प की सबसे सरल चिकित्साओं में से एक है। ताज़ा बना, छाना हुआ औषधीय काढ़ा—प्रायः त्रिफला, यष्टिमधु या लोध्र का—बंद पलकों पर थोड़ी ऊँचाई से पतली धारा में डाला जाता है।\n\nपरंपरागत रूप से इसका उपयोग थकी, गर्म, जलन वाली या हल्की लाल आँखों, स्क्रीन पर लंबे काम के बाद की थकान और पलकों की असहजता में होता है। गर्मी और जलन में ठंडा काढ़ा, और भारीपन में गुनगुना काढ़ा चुना जाता है।\n\nपूरे समय आँखें बंद रहती हैं, इसलिए अधिकांश लोगों को यह आरामदायक लगती है। चिकित्सक पहले तीव्र संक्रमण या चोट की संभावना को देखते हैं, जिनकी देखभाल अलग होती है।',
      },
      benefits: {
        en: ['Soothes tired, strained eyes', 'Supports eye health', 'Soothes eye irritation and burning', 'Cools the body and mind'],
        hi: ['थकी और तनावग्रस्त आँखों को आराम', 'आँखों के स्वास्थ्य में सहायक', 'आँखों की जलन और चुभन में राहत', 'शरीर और मन को शीतलता देता है'],
      },
      procedure: {
        en: 'The physician examines the eyes and chooses the herbs and the temperature.\nThe decoction is freshly prepared, filtered through clean cloth and brought to the right temperature.\nYou lie on your back with the eyes gently closed; a towel protects the face and hair.\nThe decoction is poured in a thin, steady stream over each closed eye from a height of a few centimetres, for about 10-15 minutes.\nThe eyes are dried gently with sterile cotton and you rest with eyes closed for a few minutes.\nAvoid bright sunlight, dust and screens for an hour afterwards.',
        hi: 'चिकित्सक आँखों की जाँच करके औषधियाँ और तापमान चुनते हैं।\nकाढ़ा ताज़ा बनाकर साफ़ कपड़े से छाना जाता है और उचित तापमान पर लाया जाता है।\nआप आँखें धीरे से बंद करके पीठ के बल लेटते हैं; चेहरे और बालों को तौलिये से ढका जाता है।\nकाढ़ा हर बंद आँख पर कुछ सेंटीमीटर की ऊँचाई से पतली, लगातार धारा में लगभग 10-15 मिनट डाला जाता है।\nआँखों को कीटाणुरहित रुई से धीरे से सुखाया जाता है और आप कुछ मिनट आँखें बंद करके आराम करते हैं।\nइसके बाद एक घंटे तक तेज़ धूप, धूल और स्क्रीन से बचें।',
      },
      duration: { en: '15-20 minutes per session; usually 3 to 7 days', hi: 'प्रति सत्र 15-20 मिनट; सामान्यतः 3 से 7 दिन' },
      idealFor: {
        en: [
          'People with dry eyes or eye strain',
          'People who work long hours at screens',
          'People with recurring eye irritation or redness (non-infectious)',
        ],
        hi: ['आँखों में सूखापन या थकान वाले लोग', 'लंबे समय तक स्क्रीन पर काम करने वाले लोग', 'बार-बार आँखों में जलन या लाली (संक्रमण रहित) वाले लोग'],
      },
      contraindications: {
        en: [
          'Acute eye infection with pus or sticky discharge',
          'Eye injury or sudden change in vision (see an eye specialist)',
          "Recent eye surgery (only with your surgeon's clearance)",
        ],
        hi: [
          'मवाद या चिपचिपे स्राव वाला तीव्र नेत्र संक्रमण',
          'आँख में चोट या दृष्टि में अचानक बदलाव (नेत्र विशेषज्ञ को दिखाएँ)',
          'हाल में हुई आँख की सर्जरी (केवल सर्जन की अनुमति से)',
        ],
      },
      image: '/images/therapies/eye.svg',
    },
  },
  {
    title: { en: 'Ashchotana', hi: 'आश्च्योतन' },
    route: 'ashchotana',
    description: {
      en: 'Medicated eye drops, freshly prepared and instilled by the physician, traditionally the first line of Ayurvedic eye care.',
      hi: 'चिकित्सक द्वारा ताज़ा तैयार करके डाली जाने वाली औषधीय आँखों की बूँदें; परंपरागत रूप से आयुर्वेदिक नेत्र चिकित्सा का पहला उपाय।',
    },
    sidebarIcon: 'eye',
    category: 'eye-care',
    content: {
      overview: {
        en: 'Ashchotana means putting drops into the open eye. Classical texts describe it as the first measure in many eye complaints. The drops are a filtered herbal decoction, medicated water, or a preparation with honey or ghee, chosen according to whether the problem is of Vata, Pitta or Kapha type.\n\nIt is traditionally used for eye strain, dryness, mild redness, itching, a gritty feeling and watering, especially in the early stages of these complaints.\n\nBecause the medicine touches the eye directly, hygiene is strict: every preparation is made fresh, filtered through sterile cloth and used for one patient only. The physician decides the drops after examining your eyes, and will refer you to an eye specialist if needed.',
        hi: 'आश्च्योतन का अर्थ है खुली आँख में बूँदें डालना। शास्त्रों में इसे आँखों की कई तकलीफ़ों में पहला उपाय बताया गया है। बूँदें छाना हुआ औषधीय काढ़ा, औषधीय जल, या शहद या घी से बना योग होती हैं, जो समस्या के वात, पित्त या कफ प्रकार के अनुसार चुनी जाती हैं।\n\nपरंपरागत रूप से इसका उपयोग आँखों की थकान, सूखापन, हल्की लाली, खुजली, किरकिराहट और पानी आने में होता है, विशेषकर इन तकलीफ़ों की शुरुआती अवस्था में।\n\nचूँकि औषधि सीधे आँख को छूती है, इसलिए स्वच्छता का कड़ाई से पालन होता है: हर योग ताज़ा बनता है, कीटाणुरहित कपड़े से छाना जाता है और केवल एक रोगी के लिए उपयोग होता है। चिकित्सक आँखों की जाँच के बाद बूँदें तय करते हैं और ज़रूरत हो तो नेत्र विशेषज्ञ के पास भेजते हैं।',
      },
      benefits: {
        en: ['Soothes tired, strained eyes', 'Supports eye health', 'Soothes eye irritation and burning', 'Relieves dryness of the eyes'],
        hi: ['थकी और तनावग्रस्त आँखों को आराम', 'आँखों के स्वास्थ्य में सहायक', 'आँखों की जलन और चुभन में राहत', 'आँखों के सूखेपन में राहत'],
      },
      procedure: {
        en: 'The physician examines the eyes and prescribes the drops.\nThe preparation is made fresh, filtered through sterile cloth and brought to a comfortable temperature.\nYou lie on your back in a calm room, with contact lenses removed.\nThe lower lid is gently held open and the prescribed drops are placed into the inner corner of each eye from a short height.\nYou keep the eyes closed for a few minutes while the area around them is wiped with sterile cotton and lightly warmed.\nYou rest briefly and avoid rubbing the eyes, bright light and screens for a while.',
        hi: 'चिकित्सक आँखों की जाँच करके बूँदें निर्धारित करते हैं।\nयोग ताज़ा बनाकर कीटाणुरहित कपड़े से छाना जाता है और सुहाते तापमान पर लाया जाता है।\nआप शांत कमरे में पीठ के बल लेटते हैं; कॉन्टैक्ट लेंस निकाल दिए जाते हैं।\nनिचली पलक को धीरे से खोलकर थोड़ी ऊँचाई से हर आँख के भीतरी कोने में निर्धारित बूँदें डाली जाती हैं।\nकुछ मिनट आँखें बंद रखें; इस दौरान आँखों के आसपास कीटाणुरहित रुई से पोंछकर हल्का सेंक दिया जाता है।\nथोड़ा आराम करें और कुछ देर आँखें मलने, तेज़ रोशनी और स्क्रीन से बचें।',
      },
      duration: {
        en: '10-15 minutes per session; daily for 3 to 7 days, sometimes twice a day',
        hi: 'प्रति सत्र 10-15 मिनट; 3 से 7 दिन तक प्रतिदिन, कभी-कभी दिन में दो बार',
      },
      idealFor: {
        en: [
          'People with dry eyes or eye strain',
          'People who work long hours at screens',
          'People with recurring eye irritation or redness (non-infectious)',
        ],
        hi: ['आँखों में सूखापन या थकान वाले लोग', 'लंबे समय तक स्क्रीन पर काम करने वाले लोग', 'बार-बार आँखों में जलन या लाली (संक्रमण रहित) वाले लोग'],
      },
      contraindications: {
        en: [
          'Acute eye infection with pus or sticky discharge',
          'Eye injury or sudden change in vision (see an eye specialist)',
          "Recent eye surgery (only with your surgeon's clearance)",
        ],
        hi: [
          'मवाद या चिपचिपे स्राव वाला तीव्र नेत्र संक्रमण',
          'आँख में चोट या दृष्टि में अचानक बदलाव (नेत्र विशेषज्ञ को दिखाएँ)',
          'हाल में हुई आँख की सर्जरी (केवल सर्जन की अनुमति से)',
        ],
      },
      image: '/images/therapies/eye.svg',
    },
  },
  {
    title: { en: 'Anjana', hi: 'अंजन' },
    route: 'anjana',
    description: {
      en: 'A classical medicated collyrium applied along the inner lower eyelid with a clean applicator, prepared and chosen by the physician.',
      hi: 'चिकित्सक द्वारा चुना और तैयार किया गया शास्त्रीय औषधीय अंजन, जिसे साफ़ शलाका से निचली पलक के भीतरी किनारे पर लगाया जाता है।',
    },
    sidebarIcon: 'eye',
    category: 'eye-care',
    content: {
      overview: {
        en: "Anjana is the application of a medicated collyrium to the inner edge of the lower eyelid. Classical texts describe different kinds: soothing (Prasadana) preparations for tired, dry eyes, and cleansing (Lekhana) preparations that cause a brief flow of tears and are used when there is stickiness, itching or heaviness.\n\nThe Anjanas we use are herbal, made from plants such as Triphala, Daruharidra (as Rasanjana) or Yashtimadhu, in the form of a paste, fine powder or pill rubbed with honey or water.\n\nShop-bought kajal is not the same thing and is not a substitute. Our Anjana is prepared or sourced under the physician's supervision and applied with a clean, individual applicator. The physician decides whether it suits you after an eye examination.",
        hi: 'अंजन में निचली पलक के भीतरी किनारे पर औषधीय अंजन लगाया जाता है। शास्त्रों में इसके कई प्रकार बताए गए हैं: थकी और सूखी आँखों के लिए शांतिदायक (प्रसादन) अंजन, और चिपचिपाहट, खुजली या भारीपन में उपयोगी शोधन (लेखन) अंजन, जिससे थोड़ी देर आँसू बहते हैं।\n\nहमारे यहाँ उपयोग होने वाले अंजन हर्बल हैं—त्रिफला, दारुहरिद्रा (रसांजन के रूप में) या यष्टिमधु जैसी वनस्पतियों से बने, लेप, बारीक चूर्ण या शहद/पानी में घिसी जाने वाली वटी के रूप में।\n\nबाज़ार का काजल इससे अलग है और इसका विकल्प नहीं है। हमारा अंजन चिकित्सक की देखरेख में तैयार या प्राप्त किया जाता है और साफ़, अलग शलाका से लगाया जाता है। आँखों की जाँच के बाद चिकित्सक तय करते हैं कि यह आपके लिए उपयुक्त है या नहीं।',
      },
      benefits: {
        en: [
          'Supports eye health',
          'Soothes tired, strained eyes',
          'Helps clear stickiness and heaviness of the eyes',
          'Soothes eye irritation and burning',
        ],
        hi: [
          'आँखों के स्वास्थ्य में सहायक',
          'थकी और तनावग्रस्त आँखों को आराम',
          'आँखों की चिपचिपाहट और भारीपन दूर करने में सहायक',
          'आँखों की जलन और चुभन में राहत',
        ],
      },
      procedure: {
        en: 'The physician examines the eyes and chooses the type of Anjana.\nYou sit comfortably in good light, with contact lenses removed.\nThe lower eyelid is gently drawn down and a small amount of Anjana is applied with a clean, individual applicator from the inner corner towards the outer corner.\nYou keep the eyes closed and gently roll them; a brief flow of tears is normal with cleansing types.\nAfter the tears settle, the eyes are wiped and may be washed with lukewarm water or a mild decoction.\nYou are told how often to repeat it; avoid it after a head bath, late nights or when the eyes are very tired.',
        hi: 'चिकित्सक आँखों की जाँच करके अंजन का प्रकार चुनते हैं।\nआप अच्छी रोशनी में आराम से बैठते हैं; कॉन्टैक्ट लेंस निकाल दिए जाते हैं।\nनिचली पलक को धीरे से नीचे खींचकर साफ़, अलग शलाका से भीतरी कोने से बाहरी कोने की ओर थोड़ा अंजन लगाया जाता है।\nआँखें बंद करके धीरे-धीरे घुमाएँ; शोधन अंजन में थोड़ी देर आँसू आना सामान्य है।\nआँसू थमने पर आँखें पोंछी जाती हैं और गुनगुने पानी या हल्के काढ़े से धोई जा सकती हैं।\nकितनी बार दोहराना है, यह बताया जाता है; सिर से स्नान के बाद, देर रात जागने पर या आँखें बहुत थकी हों तो न लगाएँ।',
      },
      duration: {
        en: '5-10 minutes per application; daily or as advised, usually for 7 to 14 days',
        hi: 'प्रति प्रयोग 5-10 मिनट; प्रतिदिन या सलाह अनुसार, सामान्यतः 7 से 14 दिन',
      },
      idealFor: {
        en: ['People with dry eyes or eye strain', 'People with itchy, sticky or heavy eyes', 'People who work long hours at screens'],
        hi: ['आँखों में सूखापन या थकान वाले लोग', 'आँखों में खुजली, चिपचिपाहट या भारीपन वाले लोग', 'लंबे समय तक स्क्रीन पर काम करने वाले लोग'],
      },
      contraindications: {
        en: [
          'Acute eye infection with pus or sticky discharge',
          'Eye injury or sudden change in vision (see an eye specialist)',
          "Recent eye surgery (only with your surgeon's clearance)",
          'Children (only if the physician advises)',
        ],
        hi: [
          'मवाद या चिपचिपे स्राव वाला तीव्र नेत्र संक्रमण',
          'आँख में चोट या दृष्टि में अचानक बदलाव (नेत्र विशेषज्ञ को दिखाएँ)',
          'हाल में हुई आँख की सर्जरी (केवल सर्जन की अनुमति से)',
          'बच्चे (केवल चिकित्सक की सलाह पर)',
        ],
      },
      image: '/images/therapies/eye.svg',
    },
  },
  {
    title: { en: 'Vidalak', hi: 'विडालक' },
    route: 'vidalak',
    description: {
      en: 'A soothing herbal paste applied over the closed eyelids, sparing the lashes, to cool and comfort irritated eyes.',
      hi: 'बंद पलकों पर, बरौनियों को छोड़कर, लगाया जाने वाला सुखदायक औषधीय लेप, जो जलन वाली आँखों को शीतलता और आराम देता है।',
    },
    sidebarIcon: 'eye',
    category: 'eye-care',
    content: {
      overview: {
        en: 'Vidalak (also written Bidalaka) is an eye therapy in which a medicated paste is applied over the outer surface of the closed eyelids, leaving the lashes free. Herbs such as Yashtimadhu, Gairika, Rasanjana or Triphala are ground into a smooth paste with water, honey or ghee.\n\nIt is traditionally used in the early stages of eye complaints, when there is burning, mild redness, puffiness of the eyelids, watering or discomfort, and it is a gentle option when drops are not yet needed.\n\nAs with other pastes, it is removed before it dries completely. The physician chooses the paste according to your symptoms and checks that there is no infection of the eyelids first.',
        hi: 'विडालक (बिडालक) एक नेत्र चिकित्सा है, जिसमें बंद पलकों की बाहरी सतह पर, बरौनियों को छोड़कर, औषधीय लेप लगाया जाता है। यष्टिमधु, गैरिक, रसांजन या त्रिफला जैसी औषधियों को पानी, शहद या घी के साथ पीसकर चिकना लेप बनाया जाता है।\n\nपरंपरागत रूप से इसका उपयोग आँखों की तकलीफ़ों की शुरुआती अवस्था में होता है—जब जलन, हल्की लाली, पलकों में सूजन, पानी आना या असहजता हो—और जब अभी बूँदों की ज़रूरत न हो, तब यह एक सौम्य विकल्प है।\n\nअन्य लेपों की तरह इसे भी पूरी तरह सूखने से पहले हटा दिया जाता है। चिकित्सक लक्षणों के अनुसार लेप चुनते हैं और पहले देखते हैं कि पलकों में कोई संक्रमण न हो।',
      },
      benefits: {
        en: ['Soothes eye irritation and burning', 'Reduces local swelling', 'Soothes tired, strained eyes', 'Cools the body and mind'],
        hi: ['आँखों की जलन और चुभन में राहत', 'स्थानीय सूजन कम करने में सहायक', 'थकी और तनावग्रस्त आँखों को आराम', 'शरीर और मन को शीतलता देता है'],
      },
      procedure: {
        en: 'The physician examines the eyes and eyelids and prescribes the paste.\nThe paste is freshly ground to a smooth consistency.\nYou lie on your back with the eyes gently closed.\nThe paste is spread in a thin, even layer over both eyelids, keeping it away from the lashes and the lid margins.\nYou rest for 15-30 minutes; the paste is removed before it dries fully.\nThe eyelids are cleaned with lukewarm water and sterile cotton; avoid bright light and screens for a while.',
        hi: 'चिकित्सक आँखों और पलकों की जाँच करके लेप निर्धारित करते हैं।\nलेप ताज़ा पीसकर चिकना बनाया जाता है।\nआप आँखें धीरे से बंद करके पीठ के बल लेटते हैं।\nलेप को दोनों पलकों पर पतली, एक समान परत में लगाया जाता है, बरौनियों और पलकों के किनारों से दूर रखते हुए।\nआप 15-30 मिनट आराम करते हैं; लेप पूरी तरह सूखने से पहले हटा दिया जाता है।\nपलकों को गुनगुने पानी और कीटाणुरहित रुई से साफ़ किया जाता है; कुछ देर तेज़ रोशनी और स्क्रीन से बचें।',
      },
      duration: { en: '20-30 minutes per session; usually 3 to 7 days', hi: 'प्रति सत्र 20-30 मिनट; सामान्यतः 3 से 7 दिन' },
      idealFor: {
        en: [
          'People with dry eyes or eye strain',
          'People with recurring eye irritation or redness (non-infectious)',
          'People with puffy or heavy eyelids',
        ],
        hi: ['आँखों में सूखापन या थकान वाले लोग', 'बार-बार आँखों में जलन या लाली (संक्रमण रहित) वाले लोग', 'सूजी हुई या भारी पलकों वाले लोग'],
      },
      contraindications: {
        en: [
          'Acute eye infection with pus or sticky discharge',
          'Styes, boils or infection of the eyelids',
          'Known allergy to any ingredient (a patch test is done first)',
        ],
        hi: ['मवाद या चिपचिपे स्राव वाला तीव्र नेत्र संक्रमण', 'पलकों पर गुहेरी, फुंसी या संक्रमण', 'किसी घटक से ज्ञात एलर्जी (पहले पैच टेस्ट किया जाता है)'],
      },
      image: '/images/therapies/eye.svg',
    },
  },
  {
    title: { en: 'Akshitarpana', hi: 'अक्षितर्पण' },
    route: 'akshitarpana',
    description: {
      en: 'Warm medicated ghee held over the open eyes inside a ring of dough, a classical nourishing therapy for dry, tired eyes.',
      hi: 'आटे के घेरे में खुली आँखों पर गुनगुना औषधीय घी रोककर की जाने वाली शास्त्रीय पोषक चिकित्सा, सूखी और थकी आँखों के लिए।',
    },
    sidebarIcon: 'eye',
    category: 'eye-care',
    content: {
      overview: {
        en: 'Akshitarpana, also called Netra Tarpana, is the best-known nourishing eye therapy. A small wall of dough made from black gram flour is built around each eye, and lukewarm medicated ghee, commonly Triphala Ghrita or Jeevantyadi Ghrita, is poured in until it covers the eyelashes.\n\nYou open and close your eyes slowly within the ghee for the set time. Ayurveda considers this deeply nourishing (tarpana) for the eyes, and it is traditionally used for dryness, strain from screens and close work, burning, and the heaviness of tired eyes.\n\nThe sensation is unusual at first but rarely uncomfortable; vision is blurred for a short while afterwards. The physician examines your eyes first and decides the ghee and the holding time.',
        hi: 'अक्षितर्पण, जिसे नेत्र तर्पण भी कहते हैं, सबसे प्रसिद्ध पोषक नेत्र चिकित्सा है। हर आँख के चारों ओर उड़द के आटे की छोटी दीवार बनाई जाती है और उसमें गुनगुना औषधीय घी—प्रायः त्रिफला घृत या जीवंत्यादि घृत—बरौनियों के डूबने तक भरा जाता है।\n\nनिश्चित समय तक आप घी के भीतर धीरे-धीरे आँखें खोलते और बंद करते हैं। आयुर्वेद इसे आँखों के लिए गहरा पोषण (तर्पण) मानता है, और परंपरागत रूप से इसका उपयोग सूखेपन, स्क्रीन व बारीक काम से होने वाली थकान, जलन और आँखों के भारीपन में होता है।\n\nशुरुआत में यह अनुभव अनोखा लगता है, पर असहज कम ही होता है; बाद में थोड़ी देर धुँधला दिखता है। चिकित्सक पहले आँखों की जाँच करके घी और उसे रखने का समय तय करते हैं।',
      },
      benefits: {
        en: ['Soothes tired, strained eyes', 'Supports eye health', 'Relieves dryness of the eyes', 'Calms the mind and improves sleep'],
        hi: ['थकी और तनावग्रस्त आँखों को आराम', 'आँखों के स्वास्थ्य में सहायक', 'आँखों के सूखेपन में राहत', 'मन को शांत करता है और नींद सुधारता है'],
      },
      procedure: {
        en: 'The physician examines the eyes and chooses the medicated ghee; contact lenses are removed.\nThe face is cleaned and lightly massaged, and a dough ring is built and sealed around each eye.\nThe ghee is melted and cooled to a comfortable lukewarm temperature.\nWith the eyes closed, the ghee is poured into the rings until the lashes are covered; you then open and blink slowly.\nThe ghee is held for the set time, usually 10-20 minutes, then drained through a small opening in the ring.\nThe eyes are wiped and cleaned with lukewarm water; you rest with eyes closed and avoid bright light, wind and screens for the rest of the day.',
        hi: 'चिकित्सक आँखों की जाँच करके औषधीय घी चुनते हैं; कॉन्टैक्ट लेंस निकाल दिए जाते हैं।\nचेहरा साफ़ करके हल्की मालिश की जाती है और हर आँख के चारों ओर आटे का घेरा बनाकर सील किया जाता है।\nघी को पिघलाकर सुहाता गुनगुना किया जाता है।\nआँखें बंद रखते हुए बरौनियों के डूबने तक घेरे में घी डाला जाता है; फिर आप धीरे-धीरे आँखें खोलते और झपकाते हैं।\nघी को निर्धारित समय, सामान्यतः 10-20 मिनट, रखकर घेरे के छोटे छेद से निकाल दिया जाता है।\nआँखें पोंछकर गुनगुने पानी से साफ़ की जाती हैं; आँखें बंद करके आराम करें और दिन भर तेज़ रोशनी, हवा और स्क्रीन से बचें।',
      },
      duration: {
        en: '30-45 minutes per session (ghee held 10-20 minutes); usually 3 to 7 days',
        hi: 'प्रति सत्र 30-45 मिनट (घी 10-20 मिनट रखा जाता है); सामान्यतः 3 से 7 दिन',
      },
      idealFor: {
        en: [
          'People with dry eyes or eye strain',
          'People who work long hours at screens',
          'People with recurring eye irritation or redness (non-infectious)',
          'People with stress, anxiety or poor sleep',
        ],
        hi: [
          'आँखों में सूखापन या थकान वाले लोग',
          'लंबे समय तक स्क्रीन पर काम करने वाले लोग',
          'बार-बार आँखों में जलन या लाली (संक्रमण रहित) वाले लोग',
          'तनाव, चिंता या अनिद्रा से परेशान लोग',
        ],
      },
      contraindications: {
        en: [
          'Acute eye infection with pus or sticky discharge',
          "Recent eye surgery (only with your surgeon's clearance)",
          "Glaucoma or retinal disease: continue your ophthalmologist's treatment; therapies only if they agree",
          'Fever, cold or very cold, cloudy weather (the physician may postpone)',
        ],
        hi: [
          'मवाद या चिपचिपे स्राव वाला तीव्र नेत्र संक्रमण',
          'हाल में हुई आँख की सर्जरी (केवल सर्जन की अनुमति से)',
          'ग्लूकोमा या रेटिना रोग: नेत्र विशेषज्ञ का उपचार जारी रखें; उनकी सहमति पर ही चिकित्सा',
          'बुख़ार, जुकाम या बहुत ठंडा, बादलों वाला मौसम (चिकित्सक टाल सकते हैं)',
        ],
      },
      image: '/images/therapies/eye.svg',
    },
  },
];
