import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'ayurvedic-skin-and-hair-care',
  language: 'en',
  title: 'Caring for Skin and Hair the Ayurvedic Way',
  excerpt:
    'In Ayurveda, healthy skin and hair start with digestion, sleep and a calm mind. Simple daily habits, what to put on your skin and scalp, and when to see a dermatologist.',
  contentHtml: `
<p>Most skin and hair advice starts with what to apply. Ayurveda starts a step earlier: with how well you digest, sleep and manage stress. Creams and oils still have their place, but the texts describe skin (<em>twak</em>) as a mirror of what is happening inside, especially the state of the blood (<em>rakta dhatu</em>) and of pitta.</p>

<h2>How Ayurveda looks at skin and hair</h2>
<ul>
  <li><strong>Vata</strong> imbalance tends to show as dry, rough, flaky skin, and dry, frizzy hair with split ends.</li>
  <li><strong>Pitta</strong> imbalance is linked with redness, sensitivity, rashes, acne with inflammation, early greying and hair thinning.</li>
  <li><strong>Kapha</strong> imbalance may show as oily skin, blackheads, dandruff with a greasy scalp, and a tendency to congestion.</li>
</ul>
<p>Hair is traditionally considered a by-product of bone tissue (<em>asthi dhatu</em>), which is one reason the texts connect hair health with overall nourishment, not just with what goes on the scalp.</p>

<h2>Inside first: food, sleep and digestion</h2>
<ul>
  <li><strong>Eat regular, home-cooked meals</strong> with enough protein (dals, milk or curd if it suits you, pulses), seasonal vegetables and fruit.</li>
  <li><strong>Limit the usual pitta aggravators</strong> if you have acne or rashes: very spicy, fried and sour food, excess tea and coffee, alcohol and late nights.</li>
  <li><strong>Drink enough water,</strong> especially in the Chhattisgarh summer, when skin loses moisture quickly.</li>
  <li><strong>Sleep before eleven.</strong> Ayurveda considers late nights among the surest ways to aggravate pitta, and many people see it in their skin.</li>
  <li><strong>Look after digestion.</strong> Constipation and chronic acidity are often discussed in Ayurvedic consultations about skin.</li>
</ul>

<h2>Outside: a gentle routine for the skin</h2>
<ol>
  <li><strong>Cleanse gently.</strong> A traditional <em>ubtan</em> made of besan (gram flour) or green gram flour with a little milk or rose water is mild for most skin types. Turmeric is commonly added, but only a pinch.</li>
  <li><strong>Oil the body.</strong> Regular <a href="/services/abhyanga">abhyanga</a> with sesame oil in winter or coconut oil in summer keeps the skin supple.</li>
  <li><strong>Protect from the sun.</strong> Our summer sun is harsh. Cover up, wear a hat or dupatta outdoors, and use sun protection suggested by your doctor.</li>
  <li><strong>Use soothing applications for heat.</strong> Fresh aloe vera gel or sandalwood paste are traditionally used to cool pitta-type skin.</li>
</ol>
<p><strong>Always patch test</strong> any home pack or herbal product on the inner arm for a day before using it on your face. “Natural” does not mean it cannot cause allergy or irritation. Avoid putting lemon juice, raw garlic, toothpaste or other harsh substances on the face.</p>

<h2>Outside: caring for the scalp and hair</h2>
<ul>
  <li><strong>Oil the scalp</strong> once or twice a week with warm coconut oil or a herbal oil recommended by your physician, such as bhringraj- or amla-based oils. Massage gently with fingertips; there is no need to leave oil on overnight if you catch colds easily.</li>
  <li><strong>Wash with lukewarm water.</strong> Ayurveda advises against very hot water on the head, as it is thought to weaken the hair and eyes.</li>
  <li><strong>Use mild cleansers.</strong> Reetha (soapnut) and shikakai are traditional options; rinse them thoroughly and keep them away from the eyes.</li>
  <li><strong>Be gentle:</strong> avoid tight hairstyles, frequent heat styling and harsh chemical treatments.</li>
</ul>
<p>Some people are advised <em>pratimarsha nasya</em>, two drops of a medicated oil in each nostril daily, which the texts associate with healthy hair and senses. Please start this only on a physician’s advice.</p>

<h2>When to see a doctor</h2>
<p>Skin and hair changes can be a sign of conditions that need medical tests. See a doctor or dermatologist for:</p>
<ul>
  <li>A mole that changes in size, shape or colour, bleeds or itches, or a sore that does not heal.</li>
  <li>Sudden patchy hair loss, or heavy hair fall with tiredness, weight change or feeling cold, which may point to thyroid problems or anaemia.</li>
  <li>A rash with fever, blisters, peeling skin, or swelling of the lips or face. Swelling of the face with breathing difficulty is an emergency.</li>
  <li>Severe or scarring acne, or acne with irregular periods and excess facial hair, which may be linked to hormonal causes such as PCOD.</li>
  <li>Painful, spreading redness or warmth, which could be an infection.</li>
</ul>
<p>Ayurvedic care can work alongside dermatology. Please continue prescribed treatments while discussing options with us.</p>
<blockquote>Good skin and hair are usually the result of many small, steady habits rather than one miracle oil.</blockquote>
<p>Results vary from person to person and take time. To understand what your skin or scalp needs, see our <a href="/treatments/skin&hair">skin and hair care</a> page or <a href="/book-consultation">book a consultation</a>.</p>
`,
  category: 'Conditions',
  author: 'Dr. Kavita Sahu',
  tags: ['skin care', 'hair care', 'pitta', 'ubtan'],
  featuredImage: '/images/blog/skin-hair.svg',
  publishedAt: '2025-10-16',
} satisfies BlogPostSeed;
