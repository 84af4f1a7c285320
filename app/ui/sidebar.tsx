/**
 * A shadcn-style collapsible sidebar: open state kept in the `sidebar_state` cookie for 7 days
 * (read by the loader so the server renders the same state), Ctrl/Cmd+B toggles it, 16rem wide
 * on desktop, 3rem when collapsed, and an 18rem sheet below the 768 px breakpoint.
 */
import { Dialog } from './dialog';
import { PanelLeft } from '~/ui/icons';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type CSSProperties, type ReactNode } from 'react';
import { LIMITS, SIDEBAR_COOKIE } from '@core/constants';
import { cn } from './cn';

const COOKIE_MAX_AGE = 60 * 60 * 24 * 7;
const SIDEBAR_WIDTH = '16rem';
const SIDEBAR_WIDTH_MOBILE = '18rem';
const SIDEBAR_WIDTH_ICON = '3rem';

/** The open state stored in a Cookie header (default open). */
export function sidebarOpenFromCookie(cookieHeader: string | null): boolean {
  const match = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${SIDEBAR_COOKIE}=([^;]*)`));
  return match?.[1] !== 'false';
}

interface SidebarState {
  open: boolean;
  setOpen: (open: boolean) => void;
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

function useSidebar(): SidebarState {
  const value = useContext(SidebarContext);
  if (!value) throw new Error('useSidebar() needs a <SidebarProvider>');
  return value;
}

function useIsMobile() {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(`(max-width: ${LIMITS.mobileBreakpointPx - 1}px)`);
    const update = () => setMobile(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return mobile;
}

export function SidebarProvider({ defaultOpen, children, className }: { defaultOpen: boolean; children: ReactNode; className?: string }) {
  const [open, setOpenState] = useState(defaultOpen);
  const [openMobile, setOpenMobile] = useState(false);
  const isMobile = useIsMobile();

  const setOpen = useCallback((value: boolean) => {
    setOpenState(value);
    document.cookie = `${SIDEBAR_COOKIE}=${value}; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`;
  }, []);
  const toggle = useCallback(() => (isMobile ? setOpenMobile((v) => !v) : setOpen(!open)), [isMobile, open, setOpen]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'b' && (event.metaKey || event.ctrlKey) && !event.altKey && !event.shiftKey) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  const value = useMemo(
    () => ({ open, setOpen, openMobile, setOpenMobile, isMobile, toggle }),
    [open, setOpen, openMobile, isMobile, toggle],
  );
  const style = {
    '--sidebar-width': SIDEBAR_WIDTH,
    '--sidebar-width-mobile': SIDEBAR_WIDTH_MOBILE,
    '--sidebar-width-icon': SIDEBAR_WIDTH_ICON,
  } as CSSProperties;
  return (
    <SidebarContext.Provider value={value}>
      <div className={cn('flex w-full', className)} style={style} data-sidebar-state={open ? 'expanded' : 'collapsed'}>
        {children}
      </div>
    </SidebarContext.Provider>
  );
}

/**
 * The sidebar itself. `children` gets `collapsed` so items can show only their icon.
 * On small screens the same content appears in a sheet opened by the trigger.
 */
export function Sidebar({ id, label, children }: { id: string; label: string; children: (collapsed: boolean) => ReactNode }) {
  const { open, openMobile, setOpenMobile } = useSidebar();
  return (
    <>
      <aside
        id={id}
        aria-label={label}
        data-state={open ? 'expanded' : 'collapsed'}
        className={cn(
          'sticky top-16 hidden h-[calc(100vh-4rem)] shrink-0 overflow-y-auto overflow-x-hidden border-r border-stone-200 bg-white transition-[width] duration-200 md:block lg:top-20 lg:h-[calc(100vh-5rem)]',
          open ? 'w-[var(--sidebar-width)]' : 'w-[var(--sidebar-width-icon)]',
        )}
      >
        {children(!open)}
      </aside>
      <Dialog
        open={openMobile}
        onOpenChange={setOpenMobile}
        title={label}
        placement="left"
        className="w-72 max-w-[88vw] open:flex open:flex-col md:hidden"
        headerClassName="items-center border-b border-stone-200 py-3 pl-4 pr-5"
        titleClassName="text-lg"
      >
        <div className="flex-1 overflow-y-auto" onClickCapture={(e) => (e.target as HTMLElement).closest('a') && setOpenMobile(false)}>
          {children(false)}
        </div>
      </Dialog>
    </>
  );
}

export function SidebarTrigger({
  controls,
  label,
  hint,
  className,
}: {
  controls: string;
  label: string;
  hint?: string;
  className?: string;
}) {
  const { toggle, open, openMobile, isMobile } = useSidebar();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-controls={controls}
      aria-expanded={isMobile ? openMobile : open}
      aria-label={label}
      title={hint ? `${label} (${hint})` : label}
      className={cn(
        'inline-flex h-10 w-10 items-center justify-center rounded-lg text-brand-900 ring-1 ring-stone-200 hover:bg-brand-50',
        className,
      )}
    >
      <PanelLeft className="h-5 w-5" aria-hidden="true" />
    </button>
  );
}
