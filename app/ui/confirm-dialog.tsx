import type { ReactNode } from 'react';
import { useT } from '~/i18n/provider';
import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

/**
 * The one question before an action that cannot be undone (docs/decisions/0048-one-form-approach.md),
 * on the app's one dialog (`Dialog`: native, focus kept inside, Escape and the backdrop close it):
 * the title and text, fields the action needs (`children`: a reason, a UTR), 'keep' that closes
 * and 'confirm' that runs `onConfirm` (Enter in a field too). `danger` paints the confirm red;
 * `alert` makes it an alertdialog (a patient's cancellations, replacing a programme), red too.
 */
export function ConfirmDialog({
  children,
  keepLabel,
  confirmLabel,
  danger,
  alert,
  busy,
  onConfirm,
  className = 'max-w-md sm:p-5',
  titleClassName = 'font-sans text-lg',
  descriptionClassName = 'mt-2',
  ...dialog
}: Pick<DialogProps, 'open' | 'onOpenChange' | 'title' | 'description' | 'className' | 'titleClassName' | 'descriptionClassName'> & {
  children?: ReactNode;
  /** Default 'Keep it' (common.keep). */
  keepLabel?: string;
  /** Default 'Yes, go ahead' (common.yesDoIt). */
  confirmLabel?: string;
  danger?: boolean;
  /** The alertdialog role, and the confirm red. */
  alert?: boolean;
  busy?: boolean;
  onConfirm: () => void;
}) {
  const { t } = useT();
  return (
    <Dialog
      {...dialog}
      role={alert ? 'alertdialog' : 'dialog'}
      closeButton={false}
      className={className}
      titleClassName={titleClassName}
      descriptionClassName={descriptionClassName}
    >
      <form
        className="mt-4 space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          onConfirm();
        }}
      >
        {children}
        <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={() => dialog.onOpenChange(false)}>
            {keepLabel ?? t('common.keep')}
          </Button>
          <Button type="submit" variant={danger || alert ? 'danger' : 'primary'} disabled={busy}>
            {confirmLabel ?? t('common.yesDoIt')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
