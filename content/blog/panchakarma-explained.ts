import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'panchakarma-explained',
  language: 'en',
  title: 'Panchakarma Explained: The Five Procedures, Who They Suit, and What a Course Looks Like',
  excerpt:
    'Panchakarma is Ayurveda’s system of purification therapies. Learn what the five procedures are, who may benefit, who should wait, and how a typical course is planned.',
  contentHtml: `
<p>Panchakarma is probably the best-known part of Ayurvedic treatment, and also the most misunderstood. It is not a spa package or a quick detox. It is a set of carefully prepared medical procedures meant to clear excess doshas from the body, planned around the person, their strength and the season.</p>

<h2>What “Panchakarma” means</h2>
<p><em>Pancha</em> means five and <em>karma</em> means action. The classical texts describe five main procedures for removing aggravated doshas through the body’s natural exits. The lists differ slightly between texts, but in most Indian clinics today the five are:</p>
<ol>
  <li><strong>Vamana</strong> (therapeutic emesis): controlled, induced vomiting, used mainly for kapha conditions of the chest and upper body. It is done only in selected patients who are strong enough for it.</li>
  <li><strong>Virechana</strong> (therapeutic purgation): herbal medicines that cause several loose motions over a day, used mainly for pitta-related problems such as some skin conditions and acidity. <a href="/services/virechana">Read more about Virechana</a>.</li>
  <li><strong>Basti</strong> (medicated enema): oil-based (<em>anuvasana</em>) or decoction-based (<em>niruha</em>) enemas, regarded as the chief therapy for vata, and often given as a course of several days.</li>
  <li><strong>Nasya</strong> (nasal administration): medicated oils or preparations instilled in the nostrils, used for conditions of the head, neck, sinuses and senses.</li>
  <li><strong>Raktamokshana</strong> (bloodletting): removal of a small amount of blood, traditionally by leech therapy or other methods, used for certain localised skin and circulation problems.</li>
</ol>

<h2>Before and after: the parts people forget</h2>
<p>The main procedure is only the middle of the story.</p>
<h3>Purvakarma: preparation</h3>
<ul>
  <li><strong>Deepana and pachana:</strong> a few days of herbs and light food to strengthen digestion and clear <em>ama</em>.</li>
  <li><strong>Snehana (oleation):</strong> internal oleation with medicated ghee taken in gradually increasing doses, and external oil massage such as <a href="/services/abhyanga">Abhyanga</a>.</li>
  <li><strong>Swedana (sudation):</strong> herbal steam or warm fomentation, which traditionally loosens the doshas so they can move toward elimination.</li>
</ul>
<h3>Paschat karma: recovery</h3>
<p>After purification, digestion is delicate. Patients follow <em>samsarjana krama</em>, a graded diet that begins with thin rice gruel and slowly returns to normal food over several days. Rest, avoiding cold drinks, late nights, long travel and strenuous exercise, is part of the treatment. Skipping this phase can undo much of the benefit.</p>

<h2>Who may benefit</h2>
<p>Panchakarma may be suggested for long-standing conditions where the physician judges that excess doshas need to be cleared, for example some joint and muscle problems, chronic skin complaints, digestive disorders, allergic tendencies, and stress-related or lifestyle conditions. Healthy people also traditionally undergo mild seasonal purification, such as Virechana after the monsoon or Vamana in spring, to help stay in balance.</p>
<p>Results vary from person to person. Panchakarma can be a meaningful part of care, but it is not a cure-all, and it is planned alongside medicines, diet and lifestyle changes.</p>

<h2>Who should wait or avoid it</h2>
<p>Not everyone is a candidate for every procedure. The physician will usually postpone or modify treatment for:</p>
<ul>
  <li>Pregnancy, and some procedures during menstruation.</li>
  <li>Fever, acute infections or acute diarrhoea.</li>
  <li>Very weak, elderly or frail patients, and young children (gentler therapies may still be possible).</li>
  <li>Uncontrolled heart disease, severe high blood pressure, or recent surgery.</li>
  <li>Certain conditions where a specific procedure is unsafe, for example Vamana with some heart or bleeding problems.</li>
</ul>
<p>Always tell us about all your medicines, especially blood thinners, diabetes medicines and blood pressure tablets, as doses may need review during the course.</p>

<h2>What a course looks like</h2>
<p>Every plan is individual, but a typical course runs like this:</p>
<ol>
  <li><strong>Consultation and assessment</strong> of your constitution, condition, strength and reports.</li>
  <li><strong>Preparation</strong> for around 3 to 7 days: digestive herbs, internal oleation, massage and steam.</li>
  <li><strong>The main procedure</strong> on a planned day, or over several days in the case of Basti.</li>
  <li><strong>Graded diet and rest</strong> for several days afterwards.</li>
  <li><strong>Follow-up</strong> with medicines and lifestyle advice to maintain the results.</li>
</ol>
<p>Depending on the procedures, a full course commonly takes anywhere from one to three weeks. Some people can continue light work; others are advised to take time off. We will tell you honestly what to plan for.</p>

<h2>Safety first</h2>
<p>Panchakarma should only be done under a qualified Ayurvedic physician with trained therapists, never from online videos or at home. During or after any procedure, tell the team at once about dizziness, fainting, severe weakness, chest discomfort, persistent vomiting, blood in vomit or stool, or signs of dehydration. These need prompt medical attention.</p>
<blockquote>Good Panchakarma is slow, prepared and supervised. The preparation and recovery matter as much as the procedure itself.</blockquote>
<p>If you are curious whether Panchakarma suits you, <a href="/book-consultation">book a consultation</a> and we will discuss it with you, with no obligation to start a course.</p>
`,
  category: 'Panchakarma',
  author: 'Dr. Meera Sharma',
  tags: ['panchakarma', 'purification', 'virechana', 'basti', 'vamana'],
  featuredImage: '/images/blog/panchakarma-explained.svg',
  publishedAt: '2025-03-27',
} satisfies BlogPostSeed;
