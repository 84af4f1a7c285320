import { useEffect, useId, useRef, useState } from 'react';

/** Spec section 9: within 300 ms of one hint closing, the next opens at once (app.css reads `data-tip-skip`). */
const SKIP_DELAY_MS = 300;
const OPEN_DELAY_MS = 700;
/** The open tooltip keeps this far from the window's edges. */
const EDGE_PX = 8;
let skipTimer: ReturnType<typeof setTimeout> | undefined;
function skipNextDelay() {
  document.documentElement.dataset.tipSkip = '';
  clearTimeout(skipTimer);
  skipTimer = setTimeout(() => delete document.documentElement.dataset.tipSkip, SKIP_DELAY_MS);
}

/**
 * The '+N' button of a doctor card and its tooltip listing every department (spec section 3).
 * CSS shows it on hover or keyboard focus after the spec's 700 ms (app.css; at once within 300 ms
 * of another closing); Escape hides it until the pointer or focus leaves. No Radix/Popper: the
 * tooltip sits above the button, centred on it, and has no box while closed (app.css), so a card at
 * the window's edge does not make the page wider; when it opens, `place` moves it sideways as far
 * as it takes to stay inside its card and the window (the arrow stays on the button).
 */
export function DepartmentsHint({ departments, label, name }: { departments: string[]; label: string; name: string }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const hovered = useRef(false);
  const openedAt = useRef(0);
  const tip = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (dismissed) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && hovered.current) setDismissed(true);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [dismissed]);

  const open = () => {
    if (!hovered.current) openedAt.current = 'tipSkip' in document.documentElement.dataset ? 0 : Date.now();
    hovered.current = true;
    // The next frame: the tooltip has its box by then (:hover or :focus-visible), still invisible.
    requestAnimationFrame(() => place(tip.current));
  };
  const close = () => {
    // Only a tooltip that was showing starts the skip window.
    if (hovered.current && !dismissed && Date.now() - openedAt.current >= OPEN_DELAY_MS) skipNextDelay();
    hovered.current = false;
    setDismissed(false);
  };

  return (
    <span
      className="group/tip relative inline-flex"
      data-tip
      onPointerEnter={open}
      onPointerLeave={close}
      onFocus={open}
      onBlur={close}
      data-dismissed={dismissed || undefined}
    >
      <button
        type="button"
        className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200 hover:bg-brand-100"
        aria-label={name}
        aria-describedby={id}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDismissed(true);
        }}
      >
        {label}
      </button>
      <span
        ref={tip}
        role="tooltip"
        id={id}
        className="departments-tip pointer-events-none absolute bottom-full left-1/2 z-50 mb-2 w-max max-w-64 translate-x-[calc(var(--tip-shift,0px)-50%)] rounded-lg bg-brand-900 px-3 py-2 text-xs text-white shadow-lg"
      >
        <span className="block space-y-0.5">
          {departments.map((d) => (
            <span key={d} className="block">
              {d}
            </span>
          ))}
        </span>
        <span
          aria-hidden="true"
          className="absolute top-full left-1/2 translate-x-[calc(-50%-var(--tip-shift,0px))] border-x-[6px] border-t-[6px] border-x-transparent border-t-brand-900"
        />
      </span>
    </span>
  );
}

/** Shifts an open tooltip sideways into its card and the window (`--tip-shift`, which the arrow undoes). */
function place(tooltip: HTMLElement | null) {
  if (!tooltip) return;
  tooltip.style.removeProperty('--tip-shift');
  const box = tooltip.getBoundingClientRect();
  if (box.width === 0) return; // closed again
  const card = tooltip.closest('article')?.getBoundingClientRect();
  const left = Math.max(EDGE_PX, card?.left ?? 0);
  const right = Math.min(document.documentElement.clientWidth - EDGE_PX, card?.right ?? Infinity);
  const shift = box.left < left ? left - box.left : box.right > right ? right - box.right : 0;
  if (shift !== 0) tooltip.style.setProperty('--tip-shift', `${Math.round(shift)}px`);
}
