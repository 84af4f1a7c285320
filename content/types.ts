/**
 * Types of the clinic's static content. Every text a patient reads comes in
 * English and Hindi (Devanagari); `Localized` holds both.
 */
export type Locale = 'en' | 'hi';
export type Localized<T = string> = { en: T; hi: T };

/** Icon names the therapy sidebar knows how to draw (lucide-react icons). */
export type TherapyIcon =
  | 'droplets'
  | 'flame'
  | 'wind'
  | 'leaf'
  | 'sprout'
  | 'hand'
  | 'eye'
  | 'heart'
  | 'sun'
  | 'waves'
  | 'flower'
  | 'bone'
  | 'brain'
  | 'sparkles'
  | 'thermometer'
  | 'shield';

type TherapyCategoryId =
  'panchakarma' | 'swedana' | 'basti' | 'external' | 'eye-care' | 'bloodletting' | 'special' | 'womens-health' | 'general';

export interface Therapy {
  /** English title exactly as the clinic names it, e.g. 'Shiro Dhara'. */
  title: Localized;
  /** URL slug: the English title lower-cased, spaces turned into hyphens ('shiro-dhara'). */
  route: string;
  /** One or two sentences shown on cards. */
  description: Localized;
  sidebarIcon: TherapyIcon;
  category: TherapyCategoryId;
  content: {
    /** 2-4 short paragraphs separated by a blank line ("\n\n"). */
    overview: Localized;
    /** 4-6 benefits, short phrases; the first 3 appear on cards. */
    benefits: Localized<string[]>;
    /** One step per line, separated by "\n" (shown numbered). 4-8 steps. */
    procedure: Localized;
    /** e.g. '45-60 minutes per session; usually 7 to 14 days' */
    duration: Localized;
    /** 3-6 short entries: who the therapy suits. */
    idealFor: Localized<string[]>;
    /** Who should not have it or should check first (pregnancy, fever, ...). */
    contraindications: Localized<string[]>;
    /** Path of our own illustration, e.g. '/images/therapies/oil.svg'. */
    image: string;
  };
}

export interface TherapyCategory {
  id: TherapyCategoryId;
  title: Localized;
  subcategories: { title: Localized; therapies: string[] /* routes */ }[];
}

export interface TreatmentPage {
  /** Path segment exactly as the spec writes it: 'skin&hair', 'infertility&pCOD', ... */
  path: string;
  /** Department name exactly as spec section 9 writes it (used for booking). */
  department: string;
  title: Localized;
  /** Short line for cards and menus. */
  summary: Localized;
  /** Our own illustration, e.g. '/images/treatments/skin-hair.svg'. */
  image: string;
  sections: {
    /** What the condition is (2-3 paragraphs separated by "\n\n"). */
    about: Localized;
    /** How Ayurveda approaches it (2-3 paragraphs). */
    approach: Localized;
    /** Therapy routes (from the services catalogue) used for it, 3-6. */
    therapies: string[];
    /** What to expect: a short list of steps from first visit to follow-up. */
    whatToExpect: Localized<string[]>;
    /** Everyday advice: diet and lifestyle, 4-6 bullets. */
    lifestyle: Localized<string[]>;
    /** When to see a hospital/emergency service instead; 'results vary' note. */
    caution: Localized;
  };
}

export interface BlogPostSeed {
  slug: string;
  /** The language the post is written in. */
  language: Locale;
  title: string;
  excerpt: string;
  /** Clean HTML: h2, h3, p, ul/ol/li, strong, em, blockquote, a (relative or https). */
  contentHtml: string;
  category: string;
  author: string;
  tags: string[];
  /** Our own SVG, e.g. '/images/blog/panchakarma-explained.svg'. */
  featuredImage: string;
  /** ISO date (YYYY-MM-DD) the post was published. */
  publishedAt: string;
}
