import { promises as fs } from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { AppError } from '@aiapp/kit';
import { pageMetaFor } from '@aiapp/site-catalogue';
import { renderPageHtml } from './page-head';
import { renderRobots, renderSitemap } from './seo-files';
import { siteOrigin, type SiteSettings } from './site-settings';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * sitemap.xml and robots.txt, and index.html for every page route with that page's own head
 * tags (404 status and a "not found" head for paths that are no page).
 */
export function spaRouter(webDist: string, settings: SiteSettings = {}): Router {
  const router = express.Router();
  const indexFile = path.join(webDist, 'index.html');

  router.get('/sitemap.xml', (req, res) => {
    res
      .type('application/xml')
      .setHeader('Cache-Control', REVALIDATE)
      .send(renderSitemap(siteOrigin(settings, req)));
  });
  router.get('/robots.txt', (req, res) => {
    res
      .type('text/plain')
      .setHeader('Cache-Control', REVALIDATE)
      .send(renderRobots(siteOrigin(settings, req)));
  });
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  router.get(/^(?!\/api(\/|$)).*/, async (req, res, next) => {
    let template: string;
    try {
      template = await fs.readFile(indexFile, 'utf8');
    } catch {
      next(new AppError('web_not_built', 503, 'The web app has not been built yet: run `npm run build`.'));
      return;
    }
    const pagePath = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    const meta = pageMetaFor(pagePath);
    res.status(meta ? 200 : 404);
    res.setHeader('Cache-Control', REVALIDATE);
    res.type('html').send(renderPageHtml(template, meta, siteOrigin(settings, req), settings));
  });
  return router;
}
