import { useEffect, useId, useRef, useState } from 'react';

/** Spec section 9: within 300 ms of one hint closing, the next opens at once (app.css reads `data-tip-skip`). */
const SKIP_DELAY_MS = 300;
const OPEN_DELAY_MS = 700;
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
 * tooltip sits above the button, inside the card, so it needs no positioning library.
 */
export function DepartmentsHint({ departments, label, name }: { departments: string[]; label: string; name: string }) {
  const id = useId();
  const [dismissed, setDismissed] = useState(false);
  const hovered = useRef(false);
  const openedAt = useRef(0);

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
  };
  const close = () => {
    // Only a tooltip that was showing starts the skip window.
    if (hovered.current && !dismissed && Date.now() - openedAt.current >= OPEN_DELAY_MS) skipNextDelay();
    hovered.current = false;
    setDismissed(false);
  };

  return (
    <span className="group/tip relative inline-flex" onPointerEnter={open} onPointerLeave={close} onFocus={open} onBlur={close} data-dismissed={dismissed || undefined}>
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
        role="tooltip"
        id={id}
        className="departments-tip pointer-events-none invisible absolute bottom-full left-1/2 z-50 mb-2 w-max max-w-64 -translate-x-1/2 rounded-lg bg-brand-900 px-3 py-2 text-xs text-white opacity-0 shadow-lg transition-[opacity,visibility] duration-150 group-hover/tip:visible group-hover/tip:opacity-100 group-has-[:focus-visible]/tip:visible group-has-[:focus-visible]/tip:opacity-100 group-data-[dismissed]/tip:hidden motion-reduce:duration-0"
      >
        <span className="block space-y-0.5">
          {departments.map((d) => (
            <span key={d} className="block">
              {d}
            </span>
          ))}
        </span>
        <span aria-hidden="true" className="absolute top-full left-1/2 -translate-x-1/2 border-x-[6px] border-t-[6px] border-x-transparent border-t-brand-900" />
      </span>
    </span>
  );
}
