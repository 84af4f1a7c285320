import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'everyday-immunity-ayurveda',
  language: 'en',
  title: 'Everyday Immunity: Why Routine Matters More Than “Immunity Boosters”',
  excerpt:
    'Ayurveda’s idea of strength, bala, is built slowly through sleep, food, routine and a calm mind, not through the latest booster. Here is what that looks like in daily life.',
  contentHtml: `
<p>Since the pandemic years, “immunity boosters” have filled shop shelves and phone screens: kadha mixes, gummies, powders and drops, each promising to strengthen the body overnight. Ayurveda does have a rich tradition of supporting the body’s resilience, but it looks quite different from the marketing.</p>

<h2>Bala and ojas: Ayurveda’s idea of resilience</h2>
<p>The classical texts talk about <em>bala</em>, strength or resistance to disease, and <em>ojas</em>, the refined essence of well-nourished tissues that supports vitality. They describe three kinds of bala: the strength you are born with, the strength that comes with age and season, and the strength you build through food, routine and activity. Only the last one is in your hands, and it is built slowly.</p>
<p>Importantly, Ayurveda says strength depends on <strong>agni</strong>, your digestive and metabolic fire. Even the best food or herb is of little use if it is not digested well.</p>

<h2>The foundations: dinacharya</h2>
<h3>Sleep</h3>
<p>Regular, sufficient sleep is one of the pillars of health in Ayurveda. Aim for a fixed bedtime, ideally before eleven, and a fixed waking time. Keep screens away in the last hour before bed. Repeatedly cutting sleep short is one of the quickest ways to feel run-down.</p>
<h3>Food</h3>
<ul>
  <li>Freshly cooked meals at regular times, with lunch as the main meal.</li>
  <li>Plenty of seasonal vegetables, dals and whole grains; fruit in season.</li>
  <li>Spices used in normal cooking amounts, such as turmeric, ginger, cumin, black pepper and garlic, which have long been part of Indian kitchens.</li>
  <li>Less packaged food, sugar, deep-fried snacks and late-night eating.</li>
</ul>
<h3>Movement</h3>
<p>Ayurveda recommends exercise to about half of your capacity (<em>ardha shakti</em>), until light sweating and mild breathlessness, not to exhaustion. A brisk morning walk, yoga or cycling are all good. Overtraining can weaken rather than strengthen.</p>
<h3>A calm mind</h3>
<p>Worry, anger and grief are described as disturbing digestion and ojas. Pranayama, a few minutes of quiet sitting, time with family and time outdoors are not luxuries; they are part of staying well.</p>
<h3>Small daily habits</h3>
<ul>
  <li>Scrape the tongue and rinse the mouth in the morning.</li>
  <li>Wash hands before eating and after coming home.</li>
  <li>Follow the season: see our guide to <em>ritucharya</em> for Chhattisgarh’s summer, monsoon and winter.</li>
</ul>

<h2>What about chyawanprash and kadha?</h2>
<p><strong>Chyawanprash</strong> is a classical <em>rasayana</em> (rejuvenative) preparation, traditionally taken in small amounts, often in winter. It can be part of a routine, but it contains a lot of sugar or jaggery, so people with diabetes should check with their physician.</p>
<p><strong>Kadha</strong> (herbal decoctions) are useful in the right person and dose. But drinking strong decoctions of hot spices several times a day for weeks can aggravate pitta and may lead to acidity, mouth ulcers or other discomfort. More is not better.</p>
<p>Be cautious about products that promise to “boost immunity” in a few days, that make disease-prevention claims, or that do not list their ingredients and licence details. Herbs and supplements can also interact with other medicines.</p>

<h2>Ayurveda and modern prevention go together</h2>
<p>Routine and diet complement, but do not replace, vaccinations recommended for you and your children, clean drinking water, mosquito protection in the monsoon, and regular check-ups for blood pressure and sugar. There is no contradiction between them.</p>

<h2>When to see a doctor</h2>
<p>Get a medical check-up if you have:</p>
<ul>
  <li>Frequent or unusually severe infections.</li>
  <li>Fever lasting more than two or three days, or any fever with breathlessness, confusion, a rash or severe weakness.</li>
  <li>Unexplained weight loss, night sweats or a cough lasting more than two weeks.</li>
  <li>Persistent tiredness, which may be due to anaemia, thyroid problems, diabetes or other treatable conditions.</li>
</ul>
<blockquote>Real immunity is less like a switch you flip and more like a garden you tend, a little every day.</blockquote>
<p>If you would like a routine tailored to your constitution, age and health, read about our <a href="/treatments/immunity">immunity care</a> or <a href="/book-consultation">book a consultation</a>.</p>
`,
  category: 'Daily Routine',
  author: 'Dr. Meera Sharma',
  tags: ['immunity', 'dinacharya', 'sleep', 'rasayana'],
  featuredImage: '/images/blog/everyday-immunity.svg',
  publishedAt: '2026-01-15',
} satisfies BlogPostSeed;
