/**
 * The Prakriti questionnaire's items (decision 0063), in our own words, English and Hindi.
 *
 * SOURCE. Each item is one feature that Charaka Samhita, Vimana Sthana, chapter 8
 * (Rogabhishagjitiya Vimana), verses 96 (kapha), 97 (pitta) and 98 (vata), says a quality (guna) of
 * the dosha produces in a person of that constitution: "due to its roughness (raukshya), vata
 * people are rough, lean and small-bodied ...". Nothing is added that the verses do not say; what
 * the verses give as consequences (strength, length of life, wealth) is not asked. The grouping by
 * guna and the weighting follow Tripathi PK, Patwardhan K, Singh G, "The basic cardiovascular
 * responses to postural changes, exercise, and cold pressor test: do they vary in accordance with
 * the dual constitutional types of Ayurveda?", Evidence-Based Complementary and Alternative
 * Medicine 2011, article 251850, doi:10.1155/2011/251850 (open access, CC BY): vata has eight
 * gunas, pitta five (sour and pungent together), kapha twelve; each guna weighs the same, shared
 * equally by the features it produces (scoring in ./prakriti.ts).
 *
 * Not asked on its own: dandashuka (8.97, among the effects of sharpness), which translators render
 * differently; its guna's weight is shared by the other four features.
 */
/** The three doshas, in the order the chart and the forms show them. */
export const DOSHAS = ['vata', 'pitta', 'kapha'] as const;
export type Dosha = (typeof DOSHAS)[number];

export interface PrakritiItem {
  /** Stable id, stored with each answer: `<dosha initial>-<guna>[-<feature>]`. */
  id: string;
  dosha: Dosha;
  /** The quality (guna) of the dosha that produces the feature, as the verse names it. */
  guna: string;
  en: string;
  hi: string;
}

const item = (dosha: Dosha, guna: string, id: string, en: string, hi: string): PrakritiItem => ({ id, dosha, guna, en, hi });

/** Vimana Sthana 8.98: vata is rough, light, mobile, abundant, swift, cold, coarse and clear. */
const VATA: PrakritiItem[] = [
  item('vata', 'ruksha', 'v-ruksha-body', 'Body dry and lean, with a small frame', 'शरीर रूखा, दुबला और छोटे ढाँचे का'),
  item(
    'vata',
    'ruksha',
    'v-ruksha-voice',
    'Voice dry, weak, low or hoarse, at times breaking',
    'आवाज़ रूखी, कमज़ोर, धीमी या भारी, कभी-कभी टूटती हुई',
  ),
  item('vata', 'ruksha', 'v-ruksha-sleep', 'Sleeps lightly and wakes easily', 'नींद हल्की, आसानी से खुल जाती है'),
  item('vata', 'laghu', 'v-laghu', 'Light and quick in walking, moving, eating and speaking', 'चलने, काम करने, खाने और बोलने में हल्के और तेज़'),
  item(
    'vata',
    'chala',
    'v-chala',
    'Restless: eyes, brows, jaw, lips, tongue, head, shoulders, hands and feet are seldom still',
    'चंचल: आँखें, भौंहें, जबड़ा, होंठ, जीभ, सिर, कंधे, हाथ और पैर कम ही स्थिर रहते हैं',
  ),
  item('vata', 'bahu', 'v-bahu-talk', 'Talks a great deal', 'बहुत बोलते हैं'),
  item('vata', 'bahu', 'v-bahu-veins', 'Tendons and veins stand out under the skin', 'नसें और कंडराएँ त्वचा के नीचे उभरी दिखती हैं'),
  item(
    'vata',
    'shighra',
    'v-shighra-start',
    'Quick to begin things and quick to be upset; illnesses come on quickly',
    'काम जल्दी शुरू करते हैं और जल्दी विचलित होते हैं; रोग जल्दी उभरते हैं',
  ),
  item(
    'vata',
    'shighra',
    'v-shighra-fear',
    'Quickly frightened; likes and dislikes form and fade quickly',
    'जल्दी डर जाते हैं; पसंद और नापसंद जल्दी बनती और मिटती है',
  ),
  item('vata', 'shighra', 'v-shighra-memory', 'Grasps what is heard quickly but forgets it soon', 'सुनी बात जल्दी समझते हैं पर जल्दी भूल जाते हैं'),
  item('vata', 'sheeta', 'v-sheeta-cold', 'Cannot bear cold', 'ठंड सहन नहीं होती'),
  item('vata', 'sheeta', 'v-sheeta-shiver', 'Often feels cold, shivers or gets stiff', 'अक्सर ठंड लगती है, कँपकँपी या जकड़न होती है'),
  item(
    'vata',
    'parusha',
    'v-parusha',
    'Coarse hair of the head, beard and body; rough nails, teeth, face, hands and feet',
    'सिर, दाढ़ी और शरीर के बाल खुरदुरे; नाखून, दाँत, चेहरा, हाथ और पैर रूखे',
  ),
  item('vata', 'vishada', 'v-vishada-cracks', 'Cracked skin on the limbs', 'हाथ-पैरों की त्वचा फटी हुई'),
  item('vata', 'vishada', 'v-vishada-joints', 'Joints crack or click when moving', 'चलते समय जोड़ों से चटकने की आवाज़ आती है'),
];

/** Vimana Sthana 8.97: pitta is hot, sharp, liquid, of fleshy smell, sour and pungent. */
const PITTA: PrakritiItem[] = [
  item('pitta', 'ushna', 'p-ushna-heat', 'Cannot bear heat', 'गर्मी सहन नहीं होती'),
  item('pitta', 'ushna', 'p-ushna-face', 'Face feels warm', 'चेहरा गर्म रहता है'),
  item('pitta', 'ushna', 'p-ushna-skin', 'Delicate, fair skin', 'कोमल, गोरी त्वचा'),
  item('pitta', 'ushna', 'p-ushna-moles', 'Many moles, freckles, dark spots or pimples', 'बहुत से तिल, झाइयाँ, काले धब्बे या फुंसियाँ'),
  item('pitta', 'ushna', 'p-ushna-hunger', 'Much hunger and thirst', 'भूख और प्यास अधिक'),
  item('pitta', 'ushna', 'p-ushna-ageing', 'Early wrinkles, grey hair or baldness', 'जल्दी झुर्रियाँ, सफ़ेद बाल या गंजापन'),
  item(
    'pitta',
    'ushna',
    'p-ushna-hair',
    'Hair of the head, beard and body mostly soft, sparse and tawny',
    'सिर, दाढ़ी और शरीर के बाल प्रायः मुलायम, कम और भूरे',
  ),
  item('pitta', 'tikshna', 'p-tikshna-bold', 'Bold and forceful in effort', 'प्रयास में साहसी और प्रबल'),
  item('pitta', 'tikshna', 'p-tikshna-digestion', 'Strong digestion', 'पाचन शक्ति तीव्र'),
  item('pitta', 'tikshna', 'p-tikshna-eats', 'Eats and drinks a lot', 'बहुत खाते-पीते हैं'),
  item('pitta', 'tikshna', 'p-tikshna-hardship', 'Bears hardship poorly', 'कष्ट कम सह पाते हैं'),
  item('pitta', 'drava', 'p-drava-joints', 'Joints and muscles loose and soft', 'जोड़ और मांसपेशियाँ ढीली और कोमल'),
  item(
    'pitta',
    'drava',
    'p-drava-excreta',
    'Sweats a lot and passes plenty of urine and stool',
    'पसीना अधिक आता है, मूत्र और मल भी अधिक मात्रा में',
  ),
  item('pitta', 'visra', 'p-visra', 'Strong odour of the armpits, mouth, head or body', 'काँख, मुँह, सिर या शरीर से तेज़ गंध'),
  item('pitta', 'katu-amla', 'p-katu-amla', 'Little semen and sexual desire, few children', 'शुक्र और कामेच्छा कम, संतान कम'),
];

/** Vimana Sthana 8.96: kapha is unctuous, smooth, soft, sweet, firm, dense, slow, stable, heavy, cold, slimy and clear. */
const KAPHA: PrakritiItem[] = [
  item('kapha', 'snigdha', 'k-snigdha', 'Skin and body look oily', 'त्वचा और शरीर स्निग्ध (तैलीय) दिखते हैं'),
  item('kapha', 'shlakshna', 'k-shlakshna', 'Body smooth to look at and touch', 'शरीर देखने और छूने में चिकना'),
  item('kapha', 'mridu', 'k-mridu', 'Pleasant to look at; delicate, fair body', 'देखने में सुखद; कोमल, गोरा शरीर'),
  item('kapha', 'madhura', 'k-madhura', 'Plenty of semen and sexual desire, many children', 'शुक्र और कामेच्छा अधिक, संतान अधिक'),
  item('kapha', 'sara', 'k-sara', 'Firm, compact, steady build', 'शरीर सुगठित, ठोस और स्थिर'),
  item('kapha', 'sandra', 'k-sandra', 'Well-filled, fully developed limbs', 'सभी अंग भरे-पूरे और सुविकसित'),
  item('kapha', 'manda', 'k-manda', 'Slow in moving, eating and speaking', 'चलने-फिरने, खाने और बोलने में धीमे'),
  item(
    'kapha',
    'stimita',
    'k-stimita',
    'Slow to begin things and slow to be upset; illnesses come on slowly',
    'काम देर से शुरू करते हैं और देर से विचलित होते हैं; रोग धीरे उभरते हैं',
  ),
  item('kapha', 'guru', 'k-guru', 'Steady, firm gait', 'चाल स्थिर और दृढ़'),
  item('kapha', 'sheeta', 'k-sheeta', 'Little hunger, thirst, feeling of heat and sweating', 'भूख, प्यास, गर्मी का अनुभव और पसीना कम'),
  item('kapha', 'vijjala', 'k-vijjala', 'Joints firm and well knit', 'जोड़ मज़बूत और सुगठित'),
  item('kapha', 'accha', 'k-accha-face', 'Clear, pleasant eyes and face', 'आँखें और चेहरा निर्मल और प्रसन्न'),
  item('kapha', 'accha', 'k-accha-voice', 'Clear, glossy complexion and a clear voice', 'रंग निर्मल और चमकदार, आवाज़ साफ़'),
];

export const PRAKRITI_ITEMS: readonly PrakritiItem[] = [...VATA, ...PITTA, ...KAPHA];
