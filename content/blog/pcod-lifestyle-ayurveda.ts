import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'pcod-lifestyle-ayurveda',
  language: 'en',
  title: 'PCOD and Lifestyle: An Ayurvedic Perspective on Daily Habits',
  excerpt:
    'Irregular periods, acne, weight changes: PCOD is common and very manageable with care. How food, movement, sleep and stress fit in, and how Ayurveda works alongside your gynaecologist.',
  contentHtml: `
<p>PCOD (polycystic ovarian disease), also called PCOS, is one of the most common hormonal conditions in young women, and we meet many of them at our clinic, from college students to women planning a family. It can feel overwhelming at first, with irregular cycles, acne, unwanted hair growth, weight gain and worries about fertility. Lifestyle is not the whole answer, but it is one of the most important parts of managing PCOD, and this is where Ayurveda’s focus on daily habits fits naturally.</p>

<h2>First, a proper diagnosis</h2>
<p>Irregular periods have many possible causes, including thyroid problems, raised prolactin, stress, significant weight change and pregnancy. PCOD is diagnosed by a doctor, usually with a history, examination, hormone tests and an ultrasound. Please see a gynaecologist for diagnosis before assuming it is PCOD, and keep them involved in your care.</p>

<h2>How Ayurveda looks at PCOD</h2>
<p>Classical texts do not use the term PCOD, but Ayurvedic physicians usually understand it through a few familiar ideas:</p>
<ul>
  <li><strong>Kapha</strong> accumulation and sluggish metabolism, often with weight gain and heaviness.</li>
  <li><strong>Vata</strong> disturbance affecting the rhythm of the menstrual cycle (<em>artava</em>).</li>
  <li><strong>Weak agni and ama</strong>, which are thought to block the proper channels of the reproductive system.</li>
</ul>
<p>Not every woman with PCOD has the same picture. Some are lean with a more vata-type pattern, others have a kapha pattern. This is why advice is individualised.</p>

<h2>Food: steady, simple and regular</h2>
<ul>
  <li><strong>Eat at regular times</strong> and avoid long gaps followed by large meals.</li>
  <li><strong>Reduce refined carbohydrates and sugar:</strong> maida, sweets, bakery items, sugary drinks and packaged snacks.</li>
  <li><strong>Favour whole grains and millets</strong> such as jowar, ragi and kodo, along with dals, vegetables and some protein at every meal.</li>
  <li><strong>Use warming digestive spices</strong> in cooking, such as ginger, cumin, cinnamon, fenugreek seeds and turmeric.</li>
  <li><strong>Keep dinner light and early,</strong> and avoid heavy, fried and very cold foods, particularly for a kapha pattern.</li>
</ul>
<p>There is no need for extreme diets. Crash dieting can itself disturb the cycle.</p>

<h2>Movement: the most helpful habit</h2>
<p>Regular physical activity is one of the most useful things for PCOD. It supports weight, energy, mood and the body’s handling of sugar. Brisk walking, cycling, dancing, strength training and yoga all count. Choose what you enjoy, and do something most days. Yoga practices that are often suggested include surya namaskar and gentle hip-opening postures, along with pranayama for stress.</p>

<h2>Sleep and stress</h2>
<p>Late nights and irregular sleep tend to make symptoms worse for many women. Aim for a consistent bedtime, and limit screen use late at night. Stress is also a real factor. Breathing practices, time outdoors, creative hobbies and talking to someone you trust are part of treatment, not extras.</p>

<h2>Ayurvedic therapies and medicines</h2>
<p>Depending on your assessment, the physician may suggest internal medicines to support digestion and the menstrual cycle, and sometimes therapies such as <em>udvartana</em> (dry herbal powder massage, traditionally used for kapha and weight) or selected Panchakarma procedures like <a href="/services/virechana">Virechana</a> or Basti. These are planned after considering your cycle, health and goals.</p>
<p>If you are trying to conceive, please let both your gynaecologist and your Ayurvedic physician know, so medicines and therapies can be timed safely. Results vary, and Ayurveda is best used alongside, not instead of, medical fertility care when that is needed.</p>

<h2>When to see a doctor promptly</h2>
<ul>
  <li>No period for three months or more (take a pregnancy test first if there is any chance).</li>
  <li>Very heavy bleeding, soaking pads every hour, or bleeding with dizziness.</li>
  <li>Severe or sudden pelvic pain, especially with fever or vomiting.</li>
  <li>Signs of high blood sugar: excessive thirst, frequent urination, unexplained weight loss.</li>
  <li>Rapidly increasing facial or body hair, or a deepening voice.</li>
  <li>Low mood, anxiety or disordered eating that is hard to manage.</li>
</ul>
<p>PCOD is also linked with a higher risk of diabetes, high cholesterol and high blood pressure over time, so regular check-ups are worthwhile.</p>
<blockquote>PCOD is a long-term condition, but it is one where your own daily habits can make a real difference.</blockquote>
<p>Learn more on our <a href="/treatments/infertility&pCOD">infertility and PCOD</a> page, or <a href="/book-consultation">book a consultation</a> with your ultrasound and hormone reports.</p>
`,
  category: 'Conditions',
  author: 'Dr. Kavita Sahu',
  tags: ['pcod', 'pcos', 'hormonal health', 'lifestyle'],
  featuredImage: '/images/blog/pcod-lifestyle.svg',
  publishedAt: '2026-06-11',
} satisfies BlogPostSeed;
