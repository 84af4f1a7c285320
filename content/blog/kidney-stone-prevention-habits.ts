import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'kidney-stone-prevention-habits',
  language: 'en',
  title: 'Kidney Stone Prevention: Everyday Habits That Make a Difference',
  excerpt:
    'Had a kidney stone once and never want another? Hydration, salt, food choices and the Ayurvedic view of ashmari, plus the warning signs that mean hospital, not home care.',
  contentHtml: `
<p>Anyone who has had a kidney stone remembers the pain. And in a hot region like ours, where long summers make it easy to lose more water than we drink, stones are a common concern. The good news is that everyday habits may reduce the chance of forming new ones. This post covers practical prevention and how Ayurveda traditionally views the problem.</p>

<h2>How Ayurveda understands stones</h2>
<p>Ayurveda calls urinary stones <em>ashmari</em>, literally “like a stone”. The classical texts describe them as forming when kapha, combined with vata and pitta, gradually solidifies within the urinary system, particularly when fluids are low, digestion is weak and urine is concentrated. Prevention therefore focuses on keeping fluids flowing, digestion healthy and kapha from accumulating.</p>

<h2>Habit 1: drink enough, and spread it out</h2>
<p>The single most important habit is steady hydration.</p>
<ul>
  <li>Drink water regularly through the day, not a lot at once. Keep a bottle within reach.</li>
  <li>Aim for pale, straw-coloured urine. Dark yellow urine is a sign you need more fluid.</li>
  <li>In summer, outdoor work or heavy sweating, you need more than usual.</li>
  <li>Plain water, coconut water, thin buttermilk, and barley water (<em>yava</em>, traditionally valued for the urinary system) are good choices.</li>
  <li>Limit sugary soft drinks and packaged juices.</li>
</ul>
<p>If you have heart failure or kidney disease and your doctor has restricted fluids, follow that advice instead.</p>

<h2>Habit 2: go easy on salt</h2>
<p>A salty diet can increase the amount of calcium in urine. Watch out for pickles, papad, namkeen, chips, instant noodles and restaurant food, and avoid adding extra salt at the table.</p>

<h2>Habit 3: don’t cut out calcium on your own</h2>
<p>Many people assume calcium causes stones and stop milk and curd altogether. For most people, normal amounts of calcium from food are actually helpful, as calcium in the gut binds to oxalate. Taking high-dose calcium supplements is a different matter; discuss these with your doctor.</p>

<h2>Habit 4: balance, not fear, with oxalate foods</h2>
<p>The most common stones contain calcium oxalate. If your stone analysis or doctor suggests this, you may be advised to moderate very high-oxalate foods such as spinach, beetroot, nuts in large quantities and strong tea. There is no need to avoid these foods forever without advice. Moderation and variety are usually enough.</p>

<h2>Habit 5: moderate animal protein and sugar</h2>
<p>Large amounts of meat, fish and eggs at every meal, and a high-sugar diet, may increase the risk of some types of stones. A balanced plate with plenty of vegetables, dals and whole grains is a good default.</p>

<h2>Traditional Ayurvedic support</h2>
<p>In Ayurveda, several foods and herbs are traditionally associated with the urinary system:</p>
<ul>
  <li><strong>Kulthi (horse gram):</strong> commonly eaten in Chhattisgarh as dal or soup, and traditionally used in Ayurveda for ashmari.</li>
  <li><strong>Barley</strong> and its water, as mentioned above.</li>
  <li>Herbs such as <em>varuna</em>, <em>gokshura</em> and <em>pashanabheda</em>, which appear in classical preparations for urinary complaints.</li>
</ul>
<p>These herbs should be taken only on a physician’s advice, in the right form and dose, particularly if you have kidney disease, diabetes or take other medicines. Please avoid buying “stone-dissolving” mixtures without a consultation. They cannot safely break down every type of stone, and a large stone may need a urologist.</p>

<h2>Other everyday habits</h2>
<ul>
  <li>Do not hold urine for long periods.</li>
  <li>Stay active, and maintain a healthy weight.</li>
  <li>Keep diabetes and blood pressure under control.</li>
  <li>If you have had a stone, ask your doctor about stone analysis and follow-up scans.</li>
</ul>

<h2>Red flags: go to a hospital</h2>
<ul>
  <li>Severe pain in the side, back or groin, especially if you cannot find any comfortable position.</li>
  <li><strong>Fever or chills with flank pain.</strong> An infected, blocked kidney is an emergency.</li>
  <li>Vomiting so much that you cannot keep fluids down.</li>
  <li>Very little or no urine, or visible blood in the urine.</li>
  <li>Pain in someone with a single kidney, a kidney transplant or who is pregnant.</li>
</ul>
<blockquote>The simplest prevention is also the most effective: a water bottle you actually drink from, every day.</blockquote>
<p>To discuss prevention after a previous stone, see our <a href="/treatments/kidney&gallbladder">kidney and gallbladder care</a> page or <a href="/book-consultation">book a consultation</a>. Please bring your ultrasound and urine reports.</p>
`,
  category: 'Conditions',
  author: 'Dr. Rohan Mishra',
  tags: ['kidney stones', 'hydration', 'ashmari', 'prevention'],
  featuredImage: '/images/blog/kidney-hydration.svg',
  publishedAt: '2026-04-16',
} satisfies BlogPostSeed;
