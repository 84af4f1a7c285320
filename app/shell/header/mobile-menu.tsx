import { Menu } from '~/ui/icons';
import { useState } from 'react';
import { useT } from '~/i18n/provider';
import { deferred } from '~/ui/deferred';

/**
 * The slide-in menu of small screens: the button, and the sheet (the app's one Dialog, a native
 * modal <dialog>) whose code loads after the first paint, as it shows only after a tap.
 */
const MobileMenuSheet = deferred(() => import('./mobile-menu-sheet').then((m) => m.MobileMenuSheet));

export function MobileMenu() {
  const { t } = useT();
  const [open, setOpen] = useState(false);

  return (
    <>
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-full text-brand-900 hover:bg-brand-50 xl:hidden"
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
