import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'ritucharya-chhattisgarh-seasons',
  language: 'en',
  title: 'Ritucharya in Chhattisgarh: Seasonal Routines for Summer, Monsoon and Winter',
  excerpt:
    'Ayurveda changes its advice with the seasons. Here is how to adapt food, activity and rest to the fierce summer, humid monsoon and mild winter of the Raipur plains.',
  contentHtml: `
<p>Ayurveda has always paid attention to the seasons. <em>Ritucharya</em>, the seasonal regimen, describes how our digestion, energy and doshas shift through the year and how food and habits should change with them. The classical texts describe six seasons, but living in Raipur we know that three dominate our lives: a long, intense summer, a heavy monsoon and a short, pleasant winter. Here is how we adapt ritucharya for Chhattisgarh.</p>

<h2>Summer (Grishma): March to mid-June</h2>
<p>The plains of Chhattisgarh become very hot and dry in April and May. Ayurveda says the strong sun draws moisture and strength from the body; digestion becomes weaker, thirst increases and pitta rises, while vata slowly builds up from the dryness.</p>
<h3>What helps</h3>
<ul>
  <li><strong>Cooling, liquid foods:</strong> buttermilk (chhachh) with roasted cumin, sattu drink, bel sharbat, aam panna, coconut water, and water kept in an earthen pot (matka).</li>
  <li>Our own Chhattisgarhi <strong>bore-basi</strong>, rice soaked overnight in water and eaten in the morning with onion and a little salt, is a traditional summer food that fits this advice well. Make it fresh each day and keep it clean.</li>
  <li>Sweet, juicy seasonal fruits such as watermelon, muskmelon and mango (in moderation), and vegetables like lauki, tinda and cucumber.</li>
  <li>Less chilli, pickles, fried food, alcohol and very salty or sour food.</li>
  <li>Stay indoors during the midday hours, wear loose cotton, and cover your head outdoors. A short afternoon rest is traditionally allowed in this season alone.</li>
  <li>Keep exercise gentle and in the early morning.</li>
</ul>
<h3>Heat warning signs</h3>
<p>Heatstroke is a medical emergency. If someone becomes confused, faints, stops sweating despite the heat, has a very high body temperature, or has a seizure, move them to shade, cool them with water and get them to a hospital immediately. Older people, young children, outdoor workers and people with heart or kidney disease are most at risk.</p>

<h2>Monsoon (Varsha): mid-June to September</h2>
<p>The rains bring relief, but Ayurveda describes this as the season when digestion is at its weakest. Humidity, cloudy skies and sour, damp conditions disturb all three doshas, especially vata, and stomach infections become common.</p>
<h3>What helps</h3>
<ul>
  <li>Freshly cooked, warm and light food: moong dal, khichdi, old rice, soups, and vegetables that are well washed and cooked.</li>
  <li>Boiled or properly filtered water; a little dry ginger (saunth) or cumin boiled in drinking water is a traditional habit.</li>
  <li>Eat only when hungry, and keep dinner light and early.</li>
  <li>Avoid street food, cut fruit left open, raw salads and heavy, fried snacks, however tempting the pakoras are on a rainy evening.</li>
  <li>Keep your feet dry, and avoid sleeping during the day and getting chilled in wet clothes.</li>
</ul>
<p>Many people find that the end of the monsoon, when pitta accumulated during the rains starts to rise, is a sensible time to ask their physician about seasonal therapies such as <a href="/services/virechana">Virechana</a>.</p>
<h3>Fever warning signs</h3>
<p>Monsoon brings dengue, malaria, typhoid and jaundice to our region. See a doctor early for any fever lasting more than two days, fever with severe body ache, rash, bleeding gums, yellow eyes or urine, persistent vomiting, or diarrhoea with signs of dehydration. Do not treat these at home with kadha alone.</p>

<h2>Winter (Hemanta and Shishira): November to February</h2>
<p>Our winters are mild but pleasant, with cool mornings. Ayurveda considers this the season of the strongest digestion and best strength. The body can handle richer, more nourishing food, and if meals are too light, vata may rise and cause dryness and joint stiffness.</p>
<h3>What helps</h3>
<ul>
  <li>Nourishing, warm food: whole grains, seasonal greens, sesame (til), jaggery (gud), ghee in reasonable amounts, and winter vegetables.</li>
  <li>Warm water to drink, and not skipping breakfast.</li>
  <li>Regular oil massage with sesame oil before a warm bath. See our guide to <a href="/services/abhyanga">Abhyanga</a>.</li>
  <li>This is the best season for more vigorous exercise, walking and yoga.</li>
  <li>Protect your ears, head and feet from early-morning cold.</li>
</ul>
<p>As winter turns into spring (Vasanta) around February and March, the kapha that accumulated during the cold begins to melt. Lighter food, less sweet and heavy food and more activity help prevent the colds and sluggishness that often appear then.</p>

<h2>The joints between seasons</h2>
<p>The classical texts mention <em>ritu sandhi</em>, the two weeks around a change of season, when old habits should be given up gradually and new ones started slowly. Sudden switches, such as moving from winter food to iced drinks in a day, are what Ayurveda advises against.</p>
<blockquote>Ritucharya is not about strict rules. It is about noticing the season outside and adjusting gently on the inside.</blockquote>
<p>If you have a chronic condition, diabetes or kidney disease, or take regular medicines, please talk to your physician before making big changes to diet or fluid intake. For a personal seasonal plan, you can <a href="/book-consultation">book a consultation</a> with us.</p>
`,
  category: 'Daily Routine',
  author: 'Dr. Kavita Sahu',
  tags: ['ritucharya', 'seasons', 'summer', 'monsoon', 'winter'],
  featuredImage: '/images/blog/ritucharya-seasons.svg',
  publishedAt: '2025-05-08',
} satisfies BlogPostSeed;
