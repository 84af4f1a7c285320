import type { Therapy } from '@content/types';

/** Panchakarma: the preparatory steps (Snehana, Swedana) and the main procedures. */
export const panchakarmaTherapies: Therapy[] = [
  {
    title: { en: 'Snehana', hi: 'स्नेहन' },
    route: 'snehana',
    description: {
      en: 'Oleation therapy: medicated ghee taken internally and oil applied externally to prepare the body for Panchakarma.',
      hi: 'स्नेहन चिकित्सा: पंचकर्म से पहले शरीर को तैयार करने के लिए औषधीय घी का सेवन और बाहर से तेल का प्रयोग।',
    },
    sidebarIcon: 'droplets',
    category: 'panchakarma',
    content: {
      overview: {
        en: 'Snehana means "oleation", making the body unctuous with medicated fats. It is the first preparatory step (Purvakarma) of Panchakarma and has two parts: Abhyantara Snehana, in which medicated ghee is taken by mouth in carefully increasing doses, and Bahya Snehana, in which warm oil is applied over the body.\n\nAyurveda explains that oleation softens the tissues and loosens accumulated doshas so that they can move towards the digestive tract and be eliminated by Vamana, Virechana or Basti. On its own, external oleation is also nourishing and calming.\n\nInternal oleation is a medical procedure. The physician checks your digestion, weight, cholesterol and blood sugar history before deciding the dose and the number of days.',
        hi: 'स्नेहन का अर्थ है औषधीय घी-तेल से शरीर को स्निग्ध बनाना। यह पंचकर्म का पहला पूर्वकर्म है और इसके दो भाग हैं: आभ्यंतर स्नेहन, जिसमें औषधीय घी धीरे-धीरे बढ़ती मात्रा में पिलाया जाता है, और बाह्य स्नेहन, जिसमें पूरे शरीर पर गुनगुना तेल लगाया जाता है।\n\nआयुर्वेद के अनुसार स्नेहन से ऊतक कोमल होते हैं और जमे हुए दोष ढीले होकर पाचन तंत्र की ओर आते हैं, जहाँ से वमन, विरेचन या बस्ति द्वारा उन्हें बाहर निकाला जाता है। केवल बाह्य स्नेहन भी शरीर को पोषण और मन को शांति देता है।\n\nआभ्यंतर स्नेहन एक चिकित्सकीय प्रक्रिया है। मात्रा और दिनों की संख्या तय करने से पहले चिकित्सक आपकी पाचन शक्ति, वज़न, कोलेस्ट्रॉल और शुगर का इतिहास देखते हैं।',
      },
      benefits: {
        en: [
          'Prepares the body for Panchakarma',
          'Balances Vata dosha',
          'Nourishes the skin',
          'Relieves joint stiffness',
          'Supports detoxification',
        ],
        hi: [
          'शरीर को पंचकर्म के लिए तैयार करता है',
          'वात दोष को संतुलित करता है',
          'त्वचा को पोषण देता है',
          'जोड़ों की जकड़न में आराम',
          'शरीर के शोधन (डिटॉक्स) में सहायक',
        ],
      },
      procedure: {
        en: 'The physician assesses your digestive strength and health history and decides whether internal oleation is suitable.\nEach morning on an empty stomach you take a measured dose of warm medicated ghee, followed by sips of warm water.\nThe dose is increased day by day while the physician watches your appetite, stools and energy.\nYou eat only light, warm food (such as rice gruel or khichdi) when truly hungry, and avoid daytime sleep and exertion.\nSigns of complete oleation are checked: softness of skin, oily stools, lightness and a mild aversion to fat.\nExternal oil massage and steam follow, and the main procedure is planned after a rest day.',
        hi: 'चिकित्सक आपकी पाचन शक्ति और स्वास्थ्य इतिहास देखकर तय करते हैं कि आभ्यंतर स्नेहन आपके लिए उपयुक्त है या नहीं।\nहर सुबह खाली पेट औषधीय घी की निश्चित मात्रा गुनगुनी करके दी जाती है, उसके बाद थोड़ा-थोड़ा गुनगुना पानी पीना होता है।\nचिकित्सक आपकी भूख, मल और ऊर्जा पर नज़र रखते हुए रोज़ मात्रा बढ़ाते हैं।\nअच्छी भूख लगने पर ही हल्का, गर्म भोजन (जैसे पेया या खिचड़ी) लें; दिन में सोना और अधिक परिश्रम न करें।\nसम्यक् स्नेहन के लक्षण देखे जाते हैं: त्वचा में कोमलता, मल में चिकनाई, हल्कापन और घी के प्रति हल्की अरुचि।\nइसके बाद अभ्यंग और स्वेदन होता है, और एक दिन के विश्राम के बाद मुख्य प्रक्रिया की योजना बनती है।',
      },
      duration: {
        en: 'Internal oleation usually 3 to 7 days; external oil massage 45 minutes daily',
        hi: 'आभ्यंतर स्नेहन सामान्यतः 3 से 7 दिन; बाह्य तेल मालिश प्रतिदिन लगभग 45 मिनट',
      },
      idealFor: {
        en: [
          'People preparing for Vamana, Virechana or Basti',
          'People with dry skin and Vata complaints',
          'Healthy adults seeking general wellbeing',
        ],
        hi: ['वमन, विरेचन या बस्ति की तैयारी कर रहे लोग', 'रूखी त्वचा और वात संबंधी तकलीफ़ों वाले लोग', 'सामान्य स्वास्थ्य बनाए रखना चाहने वाले स्वस्थ वयस्क'],
      },
      contraindications: {
        en: [
          'Poor digestion, indigestion or diarrhoea',
          'Obesity, high cholesterol, diabetes or liver disease (internal ghee needs careful assessment)',
          'Fever or acute infection',
          'Pregnancy (only external oleation, if advised)',
        ],
        hi: [
          'कमज़ोर पाचन, अपच या दस्त',
          'मोटापा, बढ़ा कोलेस्ट्रॉल, मधुमेह या लिवर रोग (घी के सेवन से पहले सावधानीपूर्वक जाँच)',
          'बुख़ार या तीव्र संक्रमण',
          'गर्भावस्था (सलाह मिलने पर केवल बाह्य स्नेहन)',
        ],
      },
      image: '/images/therapies/oil-massage.svg',
    },
  },
  {
    title: { en: 'Swedana', hi: 'स्वेदन' },
    route: 'swedana',
    description: {
      en: 'Herbal steam therapy that follows oil massage, opening the channels and easing stiffness before Panchakarma.',
      hi: 'अभ्यंग के बाद दी जाने वाली औषधीय भाप, जो स्रोतों को खोलती है और पंचकर्म से पहले जकड़न कम करती है।',
    },
    sidebarIcon: 'thermometer',
    category: 'panchakarma',
    content: {
      overview: {
        en: "Swedana is therapeutic sweating. It is the second preparatory step of Panchakarma and almost always follows oil massage. In our centre the usual form is a steam cabinet filled with vapour from a herbal decoction (for example Dashamoola or Nirgundi), with the head kept outside and cool.\n\nIn Ayurveda, heat after oleation is said to open the body's channels (srotas) and help loosened doshas move towards the gut for elimination. Many patients also feel it as relief from stiffness, heaviness and cold.\n\nHeat is not suitable for everyone. The physician checks your blood pressure, heart health and heat tolerance, and the therapist stays with you throughout the steam.",
        hi: 'स्वेदन का अर्थ है चिकित्सकीय रूप से पसीना लाना। यह पंचकर्म का दूसरा पूर्वकर्म है और लगभग हमेशा अभ्यंग के बाद किया जाता है। हमारे केंद्र में सामान्यतः भाप-पेटी (स्टीम कैबिनेट) का उपयोग होता है, जिसमें दशमूल या निर्गुंडी जैसे काढ़े की भाप भरी जाती है; सिर बाहर और ठंडा रखा जाता है।\n\nआयुर्वेद के अनुसार स्नेहन के बाद दी गई गर्मी शरीर के स्रोतों को खोलती है और ढीले हुए दोषों को बाहर निकलने के लिए पाचन तंत्र की ओर ले जाती है। कई रोगियों को इससे जकड़न, भारीपन और ठंडक में भी राहत महसूस होती है।\n\nगर्मी हर किसी के लिए उपयुक्त नहीं होती। चिकित्सक आपका रक्तचाप, हृदय स्वास्थ्य और गर्मी सहने की क्षमता देखते हैं, और पूरे समय सहायक आपके पास रहते हैं।',
      },
      benefits: {
        en: [
          'Relieves joint stiffness',
          'Relieves muscle tension',
          'Supports detoxification',
          'Prepares the body for Panchakarma',
          'Reduces Kapha and heaviness',
        ],
        hi: [
          'जोड़ों की जकड़न में आराम',
          'मांसपेशियों के तनाव में राहत',
          'शरीर के शोधन (डिटॉक्स) में सहायक',
          'शरीर को पंचकर्म के लिए तैयार करता है',
          'कफ और भारीपन कम करता है',
        ],
      },
      procedure: {
        en: 'The physician checks your blood pressure and confirms that steam is suitable for you.\nAbhyanga (oil massage) is done first.\nCool cotton pads are placed over the eyes and the head stays outside the steam cabinet.\nHerbal steam is let in gradually while the therapist watches your comfort and sweating.\nThe steam is stopped once you sweat well, usually in 10-20 minutes, or earlier if you feel uneasy.\nSweat is wiped off with a soft towel; you rest, sip warm water and bathe with warm water after some time.',
        hi: 'चिकित्सक रक्तचाप जाँचकर पुष्टि करते हैं कि भाप आपके लिए उपयुक्त है।\nपहले अभ्यंग (तेल मालिश) किया जाता है।\nआँखों पर ठंडे रुई के फाहे रखे जाते हैं और सिर भाप-पेटी के बाहर रहता है।\nऔषधीय भाप धीरे-धीरे छोड़ी जाती है; सहायक आपकी सुविधा और पसीने पर नज़र रखते हैं।\nअच्छी तरह पसीना आने पर, सामान्यतः 10-20 मिनट में, या असहज लगने पर पहले ही भाप बंद कर दी जाती है।\nमुलायम तौलिये से पसीना पोंछा जाता है; आप आराम करते हैं, गुनगुना पानी पीते हैं और कुछ देर बाद गुनगुने पानी से स्नान करते हैं।',
      },
      duration: {
        en: '10-20 minutes of steam after the massage; daily during a Panchakarma course, usually 3 to 7 days',
        hi: 'मालिश के बाद 10-20 मिनट भाप; पंचकर्म कोर्स के दौरान प्रतिदिन, सामान्यतः 3 से 7 दिन',
      },
      idealFor: {
        en: [
          'People preparing for Vamana, Virechana or Basti',
          'People with joint pain and stiffness',
          'People with lower back pain',
          'People with heaviness and sluggishness',
        ],
        hi: [
          'वमन, विरेचन या बस्ति की तैयारी कर रहे लोग',
          'जोड़ों के दर्द और जकड़न वाले लोग',
          'कमर दर्द से परेशान लोग',
          'शरीर में भारीपन और सुस्ती महसूस करने वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Pregnancy',
          'Heart disease or uncontrolled blood pressure (check with the physician first)',
          'Fever, acidity, nosebleeds or a strong heat (Pitta) tendency',
          'Diabetes with reduced sensation in the skin (risk of burns)',
          'Very weak or elderly patients (the physician decides)',
        ],
        hi: [
          'गर्भावस्था',
          'हृदय रोग या अनियंत्रित रक्तचाप (पहले चिकित्सक से परामर्श करें)',
          'बुख़ार, एसिडिटी, नकसीर या शरीर में अधिक गर्मी (पित्त) की प्रवृत्ति',
          'त्वचा की संवेदना कम करने वाला मधुमेह (जलने का ख़तरा)',
          'बहुत कमज़ोर या वृद्ध रोगी (चिकित्सक निर्णय लेते हैं)',
        ],
      },
      image: '/images/therapies/steam.svg',
    },
  },
  {
    title: { en: 'Vamana', hi: 'वमन' },
    route: 'vamana',
    description: {
      en: 'Therapeutic emesis, a supervised Panchakarma procedure traditionally used to clear excess Kapha from the chest and stomach.',
      hi: 'चिकित्सकीय वमन: चिकित्सक की देखरेख में होने वाली पंचकर्म प्रक्रिया, जो परंपरागत रूप से छाती और आमाशय से बढ़ा हुआ कफ निकालने के लिए की जाती है।',
    },
    sidebarIcon: 'leaf',
    category: 'panchakarma',
    content: {
      overview: {
        en: 'Vamana is the first of the five main Panchakarma procedures. After several days of preparation, herbal medicines are given that lead to controlled vomiting, which Ayurveda uses to remove excess Kapha dosha from the upper body.\n\nIt is traditionally used for chronic Kapha-type conditions such as recurring cough and congestion, some allergies, certain long-standing skin complaints and a feeling of heaviness. Spring, when Kapha naturally rises, is the classical season for it.\n\nVamana is a demanding procedure. It is done only by a qualified Panchakarma physician, in the morning, in our procedure room, with your written consent and with pulse and blood pressure monitored throughout. Not everyone is fit for it, and the physician may suggest a gentler option instead.',
        hi: 'वमन पंचकर्म की पाँच प्रधान प्रक्रियाओं में पहली है। कुछ दिनों की तैयारी के बाद ऐसी औषधियाँ दी जाती हैं जिनसे नियंत्रित रूप से उल्टी होती है; आयुर्वेद इसके द्वारा शरीर के ऊपरी भाग से बढ़ा हुआ कफ दोष निकालता है।\n\nपरंपरागत रूप से इसका उपयोग कफ प्रधान पुरानी समस्याओं में होता है, जैसे बार-बार खाँसी और जकड़न, कुछ एलर्जी, कुछ पुराने त्वचा रोग और शरीर का भारीपन। वसंत ऋतु, जब कफ स्वाभाविक रूप से बढ़ता है, इसके लिए शास्त्रीय समय है।\n\nवमन एक कठिन प्रक्रिया है। इसे केवल योग्य पंचकर्म चिकित्सक, सुबह के समय, हमारे प्रक्रिया कक्ष में, आपकी लिखित सहमति से और नाड़ी व रक्तचाप की लगातार निगरानी के साथ करते हैं। हर व्यक्ति इसके योग्य नहीं होता; ज़रूरत हो तो चिकित्सक कोई सौम्य विकल्प सुझाते हैं।',
      },
      benefits: {
        en: [
          'Reduces Kapha and heaviness',
          'Supports detoxification',
          'Supports clear breathing',
          'Supports skin clarity',
          'Improves appetite and lightness',
        ],
        hi: [
          'कफ और भारीपन कम करता है',
          'शरीर के शोधन (डिटॉक्स) में सहायक',
          'साँस को सहज बनाने में सहायक',
          'त्वचा की स्वच्छता और निखार में सहायक',
          'भूख और हल्कापन बढ़ाता है',
        ],
      },
      procedure: {
        en: 'Detailed assessment, blood pressure and any needed tests; the procedure is explained and written consent is taken.\nInternal oleation with medicated ghee for 3 to 7 days, then one day of oil massage, steam and a Kapha-increasing diet.\nOn the morning of Vamana, after massage and steam, you drink milk or a herbal decoction until the stomach feels full.\nThe emetic medicine is given and vomiting follows naturally, with gentle help; the physician observes each bout.\nPulse, blood pressure and your comfort are monitored throughout, and the procedure is stopped when the signs of proper cleansing appear.\nYou wash, rest and may be given medicated smoke (Dhumapana) to clear the throat.\nA graded diet (Samsarjana Krama) follows for several days, from thin rice gruel back to normal food.',
        hi: 'विस्तृत जाँच, रक्तचाप और आवश्यक परीक्षण; प्रक्रिया समझाई जाती है और लिखित सहमति ली जाती है।\n3 से 7 दिन औषधीय घी से आभ्यंतर स्नेहन, फिर एक दिन अभ्यंग, स्वेदन और कफ बढ़ाने वाला आहार।\nवमन की सुबह अभ्यंग और स्वेदन के बाद आमाशय भरने तक दूध या औषधीय काढ़ा पिलाया जाता है।\nवमनकारक औषधि दी जाती है और हल्की सहायता से स्वाभाविक रूप से उल्टी होती है; चिकित्सक हर वेग का निरीक्षण करते हैं।\nपूरे समय नाड़ी, रक्तचाप और आपकी सुविधा पर नज़र रखी जाती है; सम्यक् शुद्धि के लक्षण दिखने पर प्रक्रिया रोक दी जाती है।\nमुँह-हाथ धोकर आप विश्राम करते हैं; गला साफ़ करने के लिए धूमपान (औषधीय धुआँ) दिया जा सकता है।\nइसके बाद कुछ दिन संसर्जन क्रम चलता है—पतली पेया से धीरे-धीरे सामान्य भोजन तक।',
      },
      duration: {
        en: 'Main procedure about 1-2 hours on one morning; the whole course with preparation and graded diet takes about 10 to 15 days',
        hi: 'मुख्य प्रक्रिया एक सुबह लगभग 1-2 घंटे; तैयारी और संसर्जन क्रम सहित पूरा कोर्स लगभग 10 से 15 दिन',
      },
      idealFor: {
        en: [
          'People with sinus congestion or allergies',
          'People with skin conditions such as eczema or psoriasis',
          'People seeking seasonal detoxification',
          'People with excess weight',
        ],
        hi: [
          'साइनस, जुकाम या एलर्जी से परेशान लोग',
          'एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग',
          'मौसमी शोधन (डिटॉक्स) चाहने वाले लोग',
          'अधिक वज़न वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Heart disease, high blood pressure or a history of stroke',
          'Pregnancy',
          'Children, elderly or very weak patients',
          'Stomach ulcer, hernia, recent surgery or vomiting of blood',
          'Fever, an acute asthma attack or any acute illness',
        ],
        hi: [
          'हृदय रोग, उच्च रक्तचाप या पहले हुआ स्ट्रोक',
          'गर्भावस्था',
          'बच्चे, वृद्ध या बहुत कमज़ोर रोगी',
          'पेट का अल्सर, हर्निया, हाल की सर्जरी या ख़ून की उल्टी',
          'बुख़ार, अस्थमा का तीव्र दौरा या कोई भी तीव्र बीमारी',
        ],
      },
      image: '/images/therapies/decoction.svg',
    },
  },
  {
    title: { en: 'Virechana', hi: 'विरेचन' },
    route: 'virechana',
    description: {
      en: 'Therapeutic purgation with herbal medicines, traditionally used to clear excess Pitta through the intestines.',
      hi: 'औषधियों द्वारा चिकित्सकीय विरेचन, जो परंपरागत रूप से आँतों के रास्ते बढ़ा हुआ पित्त निकालने के लिए किया जाता है।',
    },
    sidebarIcon: 'sprout',
    category: 'panchakarma',
    content: {
      overview: {
        en: 'Virechana is the Panchakarma procedure for Pitta dosha. After preparation with oleation and steam, a herbal purgative is given in the morning, and the bowels are cleared several times over the following hours.\n\nAyurveda traditionally uses Virechana for conditions linked with excess heat: hyperacidity, some skin complaints, burning sensations and sluggish liver function. Autumn (Sharad), when Pitta is naturally high, is the classical season, but it can be planned at other times.\n\nIt is gentler than Vamana and suits more people, but it is still a medical procedure. The physician chooses the medicine and dose after assessing your strength and bowel habit, and watches your hydration and energy on the day.',
        hi: 'विरेचन पित्त दोष के लिए पंचकर्म प्रक्रिया है। स्नेहन और स्वेदन से तैयारी के बाद सुबह एक औषधीय रेचक दिया जाता है, जिसके बाद अगले कुछ घंटों में कई बार मल त्याग होता है।\n\nआयुर्वेद में परंपरागत रूप से विरेचन का उपयोग शरीर में बढ़ी गर्मी से जुड़ी समस्याओं में होता है: अम्लपित्त (एसिडिटी), कुछ त्वचा रोग, जलन और यकृत की सुस्त कार्यक्षमता। शरद ऋतु, जब पित्त स्वाभाविक रूप से बढ़ा रहता है, इसका शास्त्रीय समय है, पर इसे अन्य समय भी किया जा सकता है।\n\nयह वमन से सौम्य है और अधिक लोगों के लिए उपयुक्त है, फिर भी यह एक चिकित्सकीय प्रक्रिया है। चिकित्सक आपकी शक्ति और मल प्रवृत्ति देखकर औषधि व मात्रा तय करते हैं और उस दिन पानी की कमी व ऊर्जा पर नज़र रखते हैं।',
      },
      benefits: {
        en: [
          'Balances Pitta dosha',
          'Supports detoxification',
          'Supports skin clarity',
          'Supports healthy digestion',
          'Supports regular bowel movements',
        ],
        hi: [
          'पित्त दोष को संतुलित करता है',
          'शरीर के शोधन (डिटॉक्स) में सहायक',
          'त्वचा की स्वच्छता और निखार में सहायक',
          'पाचन को स्वस्थ रखने में सहायक',
          'मल त्याग को नियमित करने में सहायक',
        ],
      },
      procedure: {
        en: 'Assessment of your strength, digestion and bowel habit; the plan is explained and consent is taken.\nInternal oleation with medicated ghee for 3 to 7 days, followed by 1 to 3 days of oil massage, steam and light diet.\nOn the Virechana day the purgative medicine is given in the morning on an empty stomach, after the previous meal has fully digested.\nYou rest in the centre and sip warm water; the number and nature of motions are recorded.\nThe physician checks your pulse, blood pressure and hydration, and ends the process when the signs of proper cleansing are seen.\nA graded diet (Samsarjana Krama) follows for 3 to 7 days, starting with thin rice gruel.',
        hi: 'आपकी शक्ति, पाचन और मल प्रवृत्ति की जाँच; योजना समझाई जाती है और सहमति ली जाती है।\n3 से 7 दिन औषधीय घी से आभ्यंतर स्नेहन, फिर 1 से 3 दिन अभ्यंग, स्वेदन और हल्का आहार।\nविरेचन के दिन पिछला भोजन पूरी तरह पच जाने के बाद सुबह खाली पेट रेचक औषधि दी जाती है।\nआप केंद्र में ही आराम करते हैं और गुनगुना पानी पीते रहते हैं; मल वेगों की संख्या और स्वरूप दर्ज किया जाता है।\nचिकित्सक नाड़ी, रक्तचाप और शरीर में पानी की स्थिति जाँचते हैं और सम्यक् शुद्धि के लक्षण दिखने पर प्रक्रिया पूरी करते हैं।\nइसके बाद 3 से 7 दिन संसर्जन क्रम चलता है, जिसकी शुरुआत पतली पेया से होती है।',
      },
      duration: {
        en: 'The purgation day takes 4-6 hours with rest at the centre; the full course with preparation and graded diet is about 10 to 14 days',
        hi: 'विरेचन के दिन केंद्र में विश्राम सहित 4-6 घंटे; तैयारी और संसर्जन क्रम सहित पूरा कोर्स लगभग 10 से 14 दिन',
      },
      idealFor: {
        en: [
          'People with hyperacidity or excess heat',
          'People with skin conditions such as eczema or psoriasis',
          'People seeking seasonal detoxification',
          'People with digestive complaints',
        ],
        hi: [
          'अम्लपित्त (एसिडिटी) या शरीर में अधिक गर्मी वाले लोग',
          'एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग',
          'मौसमी शोधन (डिटॉक्स) चाहने वाले लोग',
          'पाचन की शिकायतों वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Pregnancy',
          'Diarrhoea, inflammatory bowel disease or rectal bleeding',
          'Children, elderly or very weak patients',
          'Fever or acute infection',
          'During menstruation',
        ],
        hi: [
          'गर्भावस्था',
          'दस्त, आँतों की सूजन का रोग या मलद्वार से रक्तस्राव',
          'बच्चे, वृद्ध या बहुत कमज़ोर रोगी',
          'बुख़ार या तीव्र संक्रमण',
          'मासिक धर्म के दिनों में',
        ],
      },
      image: '/images/therapies/herbs.svg',
    },
  },
  {
    title: { en: 'Nasya', hi: 'नस्य' },
    route: 'nasya',
    description: {
      en: 'Medicated oil or herbal drops given through the nose, traditionally used for complaints of the head, sinuses and neck.',
      hi: 'नाक के रास्ते दी जाने वाली औषधीय तेल या औषधि की बूँदें, जो परंपरागत रूप से सिर, साइनस और गर्दन की तकलीफ़ों में उपयोगी हैं।',
    },
    sidebarIcon: 'wind',
    category: 'panchakarma',
    content: {
      overview: {
        en: 'Ayurveda calls the nose the gateway to the head. In Nasya, medicated oil, ghee or herbal juice is dropped into each nostril after the face and neck have been massaged and warmed, so that the medicine can act on the sinuses and the region above the shoulders.\n\nNasya is traditionally used for blocked sinuses, heaviness of the head, some types of headache, neck stiffness and early greying of hair. Gentle daily forms, such as two drops of Anu Taila, are also part of the classical daily routine.\n\nThe medicine and number of drops depend on your complaint and season. The physician examines the nose and throat first and decides whether Nasya suits you.',
        hi: 'आयुर्वेद में नाक को सिर का द्वार कहा गया है। नस्य में चेहरे और गर्दन की मालिश व सेंक के बाद दोनों नथुनों में औषधीय तेल, घी या औषधि का रस डाला जाता है, ताकि औषधि साइनस और कंधों से ऊपर के भाग पर काम कर सके।\n\nपरंपरागत रूप से नस्य का उपयोग बंद साइनस, सिर के भारीपन, कुछ प्रकार के सिरदर्द, गर्दन की जकड़न और बालों के समय से पहले सफ़ेद होने में होता है। अणु तैल की दो बूँद जैसे सौम्य रूप शास्त्रीय दिनचर्या का भी हिस्सा हैं।\n\nऔषधि और बूँदों की संख्या आपकी तकलीफ़ और ऋतु पर निर्भर करती है। चिकित्सक पहले नाक और गले की जाँच करते हैं और तय करते हैं कि नस्य आपके लिए उपयुक्त है या नहीं।',
      },
      benefits: {
        en: [
          'Supports clear breathing',
          'Relieves headache and heaviness in the head',
          'Supports healthy hair and scalp',
          'Calms the mind and improves sleep',
          'Relieves muscle tension',
        ],
        hi: [
          'साँस को सहज बनाने में सहायक',
          'सिरदर्द और सिर के भारीपन में आराम',
          'बालों और सिर की त्वचा के स्वास्थ्य में सहायक',
          'मन को शांत करता है और नींद सुधारता है',
          'मांसपेशियों के तनाव में राहत',
        ],
      },
      procedure: {
        en: 'The physician examines the nose and throat and chooses the medicine and dose.\nYour face, forehead, neck and shoulders are massaged with warm oil.\nA warm towel or mild steam is applied to the face to loosen congestion.\nYou lie with the head tilted slightly back, and the measured drops are placed in each nostril while you inhale gently.\nThe soles, palms and shoulders are rubbed, and you spit out any mucus that comes into the throat.\nYou gargle with warm water and rest for a few minutes; avoid cold drinks, dust, wind and head baths that day.',
        hi: 'चिकित्सक नाक और गले की जाँच करके औषधि और मात्रा तय करते हैं।\nचेहरे, माथे, गर्दन और कंधों की गुनगुने तेल से मालिश की जाती है।\nजकड़न ढीली करने के लिए चेहरे पर गर्म तौलिये या हल्की भाप से सेंक किया जाता है।\nआप सिर को थोड़ा पीछे झुकाकर लेटते हैं और धीरे-धीरे साँस लेते हुए दोनों नथुनों में निर्धारित बूँदें डाली जाती हैं।\nतलवों, हथेलियों और कंधों को मला जाता है; गले में आया कफ थूक दें।\nगुनगुने पानी से गरारे करके कुछ मिनट आराम करें; उस दिन ठंडे पेय, धूल, हवा और सिर से स्नान से बचें।',
      },
      duration: {
        en: '15-20 minutes per session; usually 7 days, sometimes up to 14 or 21 days',
        hi: 'प्रति सत्र 15-20 मिनट; सामान्यतः 7 दिन, कभी-कभी 14 या 21 दिन तक',
      },
      idealFor: {
        en: [
          'People with sinus congestion or allergies',
          'People with recurring headaches or migraine',
          'People with premature greying or hair fall',
          'People with neck and shoulder stiffness',
        ],
        hi: [
          'साइनस, जुकाम या एलर्जी से परेशान लोग',
          'बार-बार सिरदर्द या माइग्रेन से परेशान लोग',
          'बाल झड़ने या समय से पहले सफ़ेद होने की समस्या वाले लोग',
          'गर्दन और कंधों की जकड़न वाले लोग',
        ],
      },
      contraindications: {
        en: [
          'Just after a meal, a bath or alcohol',
          'Fever, or a fresh cold with fever',
          'Pregnancy and during menstruation',
          'Nosebleeds or recent nose or sinus surgery',
          'Children under 7 (only gentle forms, if advised)',
        ],
        hi: [
          'भोजन, स्नान या मद्यपान के तुरंत बाद',
          'बुख़ार, या बुख़ार के साथ नया जुकाम',
          'गर्भावस्था और मासिक धर्म के दिनों में',
          'नकसीर या हाल में हुई नाक/साइनस की सर्जरी',
          '7 वर्ष से छोटे बच्चे (सलाह मिलने पर केवल सौम्य रूप)',
        ],
      },
      image: '/images/therapies/nasya.svg',
    },
  },
  {
    title: { en: 'Rakta Mokshana', hi: 'रक्तमोक्षण' },
    route: 'rakta-mokshana',
    description: {
      en: 'Classical bloodletting, done with leeches or sterile instruments by a qualified physician, traditionally used for blood and skin disorders.',
      hi: 'शास्त्रीय रक्तमोक्षण, जो योग्य चिकित्सक द्वारा जोंक या कीटाणुरहित उपकरणों से किया जाता है; परंपरागत रूप से रक्त और त्वचा विकारों में उपयोगी।',
    },
    sidebarIcon: 'heart',
    category: 'panchakarma',
    content: {
      overview: {
        en: 'Rakta Mokshana, "releasing blood", is counted among the Panchakarma procedures by Acharya Sushruta. A small, controlled amount of blood is let out from a chosen area, which Ayurveda uses to clear vitiated Pitta and Rakta (blood).\n\nThere are three methods in use today: leech therapy (Jalaukavacharana), superficial pricking (Prachhana) and venepuncture (Siravyadha). They are traditionally used for some chronic skin conditions, localised inflammation, varicose veins and certain types of joint and nerve pain.\n\nBloodletting is done only by a qualified physician, with sterile single-use materials and your written consent. Blood tests such as haemoglobin and clotting time are checked beforehand, and the method is chosen after assessment.',
        hi: 'रक्तमोक्षण अर्थात् "रक्त को निकालना"; आचार्य सुश्रुत ने इसे पंचकर्म में गिना है। चुने हुए स्थान से नियंत्रित, थोड़ी मात्रा में रक्त निकाला जाता है, जिससे आयुर्वेद दूषित पित्त और रक्त का शोधन करता है।\n\nआज इसकी तीन विधियाँ प्रचलित हैं: जोंक चिकित्सा (जलौकावचारण), त्वचा पर हल्के चीरे या सुई चुभोना (प्रच्छान) और शिरा से रक्त निकालना (सिरावेध)। परंपरागत रूप से इनका उपयोग कुछ पुराने त्वचा रोगों, स्थानीय सूजन, वैरिकोज़ वेन्स और कुछ प्रकार के जोड़ों व नसों के दर्द में होता है।\n\nरक्तमोक्षण केवल योग्य चिकित्सक, कीटाणुरहित एक बार उपयोग होने वाली सामग्री और आपकी लिखित सहमति से करते हैं। पहले हीमोग्लोबिन और क्लॉटिंग टाइम जैसी जाँचें होती हैं, और विधि का चुनाव जाँच के बाद किया जाता है।',
      },
      benefits: {
        en: ['Supports skin clarity', 'Reduces local swelling', 'Balances Pitta dosha', 'Eases localised pain', 'Improves circulation'],
        hi: [
          'त्वचा की स्वच्छता और निखार में सहायक',
          'स्थानीय सूजन कम करने में सहायक',
          'पित्त दोष को संतुलित करता है',
          'स्थानीय दर्द में आराम',
          'रक्त संचार बेहतर करता है',
        ],
      },
      procedure: {
        en: 'Consultation and examination; blood tests (haemoglobin, bleeding and clotting time, blood sugar, and infection screening) are reviewed.\nThe physician chooses the method (leech, pricking or venepuncture) and explains it; written consent is taken.\nThe area is cleaned and prepared; sometimes a light oil massage and warmth are given first.\nThe chosen method is carried out with sterile, single-use materials while you lie comfortably.\nBleeding is stopped with pressure and, where needed, turmeric powder, and a clean dressing is applied.\nYou rest for 30 minutes, have a light meal and are given wound-care instructions; the dressing is checked at the next visit.',
        hi: 'परामर्श और जाँच; रक्त परीक्षण (हीमोग्लोबिन, ब्लीडिंग व क्लॉटिंग टाइम, ब्लड शुगर और संक्रमण की जाँच) देखे जाते हैं।\nचिकित्सक विधि (जोंक, प्रच्छान या सिरावेध) चुनकर समझाते हैं; लिखित सहमति ली जाती है।\nस्थान को साफ़ करके तैयार किया जाता है; कभी-कभी पहले हल्की तेल मालिश और सेंक दी जाती है।\nआप आराम से लेटे रहते हैं और चुनी हुई विधि कीटाणुरहित, एक बार उपयोग होने वाली सामग्री से की जाती है।\nदबाव और आवश्यकता हो तो हल्दी चूर्ण से रक्तस्राव रोका जाता है और साफ़ पट्टी बाँधी जाती है।\n30 मिनट आराम के बाद हल्का भोजन लें; घाव की देखभाल के निर्देश दिए जाते हैं और अगली बार पट्टी देखी जाती है।',
      },
      duration: {
        en: '20-60 minutes per sitting depending on the method; sittings usually 1 to 2 weeks apart, as advised',
        hi: 'विधि के अनुसार प्रति बैठक 20-60 मिनट; बैठकें सामान्यतः 1 से 2 सप्ताह के अंतर पर, सलाह अनुसार',
      },
      idealFor: {
        en: [
          'People with skin conditions such as eczema or psoriasis',
          'People with localised inflammation and swelling',
          'People with varicose veins',
          'People with joint pain and stiffness',
        ],
        hi: ['एक्ज़िमा, सोरायसिस जैसे त्वचा रोगों वाले लोग', 'स्थानीय सूजन वाले लोग', 'वैरिकोज़ वेन्स वाले लोग', 'जोड़ों के दर्द और जकड़न वाले लोग'],
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
      image: '/images/therapies/leech.svg',
    },
  },
];
