import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { landingRequest } from './brief-requests.mjs';
const require = createRequire(import.meta.url);
const { landingCopy } = require('../services/text-gen/dist/domain/landing-page/landing-copy');
const briefs = JSON.parse(readFileSync(process.argv[2], 'utf8'));
for (const b of briefs) console.log(JSON.stringify(landingCopy(landingRequest(b)), null, 1));
