import { CalendarPlus, Phone } from '~/ui/icons';
import { Link } from 'react-router';
import { useClinicFacts } from '~/shell/clinic-facts';
import { bookingCta } from '@content/home';
import { useT } from '~/i18n/provider';
import { buttonClasses } from '~/ui/button';

export function BookingCta() {
  const clinic = useClinicFacts();
  const { l } = useT();
  return (
    <section id="contact" aria-labelledby="cta-title" className="scroll-mt-24 bg-earth-50 py-16 sm:py-20">
      <div className="mx-auto max-w-5xl px-4 lg:px-6">
        <div className="relative overflow-hidden rounded-[2rem] bg-brand-800 px-6 py-12 text-center text-white shadow-xl sm:px-12">
          <div aria-hidden="true" className="pointer-events-none absolute -right-16 -top-16 h-56 w-56 rounded-full bg-brand-600/50" />
          <div aria-hidden="true" className="pointer-events-none absolute -bottom-20 -left-10 h-56 w-56 rounded-full bg-earth-500/30" />
          <h2 id="cta-title" className="relative font-serif text-3xl font-semibold sm:text-4xl">
            {l(bookingCta.heading)}
          </h2>
          <p className="relative mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-brand-50">{l(bookingCta.text)}</p>
          <div className="relative mt-8 flex flex-wrap justify-center gap-3">
            <Link to="/book-consultation" className={buttonClasses('onDark', 'lg')}>
              <CalendarPlus className="h-5 w-5" aria-hidden="true" />
              {l(bookingCta.button)}
            </Link>
            <a href={`tel:${clinic.phone}`} className={buttonClasses('outlineOnDark', 'lg')}>
              <Phone className="h-5 w-5" aria-hidden="true" />
              {clinic.phoneDisplay}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
