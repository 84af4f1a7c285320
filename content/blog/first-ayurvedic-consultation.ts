import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'first-ayurvedic-consultation',
  language: 'en',
  title: 'Your First Ayurvedic Consultation: What to Expect',
  excerpt:
    'Pulse reading, a look at your tongue, a lot of questions about digestion and sleep: here is what happens at a first visit, what reports to bring, and when an online consultation works.',
  contentHtml: `
<p>Many people arrive for their first Ayurvedic consultation unsure of what will happen. Will there be a diagnosis from the pulse alone? Will they be asked to stop their current medicines? This guide walks you through a typical first visit at Sarona Ayurveda so you can come prepared and get the most out of it.</p>

<h2>Before you come</h2>
<h3>Reports and papers to bring</h3>
<ul>
  <li>Recent blood tests, urine tests, scans and X-rays related to your complaint, ideally from the last six to twelve months.</li>
  <li>A list of every medicine you take, including doses: allopathic, Ayurvedic, homoeopathic, vitamins and supplements.</li>
  <li>Discharge summaries from any hospital stay and letters from specialists.</li>
  <li>For women: dates of your last few periods, and any pregnancy or fertility-related reports.</li>
</ul>
<p>If you have a folder full of papers, do not worry about sorting them. Bring them, and we will go through what matters.</p>
<h3>On the day</h3>
<p>Have a light meal a couple of hours before rather than coming straight after a heavy lunch. If you can, avoid strongly coloured drinks or foods (tea, coffee, turmeric milk, paan) just before the visit, and skip tongue scraping that morning, so the physician can see your tongue as it naturally is. Wear comfortable clothing.</p>

<h2>The conversation</h2>
<p>Most of a first consultation is listening. Expect questions that may seem unrelated to your main complaint:</p>
<ul>
  <li>How is your appetite, and how do you feel after meals?</li>
  <li>How often do you pass stools, and what are they like?</li>
  <li>How do you sleep, and when do you wake?</li>
  <li>What does a typical day of eating, work and exercise look like?</li>
  <li>How is your mood and your stress level?</li>
  <li>For women, what is your menstrual cycle like?</li>
</ul>
<p>These details help the physician understand your <em>prakriti</em> (constitution), the current imbalance of the doshas, the strength of your digestive fire (<em>agni</em>) and whether there is <em>ama</em>, the undigested residue that Ayurveda links with many chronic complaints.</p>

<h2>The examination</h2>
<p>Classical texts describe an eightfold examination, <em>ashtavidha pariksha</em>: pulse, urine, stool, tongue, voice, touch, eyes and overall appearance. In practice, you can expect:</p>
<ol>
  <li><strong>Pulse (nadi pariksha):</strong> the physician places three fingers on your wrist and feels the quality, rhythm and strength of the pulse. It is one input among many, not a stand-alone test.</li>
  <li><strong>Tongue (jihva pariksha):</strong> coating, colour, cracks and moisture give clues about digestion and ama.</li>
  <li><strong>Eyes, skin, nails and voice:</strong> observed for dryness, heat, pallor or heaviness.</li>
  <li><strong>Basic checks:</strong> blood pressure, weight and, where relevant, examination of the affected joint, skin or abdomen.</li>
</ol>
<p>If something needs investigation, for example unexplained tiredness or a new lump, we will ask you to get tests done or see a specialist. A good Ayurvedic physician uses modern reports, not just the pulse.</p>

<h2>Your plan</h2>
<p>At the end, you will usually receive:</p>
<ul>
  <li>Advice on diet and daily routine suited to you and the season.</li>
  <li>Ayurvedic medicines, if needed, with clear instructions on timing and what to take them with.</li>
  <li>A suggestion for therapies such as <a href="/services/abhyanga">Abhyanga</a> or Panchakarma, only when they are appropriate.</li>
  <li>A follow-up date, typically after two to four weeks.</li>
</ul>
<blockquote>Please do not stop or change any prescribed medicine, especially for blood pressure, diabetes, thyroid, epilepsy or the heart, without talking to the doctor who prescribed it.</blockquote>
<p>Ayurvedic care often works alongside your existing treatment, and we are happy to coordinate with your other doctors.</p>

<h2>Online or in person?</h2>
<p><strong>In-person visits</strong> are best for a first consultation when you have a long-standing problem, need a physical examination, or may need therapies. Pulse reading and hands-on assessment are only possible face to face.</p>
<p><strong>Online consultations</strong> work well for follow-ups, diet and lifestyle guidance, and for people who live far from Raipur. Share clear photos of your reports beforehand, sit somewhere quiet with good light, and keep your medicine list ready. If the physician feels an examination is needed, they will ask you to visit.</p>

<h2>When not to wait for an appointment</h2>
<p>A consultation is for ongoing health concerns, not emergencies. Go to a hospital straight away for chest pain, difficulty breathing, sudden weakness or numbness on one side, confusion, severe abdominal pain, heavy bleeding, high fever with a stiff neck, or a serious injury.</p>
<p>When you are ready, you can <a href="/book-consultation">book your consultation</a> online, or <a href="/contact">contact us</a> with any questions about what to bring.</p>
`,
  category: 'Clinic Guide',
  author: 'Dr. Arjun Verma',
  tags: ['consultation', 'nadi pariksha', 'first visit', 'online consultation'],
  featuredImage: '/images/blog/first-consultation.svg',
  publishedAt: '2025-02-20',
} satisfies BlogPostSeed;
