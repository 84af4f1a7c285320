import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';

/** A modal that asks before an action that cannot be undone; children add fields (reason, UTR). */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  confirmLabel,
  danger,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useT();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-5 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-brand-900">{title}</Dialog.Title>
          {description ? <Dialog.Description className="mt-2 text-stone-700">{description}</Dialog.Description> : <Dialog.Description className="sr-only">{title}</Dialog.Description>}
          <form
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              onConfirm();
            }}
          >
            {children}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <Button variant="ghost">{t('staff.keep')}</Button>
              </Dialog.Close>
              <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
                {confirmLabel ?? t('staff.yesDoIt')}
              </Button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
