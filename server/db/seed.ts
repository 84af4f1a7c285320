/**
 * What a new installation starts with (decision 0016):
 * - content, in every installation: the clinic's blog posts (its own writing, like the therapy and
 *   treatment pages, which live in content/). Outside demo mode their byline is the clinic, since
 *   the doctors named in content/blog are the demo's.
 * - demo data, only in demo mode: fictional doctors with weekly schedules, one staff account of each
 *   role, sample events, a subset of the NAMASTE codes (decision 0061). Recognised by their stable ids and phone numbers (server/db/demo.ts).
 * Idempotent: stable ids and slugs, inserts that skip existing rows.
 */
import { count, eq } from 'drizzle-orm';
import { clinic } from '@core/clinic';
import { blogPostSeeds } from '@content/blog/posts';
import type { Db } from './client';
import { createDoctor, createStaff, slotTimes, STANDARD_WEEK } from './factories';
import { seedProgrammes } from './programme-seed';
import { blogPosts, doctors, events } from './schema';
import { sanitizePostHtml } from '@server/modules/blog/sanitize';
import { invalidatePublicData } from '@server/cache/public-data';
import { seedDemoTerminology } from '@server/modules/terminology/terminology-import.server';

export const DEMO_STAFF = [
  { name: 'Anita Rao (demo admin)', phone: '9000000001', role: 'admin' as const },
  { name: 'Suresh Patel (demo reception)', phone: '9000000002', role: 'reception' as const },
  { name: 'Dr. Meera Sharma (demo doctor)', phone: '9000000003', role: 'doctor' as const },
  { name: 'Lata Verma (demo therapist)', phone: '9000000004', role: 'therapist' as const },
];

export const DEMO_DOCTORS = [
  {
    id: '6f1c3b1e-0c4a-4d2e-9a51-1a0000000001',
    name: 'Dr. Meera Sharma',
    department: ['Skin & Hair', 'Infertility and PCOD', 'Immunity booster dose'],
    specialization: ['Panchakarma', 'Dermatology (Twak Roga)'],
    experience: 15,
    qualification: 'BAMS, MD (Panchakarma)',
    registrationNumber: 'CG-AYU-DEMO-1001',
    bio: 'Founder of the clinic (demo profile). Leads the Panchakarma programme and skin care clinic.',
    languages: ['Hindi', 'English', 'Chhattisgarhi'],
  },
  {
    id: '6f1c3b1e-0c4a-4d2e-9a51-1a0000000002',
    name: 'Dr. Arjun Verma',
    department: ['Arthritis and Pain Management', 'Life style disorder'],
    specialization: ['Kayachikitsa', 'Musculoskeletal care'],
    experience: 11,
    qualification: 'BAMS, MD (Kayachikitsa)',
    registrationNumber: 'CG-AYU-DEMO-1002',
    bio: 'Treats joint and back pain and lifestyle conditions with Panchakarma, diet and yoga (demo profile).',
    languages: ['Hindi', 'English'],
  },
  {
    id: '6f1c3b1e-0c4a-4d2e-9a51-1a0000000003',
    name: 'Dr. Kavita Sahu',
    department: ['Infertility and PCOD', 'Skin & Hair'],
    specialization: ['Prasuti Tantra & Stri Roga', "Women's health"],
    experience: 9,
    qualification: 'BAMS, MS (Prasuti Tantra & Stri Roga)',
    registrationNumber: 'CG-AYU-DEMO-1003',
    bio: "Women's health: menstrual problems, PCOD and fertility support alongside gynaecological care (demo profile).",
    languages: ['Hindi', 'English', 'Chhattisgarhi'],
  },
  {
    id: '6f1c3b1e-0c4a-4d2e-9a51-1a0000000004',
    name: 'Dr. Rohan Mishra',
    department: ['Glaucoma', 'Kidney and Gallbladder Stone'],
    specialization: ['Shalakya Tantra (eye care)', 'Urinary stones'],
    experience: 7,
    qualification: 'BAMS, MS (Shalakya Tantra)',
    registrationNumber: 'CG-AYU-DEMO-1004',
    bio: 'Supportive Ayurvedic eye care (Netra Tarpana, Netra Dhara) and stone prevention (demo profile).',
    languages: ['Hindi', 'English'],
  },
  {
    id: '6f1c3b1e-0c4a-4d2e-9a51-1a0000000005',
    name: 'Dr. Priya Deshmukh',
    department: ['Life style disorder', 'Immunity booster dose', 'Arthritis and Pain Management'],
    specialization: ['Swasthavritta (preventive care)', 'Diet and lifestyle'],
    experience: 5,
    qualification: 'BAMS, MD (Swasthavritta)',
    registrationNumber: 'CG-AYU-DEMO-1005',
    bio: 'Preventive care, seasonal routines and diet plans; online consultations in the late afternoon (demo profile).',
    languages: ['Hindi', 'English', 'Marathi'],
    schedule: {
      // Within the clinic's hours (9-6), as every doctor's must be (decision 0057).
      1: [...slotTimes('10:00', '13:00'), ...slotTimes('15:00', '18:00')],
      3: [...slotTimes('10:00', '13:00'), ...slotTimes('15:00', '18:00')],
      5: [...slotTimes('10:00', '13:00'), ...slotTimes('15:00', '18:00')],
      6: slotTimes('10:00', '13:00'),
    },
  },
];

function inDays(days: number, hour: number): Date {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  d.setUTCHours(hour - 6, 30, 0, 0); // hour:00 in India (UTC+5:30)
  return d;
}

/** The byline of the seed posts outside demo mode (their authors are the demo's doctors). */
export const CONTENT_AUTHOR = clinic.name;

export const DEMO_EVENT_IDS = [
  '7a2d4c10-5b3e-4f60-8c71-2b0000000001',
  '7a2d4c10-5b3e-4f60-8c71-2b0000000002',
  '7a2d4c10-5b3e-4f60-8c71-2b0000000003',
] as const;

/**
 * Seeds the content, and the demo data when `demo` is on (the default: tests, the bench and
 * db:reset make a demo clinic; the server passes config.demoMode).
 */
export async function seed(db: Db, options: { demo?: boolean } = {}): Promise<{ created: boolean }> {
  const demo = options.demo ?? true;
  const [existing] = await db.select({ n: count() }).from(doctors);
  const firstRun = (existing?.n ?? 0) === 0;

  if (demo) {
    for (const d of DEMO_DOCTORS) {
      const [exists] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.id, d.id));
      if (exists) continue;
      await createDoctor(db, { ...d, schedule: d.schedule ?? STANDARD_WEEK });
    }
    for (const s of DEMO_STAFF) {
      await createStaff(db, { ...s, doctorId: s.role === 'doctor' ? DEMO_DOCTORS[0]?.id : null });
    }
    // A subset of the official NAMASTE file, demo only (decision 0061; content/terminology/SOURCE.md).
    await seedDemoTerminology(db);
  }
  await seedProgrammes(db, demo);
  if (blogPostSeeds.length) {
    await db
      .insert(blogPosts)
      .values(
        blogPostSeeds.map((p) => ({
          slug: p.slug,
          title: p.title,
          excerpt: p.excerpt,
          // The same allowlist as posts saved from the staff console.
          contentHtml: sanitizePostHtml(p.contentHtml),
          featuredImage: p.featuredImage,
          category: p.category,
          author: demo ? p.author : CONTENT_AUTHOR,
          tags: p.tags,
          language: p.language,
          status: 'published' as const,
          publishedAt: new Date(`${p.publishedAt}T04:30:00Z`),
          createdAt: new Date(`${p.publishedAt}T04:30:00Z`),
        })),
      )
      .onConflictDoNothing({ target: blogPosts.slug });
  }
  if (demo && firstRun) {
    await db
      .insert(events)
      .values([
        {
          id: DEMO_EVENT_IDS[0],
          title: 'Free Prakriti assessment and health camp',
          description:
            'Know your body constitution (prakriti) with a short assessment by our physicians, plus blood pressure and blood sugar screening. Bring your current prescriptions and reports.',
          kind: 'camp' as const,
          location: 'Sarona Ayurveda, Sarona, Raipur',
          startsAt: inDays(14, 9),
          endsAt: inDays(14, 13),
        },
        {
          id: DEMO_EVENT_IDS[1],
          title: 'Winter routine (Hemanta Ritucharya) workshop',
          description:
            'A one-hour talk on food, oil massage and sleep for the cold months, with a demonstration of self-massage (Abhyanga).',
          kind: 'workshop' as const,
          location: 'Community hall, Sarona, Raipur',
          startsAt: inDays(30, 17),
          endsAt: inDays(30, 18),
        },
        {
          id: DEMO_EVENT_IDS[2],
          title: 'Joint pain awareness camp',
          description: 'Free consultation for knee and back pain, posture advice and gentle exercises for seniors.',
          kind: 'camp' as const,
          location: 'Sarona Ayurveda, Sarona, Raipur',
          startsAt: inDays(-40, 9),
          endsAt: inDays(-40, 13),
        },
      ])
      .onConflictDoNothing();
  }
  invalidatePublicData(db);
  return { created: firstRun };
}
