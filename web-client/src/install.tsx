import { useEffect } from 'react';
import { useToast } from './ui';

/**
 * Registers the service worker that keeps the app shell for offline use, and offers a reload when
 * a new build has been deployed (the new worker waits until the user chooses).
 */
export function useServiceWorker(): void {
  const toast = useToast();
  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let reloading = false;
    const onControllerChange = () => {
      if (!reloading) {
        reloading = true;
        location.reload();
      }
    };
    const offer = (worker: ServiceWorker) =>
      toast({
        text: 'A new version of Timekeeper is ready.',
        seconds: 600,
        action: {
          label: 'Reload',
          run: () => {
            navigator.serviceWorker.addEventListener('controllerchange', onControllerChange);
            worker.postMessage('skip-waiting');
          },
        },
      });
    navigator.serviceWorker
      .register('/web/sw.js', { scope: '/web/' })
      .then((registration) => {
        if (registration.waiting && navigator.serviceWorker.controller) offer(registration.waiting);
        registration.addEventListener('updatefound', () => {
          const worker = registration.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed' && navigator.serviceWorker.controller) offer(worker);
          });
        });
        // A long-open tab still hears of a deploy.
        setInterval(() => {
          void registration.update().catch(() => undefined);
        }, 30 * 60_000);
      })
      .catch(() => undefined);
    // toast is stable (one per Toasts provider): the worker is registered once.
  }, [toast]);
}
