import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'eye-care-screen-time-glaucoma',
  language: 'en',
  title: 'Eye Care in the Screen Age, and Why Glaucoma Needs an Ophthalmologist',
  excerpt:
    'Tired, dry eyes after a day on screens are common. Simple habits and Ayurvedic eye care may bring comfort, but silent conditions like glaucoma need regular checks by an eye specialist.',
  contentHtml: `
<p>Phones, laptops and televisions keep our eyes busy from morning to night. Many people now end the day with dry, burning or heavy eyes, headaches and blurred vision. Ayurveda has always regarded the eyes as precious and especially vulnerable to pitta, the principle of heat and light. Here is how to care for tired eyes, and an important word about glaucoma.</p>

<h2>Why screens tire the eyes</h2>
<p>When we stare at a screen, we blink less, so the surface of the eye dries. The eye muscles hold a fixed near focus for long periods. Bright screens in dim rooms add glare. From an Ayurvedic point of view, long hours of focused screen use, late nights, and irregular meals all aggravate pitta and vata in the eyes, showing up as burning, redness and dryness.</p>

<h2>Everyday habits for comfortable eyes</h2>
<ul>
  <li><strong>Take regular breaks.</strong> A common guideline is the 20-20-20 rule: every 20 minutes, look at something about 20 feet away for 20 seconds.</li>
  <li><strong>Blink consciously,</strong> and close your eyes gently for a few seconds now and then.</li>
  <li><strong>Set up your screen:</strong> an arm’s length away, slightly below eye level, with brightness similar to the room, and text large enough to read without leaning in.</li>
  <li><strong>Light the room well,</strong> and avoid using a bright phone in a dark bedroom.</li>
  <li><strong>Put screens down in the last hour before sleep.</strong> Sleep is when the eyes recover.</li>
  <li><strong>Go outdoors in daylight</strong> regularly, which is also recommended for children’s eye health.</li>
</ul>

<h2>Ayurvedic eye care</h2>
<h3>At home</h3>
<ul>
  <li><strong>Splash the closed eyes</strong> with clean, cool water in the morning and after screen work. Do not put anything other than clean water or prescribed drops into the eyes.</li>
  <li><strong>Padabhyanga:</strong> massaging the soles of the feet with a little oil at bedtime is traditionally linked with eye health in Ayurveda and is pleasantly relaxing.</li>
  <li><strong>Palming:</strong> rub the palms together until warm and rest them over closed eyes for a minute.</li>
  <li><strong>Food:</strong> a balanced diet with green leafy vegetables, yellow and orange fruit and vegetables, and a little ghee, which the texts regard as good for the eyes. Reduce very spicy, sour and fried food if your eyes often burn.</li>
  <li>Avoid very hot water on the head when bathing, which Ayurveda considers harmful to the eyes.</li>
</ul>
<h3>At the clinic</h3>
<p>Procedures such as <em>netra tarpana</em>, in which the eyes are bathed in medicated ghee held within a dough ring, are traditionally used for tired, dry eyes. They must be done under clean conditions by trained staff after an eye assessment. Please do not try home-made eye washes, herbal drops or ghee in the eyes; these carry a real risk of infection.</p>

<h2>Glaucoma: the silent thief of sight</h2>
<p>Glaucoma is a group of eye diseases in which the optic nerve is slowly damaged, usually linked to pressure within the eye. The most common type causes <strong>no pain and no early symptoms</strong>. Side vision is lost so gradually that many people notice only when the damage is advanced, and the lost vision cannot be restored.</p>
<p>Only an eye examination can detect it: measuring eye pressure, checking the optic nerve and testing the field of vision. That is why we are clear about this:</p>
<blockquote>Glaucoma must be diagnosed and monitored by an ophthalmologist. Ayurvedic care can support general eye and body health alongside, but it does not replace eye drops, laser or surgery prescribed for glaucoma.</blockquote>
<p>Please <strong>never stop your glaucoma drops</strong>, even if your eyes feel fine. Have regular eye check-ups, especially if you are over forty, have a family history of glaucoma, have diabetes or high myopia, or have used steroid medicines for a long time.</p>

<h2>Go to an eye hospital immediately if you have</h2>
<ul>
  <li>Sudden severe eye pain with redness, blurred vision, haloes around lights, headache, nausea or vomiting (possible acute angle-closure glaucoma).</li>
  <li>Sudden loss or dimming of vision in one or both eyes.</li>
  <li>New flashes of light, a shower of floaters or a curtain over part of your vision.</li>
  <li>An eye injury or a chemical splash. Rinse with plenty of clean water on the way.</li>
</ul>
<p>Also see an eye doctor for persistent redness, discharge, pain, or vision changes that do not improve with rest. Tired eyes can also simply mean you need glasses.</p>
<p>To learn how we support patients who are already under an ophthalmologist’s care, visit our <a href="/treatments/glucoma">glaucoma support</a> page, or <a href="/book-consultation">book a consultation</a> and bring your eye reports.</p>
`,
  category: 'Conditions',
  author: 'Dr. Arjun Verma',
  tags: ['eye care', 'screen time', 'glaucoma', 'netra tarpana'],
  featuredImage: '/images/blog/eye-care.svg',
  publishedAt: '2026-08-20',
} satisfies BlogPostSeed;
