import fs from 'node:fs';
import path from 'node:path';
import express, { type Router } from 'express';
import { AppError } from '@aiapp/kit';
import { PAGE_ROUTES } from '@aiapp/contracts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built React app: hashed assets cached for a year, everything else revalidated,
 * and index.html for every page route (404 status for paths that are no page).
 */
export function spaRouter(webDist: string): Router {
  const router = express.Router();
  const indexFile = path.join(webDist, 'index.html');
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('Cache-Control', immutable ? IMMUTABLE : REVALIDATE);
      },
    }),
  );
  const knownPages = new Set<string>(PAGE_ROUTES);
  router.get(/^(?!\/api(\/|$)).*/, (req, res, next) => {
    if (!fs.existsSync(indexFile)) {
      next(new AppError('web_not_built', 503, 'The web app has not been built yet: run `npm run build`.'));
      return;
    }
    const pagePath = req.path.length > 1 ? req.path.replace(/\/+$/, '') : req.path;
    res.status(knownPages.has(pagePath) ? 200 : 404);
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(indexFile);
  });
  return router;
}
