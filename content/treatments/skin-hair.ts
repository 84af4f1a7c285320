import type { TreatmentPage } from '@content/types';

export const skinHairTreatment: TreatmentPage = {
  path: 'skin&hair',
  department: 'Skin & Hair',
  title: { en: 'Skin and Hair', hi: 'त्वचा और बाल' },
  summary: {
    en: 'Ayurvedic care for acne, eczema, psoriasis, hair fall and other long-standing skin and scalp problems.',
    hi: 'मुंहासे, एक्ज़िमा, सोरायसिस, बाल झड़ना और त्वचा व सिर की दूसरी पुरानी समस्याओं के लिए आयुर्वेदिक देखभाल।',
  },
  image: '/images/treatments/skin-hair.svg',
  sections: {
    about: {
      en:
        `Skin and hair problems are among the most common reasons people visit us. They include acne, eczema, psoriasis, urticaria (hives), fungal infections that keep coming back, pigmentation, dandruff, hair fall and early greying. Many of them last for years, come and go with the seasons, and affect confidence and sleep as much as the skin itself.\n\n` +
        `Ayurveda places most long-standing skin diseases in a broad group called Kushtha (here the word covers many skin diseases, not only leprosy). They are linked to an imbalance of pitta and kapha, impure blood (rakta dushti) and weak digestion (mandagni). Hair fall (khalitya) and premature greying (palitya) are seen as signs of excess pitta reaching the scalp, often made worse by stress, late nights and irregular meals.\n\n` +
        `The skin and scalp often mirror what is happening inside: diet, digestion, hormones, sleep, stress and medicines all play a part. That is why we look at the whole person and not only at the patch of skin, and why we also ask about thyroid problems, anaemia and other conditions that can show up first on the skin or in the hair.`,
      hi:
        `त्वचा और बालों की समस्याएँ उन सबसे आम कारणों में हैं जिनके लिए लोग हमारे पास आते हैं। इनमें मुंहासे, एक्ज़िमा, सोरायसिस, पित्ती (अर्टिकेरिया), बार-बार लौटने वाला फंगल संक्रमण, झाइयाँ, रूसी, बाल झड़ना और समय से पहले बाल सफ़ेद होना शामिल हैं। इनमें से कई समस्याएँ बरसों चलती हैं, मौसम के साथ घटती-बढ़ती हैं, और त्वचा के साथ-साथ आत्मविश्वास और नींद पर भी असर डालती हैं।\n\n` +
        `आयुर्वेद में अधिकतर पुराने त्वचा रोगों को "कुष्ठ" नाम के एक बड़े वर्ग में रखा गया है (यहाँ इसका अर्थ केवल कोढ़ नहीं, बल्कि त्वचा के अनेक रोग हैं)। इन्हें पित्त और कफ के असंतुलन, रक्त की अशुद्धि (रक्त दुष्टि) और कमज़ोर पाचन (मंदाग्नि) से जोड़ा जाता है। बाल झड़ना (खालित्य) और असमय बाल सफ़ेद होना (पालित्य) सिर में बढ़े हुए पित्त के लक्षण माने जाते हैं, जिन्हें तनाव, देर रात तक जागना और अनियमित भोजन और बढ़ा देते हैं।\n\n` +
        `त्वचा और बाल अक्सर शरीर के भीतर की स्थिति का आईना होते हैं: खान-पान, पाचन, हार्मोन, नींद, तनाव और दवाइयाँ, सबकी इसमें भूमिका होती है। इसीलिए हम केवल त्वचा के किसी एक हिस्से को नहीं, पूरे व्यक्ति को देखते हैं, और थायरॉइड, खून की कमी जैसी उन समस्याओं के बारे में भी पूछते हैं जो सबसे पहले त्वचा या बालों पर दिखाई दे सकती हैं।`,
    },
    approach: {
      en:
        `We begin with a detailed consultation: the history of your problem, what brings on flare-ups, your diet, sleep and stress, the creams and medicines you use, and your prakriti. Where needed we ask for simple blood tests or a dermatologist's opinion, for example to check whether thyroid disease or iron deficiency lies behind hair fall.\n\n` +
        `Treatment usually works on two levels. From within, herbal medicines and Panchakarma support digestion and help clear accumulated pitta and ama (toxins): Virechana (therapeutic purgation) is the classical choice for pitta-related skin disease, and for stubborn, localised patches a blood-purifying therapy such as leech therapy (Jalaukavacharana) may be considered. From outside, herbal pastes (Lepa), Takra Dhara (a stream of medicated buttermilk) for scalp psoriasis and stress, medicated head packs (Shirah Lepa) and Nasya support the skin and scalp.\n\n` +
        `Long-standing skin conditions improve slowly. Most people need a course of a few weeks followed by some months of diet changes and medicines, with regular check-ups to adjust the plan. Our aim is fewer and milder flare-ups and healthier skin over time, not an overnight change.`,
      hi:
        `हम विस्तृत परामर्श से शुरुआत करते हैं: आपकी समस्या कब से है, तकलीफ़ किन बातों से बढ़ती है, आपका खान-पान, नींद और तनाव, आप कौन-सी क्रीम या दवाइयाँ लगा या खा रहे हैं, और आपकी प्रकृति क्या है। ज़रूरत होने पर हम खून की सामान्य जाँचें या त्वचा रोग विशेषज्ञ की राय लेने को कहते हैं, जैसे यह देखने के लिए कि बाल झड़ने के पीछे थायरॉइड या आयरन की कमी तो नहीं।\n\n` +
        `उपचार आमतौर पर दो स्तरों पर होता है। भीतर से, जड़ी-बूटियों की औषधियाँ और पंचकर्म पाचन को सहारा देते हैं और शरीर में जमा पित्त और आम (विषाक्त तत्व) को निकालने में मदद करते हैं: पित्त से जुड़े त्वचा रोगों में विरेचन शास्त्रीय उपाय है, और किसी एक जगह के ज़िद्दी चकत्तों के लिए जोंक चिकित्सा (जलौकावचरण) जैसे रक्तशोधक उपचार पर विचार किया जा सकता है। बाहर से, जड़ी-बूटियों का लेप, सिर की सोरायसिस और तनाव में तक्रधारा (औषधीय छाछ की धारा), शिरोलेप और नस्य त्वचा और सिर को सहारा देते हैं।\n\n` +
        `पुराने त्वचा रोग धीरे-धीरे सुधरते हैं। अधिकतर लोगों को कुछ हफ़्तों के उपचार के बाद कुछ महीनों तक खान-पान में बदलाव और दवाइयों की ज़रूरत होती है, और बीच-बीच में जाँच करके योजना बदली जाती है। हमारा लक्ष्य है कि तकलीफ़ कम बार और हल्की उभरे और समय के साथ त्वचा स्वस्थ हो; रातों-रात बदलाव का वादा हम नहीं करते।`,
    },
    therapies: ['virechana', 'jalaukavacharana', 'lepa', 'takra-dhara', 'shirah-lepa', 'nasya'],
    whatToExpect: {
      en: [
        'First visit (about 45 minutes): history, examination of skin and scalp, and prakriti assessment',
        "Blood tests or a dermatologist's opinion if something needs to be ruled out",
        'A written plan: medicines, diet and, if suitable, a Panchakarma schedule',
        'Therapy sessions over 1 to 3 weeks as day care; you go home each day',
        'Follow-up every 2 to 4 weeks, with photos to track progress and adjust the plan',
      ],
      hi: [
        'पहली मुलाक़ात (लगभग 45 मिनट): समस्या का इतिहास, त्वचा और सिर की जाँच, और प्रकृति परीक्षण',
        'किसी बीमारी की संभावना जाँचनी हो तो खून की जाँच या त्वचा रोग विशेषज्ञ की राय',
        'लिखित योजना: दवाइयाँ, आहार और उपयुक्त हो तो पंचकर्म का कार्यक्रम',
        '1 से 3 हफ़्ते तक डे-केयर में उपचार; आप रोज़ घर लौट जाते हैं',
        'हर 2 से 4 हफ़्ते में फ़ॉलो-अप, तस्वीरों से प्रगति देखकर योजना में बदलाव',
      ],
    },
    lifestyle: {
      en: [
        'Eat fresh, home-cooked meals; cut down on fried, very spicy, sour and fermented foods, which aggravate pitta',
        'Avoid food combinations Ayurveda considers harmful to the skin (viruddha ahara), such as milk with fish, salt or sour fruit',
        'Include bitter and cooling foods such as lauki (bottle gourd), parwal, karela and amla, and drink enough water',
        'Wash with mild soap and lukewarm water; do not scratch or pick; pat dry and moisturise',
        'Oil the scalp lightly once or twice a week with the oil we advise, and avoid very hot water on the hair',
        'Sleep by 10 to 11 pm and look after stress: flare-ups of eczema, psoriasis and hair fall often follow stressful weeks',
      ],
      hi: [
        'ताज़ा, घर का बना खाना खाएँ; तला-भुना, बहुत तीखा, खट्टा और खमीर वाला भोजन कम करें, क्योंकि ये पित्त बढ़ाते हैं',
        'विरुद्ध आहार से बचें, जैसे दूध के साथ मछली, नमक या खट्टे फल, जिन्हें आयुर्वेद त्वचा के लिए हानिकारक मानता है',
        'लौकी, परवल, करेला और आंवला जैसे कड़वे और ठंडक देने वाले आहार लें, और पर्याप्त पानी पिएँ',
        'हल्के साबुन और गुनगुने पानी से नहाएँ; खुजाएँ या नोचें नहीं; थपथपाकर पोंछें और मॉइस्चराइज़र लगाएँ',
        'हफ़्ते में एक-दो बार हमारे बताए तेल से सिर में हल्की मालिश करें, और बालों पर बहुत गर्म पानी न डालें',
        'रात 10-11 बजे तक सो जाएँ और तनाव का ध्यान रखें: एक्ज़िमा, सोरायसिस और बाल झड़ना अक्सर तनाव भरे दिनों के बाद बढ़ते हैं',
      ],
    },
    caution: {
      en: `Results vary from person to person, and long-standing skin conditions can flare again. Our care works alongside your dermatologist and family doctor, not instead of them; do not stop prescribed medicines (for example for psoriasis, eczema or thyroid) without asking the doctor who prescribed them. Go to a hospital straight away for swelling of the face, lips or tongue or difficulty breathing; a rash with blisters, peeling skin or mouth sores together with fever; or a hot, red, painful area of skin that is spreading fast. See a dermatologist soon for a mole or spot that changes in size, shape or colour, bleeds or does not heal. Leech therapy is not suitable for people with anaemia or bleeding disorders, or who take blood thinners.`,
      hi: `परिणाम हर व्यक्ति में अलग होते हैं, और पुराने त्वचा रोग दोबारा उभर सकते हैं। हमारा उपचार आपके त्वचा रोग विशेषज्ञ और फ़ैमिली डॉक्टर के इलाज के साथ चलता है, उसकी जगह नहीं लेता; सोरायसिस, एक्ज़िमा या थायरॉइड जैसी बीमारियों की दवाइयाँ लिखने वाले डॉक्टर से पूछे बिना बंद न करें। चेहरे, होंठों या जीभ पर सूजन या साँस लेने में तकलीफ़ हो; बुख़ार के साथ छाले, त्वचा उतरना या मुँह में छाले हों; या त्वचा का कोई हिस्सा गर्म, लाल, दर्द भरा हो और तेज़ी से फैल रहा हो, तो तुरंत अस्पताल जाएँ। कोई तिल या दाग़ आकार, बनावट या रंग बदले, उससे ख़ून आए या वह भरे नहीं, तो जल्द त्वचा रोग विशेषज्ञ को दिखाएँ। खून की कमी या रक्तस्राव संबंधी रोग वाले, और खून पतला करने की दवा लेने वाले लोगों के लिए जोंक चिकित्सा उपयुक्त नहीं है।`,
    },
  },
};
