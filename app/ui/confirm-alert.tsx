import { Button } from './button';
import { Dialog, type DialogProps } from './dialog';

/** A question before an action that cannot be undone: 'keep' closes, 'confirm' runs `onConfirm`. */
export function ConfirmAlert(
  props: Pick<DialogProps, 'open' | 'onOpenChange' | 'title' | 'description' | 'className' | 'titleClassName' | 'descriptionClassName'> & {
    keepLabel: string;
    confirmLabel: string;
    busy?: boolean;
    onConfirm: () => void;
  },
) {
  const { keepLabel, confirmLabel, busy, onConfirm, ...dialog } = props;
  return (
    <Dialog
      {...dialog}
      role="alertdialog"
      closeButton={false}
      footer={
        <>
          <Button variant="outline" onClick={() => props.onOpenChange(false)}>
            {keepLabel}
          </Button>
          <Button variant="danger" disabled={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </>
      }
    />
  );
}
