import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'three-doshas-beginners-guide',
  language: 'en',
  title: 'Vata, Pitta, Kapha: A Beginner’s Guide to the Three Doshas',
  excerpt:
    'Vata, pitta and kapha are the three doshas that Ayurveda uses to describe how body and mind work. Here is a plain-language introduction, without the quizzes and labels.',
  contentHtml: `
<p>If you have ever read about Ayurveda, you have met the three doshas: <strong>vata</strong>, <strong>pitta</strong> and <strong>kapha</strong>. They are often reduced to personality quizzes, but in a clinic they are something more practical. They are a way of describing the forces that keep the body moving, digesting and holding together, and of noticing when one of them has drifted out of balance.</p>

<h2>Five elements, three doshas</h2>
<p>Classical Ayurveda describes everything in nature as a mix of five elements (<em>pancha mahabhuta</em>): space, air, fire, water and earth. In the living body, these combine into three functional principles:</p>
<ul>
  <li><strong>Vata</strong> (space and air) governs movement: breathing, circulation, the passage of food through the gut, nerve impulses and even the flow of thoughts.</li>
  <li><strong>Pitta</strong> (fire with some water) governs transformation: digestion, metabolism, body heat, the sharpness of sight and understanding.</li>
  <li><strong>Kapha</strong> (water and earth) governs structure and lubrication: the bulk of tissues, joint fluid, stamina and emotional steadiness.</li>
</ul>
<p>Everyone has all three. Without vata nothing would move, without pitta nothing would be digested, and without kapha nothing would hold its shape.</p>

<h2>Recognising the qualities</h2>
<p>Ayurveda thinks in qualities (<em>gunas</em>) rather than in isolated symptoms. Each dosha carries a typical set:</p>
<h3>Vata: dry, light, cold, rough, mobile</h3>
<p>When vata is raised, people often notice dry skin, cracking joints, gas and constipation, light or broken sleep, cold hands and feet, and a restless, worried mind. Travel, irregular meals, late nights and cold, windy weather tend to increase it.</p>
<h3>Pitta: hot, sharp, slightly oily, intense</h3>
<p>Raised pitta may show up as acidity and heartburn, loose stools, skin rashes, a short temper, excessive sweating or burning eyes. Hot weather, chilli, fried and sour food, alcohol and skipped meals are common triggers.</p>
<h3>Kapha: heavy, slow, cool, oily, stable</h3>
<p>When kapha builds up, there may be heaviness after meals, sluggish digestion, mucus and congestion, weight gain, sleeping long yet waking tired, and low motivation. Sweet and heavy food, daytime sleep and lack of exercise add to it.</p>

<h2>Prakriti and vikriti: who you are and how you are now</h2>
<p>Two ideas help make sense of the doshas:</p>
<ul>
  <li><strong>Prakriti</strong> is your constitution, the balance of doshas you are born with. It shapes your build, appetite, sleep and temperament, and it does not change through life.</li>
  <li><strong>Vikriti</strong> is your present state: which dosha has become aggravated because of season, food, stress, age or illness.</li>
</ul>
<p>A person with a pitta-dominant constitution can still develop a vata imbalance, for example after months of poor sleep and irregular meals. Treatment in Ayurveda is mostly aimed at the vikriti, guided by an understanding of the prakriti.</p>

<h2>Like increases like, opposites bring balance</h2>
<p>The central rule is simple: similar qualities increase a dosha, opposite qualities calm it. Dry, cold, airy vata is settled by warmth, oil, routine and rest. Hot, sharp pitta is soothed by cooling foods, calm surroundings and moderation. Heavy, slow kapha is lightened by activity, warm and light food, and variety.</p>
<p>The doshas also follow the clock and the calendar. Traditionally, early morning and evening are linked with kapha, midday with pitta, and late afternoon and the small hours of the night with vata. In the same way, the seasons each favour one dosha, which is why Ayurvedic advice changes through the year.</p>

<h2>A word of caution about quizzes</h2>
<p>Online dosha quizzes can be a fun starting point, but they tend to mix up constitution with current imbalance. In the clinic, a physician looks at your pulse, tongue, digestion, sleep, history and how you have changed over time before drawing any conclusion. Labelling yourself “a kapha person” from a ten-question quiz and then cutting out whole food groups is not what Ayurveda intends.</p>
<blockquote>The doshas are a language for noticing patterns in your own body, not a box to put yourself in.</blockquote>

<h2>When the doshas are not the whole story</h2>
<p>Ayurvedic ideas are useful for everyday wellbeing, but some symptoms need a medical check-up first, whatever the dosha theory might suggest. See a doctor promptly for unexplained weight loss, blood in stool or urine, chest pain, breathlessness, persistent fever, or any symptom that is severe, sudden or getting worse. Ayurveda can work alongside that care, not instead of it.</p>

<h2>Getting to know your own balance</h2>
<p>If you would like a personal reading of your prakriti and current state, our physicians can assess it during a consultation and suggest food, routine and, where suitable, therapies that fit you. You can <a href="/book-consultation">book a consultation</a> in person at Sarona or online.</p>
`,
  category: 'Ayurveda Basics',
  author: 'Dr. Meera Sharma',
  tags: ['doshas', 'vata', 'pitta', 'kapha', 'prakriti'],
  featuredImage: '/images/blog/three-doshas.svg',
  publishedAt: '2025-01-14',
} satisfies BlogPostSeed;
