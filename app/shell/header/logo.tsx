import { Link } from 'react-router';
import { useT } from '~/i18n/provider';

export function LogoMark({ className = 'h-9 w-9' }: { className?: string }) {
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="23" fill="#2f6b3f" />
      <path d="M24 38c-7-5-10-11-9-18 5 1 9 4 9 9 0-7 3-12 9-15 2 9-1 18-9 24z" fill="#a8c69f" />
      <path d="M24 38V22" stroke="#f6efe3" strokeWidth="1.6" strokeLinecap="round" />
      <circle cx="24" cy="12" r="2.4" fill="#e8d5b5" />
    </svg>
  );
}

export function Logo() {
  const { t } = useT();
  return (
    <Link to="/" className="flex items-center gap-2 rounded-md" aria-label={`${t('app.name')} – ${t('nav.home')}`}>
      <LogoMark />
      <span className="flex flex-col leading-tight">
        <span className="font-serif text-lg font-semibold text-brand-900">{t('app.name')}</span>
        <span className="hidden text-xs text-stone-600 sm:block xl:hidden 2xl:block">{t('app.tagline')}</span>
      </span>
    </Link>
  );
}
