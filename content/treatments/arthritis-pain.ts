import type { TreatmentPage } from '@content/types';

export const arthritisPainTreatment: TreatmentPage = {
  path: 'arthritis&pain',
  department: 'Arthritis and Pain Management',
  title: { en: 'Arthritis and Pain Management', hi: 'गठिया और दर्द प्रबंधन' },
  summary: {
    en: 'Ayurvedic therapies for knee and joint pain, back and neck pain, rheumatoid arthritis and gout, aimed at comfort and easier movement.',
    hi: 'घुटनों और जोड़ों के दर्द, कमर और गर्दन दर्द, रूमेटॉइड आर्थराइटिस और गाउट के लिए आयुर्वेदिक चिकित्सा, ताकि दर्द घटे और चलना-फिरना आसान हो।',
  },
  image: '/images/treatments/arthritis-pain.svg',
  sections: {
    about: {
      en:
        `Joint and back pain are among the most common reasons for seeing any doctor, and they become more frequent with age, weight gain and long hours of sitting. The conditions we see most often are osteoarthritis of the knees and hips (Sandhigata Vata in Ayurveda), low back pain and sciatica (Kati Shula, Gridhrasi), neck pain from cervical spondylosis (Manyastambha), frozen shoulder (Apabahuka), rheumatoid arthritis (often compared with Amavata) and gout (Vatarakta).\n\n` +
        `These are different illnesses. Osteoarthritis is wear of the joint cartilage, with pain on movement and stiffness that eases within minutes. Rheumatoid arthritis is an autoimmune disease, with swelling and long morning stiffness in many small joints on both sides of the body; it needs a rheumatologist's care, because without proper treatment it can damage joints permanently. Gout comes in sudden, very painful attacks, often in the big toe, linked to high uric acid.\n\n` +
        `Ayurveda sees most long-standing pain as a disturbance of vata, the principle of movement, which becomes dry, cold and erratic with age, overwork, poor sleep and irregular meals. In Amavata and Vatarakta, undigested residue (ama) and disturbed blood add swelling and heat, so the treatment is different.`,
      hi:
        `जोड़ों और कमर का दर्द किसी भी डॉक्टर के पास जाने के सबसे आम कारणों में है, और उम्र, बढ़ते वज़न और लंबे समय तक बैठे रहने से यह और आम हो जाता है। हमारे पास सबसे ज़्यादा घुटनों और कूल्हों का ऑस्टियोआर्थराइटिस (आयुर्वेद में संधिगत वात), कमर दर्द और साइटिका (कटिशूल, गृध्रसी), सर्वाइकल स्पॉन्डिलोसिस से गर्दन दर्द (मन्यास्तंभ), फ़्रोज़न शोल्डर (अपबाहुक), रूमेटॉइड आर्थराइटिस (जिसे अक्सर आमवात से जोड़ा जाता है) और गाउट (वातरक्त) के रोगी आते हैं।\n\n` +
        `ये अलग-अलग बीमारियाँ हैं। ऑस्टियोआर्थराइटिस में जोड़ की उपास्थि (कार्टिलेज) घिसती है; चलने-फिरने पर दर्द होता है और अकड़न कुछ ही मिनटों में खुल जाती है। रूमेटॉइड आर्थराइटिस एक ऑटोइम्यून बीमारी है, जिसमें शरीर के दोनों ओर के कई छोटे जोड़ों में सूजन और सुबह देर तक अकड़न रहती है; इसमें रूमेटोलॉजिस्ट का इलाज ज़रूरी है, क्योंकि सही इलाज के बिना जोड़ हमेशा के लिए ख़राब हो सकते हैं। गाउट में अचानक बहुत तेज़ दर्द के दौरे पड़ते हैं, अक्सर पैर के अंगूठे में, और इसका संबंध बढ़े हुए यूरिक एसिड से है।\n\n` +
        `आयुर्वेद अधिकतर पुराने दर्द को वात का विकार मानता है। वात गति का सिद्धांत है, जो उम्र, ज़्यादा मेहनत, कम नींद और अनियमित भोजन से रूखा, ठंडा और अस्थिर हो जाता है। आमवात और वातरक्त में अधपचा अंश (आम) और दूषित रक्त सूजन और जलन भी जोड़ देते हैं, इसलिए इनका उपचार अलग होता है।`,
    },
    approach: {
      en:
        `First we confirm what kind of pain you have. We examine the joint or spine, look at your X-rays, MRI or blood reports, and ask for tests where needed, such as uric acid or rheumatoid factor. This decides whether treatment should nourish and lubricate (for dry, degenerative pain) or first reduce swelling and ama (for inflammatory arthritis).\n\n` +
        `For osteoarthritis and back or neck pain we use warm medicated oils: Abhyanga (full-body oil massage), and Janu Basti, Kati Basti or Griva Basti, in which warm oil is held over the knee, lower back or neck inside a ring of dough. Patra Pinda Sweda, a massage with warm bundles of medicinal leaves, helps ease stiffness, and Basti (oil and decoction enemas), the classical treatment for vata, may help long-standing pain. For swollen, inflamed joints oil is often avoided at first, and dry treatments such as Baluka Sweda (warm sand bundles) and herbal medicines come first.\n\n` +
        `Therapies go hand in hand with gentle exercise and weight control. We teach simple strengthening and mobility exercises to continue at home, because the muscles that support a joint matter as much as any treatment. Most people are advised a course of 7 to 14 days, then follow-up.`,
      hi:
        `सबसे पहले हम यह पक्का करते हैं कि आपका दर्द किस प्रकार का है। हम जोड़ या रीढ़ की जाँच करते हैं, आपके एक्स-रे, एमआरआई या खून की रिपोर्ट देखते हैं, और ज़रूरत हो तो यूरिक एसिड या रूमेटॉइड फ़ैक्टर जैसी जाँचें करवाते हैं। इसी से तय होता है कि उपचार पोषण और स्निग्धता देने वाला हो (रूखे, घिसावट वाले दर्द में) या पहले सूजन और आम कम करने वाला (सूजन वाले गठिया में)।\n\n` +
        `ऑस्टियोआर्थराइटिस और कमर या गर्दन के दर्द में हम गुनगुने औषधीय तेलों का उपयोग करते हैं: अभ्यंग (पूरे शरीर की तेल मालिश), और जानु बस्ति, कटि बस्ति या ग्रीवा बस्ति, जिनमें आटे के घेरे के भीतर घुटने, कमर या गर्दन पर गुनगुना तेल कुछ देर रोककर रखा जाता है। पत्र पिंड स्वेद, यानी औषधीय पत्तों की गर्म पोटलियों से सिंकाई और मालिश, अकड़न कम करने में मदद करता है, और वात की शास्त्रीय चिकित्सा बस्ति (तेल और काढ़े का एनिमा) पुराने दर्द में सहायक हो सकती है। सूजे हुए, सूजन वाले जोड़ों में शुरुआत में अक्सर तेल से बचा जाता है, और पहले बालुका स्वेद (गर्म रेत की पोटली) जैसी रूक्ष चिकित्सा और औषधियाँ दी जाती हैं।\n\n` +
        `चिकित्सा के साथ हल्का व्यायाम और वज़न नियंत्रण भी उतना ही ज़रूरी है। हम घर पर जारी रखने के लिए मांसपेशियों को मज़बूत करने और जोड़ों को लचीला रखने वाले आसान व्यायाम सिखाते हैं, क्योंकि जोड़ को सहारा देने वाली मांसपेशियाँ किसी भी उपचार जितनी ही मायने रखती हैं। अधिकतर लोगों को 7 से 14 दिन के कोर्स और फिर फ़ॉलो-अप की सलाह दी जाती है।`,
    },
    therapies: ['abhyanga', 'patra-pinda-sweda', 'janu-basti', 'kati-basti', 'griva-basti', 'taila-basti'],
    whatToExpect: {
      en: [
        'Consultation and examination; please bring your X-rays, MRI and blood reports',
        'A plan for your type of pain: medicines, therapies, diet and exercise',
        'Daily therapy sessions of 45 to 90 minutes for 7 to 14 days, as day care',
        'Home exercises taught during the course',
        'A review after the course and every 1 to 3 months, with repeat courses if they help',
      ],
      hi: [
        'परामर्श और जाँच; कृपया अपने एक्स-रे, एमआरआई और खून की रिपोर्ट साथ लाएँ',
        'आपके दर्द के प्रकार के अनुसार योजना: दवाइयाँ, चिकित्सा, आहार और व्यायाम',
        '7 से 14 दिन तक रोज़ 45 से 90 मिनट की चिकित्सा, डे-केयर में',
        'कोर्स के दौरान घर पर करने के व्यायाम सिखाए जाते हैं',
        'कोर्स के बाद और फिर हर 1 से 3 महीने में समीक्षा; फ़ायदा हो तो दोबारा कोर्स',
      ],
    },
    lifestyle: {
      en: [
        'Keep moving: short daily walks and gentle exercise are better than long bed rest; avoid sudden heavy strain',
        'Losing even a few kilos reduces the load on knees and hips',
        'Prefer warm, freshly cooked food with ginger, garlic, turmeric and methi; avoid cold, stale and heavily fried food, which Ayurveda says aggravates vata and ama',
        'For gout: limit alcohol, red meat, organ meat and sugary drinks, and drink plenty of water',
        'Keep joints warm in winter and in air conditioning; sit with back support and get up every 30 to 45 minutes',
        'Use a firm, comfortable mattress and a pillow that keeps the neck in line',
      ],
      hi: [
        'शरीर को चलाते रहें: लंबे आराम से बेहतर है रोज़ थोड़ा टहलना और हल्का व्यायाम; अचानक भारी ज़ोर लगाने से बचें',
        'कुछ किलो वज़न घटाने से भी घुटनों और कूल्हों पर भार कम होता है',
        'अदरक, लहसुन, हल्दी और मेथी वाला गर्म, ताज़ा बना भोजन लें; ठंडा, बासी और बहुत तला हुआ भोजन न लें, क्योंकि आयुर्वेद के अनुसार इससे वात और आम बढ़ते हैं',
        'गाउट में: शराब, रेड मीट, कलेजी जैसे अंग-मांस और मीठे पेय सीमित करें, और भरपूर पानी पिएँ',
        'सर्दियों में और एसी में जोड़ों को गर्म रखें; पीठ को सहारा देकर बैठें और हर 30 से 45 मिनट में उठें',
        'सख़्त पर आरामदायक गद्दा और ऐसा तकिया रखें जिससे गर्दन सीधी रहे',
      ],
    },
    caution: {
      en: `Results vary from person to person. Our therapies aim to reduce pain and stiffness and improve movement; they cannot reverse advanced joint damage. Ayurvedic care works alongside your orthopaedic surgeon, rheumatologist or physiotherapist, and people with rheumatoid arthritis should not stop their prescribed medicines. Go to a hospital at once for a hot, red, swollen joint with fever; back pain with weakness or numbness in the legs, numbness around the buttocks or genitals, or loss of bladder or bowel control; pain after a fall or injury; or pain in the chest, jaw or left arm, which may be the heart rather than a joint. See a doctor soon for pain with unexplained weight loss, pain that wakes you every night, or pain if you have had cancer.`,
      hi: `परिणाम हर व्यक्ति में अलग होते हैं। हमारी चिकित्सा का उद्देश्य दर्द और अकड़न कम करना और चलना-फिरना बेहतर बनाना है; बहुत बढ़ चुकी जोड़ों की क्षति को यह पलट नहीं सकती। आयुर्वेदिक उपचार आपके हड्डी रोग विशेषज्ञ, रूमेटोलॉजिस्ट या फ़िज़ियोथेरेपिस्ट के इलाज के साथ चलता है, और रूमेटॉइड आर्थराइटिस के रोगी अपनी दी गई दवाइयाँ बंद न करें। बुख़ार के साथ कोई जोड़ गर्म, लाल और सूजा हुआ हो; कमर दर्द के साथ पैरों में कमज़ोरी या सुन्नपन हो, नितंबों या गुप्तांगों के आसपास सुन्नपन हो, या पेशाब-शौच पर नियंत्रण न रहे; गिरने या चोट के बाद दर्द हो; या सीने, जबड़े या बाएँ हाथ में दर्द हो, जो जोड़ का नहीं बल्कि दिल का हो सकता है, तो तुरंत अस्पताल जाएँ। दर्द के साथ बिना कारण वज़न घट रहा हो, दर्द हर रात नींद से जगा दे, या पहले कभी कैंसर हुआ हो, तो जल्द डॉक्टर को दिखाएँ।`,
    },
  },
};
