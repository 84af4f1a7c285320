import { Link } from 'react-router';
import { clinic } from '@core/clinic';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';

export function meta() {
  return [{ title: `${clinic.name} | Ayurvedic Clinic & Panchakarma Centre in Raipur` }];
}

export default function Home() {
  const { t } = useT();
  return (
    <section id="home" className="mx-auto max-w-7xl px-4 py-16 lg:px-6">
      <h1 className="font-serif text-4xl font-semibold text-brand-900 sm:text-5xl">{t('app.name')}</h1>
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/book-consultation" className={buttonClasses('primary', 'lg')}>{t('nav.bookConsultation')}</Link>
        <a href={`tel:${clinic.phone}`} className={buttonClasses('outline', 'lg')}>{t('common.callNow')}</a>
      </div>
    </section>
  );
}
