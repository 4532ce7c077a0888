import type { Router } from 'express';
import express from 'express';
import { buildOpenApiDocument } from '@aiapp/contracts';
import { escapeMarkup } from '@aiapp/text';

interface Operation {
  summary?: string;
  requestBody?: { content: { 'application/json': { schema: unknown; example: unknown } } };
  responses: Record<string, { description: string; content?: { 'application/json': { schema: unknown } } }>;
}

function renderOperation(method: string, pathName: string, operation: Operation): string {
  const request = operation.requestBody?.content['application/json'];
  const responses = Object.entries(operation.responses)
    .map(([status, response]) => `<li><code>${status}</code> ${escapeMarkup(response.description)}</li>`)
    .join('');
  const ok = operation.responses['200']?.content?.['application/json'].schema;
  return `<section id="${escapeMarkup(pathName.slice(5))}">
  <h2><span class="method">${method.toUpperCase()}</span> <code>${escapeMarkup(pathName)}</code></h2>
  <p>${escapeMarkup(operation.summary ?? '')}</p>
  ${request ? `<h3>Request body</h3><pre>${escapeMarkup(JSON.stringify(request.schema, null, 2))}</pre>` : ''}
  ${request ? `<h3>Example request</h3><pre>${escapeMarkup(JSON.stringify(request.example, null, 2))}</pre>` : ''}
  <h3>Response 200</h3><pre>${escapeMarkup(JSON.stringify(ok, null, 2))}</pre>
  <h3>Answers</h3><ul>${responses}</ul>
</section>`;
}

/** Readable API docs rendered on the server from the generated OpenAPI document (no scripts). */
function renderDocs(document: ReturnType<typeof buildOpenApiDocument>): string {
  const paths = document.paths as Record<string, Record<string, Operation>>;
  const sections = Object.entries(paths).flatMap(([pathName, methods]) =>
    Object.entries(methods).map(([method, operation]) => renderOperation(method, pathName, operation)),
  );
  const toc = Object.keys(paths)
    .map((pathName) => `<li><a href="#${escapeMarkup(pathName.slice(5))}">${escapeMarkup(pathName)}</a></li>`)
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>AI App Toolkit API</title><style>
body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#0f172a}
pre{background:#f1f5f9;padding:1rem;border-radius:8px;overflow:auto;font-size:13px}
.method{background:#4f46e5;color:#fff;border-radius:4px;padding:0 .4rem;font-size:.8em}
section{border-top:1px solid #e2e8f0;padding-top:1rem;margin-top:2rem}
</style></head><body><h1>AI App Toolkit API</h1>
<p>Generated from the shared contracts. Machine-readable: <a href="/api/openapi.json">/api/openapi.json</a> (OpenAPI 3.1).
Every error answer is JSON: <code>{"error":{"code","message","details","request_id"}}</code>.</p>
<ul>${toc}</ul>${sections.join('\n')}</body></html>`;
}

export function apiDocsRouter(): Router {
  const router = express.Router();
  const document = buildOpenApiDocument();
  const html = renderDocs(document);
  router.get('/api/openapi.json', (_req, res) => {
    res.json(document);
  });
  router.get('/api/docs', (_req, res) => {
    res.type('html').send(html);
  });
  return router;
}
