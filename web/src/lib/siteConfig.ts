/**
 * Settings the gateway writes into the served page from its configuration, so one build
 * serves every installation. Absent in the Vite dev server, where they read as null.
 */
export function contactEmail(): string | null {
  const value = document.querySelector<HTMLMetaElement>('meta[name="aiapp:contact-email"]')?.content.trim();
  return value ? value : null;
}
