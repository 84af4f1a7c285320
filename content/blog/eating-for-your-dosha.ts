import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'eating-for-your-dosha',
  language: 'en',
  title: 'Eating for Your Dosha: Practical Food Guidance for Vata, Pitta and Kapha',
  excerpt:
    'Ayurvedic nutrition is less about forbidden foods and more about qualities, digestion and timing. Here is simple, everyday guidance for vata, pitta and kapha.',
  contentHtml: `
<p>In Ayurveda, food is the first medicine. But “eating for your dosha” is often misunderstood as a list of banned foods. In reality, it is about choosing qualities, warm or cool, light or heavy, dry or moist, that bring your current state back toward balance, and about eating in a way your digestion can handle.</p>

<h2>First, the rules that apply to everyone</h2>
<p>Before looking at individual doshas, these classical principles matter more than any single ingredient:</p>
<ul>
  <li><strong>Eat when you are hungry,</strong> and after the previous meal has been digested.</li>
  <li><strong>Make lunch the main meal,</strong> when digestion (<em>agni</em>) is traditionally at its strongest, and keep dinner lighter and earlier.</li>
  <li><strong>Eat freshly cooked, warm food</strong> where possible, in a calm setting, without rushing or scrolling.</li>
  <li><strong>Stop before you are completely full.</strong> The texts suggest leaving a portion of the stomach empty for digestion to work.</li>
  <li><strong>Include all six tastes</strong> (sweet, sour, salty, pungent, bitter, astringent) across the day, adjusting proportions for your dosha.</li>
</ul>
<p>A simple Chhattisgarhi home thali of rice or roti, dal, a seasonal sabzi, a little chutney and buttermilk already follows many of these ideas.</p>

<h2>Vata: warm, moist and regular</h2>
<p>Vata is dry, light, cold and irregular, so it is steadied by the opposite qualities.</p>
<h3>Favour</h3>
<ul>
  <li>Warm, cooked, slightly oily meals: khichdi with ghee, dal, soups, stews.</li>
  <li>Sweet, sour and salty tastes in moderation.</li>
  <li>Well-cooked root vegetables, pumpkin, and soaked nuts such as almonds.</li>
  <li>Warming spices: ginger, cumin, ajwain, hing.</li>
</ul>
<h3>Reduce</h3>
<ul>
  <li>Raw salads in large amounts, dry snacks, crackers and puffed rice on their own.</li>
  <li>Cold drinks and ice, and skipping or delaying meals.</li>
  <li>Too many beans and gas-forming foods without proper spices.</li>
</ul>
<p>For vata, the timing of meals is as important as the menu. Regular meal times are one of the best ways to calm it.</p>

<h2>Pitta: cool, calm and not too sharp</h2>
<p>Pitta is hot, sharp and intense, so it is soothed by cooling and mild food.</p>
<h3>Favour</h3>
<ul>
  <li>Sweet, bitter and astringent tastes: rice, wheat, moong dal, lauki, tinda, cucumber, leafy greens, coriander.</li>
  <li>Sweet, ripe fruits, coconut water, and milk if it suits you.</li>
  <li>Ghee in moderation, and cooling spices such as fennel, coriander and cardamom.</li>
</ul>
<h3>Reduce</h3>
<ul>
  <li>Chilli, pickles, vinegar, and very sour or fermented food.</li>
  <li>Deep-fried and very salty snacks, alcohol and too much tea or coffee.</li>
  <li>Skipping meals: an empty stomach often makes pitta types irritable and acidic.</li>
</ul>

<h2>Kapha: light, warm and lively</h2>
<p>Kapha is heavy, cool, oily and slow, so it benefits from lighter food with more stimulating flavours.</p>
<h3>Favour</h3>
<ul>
  <li>Pungent, bitter and astringent tastes: most vegetables, leafy greens, bitter gourd, light dals.</li>
  <li>Millets such as jowar, ragi and kodo, barley (jau), and older rice in smaller portions.</li>
  <li>Warm water through the day, and spices like ginger, black pepper, turmeric and mustard seed.</li>
</ul>
<h3>Reduce</h3>
<ul>
  <li>Heavy sweets, fried food, large amounts of curd, cheese and cold milk.</li>
  <li>Big dinners, eating between meals, and sleeping soon after eating.</li>
  <li>Refined flour and sugary drinks.</li>
</ul>

<h2>Mixed types and changing needs</h2>
<p>Most people are a combination of two doshas, and their needs change with age, season and health. A pitta-kapha person may need cooling food in summer but lighter, warmer food during the monsoon. This is why a general list is only a starting point. What your digestion tells you, such as bloating, heaviness, acidity or good energy after meals, is the most useful guide.</p>
<p>Classical Ayurveda also warns against certain food combinations (<em>viruddha ahara</em>), such as mixing milk with sour fruits or fish, or eating reheated, stale food regularly.</p>

<h2>When food needs medical guidance</h2>
<p>If you have diabetes, kidney disease, high blood pressure, heart disease, an eating disorder, or are pregnant or breastfeeding, please discuss any diet change with your physician first. Some “dosha-friendly” advice, such as plenty of fruit, sweet foods or ghee, may not suit you. See a doctor promptly for unexplained weight loss, difficulty swallowing, persistent vomiting, black or bloody stools, or ongoing abdominal pain.</p>
<blockquote>There are no perfect foods, only foods that suit a particular person, at a particular time, in a particular amount.</blockquote>
<p>For a diet plan based on your own constitution and current health, <a href="/book-consultation">book a consultation</a>. Our <a href="/treatments/lifestyle">lifestyle care</a> programme also includes practical food guidance.</p>
`,
  category: 'Diet & Nutrition',
  author: 'Dr. Kavita Sahu',
  tags: ['diet', 'doshas', 'agni', 'nutrition'],
  featuredImage: '/images/blog/dosha-diet.svg',
  publishedAt: '2025-06-19',
} satisfies BlogPostSeed;
