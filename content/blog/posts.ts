import type { BlogPostSeed } from '@content/types';

import shiroDharaAndSleep from './shiro-dhara-and-sleep';
import eyeCareScreenTimeGlaucoma from './eye-care-screen-time-glaucoma';
import pcodLifestyleAyurveda from './pcod-lifestyle-ayurveda';
import kidneyStonePreventionHabits from './kidney-stone-prevention-habits';
import dinacharyaDinKiShuruaat from './dinacharya-din-ki-shuruaat';
import everydayImmunityAyurveda from './everyday-immunity-ayurveda';
import arthritisJointPainAyurveda from './arthritis-joint-pain-ayurveda';
import ayurvedicSkinAndHairCare from './ayurvedic-skin-and-hair-care';
import abhyangaAtHome from './abhyanga-at-home';
import monsoonMeinPachan from './monsoon-mein-pachan';
import eatingForYourDosha from './eating-for-your-dosha';
import ritucharyaChhattisgarhSeasons from './ritucharya-chhattisgarh-seasons';
import panchakarmaExplained from './panchakarma-explained';
import firstAyurvedicConsultation from './first-ayurvedic-consultation';
import threeDoshasBeginnersGuide from './three-doshas-beginners-guide';

/** All blog posts, newest first (by publishedAt). */
export const blogPostSeeds: BlogPostSeed[] = [
  shiroDharaAndSleep,
  eyeCareScreenTimeGlaucoma,
  pcodLifestyleAyurveda,
  kidneyStonePreventionHabits,
  dinacharyaDinKiShuruaat,
  everydayImmunityAyurveda,
  arthritisJointPainAyurveda,
  ayurvedicSkinAndHairCare,
  abhyangaAtHome,
  monsoonMeinPachan,
  eatingForYourDosha,
  ritucharyaChhattisgarhSeasons,
  panchakarmaExplained,
  firstAyurvedicConsultation,
  threeDoshasBeginnersGuide,
];
