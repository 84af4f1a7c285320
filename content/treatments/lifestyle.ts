import type { TreatmentPage } from '@content/types';

export const lifestyleTreatment: TreatmentPage = {
  path: 'lifestyle',
  department: 'Life style disorder',
  title: { en: 'Life style disorder', hi: 'जीवनशैली से जुड़े रोग' },
  summary: {
    en: 'Support for type 2 diabetes, high blood pressure, obesity, high cholesterol, fatty liver, stress and poor sleep through diet, daily routine and Panchakarma.',
    hi: 'टाइप 2 डायबिटीज़, हाई ब्लड प्रेशर, मोटापा, बढ़ा कोलेस्ट्रॉल, फ़ैटी लिवर, तनाव और अनिद्रा में आहार, दिनचर्या और पंचकर्म के ज़रिए सहायता।',
  },
  image: '/images/treatments/lifestyle.svg',
  sections: {
    about: {
      en:
        `Lifestyle disorders are long-term conditions driven largely by how we eat, move, sleep and handle stress. They include type 2 diabetes and prediabetes, high blood pressure, obesity, high cholesterol, fatty liver, acidity and constipation, chronic stress and poor sleep. They are now very common in India, often begin silently in the thirties and forties, and tend to come together: the same person may have a wide waist, raised sugar and high blood pressure.\n\n` +
        `Over the years these conditions raise the risk of heart attack, stroke, kidney disease and damage to the eyes and nerves. The encouraging part is that they respond to steady changes in daily habits, and that keeping sugar and blood pressure under control greatly lowers these risks.\n\n` +
        `Ayurveda calls many of these illnesses santarpanajanya vyadhi, diseases of over-nourishment: too much heavy, sweet and oily food, too little activity and too much daytime sleep lead to weak agni (digestive fire), ama, and excess kapha and meda (fat). Prameha, which includes diabetes, and Sthaulya (obesity) are described in detail in the classical texts, along with the daily and seasonal routines that help prevent them.`,
      hi:
        `जीवनशैली से जुड़े रोग वे लंबी बीमारियाँ हैं जो मुख्य रूप से हमारे खाने-पीने, शारीरिक सक्रियता, नींद और तनाव से निपटने के तरीक़े से पैदा होती हैं। इनमें टाइप 2 डायबिटीज़ और प्री-डायबिटीज़, हाई ब्लड प्रेशर, मोटापा, बढ़ा हुआ कोलेस्ट्रॉल, फ़ैटी लिवर, एसिडिटी और क़ब्ज़, लगातार तनाव और अनिद्रा शामिल हैं। आज भारत में ये बहुत आम हैं, अक्सर तीस-चालीस की उम्र में चुपचाप शुरू होते हैं, और अक्सर साथ-साथ आते हैं: एक ही व्यक्ति की कमर चौड़ी हो सकती है, शुगर बढ़ी हुई और ब्लड प्रेशर भी ऊँचा।\n\n` +
        `सालों में ये बीमारियाँ हार्ट अटैक, स्ट्रोक (लकवा), गुर्दे की बीमारी और आँखों व नसों को नुक़सान का ख़तरा बढ़ाती हैं। अच्छी बात यह है कि रोज़ की आदतों में लगातार बदलाव से इनमें सुधार होता है, और शुगर व ब्लड प्रेशर नियंत्रण में रहें तो ये ख़तरे काफ़ी कम हो जाते हैं।\n\n` +
        `आयुर्वेद इनमें से कई रोगों को संतर्पणजन्य व्याधि, यानी ज़रूरत से ज़्यादा पोषण से होने वाले रोग कहता है: बहुत भारी, मीठा और तैलीय भोजन, कम शारीरिक श्रम और दिन में ज़्यादा सोना अग्नि (पाचन शक्ति) को कमज़ोर करते हैं और आम, कफ व मेद (चर्बी) को बढ़ाते हैं। डायबिटीज़ जिसमें आती है, उस प्रमेह और स्थौल्य (मोटापा) का शास्त्रीय ग्रंथों में विस्तार से वर्णन है, साथ ही उन दिनचर्या और ऋतुचर्या का भी जो इनसे बचाव में मदद करती हैं।`,
    },
    approach: {
      en:
        `We start with your numbers: blood sugar and HbA1c, blood pressure, weight and waist size, lipid profile and liver tests, along with your current medicines. We then look at your prakriti, your daily routine and what and when you eat, because small changes that fit your life last longer than strict plans that do not.\n\n` +
        `The core of treatment is dinacharya (daily routine), an eating plan suited to your constitution and condition, regular exercise and yoga, and herbal medicines where useful. Panchakarma supports this: Udvartana (dry herbal powder massage) and Vamana or Virechana help reduce excess kapha and fat and may improve metabolism; Kashaya Basti (decoction enema) is used in obesity and to balance vata; and Shiro Dhara or Takra Dhara, a steady stream of medicated oil or buttermilk on the forehead, can calm the mind and support sleep and stress-related high blood pressure.\n\n` +
        `Your prescribed medicines continue. As sugar and blood pressure improve, we ask you to check them at home and show the readings to the doctor who prescribes your medicines, who may then adjust the doses. We never reduce or stop those medicines ourselves.`,
      hi:
        `हम आपके आँकड़ों से शुरुआत करते हैं: ब्लड शुगर और HbA1c, ब्लड प्रेशर, वज़न और कमर का नाप, लिपिड प्रोफ़ाइल और लिवर की जाँच, और आप अभी कौन-सी दवाइयाँ ले रहे हैं। फिर हम आपकी प्रकृति, दिनचर्या और आप क्या और कब खाते हैं, यह देखते हैं, क्योंकि आपकी ज़िंदगी में फ़िट होने वाले छोटे बदलाव सख़्त योजनाओं से ज़्यादा टिकते हैं।\n\n` +
        `उपचार का मूल है दिनचर्या, आपकी प्रकृति और बीमारी के अनुसार आहार योजना, नियमित व्यायाम और योग, और ज़रूरत के अनुसार जड़ी-बूटियों की औषधियाँ। पंचकर्म इसमें सहायता करता है: उद्वर्तन (सूखे हर्बल चूर्ण से मालिश) और वमन या विरेचन बढ़े हुए कफ और चर्बी को कम करने में मदद करते हैं और चयापचय सुधार सकते हैं; कषाय बस्ति (काढ़े का एनिमा) मोटापे में और वात संतुलन के लिए दी जाती है; और शिरोधारा या तक्रधारा, यानी माथे पर औषधीय तेल या छाछ की लगातार धारा, मन को शांत कर सकती है और नींद व तनाव से जुड़े हाई ब्लड प्रेशर में सहायक है।\n\n` +
        `आपकी दी गई दवाइयाँ जारी रहती हैं। शुगर और ब्लड प्रेशर में सुधार होने पर हम आपसे घर पर इन्हें जाँचने और रीडिंग अपनी दवाइयाँ लिखने वाले डॉक्टर को दिखाने को कहते हैं, जो ज़रूरत हो तो ख़ुराक बदल सकते हैं। हम ख़ुद कभी वे दवाइयाँ कम या बंद नहीं करते।`,
    },
    therapies: ['udvartana', 'vamana', 'virechana', 'kashaya-basti', 'shiro-dhara', 'takra-dhara'],
    whatToExpect: {
      en: [
        'Consultation with your recent reports and a list of your medicines',
        'A personal plan for diet, daily routine, exercise and herbal medicines',
        'A Panchakarma course of 7 to 21 days, if suitable',
        'Home checks of sugar, blood pressure and weight, noted in a simple log',
        'Follow-up every 4 to 6 weeks, with repeat blood tests after about three months',
      ],
      hi: [
        'हाल की रिपोर्टों और अपनी दवाइयों की सूची के साथ परामर्श',
        'आहार, दिनचर्या, व्यायाम और औषधियों की व्यक्तिगत योजना',
        'उपयुक्त हो तो 7 से 21 दिन का पंचकर्म कोर्स',
        'घर पर शुगर, ब्लड प्रेशर और वज़न की जाँच, एक आसान डायरी में दर्ज',
        'हर 4 से 6 हफ़्ते में फ़ॉलो-अप, और लगभग तीन महीने बाद दोबारा खून की जाँच',
      ],
    },
    lifestyle: {
      en: [
        'Eat at regular times, and keep dinner light and early, at least two to three hours before bed',
        'Fill half the plate with vegetables; choose millets, whole grains and pulses; cut down on sugar, maida, fried snacks, sweetened drinks and packaged food',
        'Walk briskly or exercise for at least 30 minutes a day, five days a week, and avoid sitting for long stretches',
        'Keep salt low, especially with high blood pressure; limit alcohol and stop tobacco',
        'Sleep 7 to 8 hours, avoid long daytime naps, and put screens away an hour before bed',
        'Practise pranayama or meditation for 10 to 15 minutes daily to manage stress',
      ],
      hi: [
        'समय पर भोजन करें; रात का खाना हल्का और जल्दी, सोने से कम से कम दो-तीन घंटे पहले लें',
        'आधी थाली सब्ज़ियों से भरें; मोटे अनाज, साबुत अनाज और दालें चुनें; चीनी, मैदा, तले नाश्ते, मीठे पेय और पैकेट वाला खाना कम करें',
        'हफ़्ते में पाँच दिन, रोज़ कम से कम 30 मिनट तेज़ चलें या व्यायाम करें, और लगातार देर तक बैठे न रहें',
        'नमक कम रखें, ख़ासकर हाई ब्लड प्रेशर में; शराब सीमित करें और तंबाकू छोड़ें',
        '7 से 8 घंटे सोएँ, दिन में देर तक न सोएँ, और सोने से एक घंटा पहले मोबाइल-टीवी बंद कर दें',
        'तनाव संभालने के लिए रोज़ 10 से 15 मिनट प्राणायाम या ध्यान करें',
      ],
    },
    caution: {
      en: `Results vary from person to person and depend a great deal on the changes you keep up at home. Ayurvedic care works alongside your physician, diabetologist or cardiologist, not instead of them: do not stop or reduce insulin, diabetes tablets or blood pressure medicines on your own. If you take these medicines, check your sugar more often while your diet is changing, because it can fall too low. Call an ambulance (108) or go to a hospital immediately for chest pain or pressure; breathlessness; sudden weakness or numbness of the face, arm or leg, slurred speech or a drooping face; a sudden, severe headache; fainting; or confusion, sweating and shaking with very low or very high sugar.`,
      hi: `परिणाम हर व्यक्ति में अलग होते हैं और बहुत हद तक इस पर निर्भर करते हैं कि आप घर पर बदलाव कितने निभाते हैं। आयुर्वेदिक उपचार आपके फ़िज़िशियन, डायबिटीज़ विशेषज्ञ या हृदय रोग विशेषज्ञ के इलाज के साथ चलता है, उसकी जगह नहीं लेता: इंसुलिन, डायबिटीज़ की गोलियाँ या ब्लड प्रेशर की दवाइयाँ अपने मन से बंद या कम न करें। अगर आप ये दवाइयाँ लेते हैं, तो आहार बदलने के दौरान शुगर ज़्यादा बार जाँचें, क्योंकि यह बहुत नीचे गिर सकती है। सीने में दर्द या दबाव; साँस फूलना; चेहरे, हाथ या पैर में अचानक कमज़ोरी या सुन्नपन, बोलने में लड़खड़ाहट या चेहरा टेढ़ा होना; अचानक बहुत तेज़ सिरदर्द; बेहोशी; या शुगर बहुत कम या बहुत ज़्यादा होने के साथ भ्रम (बातें समझ न आना), पसीना और कँपकँपी हो, तो तुरंत एम्बुलेंस (108) बुलाएँ या अस्पताल जाएँ।`,
    },
  },
};
