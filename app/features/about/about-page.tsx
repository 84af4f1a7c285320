import { Hand, Heart, Leaf, Shield, Sparkles, Sun, Target, type IconComponent } from '~/ui/icons';
import { aboutImage, coreValues, founder, mission, story } from '@content/about';
import type { CoreValueIcon } from '@content/about';
import { ClinicMap } from './clinic-map';
import { Meteors } from './meteors';
import { ContactDetails } from '~/features/contact/contact-details';
import { Avatar } from '~/features/doctors/avatar';
import { Paragraphs } from '~/ui/paragraphs';
import { useT } from '~/i18n/provider';
import { useRootData } from '~/shell/root-data';

const valueIcons: Record<CoreValueIcon, IconComponent> = {
  leaf: Leaf,
  heart: Heart,
  shield: Shield,
  sparkles: Sparkles,
  hand: Hand,
  sun: Sun,
};

const h2 = 'font-serif text-3xl font-semibold text-brand-900';

/** /about: the clinic's story, mission, values, founder and where to find it. */
export function AboutPage() {
  const { t, l } = useT();
  const { demo } = useRootData();
  return (
    <>
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <Meteors />
        <div className="relative mx-auto max-w-7xl px-4 py-16 sm:py-24 lg:px-6">
          <p className="text-sm font-semibold uppercase tracking-widest text-earth-200">{t('site.about.eyebrow')}</p>
          <h1 className="mt-3 max-w-3xl font-serif text-4xl font-semibold sm:text-5xl">{t('site.about.title')}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50">{t('site.about.lead')}</p>
        </div>
      </section>

      <section aria-labelledby="story" className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-16 lg:grid-cols-2 lg:px-6">
        <div>
          <h2 id="story" className={h2}>
            {t('site.about.storyTitle')}
          </h2>
          <Paragraphs text={l(story)} className="mt-5" />
        </div>
        <img
          src={aboutImage}
          alt={t('site.about.imageAlt')}
          width={800}
          height={600}
          loading="lazy"
          className="h-auto w-full rounded-3xl shadow-lg ring-1 ring-earth-200"
        />
      </section>

      {/* The founder is the demo's (a fictional doctor): shown in demo mode only (decision 0016). */}
      {demo && <FounderSection />}

      <ValuesSection />

      <section aria-labelledby="mission" className="bg-earth-100 py-16">
        <div className="mx-auto max-w-4xl px-4 text-center lg:px-6">
          <Target className="mx-auto h-10 w-10 text-earth-700" aria-hidden="true" />
          <h2 id="mission" className={`${h2} mt-3`}>
            {t('site.about.missionTitle')}
          </h2>
          <p className="mt-5 text-xl leading-relaxed text-stone-800">{l(mission)}</p>
        </div>
      </section>

      <section aria-labelledby="visit" className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
        <h2 id="visit" className={h2}>
          {t('site.about.visitTitle')}
        </h2>
        <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_1.5fr]">
          <ContactDetails className="space-y-4" />
          <ClinicMap />
        </div>
      </section>
    </>
  );
}

/** The founder (the demo's fictional doctor). */
function FounderSection() {
  const { t, l } = useT();
  return (
    <section aria-labelledby="founder" className="bg-white py-16">
      <div className="mx-auto max-w-5xl px-4 lg:px-6">
        <h2 id="founder" className={`${h2} text-center`}>
          {t('site.about.founderTitle')}
        </h2>
        <div className="mt-8 flex flex-col items-center gap-8 rounded-3xl bg-earth-50 p-6 ring-1 ring-earth-200 sm:flex-row sm:items-start sm:p-10">
          <Avatar name={founder.name} alt={founder.name} size={128} className="shadow-md" />
          <div>
            <h3 className="font-serif text-2xl font-semibold text-brand-900">{founder.name}</h3>
            <p className="mt-1 font-medium text-earth-700">{l(founder.title)}</p>
            <p className="mt-4 leading-relaxed text-stone-800">{l(founder.bio)}</p>
          </div>
        </div>
      </div>
    </section>
  );
}

/** The clinic's core values, one card each. */
function ValuesSection() {
  const { t, l } = useT();
  return (
    <section aria-labelledby="values" className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
      <h2 id="values" className={`${h2} text-center`}>
        {t('site.about.valuesTitle')}
      </h2>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {coreValues.map((value) => {
          const Icon = valueIcons[value.icon];
          return (
            <li key={value.icon} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-brand-100 text-brand-800">
                <Icon className="h-6 w-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold text-brand-900">{l(value.title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-stone-700">{l(value.text)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
