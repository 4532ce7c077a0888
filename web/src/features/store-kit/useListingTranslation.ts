import { useEffect, useState } from 'react';
import { getJson } from '../../lib/api';

/**
 * Whether this site translates listings (its text-gen service has a model configured), asked
 * once when the page opens. Until the answer comes, and when the call fails, it is not offered.
 */
export function useListingTranslation(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    getJson('listingTranslation', { signal: controller.signal })
      .then((status) => setAvailable(status.available))
      .catch(() => setAvailable(false));
    return () => controller.abort();
  }, []);
  return available;
}
