import type { BlogPostSeed } from '@content/types';

export default {
  slug: 'abhyanga-at-home',
  language: 'en',
  title: 'Abhyanga at Home: A Simple Guide to Ayurvedic Self Oil Massage',
  excerpt:
    'Daily self-massage with warm oil is one of Ayurveda’s simplest routines. Here is how to choose an oil, how to do it step by step, and when you should skip it.',
  contentHtml: `
<p><em>Abhyanga</em>, massage with warm oil, is described in the classical texts as part of the ideal daily routine. They say it nourishes the body, softens the skin, calms vata and supports good sleep. You do not need a therapist to enjoy a simple version at home; about fifteen minutes before your bath is enough.</p>

<h2>Choosing an oil</h2>
<p>Your physician can recommend a medicated oil (<em>taila</em>) for your specific needs. For everyday use, simple kitchen oils work well:</p>
<ul>
  <li><strong>Sesame oil (til ka tel):</strong> the classic choice. Warming and nourishing, it suits vata, dry skin and the cooler months. Use plain, cold-pressed sesame oil, not the dark roasted kind used for cooking some dishes.</li>
  <li><strong>Coconut oil:</strong> cooling, good for pitta, sensitive skin and the summer.</li>
  <li><strong>Mustard oil:</strong> sharp and heating, traditionally used in winter in many Indian homes. It can irritate sensitive skin, so test a small patch first.</li>
</ul>
<p>People with a kapha nature, or with oily skin, may prefer less oil, lighter oils, or occasional dry powder massage (<em>udvartana</em>), which is best learned at the clinic.</p>

<h2>Step by step</h2>
<ol>
  <li><strong>Warm the oil.</strong> Place a small bottle or steel bowl of oil in a pan of hot water for a few minutes. Test a drop on your inner wrist: it should feel pleasantly warm, never hot. Do not heat oil directly on the flame or in a microwave without checking carefully.</li>
  <li><strong>Choose a warm room</strong> without a draught, and sit on an old towel.</li>
  <li><strong>Start with the head.</strong> Apply a little oil to the crown and massage the scalp with your fingertips. Then gently oil the outer ears.</li>
  <li><strong>Face and neck:</strong> light, upward strokes, avoiding the eyes.</li>
  <li><strong>Arms and legs:</strong> long strokes along the long bones and circular movements over the joints such as shoulders, elbows, wrists, knees and ankles.</li>
  <li><strong>Chest and abdomen:</strong> gentle circles on the chest, and clockwise circles on the abdomen, following the direction of the large intestine.</li>
  <li><strong>Back:</strong> reach what you can; there is no need to strain.</li>
  <li><strong>Feet:</strong> take your time here. Foot massage (<em>padabhyanga</em>) is traditionally valued for calming the mind and supporting sleep and eyesight.</li>
  <li><strong>Rest</strong> for ten to twenty minutes so the oil can soak in, then take a warm, not hot, bath. Use a mild soap or traditional besan or green gram flour to remove excess oil.</li>
</ol>
<p><strong>Be careful:</strong> oily feet and a wet bathroom floor are a real slipping risk, especially for older people. Wipe your soles, use a mat, and keep something to hold on to.</p>

<h2>How often?</h2>
<p>Daily is the traditional ideal, but even two or three times a week can be a pleasant habit. In winter and for dry, vata-type bodies, more frequent abhyanga tends to feel good. In the hot, humid months or for oily skin, less oil and less frequent sessions may suit better.</p>

<h2>When not to do abhyanga</h2>
<p>Ayurveda is clear that oil massage is not for every day or every person. Skip it or ask your physician first if:</p>
<ul>
  <li>You have a <strong>fever</strong>, flu or an acute cold with heavy congestion.</li>
  <li>You feel <strong>indigestion</strong>: a heavy, coated tongue, bloating, no appetite. Ayurveda links this with <em>ama</em>, and oil may add to the heaviness.</li>
  <li>You have just eaten a meal. Wait at least an hour or two.</li>
  <li>You have <strong>skin infections</strong>, open wounds, burns, weeping eczema or an unexplained rash.</li>
  <li>You are <strong>pregnant</strong>. Gentle massage may be possible, but check with your doctor and avoid pressure on the abdomen.</li>
  <li>You have <strong>varicose veins</strong> (no deep pressure over them), or a history of blood clots.</li>
  <li>You are undergoing Panchakarma and have been given specific instructions.</li>
</ul>
<p>Stop and see a doctor if a leg is suddenly swollen, warm, red and painful, as this can be a sign of a deep vein clot and needs urgent medical care. Massage should never be used on it.</p>

<h2>Abhyanga at the clinic</h2>
<p>Home self-massage is a wellness habit. Therapeutic abhyanga at the clinic is different: it uses medicated oils chosen for your condition, performed by trained therapists, often combined with steam (<em>swedana</em>) or as preparation for Panchakarma. <a href="/services/abhyanga">Learn more about our Abhyanga therapy</a>.</p>
<blockquote>Warm oil, a quiet room, unhurried strokes. The simplest routines are often the ones we keep.</blockquote>
<p>If you are not sure which oil suits you, <a href="/book-consultation">book a consultation</a> and we will guide you.</p>
`,
  category: 'Daily Routine',
  author: 'Dr. Arjun Verma',
  tags: ['abhyanga', 'oil massage', 'dinacharya', 'self-care'],
  featuredImage: '/images/blog/abhyanga-home.svg',
  publishedAt: '2025-09-04',
} satisfies BlogPostSeed;
