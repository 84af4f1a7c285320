import type { Therapy } from '@content/types';

/**
 * Women's health: local gynaecological therapies. Done by a female physician or
 * therapist, with consent, between periods and after ruling out infection.
 */
export const womensHealthTherapies: Therapy[] = [
  {
    title: { en: 'Yoni Prakshalana', hi: 'योनि प्रक्षालन' },
    route: 'yoni-prakshalana',
    description: {
      en: 'A gentle vaginal wash with a lukewarm herbal decoction, done by a female physician, traditionally used for discharge, itching and local discomfort.',
      hi: 'गुनगुने औषधीय काढ़े से योनि का सौम्य प्रक्षालन, जो महिला चिकित्सक करती हैं; परंपरागत रूप से श्वेत प्रदर, खुजली और स्थानीय असहजता में उपयोगी।',
    },
    sidebarIcon: 'flower',
    category: 'womens-health',
    content: {
      overview: {
        en: 'Yoni Prakshalana (also called Yoni Dhavana) is a cleansing wash of the vagina with a lukewarm, filtered herbal decoction. Common choices are Triphala or Panchavalkala, a blend of five astringent tree barks that Ayurveda uses for cleansing and healing.\n\nIt is traditionally used for excess white discharge, itching, odour and local discomfort, and in postnatal care when the physician advises. It is often the first step before Yoni Pichu or Yoni Purna.\n\nThe procedure is done in private by a female physician or trained female therapist, with your consent. Because discharge and itching can have many causes, including infections that need specific treatment, the physician examines you and may advise tests first.',
        hi: 'योनि प्रक्षालन (योनि धावन) में गुनगुने, छाने हुए औषधीय काढ़े से योनि को धोया जाता है। प्रायः त्रिफला या पंचवल्कल—पाँच कषाय वृक्षों की छाल का योग, जिसे आयुर्वेद शोधन और घाव भरने के लिए उपयोग करता है—चुना जाता है।\n\nपरंपरागत रूप से इसका उपयोग अधिक श्वेत प्रदर, खुजली, दुर्गंध और स्थानीय असहजता में, तथा चिकित्सक की सलाह पर प्रसव के बाद की देखभाल में होता है। प्रायः यह योनि पिचु या योनि पूरण से पहले का चरण होता है।\n\nयह प्रक्रिया एकांत में, महिला चिकित्सक या प्रशिक्षित महिला सहायिका द्वारा, आपकी सहमति से की जाती है। चूँकि स्राव और खुजली के कई कारण हो सकते हैं—जिनमें विशेष उपचार वाले संक्रमण भी शामिल हैं—इसलिए चिकित्सक पहले जाँच करती हैं और आवश्यक परीक्षणों की सलाह दे सकती हैं।',
      },
      benefits: {
        en: [
          'Supports local hygiene and comfort',
          'May ease itching and excess discharge',
          'Supports reproductive health',
          'Supports wound healing',
        ],
        hi: ['स्थानीय स्वच्छता और आराम में सहायक', 'खुजली और अधिक स्राव में आराम दे सकता है', 'प्रजनन स्वास्थ्य में सहायक', 'घाव भरने में सहायक'],
      },
      procedure: {
        en: 'Consultation and examination by the female physician; tests are advised if an infection is suspected, and consent is taken.\nThe procedure is planned between periods, usually a few days after menstruation has ended.\nThe decoction is freshly prepared, filtered and cooled to a comfortable lukewarm temperature.\nYou lie comfortably on the examination table, with privacy maintained throughout.\nThe decoction is gently run into the vagina through a sterile, single-use nozzle and allowed to drain out, for a few minutes.\nThe area is dried; you rest briefly and are advised on hygiene, cotton underwear and avoiding intercourse during the course.',
        hi: 'महिला चिकित्सक द्वारा परामर्श और जाँच; संक्रमण की आशंका हो तो परीक्षण की सलाह दी जाती है, और सहमति ली जाती है।\nप्रक्रिया दो मासिक धर्मों के बीच, सामान्यतः मासिक धर्म समाप्त होने के कुछ दिन बाद रखी जाती है।\nकाढ़ा ताज़ा बनाकर छाना जाता है और सुहाते गुनगुने तापमान पर लाया जाता है।\nआप जाँच-मेज़ पर आराम से लेटती हैं; पूरे समय निजता का ध्यान रखा जाता है।\nकीटाणुरहित, एक बार उपयोग होने वाली नली से काढ़ा धीरे-धीरे योनि में डालकर कुछ मिनट तक बाहर बहने दिया जाता है।\nस्थान सुखाया जाता है; थोड़े आराम के बाद स्वच्छता, सूती अंतर्वस्त्र और कोर्स के दौरान संभोग से परहेज़ की सलाह दी जाती है।',
      },
      duration: {
        en: '15-20 minutes per session; usually daily for 5 to 7 days, between periods',
        hi: 'प्रति सत्र 15-20 मिनट; सामान्यतः दो मासिक धर्मों के बीच 5 से 7 दिन प्रतिदिन',
      },
      idealFor: {
        en: [
          'Women with vaginal discharge or local discomfort',
          'Women in postnatal care, when the physician advises',
          'Women with recurring itching, after tests for infection',
        ],
        hi: [
          'श्वेत प्रदर या योनि में असहजता वाली महिलाएँ',
          'चिकित्सक की सलाह पर, प्रसव के बाद की देखभाल में महिलाएँ',
          'संक्रमण की जाँच के बाद, बार-बार खुजली से परेशान महिलाएँ',
        ],
      },
      contraindications: {
        en: [
          'Pregnancy (except specific postnatal care as advised)',
          'During menstruation',
          'Fever or acute pelvic infection',
          'Unexplained bleeding or pelvic pain (investigate first)',
        ],
        hi: [
          'गर्भावस्था (सलाह अनुसार प्रसवोत्तर देखभाल को छोड़कर)',
          'मासिक धर्म के दिनों में',
          'बुख़ार या तीव्र श्रोणि संक्रमण',
          'अकारण रक्तस्राव या पेड़ू में दर्द (पहले जाँच)',
        ],
      },
      image: '/images/therapies/womens-health.svg',
    },
  },
  {
    title: { en: 'Yoni Pichu', hi: 'योनि पिचु' },
    route: 'yoni-pichu',
    description: {
      en: 'A sterile cotton swab soaked in medicated oil or ghee placed in the vagina for a few hours, done by a female physician.',
      hi: 'औषधीय तेल या घी में भिगोया कीटाणुरहित रुई का फाहा कुछ घंटों के लिए योनि में रखना; महिला चिकित्सक द्वारा।',
    },
    sidebarIcon: 'flower',
    category: 'womens-health',
    content: {
      overview: {
        en: 'In Yoni Pichu, a sterile cotton swab (pichu) with a thread attached is soaked in lukewarm medicated oil or ghee and placed in the vagina, where it is kept for a few hours before being removed by pulling the thread.\n\nThe oils chosen, such as Ksheerabala, Dhanvantaram or Jatyadi Taila, are nourishing, soothing or healing depending on the need. Yoni Pichu is traditionally used for vaginal dryness (including around menopause), burning and local discomfort, for recovery after childbirth, and as support for mild pelvic floor weakness along with exercises.\n\nIt is done by a female physician, in private, with your consent, after an examination to rule out infection. You are taught how to remove the pichu yourself at the right time.',
        hi: 'योनि पिचु में धागा लगा कीटाणुरहित रुई का फाहा (पिचु) गुनगुने औषधीय तेल या घी में भिगोकर योनि में रखा जाता है, जहाँ उसे कुछ घंटे रखने के बाद धागा खींचकर निकाल दिया जाता है।\n\nक्षीरबला, धन्वंतरम् या जात्यादि तैल जैसे तेल आवश्यकता के अनुसार पोषक, शांतिदायक या घाव भरने वाले होते हैं। परंपरागत रूप से योनि पिचु का उपयोग योनि के सूखेपन (रजोनिवृत्ति के आसपास सहित), जलन और स्थानीय असहजता में, प्रसव के बाद स्वास्थ्य लाभ में, और व्यायाम के साथ श्रोणि तल (पेल्विक फ़्लोर) की हल्की कमज़ोरी में सहायक के रूप में होता है।\n\nयह महिला चिकित्सक द्वारा, एकांत में, आपकी सहमति से और संक्रमण न होने की जाँच के बाद किया जाता है। सही समय पर पिचु स्वयं निकालने का तरीका भी सिखाया जाता है।',
      },
      benefits: {
        en: [
          'Supports reproductive health',
          'Supports local hygiene and comfort',
          'May ease dryness and local discomfort',
          'Balances Vata dosha',
        ],
        hi: ['प्रजनन स्वास्थ्य में सहायक', 'स्थानीय स्वच्छता और आराम में सहायक', 'सूखेपन और स्थानीय असहजता में आराम दे सकता है', 'वात दोष को संतुलित करता है'],
      },
      procedure: {
        en: 'Consultation and examination by the female physician to rule out infection; consent is taken.\nThe procedure is planned between periods, usually a few days after menstruation has ended.\nYou empty your bladder; a light oil massage to the lower abdomen and back and mild warmth may be given.\nThe sterile pichu is soaked in lukewarm medicated oil and gently placed in the vagina, with the thread left outside.\nIt is kept for 2-4 hours, or until you feel the urge to pass urine, and then removed by pulling the thread.\nYou are advised on hygiene and on avoiding intercourse during the course.',
        hi: 'संक्रमण न होने की पुष्टि के लिए महिला चिकित्सक द्वारा परामर्श और जाँच; सहमति ली जाती है।\nप्रक्रिया दो मासिक धर्मों के बीच, सामान्यतः मासिक धर्म समाप्त होने के कुछ दिन बाद रखी जाती है।\nआप मूत्राशय ख़ाली करती हैं; पेट के निचले हिस्से और कमर पर हल्की तेल मालिश और सेंक दी जा सकती है।\nकीटाणुरहित पिचु को गुनगुने औषधीय तेल में भिगोकर धीरे से योनि में रखा जाता है; धागा बाहर रहता है।\nइसे 2-4 घंटे, या पेशाब का वेग आने तक, रखकर धागा खींचकर निकाल दिया जाता है।\nस्वच्छता और कोर्स के दौरान संभोग से परहेज़ की सलाह दी जाती है।',
      },
      duration: {
        en: '10-15 minutes to place, kept for 2-4 hours; usually daily for 5 to 7 days, between periods',
        hi: 'रखने में 10-15 मिनट, 2-4 घंटे रखा जाता है; सामान्यतः दो मासिक धर्मों के बीच 5 से 7 दिन प्रतिदिन',
      },
      idealFor: {
        en: [
          'Women with vaginal dryness, including around menopause',
          'Women in postnatal care, when the physician advises',
          'Women with vaginal discharge or local discomfort',
          'Women with mild pelvic floor weakness, alongside exercises',
        ],
        hi: [
          'योनि में सूखेपन वाली महिलाएँ, रजोनिवृत्ति के आसपास सहित',
          'चिकित्सक की सलाह पर, प्रसव के बाद की देखभाल में महिलाएँ',
          'श्वेत प्रदर या योनि में असहजता वाली महिलाएँ',
          'व्यायाम के साथ, श्रोणि तल की हल्की कमज़ोरी वाली महिलाएँ',
        ],
      },
      contraindications: {
        en: [
          'Pregnancy (except specific late-pregnancy or postnatal care as advised)',
          'During menstruation',
          'Fever or acute pelvic infection',
          'Unexplained bleeding or pelvic pain (investigate first)',
        ],
        hi: [
          'गर्भावस्था (सलाह अनुसार विशेष देर-गर्भावस्था या प्रसवोत्तर देखभाल को छोड़कर)',
          'मासिक धर्म के दिनों में',
          'बुख़ार या तीव्र श्रोणि संक्रमण',
          'अकारण रक्तस्राव या पेड़ू में दर्द (पहले जाँच)',
        ],
      },
      image: '/images/therapies/womens-health.svg',
    },
  },
  {
    title: { en: 'Yoni Purna', hi: 'योनि पूरण' },
    route: 'yoni-purna',
    description: {
      en: 'Filling the vaginal canal with lukewarm medicated oil or ghee for a short time, done by a female physician, traditionally used for dryness and Vata-type discomfort.',
      hi: 'थोड़े समय के लिए योनि मार्ग को गुनगुने औषधीय तेल या घी से भरना; महिला चिकित्सक द्वारा, परंपरागत रूप से सूखेपन और वात प्रधान असहजता में।',
    },
    sidebarIcon: 'flower',
    category: 'womens-health',
    content: {
      overview: {
        en: 'Yoni Purna (Yoni Purana) means "filling". While you lie with the hips slightly raised, the vaginal canal is gently filled with lukewarm medicated oil or ghee, which is held there for a short time before being allowed to drain out. In some conditions a fine medicated powder is used instead.\n\nIt works on the same principle as Yoni Pichu but gives a fuller, more even contact. It is traditionally used for vaginal dryness, burning and discomfort linked with Vata, for support around menopause, and for some types of painful periods, as part of a wider plan.\n\nIt is done by a female physician, in private, with your consent, after an examination to rule out infection.',
        hi: 'योनि पूरण का अर्थ है "भरना"। आप कूल्हों को थोड़ा ऊँचा रखकर लेटती हैं और योनि मार्ग को गुनगुने औषधीय तेल या घी से धीरे से भरा जाता है, जिसे थोड़ी देर रखकर बाहर बहने दिया जाता है। कुछ स्थितियों में इसकी जगह बारीक औषधि चूर्ण का उपयोग होता है।\n\nइसका सिद्धांत योनि पिचु जैसा ही है, पर इसमें औषधि का संपर्क अधिक पूर्ण और एक समान होता है। परंपरागत रूप से इसका उपयोग वात से जुड़े योनि के सूखेपन, जलन और असहजता में, रजोनिवृत्ति के आसपास सहारे के लिए, और एक व्यापक योजना के हिस्से के रूप में कुछ प्रकार के कष्टदायक मासिक धर्म में होता है।\n\nयह महिला चिकित्सक द्वारा, एकांत में, आपकी सहमति से और संक्रमण न होने की जाँच के बाद किया जाता है।',
      },
      benefits: {
        en: ['Supports reproductive health', 'May ease dryness and local discomfort', 'Balances Vata dosha', 'Supports menstrual comfort'],
        hi: ['प्रजनन स्वास्थ्य में सहायक', 'सूखेपन और स्थानीय असहजता में आराम दे सकता है', 'वात दोष को संतुलित करता है', 'मासिक धर्म में सहजता लाने में सहायक'],
      },
      procedure: {
        en: 'Consultation and examination by the female physician to rule out infection; consent is taken.\nThe procedure is planned between periods, usually a few days after menstruation has ended.\nYou empty your bladder; a light oil massage to the lower abdomen and back and mild warmth may be given.\nYou lie on your back with the hips slightly raised, with privacy maintained throughout.\nThe lukewarm medicated oil or ghee is gently introduced with a sterile, single-use applicator and held for 15-20 minutes.\nIt is then allowed to drain, the area is cleaned, and you are advised on hygiene and on avoiding intercourse during the course.',
        hi: 'संक्रमण न होने की पुष्टि के लिए महिला चिकित्सक द्वारा परामर्श और जाँच; सहमति ली जाती है।\nप्रक्रिया दो मासिक धर्मों के बीच, सामान्यतः मासिक धर्म समाप्त होने के कुछ दिन बाद रखी जाती है।\nआप मूत्राशय ख़ाली करती हैं; पेट के निचले हिस्से और कमर पर हल्की तेल मालिश और सेंक दी जा सकती है।\nआप कूल्हों को थोड़ा ऊँचा रखकर पीठ के बल लेटती हैं; पूरे समय निजता का ध्यान रखा जाता है।\nकीटाणुरहित, एक बार उपयोग होने वाले उपकरण से गुनगुना औषधीय तेल या घी धीरे से भीतर डालकर 15-20 मिनट रखा जाता है।\nफिर उसे बाहर बहने दिया जाता है, स्थान साफ़ किया जाता है, और स्वच्छता व कोर्स के दौरान संभोग से परहेज़ की सलाह दी जाती है।',
      },
      duration: {
        en: '20-30 minutes per session; usually daily for 3 to 7 days, between periods',
        hi: 'प्रति सत्र 20-30 मिनट; सामान्यतः दो मासिक धर्मों के बीच 3 से 7 दिन प्रतिदिन',
      },
      idealFor: {
        en: [
          'Women with vaginal dryness, including around menopause',
          'Women with vaginal discharge or local discomfort',
          'Women with menstrual irregularities, after assessment',
        ],
        hi: [
          'योनि में सूखेपन वाली महिलाएँ, रजोनिवृत्ति के आसपास सहित',
          'श्वेत प्रदर या योनि में असहजता वाली महिलाएँ',
          'जाँच के बाद, अनियमित मासिक धर्म वाली महिलाएँ',
        ],
      },
      contraindications: {
        en: [
          'Pregnancy or possible pregnancy',
          'During menstruation',
          'Fever or acute pelvic infection',
          'Unexplained bleeding or pelvic pain (investigate first)',
        ],
        hi: ['गर्भावस्था या गर्भ की संभावना', 'मासिक धर्म के दिनों में', 'बुख़ार या तीव्र श्रोणि संक्रमण', 'अकारण रक्तस्राव या पेड़ू में दर्द (पहले जाँच)'],
      },
      image: '/images/therapies/womens-health.svg',
    },
  },
];
