import { Dialog } from 'radix-ui';
import { X } from '~/ui/icons';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/provider';

/** A centred dialog with a title, a description and a close button (Radix: focus trap, Escape). */
export function ProfileDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[min(32rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl sm:p-7">
          <div className="mb-2 flex items-start justify-between gap-4">
            <Dialog.Title className="font-serif text-2xl font-semibold text-brand-900">{title}</Dialog.Title>
            <Dialog.Close className="-mr-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-stone-100" aria-label={t('common.close')}>
              <X className="h-5 w-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mb-5 text-sm text-stone-700">{description}</Dialog.Description>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export const fieldClass =
  'h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-stone-900 shadow-sm outline-none focus:border-brand-700 focus:ring-2 focus:ring-brand-700/40 aria-[invalid=true]:border-red-600 read-only:bg-stone-100';
