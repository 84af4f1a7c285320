import { Menu, X } from '~/ui/icons';
import { useState } from 'react';
import { useT } from '~/i18n/provider';
import { deferred } from '~/ui/deferred';
import { useStaticPage } from '~/shell/static-page';

/**
 * The slide-in menu of small screens: the button, and the sheet (the app's one Dialog, a native
 * modal <dialog>) whose code loads after the first paint, as it shows only after a tap.
 */
const MobileMenuSheet = deferred(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet));

/** The same links in the panel of a page without JavaScript (rendered by the server only). */
const MobileMenuLinks = deferred(() => import('./mobile-menu-links').then((m) => m.MobileMenuLinks));

const BUTTON = 'inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 xl:hidden';

export function MobileMenu() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  if (useStaticPage()) return <StaticMobileMenu />;

  return (
    <>
      <button
        type="button"
        className={BUTTON}
        aria-label={t('nav.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <Menu className="h-6 w-6" aria-hidden="true" />
      </button>
      <MobileMenuSheet open={open} onOpenChange={setOpen} />
    </>
  );
}

/**
 * A page without JavaScript: a <details> whose summary is the menu button (a cross while open) and
 * whose panel drops below the header, down to the bottom of the window. Escape or a press outside
 * closes it (the page's one script: app/shell/static-page.tsx).
 */
function StaticMobileMenu() {
  const { t } = useT();
  return (
    <details data-menu className="group xl:hidden">
      <summary className={`${BUTTON} cursor-pointer list-none [&::-webkit-details-marker]:hidden`} aria-label={t('nav.mainMenu')}>
        <Menu className="h-6 w-6 group-open:hidden" aria-hidden="true" />
        <X className="hidden h-6 w-6 group-open:block" aria-hidden="true" />
      </summary>
      <div className="absolute inset-x-0 top-full flex max-h-[calc(100dvh-4rem)] flex-col lg:max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-stone-200 bg-white shadow-2xl sm:left-auto sm:w-[22rem]">
        <MobileMenuLinks close={() => undefined} />
      </div>
    </details>
  );
}
