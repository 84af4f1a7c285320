import { useEffect, useRef, useState, type MouseEvent } from 'react';

/**
 * A native modal <dialog> opened by a button, without a dialog library: the browser makes the page
 * behind inert (focus stays inside) and closes it on Escape; this locks page scroll while it is
 * open, closes it on a click on the backdrop and gives focus back to the button.
 *
 *   const sheet = useModalDialog();
 *   <button ref={sheet.trigger} aria-haspopup="dialog" aria-expanded={sheet.open} onClick={sheet.show}>...</button>
 *   {sheet.open && <dialog {...sheet.dialogProps} aria-labelledby={titleId}>... <button onClick={sheet.close}>...</dialog>}
 */
export function useModalDialog() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    if (!open) return;
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previous;
    };
  }, [open]);

  // Closing the native dialog first makes the page behind usable again, then focus can return.
  const close = () => dialog.current?.close();
  return {
    open,
    show: () => setOpen(true),
    close,
    trigger,
    dialogProps: {
      ref: dialog,
      onClose: () => {
        setOpen(false);
        trigger.current?.focus();
      },
      // A click on the backdrop lands on the <dialog> itself.
      onClick: (event: MouseEvent<HTMLDialogElement>) => {
        if (event.target === event.currentTarget) close();
      },
    },
  };
}
