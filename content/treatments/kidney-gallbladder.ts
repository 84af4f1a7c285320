import type { TreatmentPage } from '@content/types';

export const kidneyGallbladderTreatment: TreatmentPage = {
  path: 'kidney&gallbladder',
  department: 'Kidney and Gallbladder Stone',
  title: { en: 'Kidney and Gallbladder Stone', hi: 'गुर्दे और पित्ताशय की पथरी' },
  summary: {
    en: 'Supportive Ayurvedic care for kidney and gallbladder stones: easing discomfort and helping prevent new stones, together with your urologist or surgeon.',
    hi: 'गुर्दे और पित्ताशय की पथरी में सहायक आयुर्वेदिक देखभाल: तकलीफ़ कम करने और नई पथरी बनने से रोकने में मदद, आपके यूरोलॉजिस्ट या सर्जन के साथ मिलकर।',
  },
  image: '/images/treatments/kidney-gallbladder.svg',
  sections: {
    about: {
      en:
        `Kidney stones (Mutrashmari in Ayurveda) are hard deposits, most often of calcium oxalate, that form when urine is too concentrated. Small stones may pass on their own; others get stuck in the ureter and cause severe, cramping pain in the side or back that spreads towards the groin, often with nausea, burning while passing urine or blood in the urine. Drinking too little water, hot weather like our Chhattisgarh summers, a diet high in salt and animal protein, obesity and a family history all raise the risk, and many people who have had one stone form another within a few years.\n\n` +
        `Gallstones (Pittashmari) form in the gallbladder from cholesterol or bile pigment. Many cause no symptoms and are found by chance on an ultrasound. When they do cause trouble, there is pain in the upper right or middle of the abdomen, often after a heavy or fatty meal, sometimes with vomiting. Gallstones can lead to serious problems such as infection of the gallbladder, jaundice or pancreatitis.\n\n` +
        `Ayurveda describes stone formation as kapha hardening under the influence of vata and pitta, with weak digestion (agni) and sluggish body channels. That is why preventing the next stone matters as much as dealing with the present one.`,
      hi:
        `गुर्दे की पथरी (आयुर्वेद में मूत्राश्मरी) कठोर जमाव होते हैं, जो ज़्यादातर कैल्शियम ऑक्सलेट के होते हैं और तब बनते हैं जब पेशाब बहुत गाढ़ा हो। छोटी पथरी अपने-आप निकल सकती है; कुछ पथरियाँ मूत्रनली (यूरेटर) में अटक जाती हैं और कमर या बगल में तेज़, ऐंठन जैसा दर्द करती हैं जो जाँघ के जोड़ की ओर जाता है, और अक्सर साथ में जी मिचलाना, पेशाब में जलन या पेशाब में ख़ून आता है। कम पानी पीना, छत्तीसगढ़ की गर्मियों जैसा गर्म मौसम, ज़्यादा नमक और मांसाहारी प्रोटीन वाला आहार, मोटापा और परिवार में पथरी का इतिहास, ये सब जोखिम बढ़ाते हैं, और जिन्हें एक बार पथरी हो चुकी हो, उनमें से कई लोगों को कुछ सालों में दोबारा हो जाती है।\n\n` +
        `पित्ताशय की पथरी (पित्ताश्मरी) पित्ताशय में कोलेस्ट्रॉल या पित्त के रंजक से बनती है। कई पथरियों से कोई लक्षण नहीं होता और वे किसी और कारण से कराई गई सोनोग्राफ़ी में संयोग से दिखती हैं। जब तकलीफ़ होती है, तो पेट के ऊपरी दाएँ हिस्से या बीच में दर्द होता है, अक्सर भारी या तैलीय भोजन के बाद, और कभी-कभी उल्टी के साथ। पित्ताशय की पथरी से पित्ताशय में संक्रमण, पीलिया या पैंक्रियाटाइटिस जैसी गंभीर समस्याएँ भी हो सकती हैं।\n\n` +
        `आयुर्वेद के अनुसार पथरी तब बनती है जब वात और पित्त के प्रभाव से कफ कठोर होकर जम जाता है, साथ में अग्नि (पाचन शक्ति) कमज़ोर होती है और शरीर के स्रोतस सुस्त पड़ जाते हैं। इसीलिए अगली पथरी बनने से रोकना उतना ही ज़रूरी है जितना अभी की पथरी का इलाज।`,
    },
    approach: {
      en:
        `Every plan starts with an ultrasound report (or a CT scan, if your urologist has done one) so that we know the size, number and position of the stones and whether the kidney is blocked. This tells us what is sensible. Small kidney stones without blockage or infection may be managed conservatively: herbs traditionally used for urinary stones, such as Varuna, Gokshura, Pashanabheda and Kulattha (horse gram), together with plenty of fluids, may help ease discomfort and support the passing of small stones. Larger stones and stones that block the kidney usually need a urologist, and we will tell you so plainly. We do not promise to dissolve gallstones; when they cause symptoms, surgery to remove the gallbladder is usually the safest treatment, and our role is support before and after it.\n\n` +
        `Panchakarma is used mainly to correct the underlying tendency: Virechana to clear excess pitta and support digestion and bile flow, Basti (decoction and oil enemas) to settle vata, which governs the urinary tract, and Nadi Sweda (local herbal steam) to relax spasm and ease pain.\n\n` +
        `Once a stone has passed or been removed, we concentrate on preventing the next one: a diet suited to your stone type, enough water, weight control and periodic ultrasound checks.`,
      hi:
        `हर योजना सोनोग्राफ़ी रिपोर्ट (या आपके यूरोलॉजिस्ट ने सीटी स्कैन करवाया हो तो उस) से शुरू होती है, ताकि पथरी का आकार, संख्या और स्थान पता चले और यह भी कि गुर्दे में रुकावट तो नहीं। इसी से तय होता है कि क्या करना समझदारी है। बिना रुकावट और बिना संक्रमण वाली छोटी गुर्दे की पथरी में दवाओं से इलाज आज़माया जा सकता है: वरुण, गोक्षुर, पाषाणभेद और कुलथी जैसी मूत्र पथरी में परंपरागत रूप से प्रयुक्त जड़ी-बूटियाँ, भरपूर तरल के साथ, तकलीफ़ कम करने और छोटी पथरी निकलने में सहायक हो सकती हैं। बड़ी पथरी और गुर्दे में रुकावट करने वाली पथरी के लिए आमतौर पर यूरोलॉजिस्ट की ज़रूरत होती है, और यह हम आपको साफ़-साफ़ बताएँगे। पित्ताशय की पथरी को घोल देने का वादा हम नहीं करते; जब उससे तकलीफ़ हो, तो पित्ताशय निकालने का ऑपरेशन आमतौर पर सबसे सुरक्षित इलाज होता है, और हमारी भूमिका उससे पहले और बाद में सहायता की है।\n\n` +
        `पंचकर्म का उपयोग मुख्य रूप से पथरी बनने की प्रवृत्ति को सुधारने के लिए होता है: बढ़े हुए पित्त को निकालने और पाचन व पित्त के प्रवाह को सहारा देने के लिए विरेचन, मूत्र मार्ग को नियंत्रित करने वाले वात को शांत करने के लिए बस्ति (काढ़े और तेल का एनिमा), और ऐंठन ढीली करने व दर्द कम करने के लिए नाड़ी स्वेद (स्थानीय हर्बल भाप)।\n\n` +
        `पथरी निकल जाने या ऑपरेशन से हटाए जाने के बाद हमारा ध्यान अगली पथरी रोकने पर रहता है: पथरी के प्रकार के अनुसार आहार, पर्याप्त पानी, वज़न नियंत्रण और समय-समय पर सोनोग्राफ़ी।`,
    },
    therapies: ['virechana', 'kashaya-basti', 'taila-basti', 'nadi-sweda'],
    whatToExpect: {
      en: [
        'Consultation with your ultrasound and urine reports; bring a stone analysis report if you have one',
        'Clear advice on whether your stone can be managed with medicines or needs a specialist',
        'Herbal medicines and a fluid and diet plan, with Panchakarma when suitable',
        'A repeat ultrasound after 4 to 8 weeks to check progress',
        'A long-term prevention plan and a yearly review',
      ],
      hi: [
        'सोनोग्राफ़ी और पेशाब की जाँच रिपोर्ट के साथ परामर्श; पथरी की जाँच (स्टोन एनालिसिस) की रिपोर्ट हो तो वह भी लाएँ',
        'साफ़ सलाह कि आपकी पथरी का इलाज दवाओं से हो सकता है या विशेषज्ञ की ज़रूरत है',
        'जड़ी-बूटियों की औषधियाँ, पानी और आहार की योजना, और उपयुक्त हो तो पंचकर्म',
        '4 से 8 हफ़्ते बाद दोबारा सोनोग्राफ़ी से प्रगति की जाँच',
        'पथरी से बचाव की लंबी योजना और साल में एक बार समीक्षा',
      ],
    },
    lifestyle: {
      en: [
        'Drink enough to pass about 2.5 litres of pale urine a day, more in summer, unless a doctor has asked you to limit fluids',
        'Cut down on salt, pickles, papad and packaged snacks, and limit red meat and other animal protein',
        'Do not give up calcium: milk and curd in normal amounts help bind oxalate in the gut; avoid large amounts of high-oxalate foods such as spinach, beetroot, nuts and strong tea',
        'Nimbu pani, coconut water and barley water are good choices; avoid colas and sugary drinks',
        'For gallstones: eat regular meals without long gaps, avoid crash diets and very rapid weight loss, and cut down on fried and oily food',
        'Keep a healthy weight and stay active',
      ],
      hi: [
        'इतना पानी पिएँ कि दिन भर में लगभग 2.5 लीटर हल्के रंग का पेशाब हो, गर्मियों में और ज़्यादा; बशर्ते किसी डॉक्टर ने पानी कम पीने को न कहा हो',
        'नमक, अचार, पापड़ और पैकेट वाले नमकीन कम करें, और रेड मीट व दूसरे मांसाहारी प्रोटीन सीमित रखें',
        'कैल्शियम बंद न करें: सामान्य मात्रा में दूध और दही आँतों में ऑक्सलेट को बाँधने में मदद करते हैं; पालक, चुकंदर, मेवे और कड़क चाय जैसे ज़्यादा ऑक्सलेट वाले आहार अधिक मात्रा में न लें',
        'नींबू पानी, नारियल पानी और जौ का पानी अच्छे विकल्प हैं; कोल्ड ड्रिंक और मीठे पेय से बचें',
        'पित्ताशय की पथरी में: समय पर भोजन करें, लंबा अंतराल न रखें, क्रैश डाइट और बहुत तेज़ी से वज़न घटाने से बचें, और तला-भुना व तैलीय भोजन कम करें',
        'वज़न संतुलित रखें और सक्रिय रहें',
      ],
    },
    caution: {
      en: `Results vary from person to person, and not every stone can or should be treated without a procedure. Our care works alongside your urologist or surgeon, not instead of them. Go to a hospital immediately if you have fever or shivering with stone pain (an infected, blocked kidney is an emergency); pass very little or no urine; have severe pain that does not settle with the usual painkillers; keep vomiting and cannot keep fluids down; or have stone pain while pregnant or with only one working kidney. With gallstones, go at once if pain in the upper abdomen lasts more than a few hours or comes with fever, yellow eyes or skin, dark urine or pale stools.`,
      hi: `परिणाम हर व्यक्ति में अलग होते हैं, और हर पथरी का इलाज बिना प्रक्रिया या ऑपरेशन के न तो संभव है, न उचित। हमारा उपचार आपके यूरोलॉजिस्ट या सर्जन के इलाज के साथ चलता है, उसकी जगह नहीं लेता। पथरी के दर्द के साथ बुख़ार या कँपकँपी हो (संक्रमित और रुका हुआ गुर्दा आपात स्थिति है); पेशाब बहुत कम या बिल्कुल न हो; ऐसा तेज़ दर्द हो जो सामान्य दर्द-निवारक से भी शांत न हो; बार-बार उल्टी हो और पानी भी न रुके; या गर्भावस्था में या केवल एक काम करने वाले गुर्दे के साथ पथरी का दर्द हो, तो तुरंत अस्पताल जाएँ। पित्ताशय की पथरी में पेट के ऊपरी हिस्से का दर्द कुछ घंटों से ज़्यादा रहे, या साथ में बुख़ार, आँखों या त्वचा में पीलापन, गहरे रंग का पेशाब या हल्के रंग का मल हो, तो तुरंत अस्पताल जाएँ।`,
    },
  },
};
