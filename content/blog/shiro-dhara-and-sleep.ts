import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'shiro-dhara-and-sleep',
  language: 'en',
  title: 'Shiro Dhara and Sleep: How a Stream of Warm Oil Helps You Unwind',
  excerpt:
    'Shiro Dhara, a steady stream of warm oil on the forehead, is one of Ayurveda’s most calming therapies. What happens in a session, how it may support sleep, and who should check first.',
  contentHtml: `
<p>Lying in a quiet room while a thin, unbroken stream of warm oil flows gently across your forehead: few Ayurvedic therapies are as memorable as <em>Shiro Dhara</em>. Many patients come to it because of poor sleep, stress or tension headaches. Here is what the therapy involves, how Ayurveda understands it, and how to support your sleep at home.</p>

<h2>Sleep in Ayurveda</h2>
<p>The classical texts count sleep (<em>nidra</em>) among the three supporting pillars of life, alongside food and a balanced approach to sexuality. Good sleep is said to bring strength, good digestion, clarity and a steady mood, while poor sleep leads to tiredness, dullness and disease.</p>
<p>Difficulty sleeping (<em>anidra</em>) is most often linked with <strong>vata</strong>, which is light, mobile and restless. Think of a racing mind, waking in the small hours, and light, broken sleep. <strong>Pitta</strong> can also disturb sleep, with intense thoughts, irritability and waking up hot. Worry, late screen use, irregular meals and travel all add to the picture.</p>

<h2>What is Shiro Dhara?</h2>
<p><em>Shiro</em> means head and <em>dhara</em> means a stream. A specially designed vessel hangs above the head, and a therapist guides a continuous, steady flow of warm liquid across the forehead, moving slowly from side to side. The liquid is chosen by the physician:</p>
<ul>
  <li><strong>Taila dhara:</strong> medicated oil, the most common form, often chosen for vata.</li>
  <li><strong>Takra dhara:</strong> medicated buttermilk, traditionally used for some pitta conditions and certain scalp problems.</li>
  <li><strong>Ksheera dhara:</strong> medicated milk, another cooling option.</li>
</ul>

<h2>What happens in a session</h2>
<ol>
  <li>A short check of your pulse, blood pressure and how you are feeling that day.</li>
  <li>A gentle head, neck and shoulder massage, sometimes with a full-body abhyanga first.</li>
  <li>You lie on your back on a wooden therapy table. Cotton pads protect your eyes.</li>
  <li>The warm stream flows for about thirty to forty-five minutes. Many people drift into a deep, relaxed state or fall asleep.</li>
  <li>Excess oil is wiped away, and you rest quietly before washing the hair, usually later in the day with lukewarm water.</li>
</ol>
<p>A course commonly lasts seven to fourteen days, decided by the physician. On therapy days, keep the head covered, avoid cold wind and cold drinks, and try not to rush back into a busy schedule.</p>
<p>Shiro Dhara is traditionally used to calm the mind and nervous system. Many patients say they sleep more deeply during a course, but experiences vary, and it works best together with changes in daily habits. <a href="/services/shiro-dhara">Read more about our Shiro Dhara therapy</a>.</p>

<h2>Who should check first</h2>
<p>Shiro Dhara is gentle, but it is not right for everyone at every time. Your physician may postpone or modify it if you have:</p>
<ul>
  <li>Fever, a cold, sinus infection or heavy congestion.</li>
  <li>Wounds, infection or a skin condition on the scalp or forehead.</li>
  <li>A recent head injury or recent surgery.</li>
  <li>Very low blood pressure, or a tendency to feel dizzy on lying down.</li>
  <li>Pregnancy, particularly in the early months.</li>
</ul>

<h2>Supporting sleep at home</h2>
<ul>
  <li>Go to bed and wake up at the same time every day, including weekends.</li>
  <li>Eat a light dinner two to three hours before bed. A cup of warm milk with a pinch of nutmeg or cardamom is a traditional bedtime drink, if milk suits you.</li>
  <li>Massage the soles of your feet and the scalp with a little warm oil before sleeping.</li>
  <li>Switch off screens an hour before bed and keep the bedroom dark and cool.</li>
  <li>Cut back on tea and coffee after mid-afternoon.</li>
  <li>Avoid long daytime naps, except in the peak of summer.</li>
</ul>

<h2>When poor sleep needs a doctor</h2>
<p>Please see a doctor if you have:</p>
<ul>
  <li>Loud snoring with pauses in breathing, gasping at night, or heavy daytime sleepiness, which can be signs of sleep apnoea.</li>
  <li>Low mood, loss of interest, or hopelessness lasting more than two weeks.</li>
  <li>Thoughts of harming yourself. Please seek help today from a doctor, a hospital or someone you trust.</li>
  <li>Insomnia with chest pain, breathlessness, palpitations or pain that keeps you awake.</li>
  <li>Dependence on sleeping pills or alcohol to fall asleep. Do not stop prescribed sleeping medicines suddenly; reduce them only with your doctor.</li>
</ul>
<blockquote>Sleep cannot be forced. It comes when the body feels safe and the mind is allowed to slow down.</blockquote>
<p>If stress and sleeplessness are affecting your days, <a href="/book-consultation">book a consultation</a> to find out whether Shiro Dhara or another approach suits you.</p>
`,
  category: 'Panchakarma',
  author: 'Dr. Meera Sharma',
  tags: ['shiro dhara', 'sleep', 'insomnia', 'stress'],
  featuredImage: '/images/blog/shiro-dhara-sleep.svg',
  publishedAt: '2026-10-29',
} satisfies BlogPostSeed;
