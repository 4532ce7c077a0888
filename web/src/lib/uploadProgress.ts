/** How one HTTP exchange is carried out; `signal` aborts it (timeouts and the caller's cancel). */
export type Transport = (
  url: string,
  init: RequestInit,
  signal: AbortSignal,
) => Promise<{ status: number; ok: boolean; text: string }>;

export const fetchTransport: Transport = async (url, init, signal) => {
  const response = await fetch(url, { ...init, signal });
  return { status: response.status, ok: response.ok, text: await response.text() };
};

export type UploadProgress = { phase: 'uploading'; loaded: number; total: number } | { phase: 'processing' };

/**
 * XMLHttpRequest, because fetch cannot report upload progress: a 30 MB batch of screenshots
 * takes long enough on a slow uplink that the visitor needs to see it moving.
 */
export function xhrTransport(onProgress: (progress: UploadProgress) => void): Transport {
  return (url, init, signal) =>
    new Promise((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? 'GET', url);
      for (const [name, value] of Object.entries((init.headers ?? {}) as Record<string, string>))
        xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) =>
        onProgress({ phase: 'uploading', loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
      xhr.upload.onload = () => onProgress({ phase: 'processing' });
      xhr.onload = () => resolve({ status: xhr.status, ok: xhr.status >= 200 && xhr.status < 300, text: xhr.responseText });
      xhr.onerror = () => reject(new TypeError('Network request failed'));
      const abort = () => {
        xhr.abort();
        reject(signal.reason ?? new DOMException('Aborted', 'AbortError'));
      };
      if (signal.aborted) return abort();
      signal.addEventListener('abort', abort, { once: true });
      xhr.onloadend = () => signal.removeEventListener('abort', abort);
      xhr.send(init.body as XMLHttpRequestBodyInit | null);
    });
}
