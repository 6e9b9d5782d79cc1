import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';

export interface Toast {
  id: number;
  text: string;
  /** A toast of a kind replaces the one of that kind on screen: three entries added in a row leave one "Added on …". */
  kind?: string;
  action?: { label: string; run: () => void | Promise<void> };
  seconds?: number;
  tone?: 'error' | 'info';
}
const ToastContext = createContext<(toast: Omit<Toast, 'id'>) => void>(() => {});
export const useToast = () => useContext(ToastContext);

let nextToast = 1;

/**
 * Messages at the bottom of the screen, in one polite live region, each gone after its seconds. The
 * page keeps room below its content for them (the --toasts-space padding), so whatever they cover
 * can be scrolled above them.
 */
export function Toasts({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const dismiss = useCallback((id: number) => setToasts((all) => all.filter((t) => t.id !== id)), []);
  const show = useCallback(
    (toast: Omit<Toast, 'id'>) => {
      const id = nextToast++;
      setToasts((all) => [...all.filter((t) => toast.kind === undefined || t.kind !== toast.kind), { ...toast, id }]);
      setTimeout(() => dismiss(id), (toast.seconds ?? 6) * 1000);
    },
    [dismiss],
  );
  const region = useRef<HTMLDivElement>(null);
  useReservedSpace(region);
  return (
    <ToastContext.Provider value={show}>
      {children}
      <div ref={region} className="toasts" role="status" aria-live="polite">
        {toasts.map((toast) => (
          <div key={toast.id} className={`toast ${toast.tone ?? 'info'}`}>
            <span>{toast.text}</span>
            {toast.action && (
              <button
                type="button"
                onClick={() => {
                  dismiss(toast.id);
                  void toast.action!.run();
                }}
              >
                {toast.action.label}
              </button>
            )}
            <button type="button" className="plain" aria-label="Dismiss" onClick={() => dismiss(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

/** Keeps the height of the toasts (and their distance from the bottom) as --toasts-space on the page. */
function useReservedSpace(region: { current: HTMLElement | null }): void {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.offsetHeight;
      const bottom = parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty('--toasts-space', `${height > 0 ? height + 2 * bottom : 0}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toasts-space');
    };
  }, [region]);
}

/** The product's name: the brand in the header, the sign-in page and the tab title. */
export const PRODUCT = 'Timekeeper';

/** Client-side routes under /web/ (the server answers index.html for any extensionless path). */
export function useRoute(): [string, (path: string, replace?: boolean) => void] {
  const read = () => location.pathname.replace(/^\/web\/?/, '').replace(/\/$/, '') || 'time';
  const [route, setRoute] = useState(read);
  useEffect(() => {
    const onPop = () => setRoute(read());
    addEventListener('popstate', onPop);
    return () => removeEventListener('popstate', onPop);
  }, []);
  const go = useCallback((path: string, replace = false) => {
    if (replace) history.replaceState(null, '', `/web/${path}`);
    else history.pushState(null, '', `/web/${path}`);
    setRoute(path.split('?')[0]);
  }, []);
  return [route, go];
}

/** A link to another page of the app (no reload). */
export function PageLink({ path, children }: { path: string; children: ReactNode }) {
  return (
    <a
      href={`/web/${path}`}
      onClick={(e) => {
        e.preventDefault();
        history.pushState(null, '', `/web/${path}`);
        dispatchEvent(new PopStateEvent('popstate'));
      }}
    >
      {children}
    </a>
  );
}

export function ErrorText({ error }: { error: string | null }) {
  return error ? (
    <p className="error" role="alert">
      {error}
    </p>
  ) : null;
}

/** Asks before a destructive step: a small dialog with the question, Cancel and the action. */
export function Confirm({
  text,
  action,
  onConfirm,
  onCancel,
}: {
  text: string;
  action: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  // The button that asked (focused while this first renders, before the action takes focus): the
  // keyboard goes back to it when the question closes and it is still there (Cancel, Escape).
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  useEffect(
    () => () => {
      if (opener?.isConnected && (document.activeElement === document.body || document.activeElement === null)) opener.focus();
    },
    [opener],
  );
  return (
    <div
      className="confirm"
      role="alertdialog"
      aria-label={text}
      aria-modal="false"
      onKeyDown={(e) => {
        if (e.key === 'Escape') {
          e.preventDefault();
          onCancel();
        }
      }}
    >
      <span>{text}</span>
      <button type="button" className="danger-solid" autoFocus onClick={onConfirm}>
        {action}
      </button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
}
