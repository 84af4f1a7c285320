/**
 * The one modal dialog of the app: a native `<dialog>` opened with showModal(). The browser puts it
 * in the top layer, makes the page behind inert (focus stays inside) and closes it on Escape; this
 * adds the title and description wiring, a close button, a footer, page-scroll lock, a click on the
 * backdrop to close, and focus back to where it was.
 *
 * Why native and not Radix Dialog (Radix stays the library for tabs, popovers and the like): the
 * mobile menu is in the shell of every page, and `/` is at ~119 of its 120 KiB first-load budget;
 * Radix Dialog costs ~12 KiB gzip there, the native element nothing. One primitive for all, so the
 * small-screen sheets and the centred dialogs behave alike.
 *
 *   <Dialog open={open} onOpenChange={setOpen} title={...} description={...} footer={<Button .../>}>...</Dialog>
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '~/i18n/provider';
import { cn } from './cn';
import { X } from './icons';
import { useHydrated } from './use-hydrated';

/** Where the panel sits: centred (the default) or a sheet along the left or right edge (its width from `className`). */
const PLACEMENTS = {
  center:
    'm-auto max-h-[90vh] w-[calc(100%-1rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-5 shadow-xl backdrop:bg-black/50 sm:w-full sm:p-6',
  left: 'fixed inset-y-0 left-0 right-auto m-0 h-full max-h-none overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-black/40',
  right: 'fixed inset-y-0 left-auto right-0 m-0 h-full max-h-none overflow-y-auto bg-white p-0 shadow-2xl backdrop:bg-black/40',
} as const;

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** Read out with the title; omit it when the content speaks for itself. */
  description?: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom (right-aligned; stacked on a phone). */
  footer?: ReactNode;
  /** 'alertdialog' for a question before an action that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  /** The close button in the corner (on by default), and its name ('Close' unless given). */
  closeButton?: boolean;
  closeLabel?: string;
  placement?: keyof typeof PLACEMENTS;
  className?: string;
  titleClassName?: string;
  descriptionClassName?: string;
  /** The header row (title and close button) of a sheet has its own padding and rule. */
  headerClassName?: string;
  /** The id of a description placed in the content (instead of `description`). */
  describedBy?: string;
}

/**
 * Opens the element as a modal while `open`; locks page scroll; gives focus back on close. Escape
 * (the browser closes the element) and a click on the backdrop call `dismiss`.
 */
function useShowModal(open: boolean, dismiss: () => void) {
  const ref = useRef<HTMLDialogElement>(null);
  const onDismiss = useRef(dismiss);
  onDismiss.current = dismiss;
  useEffect(() => {
    const element = ref.current;
    if (!open || !element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const onClose = () => onDismiss.current();
    const onClick = (event: MouseEvent) => {
      // The backdrop belongs to the element: a click on it is one outside the element's box.
      const box = element.getBoundingClientRect();
      const outside = event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
      if (event.target === element && outside) onDismiss.current();
    };
    element.addEventListener('close', onClose);
    element.addEventListener('click', onClick);
    if (!element.open) element.showModal();
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      element.removeEventListener('close', onClose);
      element.removeEventListener('click', onClick);
      document.body.style.overflow = previous;
      if (element.open) element.close();
      opener?.focus();
    };
  }, [open]);
  return ref;
}

export function Dialog(props: DialogProps) {
  const { open, onOpenChange, title, description, children, footer, role = 'dialog', closeButton = true, placement = 'center' } = props;
  const { t } = useT();
  const id = useId();
  const hydrated = useHydrated();
  const ref = useShowModal(open && hydrated, () => onOpenChange(false));
  if (!open || !hydrated) return null;
  return createPortal(
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : props.describedBy}
      className={cn(PLACEMENTS[placement], 'text-stone-900', props.className)}
    >
      <div className={cn('flex items-start justify-between gap-4', props.headerClassName)}>
        <h2 id={`${id}-title`} className={cn('font-serif text-2xl font-semibold text-brand-900', props.titleClassName)}>
          {title}
        </h2>
        {closeButton ? (
          <button
            type="button"
            className="-mr-2 -mt-2 inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-full hover:bg-stone-100"
            aria-label={props.closeLabel ?? t('common.close')}
            onClick={() => onOpenChange(false)}
          >
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        ) : null}
      </div>
      {description ? (
        <div id={`${id}-description`} className={cn('mt-1 text-stone-700', props.descriptionClassName)}>
          {description}
        </div>
      ) : null}
      {children}
      {footer ? <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">{footer}</div> : null}
    </dialog>,
    document.body,
  );
}
