import { useEffect } from 'react';

/**
 * While a modal is open the page behind it does not scroll. (A <dialog> opened with
 * showModal() already makes that page inert; scrolling is the part the browser leaves on.)
 */
export function usePageScrollLock(): void {
  useEffect(() => {
    document.body.classList.add('is-modal-open');
    return () => document.body.classList.remove('is-modal-open');
  }, []);
}
