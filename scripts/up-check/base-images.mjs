// Prints the base images the compose stack needs, one a line: the image of each service that is
// not built, and the FROM images of each built service's Dockerfile with its build args (else the
// ARG defaults) filled in. Reads `docker compose config --format json` on stdin.
import fs from 'node:fs';
import path from 'node:path';

/** The external FROM images of one Dockerfile (build stages it names itself are left out). */
function fromImages(dockerfile, buildArgs = {}) {
  const args = { ...buildArgs };
  const stages = new Set();
  const images = [];
  const fill = (text) => text.replace(/\$\{?(\w+)\}?/g, (_match, name) => args[name] ?? '');
  for (const line of dockerfile.split('\n')) {
    const arg = /^ARG\s+(\w+)(?:=(\S*))?/i.exec(line);
    if (arg && !(arg[1] in args)) args[arg[1]] = arg[2] ?? '';
    const from = /^FROM\s+(?:--platform=\S+\s+)?(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (!from) continue;
    const image = fill(from[1]);
    if (!stages.has(image)) images.push(image);
    if (from[2]) stages.add(from[2]);
  }
  return images;
}

function baseImages(config) {
  const images = new Set();
  for (const service of Object.values(config.services ?? {})) {
    if (!service.build) {
      images.add(service.image);
      continue;
    }
    const dockerfile = fs.readFileSync(path.resolve(service.build.context, service.build.dockerfile), 'utf8');
    for (const image of fromImages(dockerfile, service.build.args)) images.add(image);
  }
  return [...images].sort();
}

const config = JSON.parse(fs.readFileSync(0, 'utf8'));
process.stdout.write(
  baseImages(config)
    .map((image) => `${image}\n`)
    .join(''),
);
