import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { LIMITS } from '@core/constants';
import { useStaticPage } from '~/shell/static-page';
import { cn } from '~/ui/cn';

/** When another dropdown closed this recently, the next one opens at once (menu skip delay). */
let lastClosedAt = 0;

/**
 * Open state of one dropdown: set at once or after a delay, closed on navigation, on a pointer
 * press outside `root`, and on Escape (focus back to `button`).
 */
function useDisclosure(root: RefObject<HTMLDivElement | null>, button: RefObject<HTMLButtonElement | null>) {
  const [open, setOpen] = useState(false);
  const timer = useRef<number | undefined>(undefined);
  const { pathname } = useLocation();

  const set = (value: boolean) => {
    window.clearTimeout(timer.current);
    if (!value) lastClosedAt = Date.now();
    setOpen(value);
  };
  const later = (value: boolean, ms: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => set(value), ms);
  };

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) set(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      set(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, root, button]);

  return { open, set, later };
}

/**
 * A disclosure dropdown for site navigation (WAI "disclosure navigation" pattern): a button with
 * aria-expanded that shows a panel of links. Opens on click, Enter or Space, and on mouse hover
 * after the menu delay; closes on Escape (focus back to the button), on a click or focus outside,
 * and on navigation. A few lines instead of a menu library keep the first-load JavaScript small.
 */
export function NavDropdown({
  label,
  buttonClassName,
  panelClassName,
  buttonLabel,
  children,
}: {
  label: ReactNode;
  buttonClassName: string;
  panelClassName: string;
  /** Accessible name when the visible label is not enough. */
  buttonLabel?: string;
  children: ReactNode;
}) {
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { open, set, later } = useDisclosure(root, button);
  // A page without JavaScript: a <details>, opened by click, Enter or Space; its one script closes
  // it on Escape or a press outside (app/shell/static-page.tsx).
  if (useStaticPage())
    return (
      <details data-menu className="group relative">
        <summary aria-label={buttonLabel} className={cn(buttonClassName, 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
          {label}
        </summary>
        <div className={panelClassName}>{children}</div>
      </details>
    );

  return (
    <div
      ref={root}
      className="relative"
      onPointerEnter={(event) => {
        if (event.pointerType !== 'mouse') return;
        later(true, Date.now() - lastClosedAt < LIMITS.navSkipDelayMs ? 0 : LIMITS.navHoverDelayMs);
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') later(false, LIMITS.navCloseDelayMs);
      }}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) set(false);
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={buttonLabel}
        data-state={open ? 'open' : 'closed'}
        className={buttonClassName}
        onClick={() => set(!open)}
      >
        {label}
      </button>
      {/* Rendered only while open, so closed menus add nothing to the page's text or tab order. */}
      {open && (
        <div id={panelId} className={panelClassName}>
          {children}
        </div>
      )}
    </div>
  );
}
