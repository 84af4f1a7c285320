import { Dialog } from '~/ui/dialog';
import { useT } from '~/i18n/provider';
import { MobileMenuLinks } from './mobile-menu-links';

/** The mobile menu's sheet: the site's sections, then the account links. */
export function MobileMenuSheet({ open, onOpenChange: setOpen }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useT();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('nav.mainMenu')}
      placement="right"
      closeLabel={t('nav.closeMenu')}
      className="w-[min(22rem,88vw)] max-w-none open:flex open:flex-col"
      headerClassName="items-center border-b border-stone-200 py-3 pl-4 pr-5"
      titleClassName="text-lg"
    >
      <MobileMenuLinks close={() => setOpen(false)} />
    </Dialog>
  );
}
