import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'arthritis-joint-pain-ayurveda',
  language: 'en',
  title: 'Living with Arthritis: Gentle Ayurvedic Support for Joint Pain',
  excerpt:
    'Stiff knees on a winter morning, aching hands, slower walks: how Ayurveda understands joint pain, what daily habits and therapies may help, and which symptoms need a doctor first.',
  contentHtml: `
<p>Joint pain is one of the most common reasons people come to our clinic, especially as the cool winter mornings arrive. Some have worn knees after decades of work in the fields or at home; others have stiff, swollen fingers. Ayurveda cannot turn back the clock on a damaged joint, but its gentle, steady approach may help many people move more comfortably and live well with arthritis.</p>

<h2>Two kinds of joint trouble in Ayurveda</h2>
<h3>Sandhivata: wear and tear</h3>
<p><em>Sandhivata</em> closely resembles osteoarthritis. The texts describe vata, which is dry, cold and light, settling in the joints and drying out their natural lubrication. Typical signs are pain on movement, crackling, stiffness after rest that eases within a short time, and gradual loss of flexibility, most often in the knees, hips and spine.</p>
<h3>Amavata: inflammation and ama</h3>
<p><em>Amavata</em> has features in common with inflammatory arthritis such as rheumatoid arthritis. Ayurveda links it to <em>ama</em>, toxic residue of poor digestion, travelling with vata to the joints. It often affects several joints, including the small joints of the hands and feet, with swelling, heaviness, longer morning stiffness, tiredness and poor appetite.</p>
<p>The distinction matters, because the approach is different. Sandhivata is usually treated with nourishing, oily, warming care. Amavata first needs ama cleared through digestion-strengthening herbs and dry warmth, and oil massage may be avoided in the early, inflamed stage.</p>

<h2>Daily habits that may help</h2>
<ul>
  <li><strong>Keep moving, gently.</strong> Regular walking on level ground, simple range-of-motion exercises and suitable yoga help keep joints mobile. Rest during a painful flare, but avoid weeks of inactivity.</li>
  <li><strong>Manage weight.</strong> Even a moderate reduction in body weight eases the load on knees and hips.</li>
  <li><strong>Keep warm.</strong> Cold, wind and damp tend to aggravate vata pain. Cover your knees on cold mornings and avoid sitting directly on cold floors.</li>
  <li><strong>Eat warm, freshly cooked food</strong> with digestive spices such as ginger, cumin and turmeric. Reduce cold, stale, very dry and heavy foods that are hard to digest.</li>
  <li><strong>Avoid constipation,</strong> which Ayurveda considers an important aggravator of vata.</li>
  <li><strong>Sleep well,</strong> since pain always feels worse after poor sleep.</li>
</ul>

<h2>Therapies used at the clinic</h2>
<p>Depending on the type and stage of arthritis, your physician may suggest:</p>
<ul>
  <li><strong>Abhyanga and swedana:</strong> warm medicated oil massage followed by steam, mainly for sandhivata. See <a href="/services/abhyanga">Abhyanga</a>.</li>
  <li><strong>Janu basti:</strong> a ring of dough built around the knee and filled with warm medicated oil, which is kept in place for a while.</li>
  <li><strong>Patra pinda sweda or churna pinda sweda:</strong> warm herbal bundles (potli) of leaves or powders pressed rhythmically over the joints.</li>
  <li><strong>Basti:</strong> medicated enemas, regarded in Ayurveda as the main treatment for vata disorders, given as a course.</li>
  <li><strong>Internal medicines</strong> chosen for your condition and digestion.</li>
</ul>
<p>Many patients report less stiffness and easier movement with a course of therapy combined with daily habits, but results vary. These treatments work best as long-term support rather than a one-off fix.</p>

<h2>Keep working with your doctors</h2>
<p>If you have rheumatoid arthritis or another inflammatory arthritis, <strong>please do not stop disease-modifying medicines</strong> such as methotrexate without your rheumatologist’s advice. Uncontrolled inflammation can damage joints permanently. Ayurvedic care may be used alongside, and we are glad to coordinate. The same goes for gout medicines and painkillers prescribed for you.</p>

<h2>Red flags: see a doctor promptly</h2>
<ul>
  <li>A single joint that suddenly becomes hot, red, very swollen and painful, especially with fever. This can be a joint infection and is an emergency.</li>
  <li>Pain after a fall or injury, or being unable to bear weight.</li>
  <li>Morning stiffness that lasts a long time, with swelling of several small joints of the hands or feet: ask for an assessment for inflammatory arthritis.</li>
  <li>Back pain with numbness or weakness in the legs, or any loss of bladder or bowel control.</li>
  <li>Joint pain with rash, unexplained weight loss, night sweats or ongoing fever.</li>
  <li>A swollen, painful calf, which may be a blood clot rather than joint pain.</li>
</ul>
<blockquote>With arthritis, the goal is not a miracle but a better day, and then another one: less stiffness, a longer walk, a good night’s sleep.</blockquote>
<p>To learn how we approach joint problems, visit our <a href="/treatments/arthritis&pain">arthritis and pain</a> page, or <a href="/book-consultation">book a consultation</a> and bring your X-rays and blood reports along.</p>
`,
  category: 'Conditions',
  author: 'Dr. Rohan Mishra',
  tags: ['arthritis', 'joint pain', 'sandhivata', 'amavata', 'vata'],
  featuredImage: '/images/blog/arthritis-joints.svg',
  publishedAt: '2025-11-27',
} satisfies BlogPostSeed;
