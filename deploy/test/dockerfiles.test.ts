import fs from 'node:fs';
import { validate } from 'dockerfile-utils';
import { dotEnv } from './support/compose-file';
import { DEPLOYABLES, repoPath } from './support/deployables';
import { parseDockerfile, runtimeWorkspaces, type Stage } from './support/dockerfile';

const args = (stage: Stage, keyword: string) => stage.instructions.filter((i) => i.keyword === keyword).map((i) => i.args);

describe.each(DEPLOYABLES.map((d) => [d.dir, d] as const))('%s/Dockerfile', (_dir, deployable) => {
  const file = repoPath(deployable.dir, 'Dockerfile');
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const { preamble, stages } = parseDockerfile(text);
  const runtime = stages.at(-1)!;
  const stageNamed = (name: string) => stages.find((stage) => stage.name === name)!;

  test('exists and has no syntax problems', () => {
    expect(text).not.toBe('');
    expect(validate(text).map((problem) => `line ${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  test('starts from a Node LTS image pinned by exact version, the one compose builds with', () => {
    const version = preamble.find((i) => i.keyword === 'ARG' && i.args.startsWith('NODE_VERSION='))?.args.split('=')[1] ?? '';
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(version.split('.')[0]) % 2).toBe(0);
    expect(version).toBe(dotEnv().NODE_VERSION);
    const stageNames = new Set(stages.map((stage) => stage.name));
    for (const stage of stages)
      expect(stageNames.has(stage.from) || /^node:\$\{NODE_VERSION\}-[a-z]+-slim$/.test(stage.from)).toBe(true);
  });

  test('installs from the lockfile with npm ci, and keeps only its workspace production dependencies', () => {
    expect(text).not.toMatch(/npm (install|i) /);
    expect(args(stageNamed('manifests'), 'RUN').join(' ')).toMatch(/cp package-lock\.json/);
    expect(args(stageNamed('build'), 'RUN')).toContain('--mount=type=cache,target=/root/.npm npm ci');
    expect(args(stageNamed('production-dependencies'), 'RUN')).toContain(
      `--mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace ${deployable.dir}`,
    );
    expect(args(runtime, 'COPY')).toContain('--from=production-dependencies /app ./');
  });

  test('copies the compiled code of every workspace it runs and the files it reads, and nothing built for development', () => {
    const copied = args(runtime, 'COPY').filter((a) => a.startsWith('--from=build'));
    const expected = runtimeWorkspaces(deployable.dir).map((dir) => `--from=build /app/${dir}/dist ${dir}/dist`);
    for (const folder of deployable.runtimeFiles) expected.push(`--from=build /app/${folder} ${folder}`);
    expect(copied.sort()).toEqual(expected.sort());
  });

  test('runs node dist/server.js as a numeric non-root user, on all interfaces and its own port', () => {
    const user = args(runtime, 'USER').at(-1) ?? '';
    expect(user).toMatch(/^[1-9]\d*(:\d+)?$/);
    expect(args(runtime, 'WORKDIR').at(-1)).toBe(`/app/${deployable.dir}`);
    expect(args(runtime, 'CMD')).toEqual(['["node", "dist/server.js"]']);
    expect(args(runtime, 'ENV').join(' ')).toMatch(
      new RegExp(`NODE_ENV=production HOST=0\\.0\\.0\\.0 PORT=${deployable.port}\\b`),
    );
    expect(args(runtime, 'EXPOSE')).toEqual([String(deployable.port)]);
  });
});

describe('Image service memory allocator', () => {
  test('The image service preloads jemalloc, which sharp needs to keep its memory flat', () => {
    const runtime = parseDockerfile(fs.readFileSync(repoPath('services/image/Dockerfile'), 'utf8')).stages.at(-1)!;
    expect(args(runtime, 'RUN').join(' ')).toMatch(/apt-get install -y --no-install-recommends libjemalloc2/);
    expect(args(runtime, 'ENV')).toContain('LD_PRELOAD=/usr/local/lib/libjemalloc.so.2');
  });
});

describe('.dockerignore', () => {
  const rules = fs
    .readFileSync(repoPath('.dockerignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim());

  test('lets in only what the images are built from, never local installs, build output or env files', () => {
    expect(rules).toEqual(expect.arrayContaining(['*', '!package-lock.json', '**/node_modules', '**/dist', '**/.env*']));
    const allowed = rules.filter((rule) => rule.startsWith('!')).map((rule) => rule.slice(1).replace(/\/$/, ''));
    const needed = new Set([
      'package.json',
      'package-lock.json',
      'tsconfig.base.json',
      'web',
      ...DEPLOYABLES.flatMap((d) => runtimeWorkspaces(d.dir).map((dir) => dir.split('/')[0]!)),
    ]);
    expect([...needed].filter((entry) => !allowed.includes(entry))).toEqual([]);
  });
});
