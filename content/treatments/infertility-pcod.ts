import type { TreatmentPage } from '@content/types';

export const infertilityPcodTreatment: TreatmentPage = {
  path: 'infertility&pCOD',
  department: 'Infertility and PCOD',
  title: { en: 'Infertility and PCOD', hi: 'बांझपन और पीसीओडी' },
  summary: {
    en: 'Supportive Ayurvedic care for PCOD, irregular periods and difficulty in conceiving, alongside your gynaecologist.',
    hi: 'पीसीओडी, अनियमित माहवारी और गर्भधारण में कठिनाई के लिए, आपकी स्त्री रोग विशेषज्ञ के इलाज के साथ-साथ सहायक आयुर्वेदिक देखभाल।',
  },
  image: '/images/treatments/infertility-pcod.svg',
  sections: {
    about: {
      en:
        `Infertility usually means not conceiving after a year of regular unprotected intercourse, or after six months if the woman is 35 or older. It concerns the couple, not only the woman: in many couples the cause lies with the male partner or with both, and sometimes no single cause is found. Common factors include irregular ovulation, blocked fallopian tubes, endometriosis, thyroid problems, low sperm count or movement, age, weight and stress.\n\n` +
        `PCOD (polycystic ovarian disease, also called PCOS) is one of the most common hormonal conditions in women of child-bearing age. It may show up as irregular or missed periods, weight gain around the waist, acne, extra facial hair, thinning scalp hair and difficulty in conceiving. It is closely linked with insulin resistance, which is why daily habits matter so much.\n\n` +
        `In Ayurveda, healthy conception depends on four factors: the right time (ritu, the fertile period), a healthy womb (kshetra), good nourishment (ambu) and healthy egg and sperm (beeja). PCOD is generally understood as kapha and vata blocking the channels of menstruation (artavavaha srotas), together with a sluggish metabolism (mandagni) and accumulated fat (meda).`,
      hi:
        `आमतौर पर बांझपन तब माना जाता है जब नियमित, बिना सुरक्षा के संबंध के बावजूद एक साल तक गर्भ न ठहरे, या महिला की उम्र 35 या उससे अधिक हो तो छह महीने तक। यह पति-पत्नी दोनों का विषय है, केवल महिला का नहीं: बहुत से दंपतियों में कारण पुरुष में या दोनों में होता है, और कभी-कभी कोई एक कारण मिलता ही नहीं। आम कारणों में अनियमित ओव्यूलेशन (अंडा बनना), फ़ैलोपियन ट्यूब का बंद होना, एंडोमेट्रियोसिस, थायरॉइड, शुक्राणुओं की कम संख्या या कम गतिशीलता, उम्र, वज़न और तनाव शामिल हैं।\n\n` +
        `पीसीओडी (पॉलिसिस्टिक ओवेरियन डिज़ीज़, जिसे पीसीओएस भी कहते हैं) प्रजनन आयु की महिलाओं में सबसे आम हार्मोनल समस्याओं में से एक है। इसमें माहवारी अनियमित होना या रुक जाना, कमर के आसपास वज़न बढ़ना, मुंहासे, चेहरे पर अनचाहे बाल, सिर के बाल पतले होना और गर्भधारण में कठिनाई जैसे लक्षण दिख सकते हैं। इसका इंसुलिन रेज़िस्टेंस से गहरा संबंध है, इसीलिए इसमें रोज़मर्रा की आदतें बहुत मायने रखती हैं।\n\n` +
        `आयुर्वेद के अनुसार स्वस्थ गर्भधारण चार बातों पर निर्भर करता है: सही समय (ऋतु, यानी गर्भधारण योग्य दिन), स्वस्थ गर्भाशय (क्षेत्र), उचित पोषण (अम्बु) और स्वस्थ अंडाणु व शुक्राणु (बीज)। पीसीओडी को सामान्यतः कफ और वात द्वारा आर्तववह स्रोतस (माहवारी से जुड़े मार्गों) में रुकावट के रूप में समझा जाता है, जिसके साथ मंद अग्नि (धीमा चयापचय) और बढ़ा हुआ मेद (चर्बी) भी होता है।`,
    },
    approach: {
      en:
        `Whenever possible we see both partners. The first consultation covers menstrual and pregnancy history, earlier tests and treatments, diet, weight, sleep and stress, and a prakriti assessment. We ask for reports from your gynaecologist (ultrasound, hormone tests, tubal studies) and a semen analysis for the male partner, or help you arrange them, so that treatable causes are not missed.\n\n` +
        `For PCOD the focus is on digestion and metabolism and on reducing excess kapha: herbal medicines, Udvartana (dry herbal powder massage) to support weight management, and cleansing such as Virechana, or Vamana where suitable. Basti (enemas of herbal decoctions and medicated oils) is regarded as the main therapy for vata, which governs the reproductive organs and the menstrual cycle. For selected women, after examination, local therapies such as Yoni Pichu or Uttar Basti (medicated oil placed into the uterus under strict sterile conditions) may be advised.\n\n` +
        `A typical plan runs over three to six menstrual cycles, with diet and exercise at its heart. Cleansing and local therapies are timed to the first half of the cycle and are never done if you might be pregnant. We keep your gynaecologist informed and refer you back promptly if specialist treatment such as ovulation induction or IVF is the better route.`,
      hi:
        `जहाँ तक संभव हो, हम पति-पत्नी दोनों से मिलते हैं। पहले परामर्श में माहवारी और पिछली गर्भावस्थाओं का इतिहास, अब तक हुई जाँचें और इलाज, खान-पान, वज़न, नींद और तनाव के बारे में बात होती है और प्रकृति परीक्षण किया जाता है। हम आपकी स्त्री रोग विशेषज्ञ की रिपोर्टें (सोनोग्राफ़ी, हार्मोन जाँच, ट्यूब की जाँच) और पति की वीर्य जाँच (सीमन एनालिसिस) माँगते हैं या उन्हें करवाने में मदद करते हैं, ताकि इलाज योग्य कोई कारण छूट न जाए।\n\n` +
        `पीसीओडी में ध्यान पाचन, चयापचय और बढ़े हुए कफ को कम करने पर रहता है: जड़ी-बूटियों की औषधियाँ, वज़न नियंत्रण में सहायता के लिए उद्वर्तन (सूखे हर्बल चूर्ण से मालिश), और विरेचन या उपयुक्त होने पर वमन जैसे शोधन कर्म। बस्ति (काढ़े और औषधीय तेल का एनिमा) को वात की प्रमुख चिकित्सा माना गया है, और वात ही प्रजनन अंगों और माहवारी चक्र को नियंत्रित करता है। कुछ चुनी हुई महिलाओं को जाँच के बाद योनि पिचु या उत्तर बस्ति (पूरी तरह कीटाणुरहित वातावरण में गर्भाशय में औषधीय तेल डालना) जैसी स्थानीय चिकित्सा की सलाह दी जा सकती है।\n\n` +
        `सामान्यतः योजना तीन से छह माहवारी चक्रों तक चलती है, जिसका मूल आधार खान-पान और व्यायाम है। शोधन और स्थानीय चिकित्सा चक्र के पहले आधे भाग में की जाती है, और गर्भ की ज़रा भी संभावना हो तो नहीं की जाती। हम आपकी स्त्री रोग विशेषज्ञ को जानकारी देते रहते हैं, और अगर ओव्यूलेशन की दवा या आईवीएफ़ जैसा विशेषज्ञ इलाज बेहतर रास्ता हो, तो बिना देर किए आपको वापस उनके पास भेजते हैं।`,
    },
    therapies: ['virechana', 'kashaya-basti', 'taila-basti', 'udvartana', 'uttar-basti', 'yoni-pichu'],
    whatToExpect: {
      en: [
        'First consultation for the couple (about an hour); please bring all earlier reports',
        'Missing tests arranged with your gynaecologist and a laboratory',
        'A plan timed to your menstrual cycle: medicines, diet, exercise and therapy dates',
        'Panchakarma sessions as day care in the first half of the cycle, when suitable',
        'Monthly follow-up of periods, weight and ovulation for three to six cycles',
        'Referral back to your gynaecologist or a fertility centre if progress is not enough',
      ],
      hi: [
        'दंपति के लिए पहला परामर्श (लगभग एक घंटा); कृपया पिछली सभी रिपोर्टें साथ लाएँ',
        'जो जाँचें बाकी हैं, वे आपकी स्त्री रोग विशेषज्ञ और लैब के साथ मिलकर करवाई जाती हैं',
        'माहवारी चक्र के अनुसार बनी योजना: दवाइयाँ, आहार, व्यायाम और चिकित्सा की तारीख़ें',
        'उपयुक्त होने पर चक्र के पहले आधे भाग में डे-केयर में पंचकर्म',
        'तीन से छह चक्रों तक हर महीने फ़ॉलो-अप: माहवारी, वज़न और ओव्यूलेशन की निगरानी',
        'पर्याप्त सुधार न हो तो आपकी स्त्री रोग विशेषज्ञ या फ़र्टिलिटी सेंटर के पास वापस रेफ़र',
      ],
    },
    lifestyle: {
      en: [
        'If you are overweight, aim for slow, steady weight loss; losing even 5 to 10 percent of body weight often helps periods become more regular in PCOD',
        'Eat regular meals with millets, whole grains, pulses and vegetables; cut down on sugar, sweets, maida, fried snacks and sweetened drinks',
        'Move for at least 30 minutes on most days: brisk walking, yoga or cycling',
        'Sleep 7 to 8 hours at regular times, and ease stress with pranayama or meditation',
        'Both partners should stop smoking, tobacco and alcohol; men should avoid long exposure of the groin to heat, such as very hot baths or a laptop on the lap',
        'Take folic acid when planning pregnancy if your gynaecologist advises it',
      ],
      hi: [
        'वज़न अधिक हो तो धीरे-धीरे और लगातार वज़न घटाएँ; पीसीओडी में शरीर का 5 से 10 प्रतिशत वज़न कम होने से भी अक्सर माहवारी नियमित होने लगती है',
        'समय पर भोजन करें जिसमें मोटे अनाज (मिलेट), साबुत अनाज, दालें और सब्ज़ियाँ हों; चीनी, मिठाई, मैदा, तले हुए नाश्ते और मीठे पेय कम करें',
        'ज़्यादातर दिनों में कम से कम 30 मिनट शरीर को सक्रिय रखें: तेज़ चलना, योग या साइकिल चलाना',
        'तय समय पर 7 से 8 घंटे सोएँ, और प्राणायाम या ध्यान से तनाव कम करें',
        'पति-पत्नी दोनों धूम्रपान, तंबाकू और शराब छोड़ें; पुरुष जननांगों के आसपास देर तक गर्मी से बचें, जैसे बहुत गर्म पानी से नहाना या गोद में लैपटॉप रखना',
        'गर्भधारण की योजना बनाते समय स्त्री रोग विशेषज्ञ की सलाह हो तो फ़ोलिक एसिड लें',
      ],
    },
    caution: {
      en: `Results vary from person to person, and no treatment, Ayurvedic or modern, can guarantee a pregnancy. Our care works alongside your gynaecologist, not instead of her or him: please keep your appointments and do not stop prescribed medicines (such as metformin or thyroid tablets) without asking. If you are over 35, have very irregular or no periods, known tubal or pelvic disease, or have been trying for a long time, do not delay a specialist fertility evaluation. Go to a hospital immediately for severe pain in the lower abdomen or fainting, especially with a missed period or a positive pregnancy test (this can be an ectopic pregnancy); very heavy bleeding that soaks a pad every hour; or fever with pelvic pain or foul-smelling discharge. Tell us at once if you might be pregnant.`,
      hi: `परिणाम हर व्यक्ति में अलग होते हैं, और कोई भी इलाज, चाहे आयुर्वेदिक हो या आधुनिक, गर्भधारण की गारंटी नहीं दे सकता। हमारा उपचार आपकी स्त्री रोग विशेषज्ञ के इलाज के साथ चलता है, उसकी जगह नहीं लेता: उनसे मिलते रहें और मेटफ़ॉर्मिन या थायरॉइड जैसी दी गई दवाइयाँ पूछे बिना बंद न करें। अगर आपकी उम्र 35 से अधिक है, माहवारी बहुत अनियमित है या आती ही नहीं, ट्यूब या श्रोणि (पेल्विस) की कोई बीमारी पता है, या आप लंबे समय से कोशिश कर रहे हैं, तो विशेषज्ञ से फ़र्टिलिटी जाँच में देर न करें। पेट के निचले हिस्से में तेज़ दर्द हो या चक्कर आकर बेहोशी हो, ख़ासकर माहवारी चूकने या प्रेगनेंसी टेस्ट पॉज़िटिव होने पर (यह अस्थानिक यानी एक्टोपिक गर्भावस्था हो सकती है); इतना ज़्यादा रक्तस्राव हो कि हर घंटे पैड भीग जाए; या बुख़ार के साथ पेड़ू में दर्द या बदबूदार स्राव हो, तो तुरंत अस्पताल जाएँ। गर्भ की ज़रा भी संभावना हो तो हमें तुरंत बताएँ।`,
    },
  },
};
