import { GraduationCap, Phone, Stethoscope } from '~/ui/icons';
import { Link } from 'react-router';
import { useClinicFacts } from '~/shell/clinic-facts';
import { textLocale } from '@core/i18n/locales';
import type { Doctor } from '@core/schemas/staff/doctor';
import { departmentLabel } from '@core/i18n/labels';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';
import { cn } from '~/ui/cn';
import { Avatar } from './avatar';
import { DepartmentsHint } from './departments-hint';

export type DoctorCardData = Pick<
  Doctor,
  '_id' | 'name' | 'profileImage' | 'specialization' | 'department' | 'experience' | 'qualification'
>;

/** Spec section 3: photo or initials, specialisations, first department + '+N' with a tooltip, experience, education. */
export function DoctorCard({
  doctor,
  className,
  heading: Heading = 'h3',
}: {
  doctor: DoctorCardData;
  className?: string;
  /** The name's heading level: one below the section it sits in (h2 straight under the page's h1). */
  heading?: 'h2' | 'h3';
}) {
  const clinic = useClinicFacts();
  const { t } = useT();
  const departments = doctor.department.map((d) => departmentLabel(d, t));
  const [first, ...others] = departments;
  // Staff type these in, in either language: each says which (the page's may differ).
  const specializations = doctor.specialization.join(', ');
  return (
    <article className={cn('relative flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-6 shadow-sm', className)}>
      <div className="flex items-start gap-4">
        <Avatar name={doctor.name} src={doctor.profileImage} alt={t('site.doctor.photoAlt', { name: doctor.name })} size={80} />
        <div className="min-w-0">
          <Heading className="font-serif text-xl font-semibold text-brand-900">{doctor.name}</Heading>
          <p lang={textLocale(specializations)} className="mt-1 text-sm text-stone-700">
            {specializations}
          </p>
          <p className="mt-2 inline-flex rounded-full bg-earth-100 px-2.5 py-0.5 text-xs font-semibold text-earth-900">
            {t('site.doctor.experience', { years: doctor.experience })}
          </p>
        </div>
      </div>
      <dl className="mt-5 space-y-3 text-sm">
        {first && (
          <div className="flex gap-2">
            <dt>
              <Stethoscope className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="sr-only">{t('site.doctor.departments')}</span>
            </dt>
            <dd className="flex flex-wrap items-center gap-2 text-stone-800">
              <span>{first}</span>
              {others.length > 0 && (
                <DepartmentsHint
                  departments={departments}
                  label={`+${others.length}`}
                  name={t('site.doctor.moreDepartments', { count: others.length, list: others.join(', ') })}
                />
              )}
            </dd>
          </div>
        )}
        <div className="flex gap-2">
          <dt className="flex shrink-0 gap-2 font-semibold text-stone-900">
            <GraduationCap className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
            {t('site.doctor.education')}:
          </dt>
          <dd lang={textLocale(doctor.qualification)} className="text-stone-800">
            {doctor.qualification}
          </dd>
        </div>
      </dl>
      <div className="mt-auto flex gap-2 pt-6">
        <Link
          to={`/book-consultation?doctor=${encodeURIComponent(doctor._id)}`}
          className={buttonClasses('primary', 'sm', 'flex-1')}
          aria-label={t('site.doctor.bookWith', { name: doctor.name })}
        >
          {t('site.doctor.bookNow')}
        </Link>
        <a
          href={`tel:${clinic.phone}`}
          className={buttonClasses('outline', 'sm')}
          aria-label={t('site.doctor.callAbout', { name: doctor.name })}
        >
          <Phone className="h-4 w-4" aria-hidden="true" />
          {t('site.doctor.call')}
        </a>
      </div>
    </article>
  );
}
