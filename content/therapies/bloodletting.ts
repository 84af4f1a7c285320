import type { Therapy } from '@content/types';

/** Bloodletting (Rakta Mokshana) methods. Done only by qualified physicians, with consent. */
export const bloodlettingTherapies: Therapy[] = [
  {
    title: { en: 'Jalaukavacharana', hi: 'जलौकावचारण' },
    route: 'jalaukavacharana',
    description: {
      en: 'Leech therapy: medicinal leeches applied to a chosen area by a qualified physician, traditionally used for local inflammation and some skin and vein conditions.',
      hi: 'जोंक चिकित्सा: योग्य चिकित्सक द्वारा चुने हुए स्थान पर औषधीय जोंक लगाना; परंपरागत रूप से स्थानीय सूजन और कुछ त्वचा व शिरा रोगों में उपयोगी।',
    },
    sidebarIcon: 'droplets',
    category: 'bloodletting',
    content: {
      overview: {
        en: 'Jalaukavacharana is the gentlest method of Rakta Mokshana and was described in detail by Acharya Sushruta. Non-poisonous medicinal leeches are placed on the affected area, where they draw a small amount of blood. Their saliva contains natural substances that numb the skin, reduce clotting and ease local congestion.\n\nIt is traditionally used for localised inflammation and swelling, some chronic skin patches, varicose veins, non-healing wounds, and some types of joint pain and gout.\n\nThe procedure is performed only by a qualified physician, after blood tests and with your written consent. Each leech is used for one patient only and is never shared. You may feel a small pinch at first; most people find it far easier than they expected.',
        hi: 'जलौकावचारण रक्तमोक्षण की सबसे सौम्य विधि है, जिसका विस्तृत वर्णन आचार्य सुश्रुत ने किया है। निर्विष औषधीय जोंकें प्रभावित स्थान पर रखी जाती हैं, जहाँ वे थोड़ी मात्रा में रक्त चूसती हैं। उनकी लार में ऐसे प्राकृतिक तत्व होते हैं जो त्वचा को सुन्न करते हैं, थक्का बनने को कम करते हैं और स्थानीय जमाव घटाते हैं।\n\nपरंपरागत रूप से इसका उपयोग स्थानीय सूजन, कुछ पुराने त्वचा के चकत्तों, वैरिकोज़ वेन्स, न भरने वाले घावों और कुछ प्रकार के जोड़ों के दर्द व गठिया (गाउट) में होता है।\n\nयह प्रक्रिया केवल योग्य चिकित्सक, रक्त जाँच के बाद और आपकी लिखित सहमति से करते हैं। हर जोंक केवल एक ही रोगी के लिए उपयोग होती है, कभी साझा नहीं की जाती। शुरुआत में हल्की चुभन महसूस हो सकती है; अधिकांश लोगों को यह उम्मीद से कहीं आसान लगता है।',
      },
      benefits: {
        en: ['Reduces local swelling', 'Eases localised pain', 'Supports skin clarity', 'Improves circulation', 'Supports wound healing'],
        hi: [
          'स्थानीय सूजन कम करने में सहायक',
          'स्थानीय दर्द में आराम',
          'त्वचा की स्वच्छता और निखार में सहायक',
          'रक्त संचार बेहतर करता है',
          'घाव भरने में सहायक',
        ],
      },
      procedure: {
        en: 'Consultation and blood tests (haemoglobin, bleeding and clotting time, blood sugar, infection screening); the procedure is explained and written consent is taken.\nThe leeches are prepared in fresh water with a pinch of turmeric, and the skin is cleaned with plain water (no soap or antiseptic smell).\nThe leech is placed on the chosen spot and covered with moist cotton while it feeds, usually 20-45 minutes.\nIt usually detaches on its own; if not, a pinch of turmeric on its mouth releases it.\nThe site is cleaned, turmeric powder is applied and a firm dressing is tied; slight oozing for some hours is normal.\nYou rest for 30 minutes, are given wound-care instructions, and the dressing is checked the next day.',
        hi: 'परामर्श और रक्त जाँच (हीमोग्लोबिन, ब्लीडिंग व क्लॉटिंग टाइम, ब्लड शुगर, संक्रमण की जाँच); प्रक्रिया समझाई जाती है और लिखित सहमति ली जाती है।\nजोंकों को चुटकी भर हल्दी वाले ताज़े पानी में तैयार किया जाता है और त्वचा सादे पानी से साफ़ की जाती है (साबुन या एंटीसेप्टिक की गंध नहीं)।\nजोंक को चुने हुए स्थान पर रखकर रक्त चूसने तक गीली रुई से ढका जाता है, सामान्यतः 20-45 मिनट।\nसामान्यतः वह अपने आप छूट जाती है; न छूटे तो उसके मुँह पर चुटकी भर हल्दी डालने से छूट जाती है।\nस्थान साफ़ करके हल्दी चूर्ण लगाया जाता है और कसकर पट्टी बाँधी जाती है; कुछ घंटे हल्का रिसाव सामान्य है।\n30 मिनट आराम के बाद घाव की देखभाल के निर्देश दिए जाते हैं, और अगले दिन पट्टी देखी जाती है।',
      },
      duration: {
        en: '45-60 minutes per sitting including rest; usually weekly, for 3 to 6 sittings',
        hi: 'विश्राम सहित प्रति बैठक 45-60 मिनट; सामान्यतः सप्ताह में एक बार, 3 से 6 बैठकें',
      },
      idealFor: {
        en: [
          'People with localised inflammation and swelling',
          'People with varicose veins',
          'People with chronic non-healing wounds',
          'People with skin conditions such as eczema or psoriasis',
        ],
        hi: ['स्थानीय सूजन वाले लोग', 'वैरिकोज़ वेन्स वाले लोग', 'लंबे समय से न भरने वाले घावों वाले लोग', 'एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग'],
      },
      contraindications: {
        en: [
          'Anaemia or very low haemoglobin',
          'Bleeding disorders or blood-thinning medicines',
          'Pregnancy',
          'Children, elderly or very weak patients',
          'Low blood pressure or uncontrolled diabetes',
        ],
        hi: [
          'ख़ून की कमी (एनीमिया) या बहुत कम हीमोग्लोबिन',
          'रक्तस्राव संबंधी विकार या ख़ून पतला करने वाली दवाएँ',
          'गर्भावस्था',
          'बच्चे, वृद्ध या बहुत कमज़ोर रोगी',
          'निम्न रक्तचाप या अनियंत्रित मधुमेह',
        ],
      },
      image: '/images/therapies/leech.svg',
    },
  },
  {
    title: { en: 'Prachhana', hi: 'प्रच्छान' },
    route: 'prachhana',
    description: {
      en: 'Controlled bloodletting through tiny superficial pricks with a sterile instrument, for a small, localised area.',
      hi: 'कीटाणुरहित उपकरण से त्वचा पर बहुत हल्की, सतही चुभन द्वारा किसी छोटे, सीमित स्थान से नियंत्रित रक्तमोक्षण।',
    },
    sidebarIcon: 'shield',
    category: 'bloodletting',
    content: {
      overview: {
        en: 'Prachhana is a method of Rakta Mokshana in which a few very shallow pricks or scratches are made on the skin of a small, localised area with a sterile instrument, allowing a little blood to ooze out. It is sometimes combined with suction cups to draw the blood gently.\n\nIt is traditionally chosen when the problem is confined to a small area: a thick, itchy skin patch, a localised swelling, or pain and congestion in one spot.\n\nPrachhana is performed only by a qualified physician, with single-use sterile instruments, after blood tests and with your written consent. The amount of blood is small and the marks usually heal within a few days.',
        hi: 'प्रच्छान रक्तमोक्षण की एक विधि है, जिसमें किसी छोटे, सीमित स्थान की त्वचा पर कीटाणुरहित उपकरण से कुछ बहुत उथली चुभन या खरोंचें की जाती हैं, जिससे थोड़ा रक्त रिसकर बाहर आता है। कभी-कभी रक्त को धीरे से खींचने के लिए इसके साथ सक्शन कप (शृंग/अलाबु का आधुनिक रूप) का उपयोग होता है।\n\nपरंपरागत रूप से यह तब चुना जाता है जब समस्या किसी छोटे भाग तक सीमित हो: मोटा, खुजली वाला त्वचा का चकत्ता, स्थानीय सूजन, या एक ही स्थान पर दर्द और जमाव।\n\nप्रच्छान केवल योग्य चिकित्सक, एक बार उपयोग होने वाले कीटाणुरहित उपकरणों से, रक्त जाँच के बाद और आपकी लिखित सहमति से करते हैं। रक्त की मात्रा कम होती है और निशान प्रायः कुछ दिनों में भर जाते हैं।',
      },
      benefits: {
        en: ['Eases localised pain', 'Reduces local swelling', 'Supports skin clarity', 'Balances Pitta dosha'],
        hi: ['स्थानीय दर्द में आराम', 'स्थानीय सूजन कम करने में सहायक', 'त्वचा की स्वच्छता और निखार में सहायक', 'पित्त दोष को संतुलित करता है'],
      },
      procedure: {
        en: 'Consultation and blood tests; the procedure is explained and written consent is taken.\nThe area may be given a light oil massage and mild warmth, then cleaned with an antiseptic.\nThe physician makes a few very shallow pricks or scratches with a sterile, single-use instrument, moving from below upwards.\nA small amount of blood is allowed to ooze, sometimes helped by a suction cup, and is wiped with sterile gauze.\nBleeding is stopped with pressure and turmeric or a herbal powder, and a clean dressing is applied.\nYou rest for 30 minutes, are given wound-care instructions and are reviewed at the next visit.',
        hi: 'परामर्श और रक्त जाँच; प्रक्रिया समझाई जाती है और लिखित सहमति ली जाती है।\nउस स्थान पर हल्की तेल मालिश और सेंक दी जा सकती है, फिर एंटीसेप्टिक से साफ़ किया जाता है।\nचिकित्सक एक बार उपयोग होने वाले कीटाणुरहित उपकरण से नीचे से ऊपर की ओर कुछ बहुत उथली चुभन या खरोंचें करते हैं।\nथोड़ा रक्त रिसने दिया जाता है, कभी सक्शन कप की सहायता से, और कीटाणुरहित गॉज़ से पोंछा जाता है।\nदबाव और हल्दी या औषधि चूर्ण से रक्तस्राव रोककर साफ़ पट्टी लगाई जाती है।\n30 मिनट आराम के बाद घाव की देखभाल के निर्देश दिए जाते हैं और अगली बार जाँच होती है।',
      },
      duration: {
        en: '20-30 minutes per sitting plus rest; sittings usually 7 to 15 days apart',
        hi: 'प्रति बैठक 20-30 मिनट और विश्राम; बैठकें सामान्यतः 7 से 15 दिन के अंतर पर',
      },
      idealFor: {
        en: [
          'People with localised inflammation and swelling',
          'People with skin conditions such as eczema or psoriasis',
          'People with localised pain in one spot, after assessment',
        ],
        hi: ['स्थानीय सूजन वाले लोग', 'एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग', 'जाँच के बाद, किसी एक स्थान पर दर्द वाले लोग'],
      },
      contraindications: {
        en: [
          'Anaemia or very low haemoglobin',
          'Bleeding disorders or blood-thinning medicines',
          'Pregnancy',
          'Children, elderly or very weak patients',
          'Uncontrolled diabetes (slow wound healing)',
        ],
        hi: [
          'ख़ून की कमी (एनीमिया) या बहुत कम हीमोग्लोबिन',
          'रक्तस्राव संबंधी विकार या ख़ून पतला करने वाली दवाएँ',
          'गर्भावस्था',
          'बच्चे, वृद्ध या बहुत कमज़ोर रोगी',
          'अनियंत्रित मधुमेह (घाव देर से भरते हैं)',
        ],
      },
      image: '/images/therapies/drop.svg',
    },
  },
  {
    title: { en: 'Siravyadha', hi: 'सिरावेध' },
    route: 'siravyadha',
    description: {
      en: 'Classical venepuncture: a measured amount of blood let from a selected vein with a sterile needle, by a qualified physician only.',
      hi: 'शास्त्रीय सिरावेध: चुनी हुई शिरा से कीटाणुरहित सुई द्वारा नियंत्रित मात्रा में रक्त निकालना; केवल योग्य चिकित्सक द्वारा।',
    },
    sidebarIcon: 'heart',
    category: 'bloodletting',
    content: {
      overview: {
        en: 'Siravyadha is the most direct method of Rakta Mokshana. Using a sterile needle, the physician opens a selected vein and lets out a measured quantity of blood. Acharya Sushruta valued it so highly that he called it "half of all treatment" in surgery, comparable to Basti in internal medicine.\n\nSpecific veins are chosen for specific complaints. It is traditionally used for some chronic skin conditions, gout and inflammatory joint pain, sciatica-like pain and conditions linked with excess Pitta and Rakta.\n\nBecause it removes more blood than the other methods, patients are selected carefully. It is performed only by a qualified physician, after blood tests, with written consent and with your pulse and blood pressure monitored.',
        hi: 'सिरावेध रक्तमोक्षण की सबसे प्रत्यक्ष विधि है। कीटाणुरहित सुई से चिकित्सक चुनी हुई शिरा को खोलकर निश्चित मात्रा में रक्त निकालते हैं। आचार्य सुश्रुत ने इसे शल्य चिकित्सा में "आधी चिकित्सा" कहा है, जैसे कायचिकित्सा में बस्ति को।\n\nअलग-अलग तकलीफ़ों के लिए अलग-अलग शिराएँ चुनी जाती हैं। परंपरागत रूप से इसका उपयोग कुछ पुराने त्वचा रोगों, गठिया (गाउट) और सूजन वाले जोड़ों के दर्द, साइटिका जैसे दर्द और बढ़े हुए पित्त व रक्त से जुड़ी स्थितियों में होता है।\n\nचूँकि इसमें अन्य विधियों से अधिक रक्त निकलता है, इसलिए रोगियों का चयन सावधानी से किया जाता है। यह केवल योग्य चिकित्सक, रक्त जाँच के बाद, लिखित सहमति से और नाड़ी व रक्तचाप की निगरानी के साथ करते हैं।',
      },
      benefits: {
        en: ['Eases localised pain', 'Balances Pitta dosha', 'Reduces local swelling', 'Supports skin clarity'],
        hi: ['स्थानीय दर्द में आराम', 'पित्त दोष को संतुलित करता है', 'स्थानीय सूजन कम करने में सहायक', 'त्वचा की स्वच्छता और निखार में सहायक'],
      },
      procedure: {
        en: 'Consultation, examination and blood tests; the procedure is explained and written consent is taken.\nOn the day you have a light meal (such as rice gruel); a light oil massage and warmth may be given to the limb.\nYou sit or lie comfortably, a tourniquet is tied above the chosen vein and the skin is cleaned with antiseptic.\nThe physician punctures the vein with a sterile, single-use needle and lets out the measured amount of blood while watching your pulse and comfort.\nThe tourniquet is released, the needle removed, and firm pressure and a dressing are applied.\nYou rest lying down for 30 minutes, take fluids and a light meal, and avoid exertion for the rest of the day.',
        hi: 'परामर्श, जाँच और रक्त परीक्षण; प्रक्रिया समझाई जाती है और लिखित सहमति ली जाती है।\nउस दिन हल्का भोजन (जैसे पेया) लें; अंग पर हल्की तेल मालिश और सेंक दी जा सकती है।\nआप आराम से बैठते या लेटते हैं; चुनी हुई शिरा के ऊपर पट्टी (टूर्निके) बाँधकर त्वचा एंटीसेप्टिक से साफ़ की जाती है।\nचिकित्सक एक बार उपयोग होने वाली कीटाणुरहित सुई से शिरा वेधकर, नाड़ी और आपकी सुविधा देखते हुए, निश्चित मात्रा में रक्त निकालते हैं।\nपट्टी खोलकर सुई निकाली जाती है और कसकर दबाव देकर पट्टी लगाई जाती है।\n30 मिनट लेटकर आराम करें, तरल और हल्का भोजन लें, और दिन भर परिश्रम से बचें।',
      },
      duration: {
        en: '20-30 minutes plus 30 minutes of rest; usually single sittings, repeated after 2 to 4 weeks if advised',
        hi: '20-30 मिनट और 30 मिनट विश्राम; सामान्यतः एक बैठक, आवश्यकता हो तो 2 से 4 सप्ताह बाद दोहराई जाती है',
      },
      idealFor: {
        en: [
          'People with skin conditions such as eczema or psoriasis',
          'People with nerve-related pain such as sciatica',
          'People with joint pain and stiffness',
          'People with localised inflammation and swelling',
        ],
        hi: [
          'एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग',
          'साइटिका जैसे नसों से जुड़े दर्द वाले लोग',
          'जोड़ों के दर्द और जकड़न वाले लोग',
          'स्थानीय सूजन वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Anaemia or very low haemoglobin',
          'Bleeding disorders or blood-thinning medicines',
          'Pregnancy',
          'Children, elderly or very weak patients',
          'Heart disease or uncontrolled blood pressure (check with the physician first)',
        ],
        hi: [
          'ख़ून की कमी (एनीमिया) या बहुत कम हीमोग्लोबिन',
          'रक्तस्राव संबंधी विकार या ख़ून पतला करने वाली दवाएँ',
          'गर्भावस्था',
          'बच्चे, वृद्ध या बहुत कमज़ोर रोगी',
          'हृदय रोग या अनियंत्रित रक्तचाप (पहले चिकित्सक से परामर्श करें)',
        ],
      },
      image: '/images/therapies/drop.svg',
    },
  },
];
