import { useEffect } from 'react';

/**
 * While a modal is open, the page behind it is inert (no focus, no clicks, hidden from
 * assistive technology) and does not scroll. The modal itself must render outside #root.
 */
export function useModalIsolation(): void {
  useEffect(() => {
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    document.body.classList.add('is-modal-open');
    return () => {
      app?.removeAttribute('inert');
      document.body.classList.remove('is-modal-open');
    };
  }, []);
}
