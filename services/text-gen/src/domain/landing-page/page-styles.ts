import type { PageTheme } from './page-theme';

/** The page's only stylesheet, inline: system fonts, no external request of any kind. */
export function pageStyles(theme: PageTheme): string {
  return `
*,*::before,*::after{box-sizing:border-box}
:root{--from:${theme.from};--to:${theme.to};--accent:${theme.accent};--tint:${theme.tint};--ink:#111827;--muted:#4b5563;--line:#e5e7eb}
html{scroll-behavior:smooth}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:#fff;line-height:1.6;-webkit-font-smoothing:antialiased}
a{color:inherit}
.skip{position:absolute;left:-999px;top:0;padding:.5rem 1rem;background:#fff;color:var(--ink);z-index:10}
.skip:focus{left:1rem;top:1rem}
.wrap{width:min(1080px,100% - 2.5rem);margin-inline:auto}
.hero{background:linear-gradient(135deg,var(--from),var(--to));color:#fff;padding:clamp(3.5rem,9vw,7rem) 0 clamp(3rem,8vw,6rem);text-align:center}
.icon{display:inline-grid;place-items:center;width:88px;height:88px;border-radius:22px;background:rgba(255,255,255,.16);border:1px solid rgba(255,255,255,.35);font-size:2.5rem;font-weight:800;margin-bottom:1.5rem}
h1{font-size:clamp(2.25rem,6vw,3.75rem);line-height:1.1;margin:0 0 1rem;letter-spacing:-.02em;overflow-wrap:anywhere}
.lead{font-size:clamp(1.05rem,2.4vw,1.3rem);max-width:40rem;margin:0 auto 2rem;opacity:.95;overflow-wrap:anywhere}
.lead p{margin:0 0 .75rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem;justify-content:center}
.button{display:inline-flex;align-items:center;justify-content:center;min-height:48px;padding:.8rem 1.75rem;border-radius:999px;font-weight:700;text-decoration:none;background:#fff;color:var(--accent);box-shadow:0 10px 25px rgba(0,0,0,.18);transition:transform .15s ease}
.button:hover{transform:translateY(-2px)}
.button--ghost{background:transparent;color:#fff;border:2px solid rgba(255,255,255,.75);box-shadow:none}
.button:focus-visible,.skip:focus-visible{outline:3px solid #fde047;outline-offset:3px}
.features{padding:clamp(3rem,8vw,5.5rem) 0}
h2{font-size:clamp(1.6rem,4vw,2.25rem);text-align:center;margin:0 0 2.5rem;letter-spacing:-.01em}
.grid{list-style:none;margin:0;padding:0;display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,240px),1fr))}
.card{border:1px solid var(--line);border-radius:16px;padding:1.5rem;background:#fff;box-shadow:0 1px 2px rgba(17,24,39,.05)}
.card svg{width:40px;height:40px;border-radius:12px;background:var(--tint);color:var(--accent);padding:8px;margin-bottom:.75rem}
.card h3{font-size:1.1rem;margin:0 0 .35rem;overflow-wrap:anywhere}
.card p{margin:0;color:var(--muted);overflow-wrap:anywhere}
.download{background:var(--tint);padding:clamp(3rem,8vw,5rem) 0;text-align:center}
.download .button{background:var(--accent);color:#fff}
footer{border-top:1px solid var(--line);padding:2rem 0;color:var(--muted);font-size:.95rem;text-align:center}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}.button{transition:none}.button:hover{transform:none}}
`.trim();
}
