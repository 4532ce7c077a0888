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
.brand{display:inline-flex;align-items:center;gap:.75rem;margin:0 0 1.5rem;font-weight:700;font-size:1.15rem}
.icon{display:inline-grid;place-items:center;width:56px;height:56px;border-radius:16px;background:rgba(255,255,255,.16);border:1px solid rgba(255,255,255,.35);font-size:1.6rem;font-weight:800}
.brand__name{overflow-wrap:anywhere}
.icon--image{width:64px;height:64px;padding:0;border:0;border-radius:22.5%;object-fit:cover;box-shadow:0 6px 18px rgba(0,0,0,.18);background:#fff}
.store-button{gap:.6rem}
.store-button svg{width:22px;height:22px;flex:none}
.shots{padding:clamp(3rem,8vw,5rem) 0 0}
.shot-row{list-style:none;margin:0;padding:0 0 1rem;display:flex;gap:1.25rem;overflow-x:auto;scroll-snap-type:x mandatory;justify-content:safe center}
.shot-row li{flex:none;scroll-snap-align:center}
.shot-row img{display:block;height:min(520px,70vh);width:auto;max-width:80vw;border-radius:20px;border:1px solid var(--line);box-shadow:0 12px 30px rgba(17,24,39,.15);background:var(--tint)}
h1{font-size:clamp(1.9rem,4.4vw,2.75rem);line-height:1.15;margin:0 auto 1rem;max-width:46rem;letter-spacing:-.02em;overflow-wrap:anywhere}
.lead{font-size:clamp(1.05rem,2.4vw,1.3rem);max-width:40rem;margin:0 auto 2rem;opacity:.95;overflow-wrap:anywhere}
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
.steps{background:var(--tint);padding:clamp(3rem,8vw,5rem) 0}
.step-list{list-style:none;counter-reset:step;margin:0;padding:0;display:grid;gap:1.25rem;grid-template-columns:repeat(auto-fit,minmax(min(100%,240px),1fr))}
.step{counter-increment:step;position:relative;padding:3.25rem 1.5rem 1.5rem;background:#fff;border-radius:16px}
.step::before{content:counter(step);position:absolute;left:1.5rem;top:1.25rem;display:grid;place-items:center;width:1.9rem;height:1.9rem;border-radius:50%;background:var(--accent);color:#fff;font-weight:800;font-size:.95rem}
.step h3{margin:0 0 .35rem;font-size:1.1rem}
.step p{margin:0;color:var(--muted)}
.narrow{width:min(46rem,100% - 2.5rem)}
.about,.faq{padding:clamp(3rem,8vw,5rem) 0}
.about p{margin:0 0 1rem;overflow-wrap:anywhere}
.audience{color:var(--muted)}
.faq{border-top:1px solid var(--line)}
.faq-item{border-bottom:1px solid var(--line);padding:1rem 0}
.faq-item summary{cursor:pointer;font-weight:700;font-size:1.05rem}
.faq-item summary:focus-visible{outline:3px solid var(--accent);outline-offset:3px}
.faq-item p{margin:.6rem 0 0;color:var(--muted)}
.download{background:var(--tint);padding:clamp(3rem,8vw,5rem) 0;text-align:center}
.download p{max-width:40rem;margin:-1.5rem auto 1.5rem}
footer a{color:var(--accent)}
/* Workspace (work tools): left-aligned, dark, businesslike. */
.layout-workspace .hero{background:linear-gradient(160deg,#0f172a,var(--from));text-align:left}
.layout-workspace .hero h1,.layout-workspace .lead{margin-left:0}
.layout-workspace .actions{justify-content:flex-start}
.layout-workspace .card{border-radius:8px;border-left:4px solid var(--accent)}
.layout-workspace .card svg{display:none}
.layout-workspace .step{border-radius:8px;border:1px solid var(--line)}
.layout-workspace .steps{background:#f8fafc}
/* Calm (health, learning): light hero, dark text, soft cards. */
.layout-calm .hero{background:var(--tint);color:var(--ink)}
.layout-calm .icon{background:var(--accent);color:#fff;border:0}
.layout-calm .lead{color:var(--muted);opacity:1}
.layout-calm .button{background:var(--accent);color:#fff}
.layout-calm .button--ghost{background:transparent;color:var(--accent);border-color:var(--accent)}
.layout-calm .button:focus-visible{outline-color:var(--ink)}
.layout-calm .card{border:0;background:var(--tint);box-shadow:none}
.layout-calm .steps{background:#fff;border-top:1px solid var(--line)}
.layout-calm .step{border:1px solid var(--line)}
/* Playful (games, kids): bold, round, tilted. */
.layout-playful .hero{background:radial-gradient(circle at 20% 20%,var(--to),var(--from) 70%);border-radius:0 0 48px 48px}
.layout-playful .icon{border-radius:50%;transform:rotate(-6deg)}
.layout-playful h1{font-weight:900}
.layout-playful .card{border:0;border-radius:28px;background:var(--tint);box-shadow:0 6px 0 var(--accent)}
.layout-playful .step{border-radius:28px}
.layout-playful .step::before{width:2.4rem;height:2.4rem;font-size:1.2rem}
.download .button{background:var(--accent);color:#fff}
footer{border-top:1px solid var(--line);padding:2rem 0;color:var(--muted);font-size:.95rem;text-align:center}
@media (prefers-reduced-motion:reduce){html{scroll-behavior:auto}.button{transition:none}.button:hover{transform:none}}
`.trim();
}
