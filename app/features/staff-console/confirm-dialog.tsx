import type { ReactNode } from 'react';
import { useT } from '~/i18n/provider';
import { Button } from '~/ui/button';
import { Dialog } from '~/ui/dialog';

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
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={description}
      closeButton={false}
      className="max-w-md sm:p-5"
      titleClassName="font-sans text-lg"
      descriptionClassName="mt-2"
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={() => onOpenChange(false)}>
            {t('staff.keep')}
          </Button>
          <Button type="submit" variant={danger ? 'danger' : 'primary'} disabled={busy}>
            {confirmLabel ?? t('staff.yesDoIt')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
