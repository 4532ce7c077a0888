import fs from 'node:fs';
import { validate } from 'dockerfile-utils';
import { dotEnv, readCompose } from './support/compose-file';
import { DEPLOYABLES, repoPath } from './support/deployables';
import {
  argDefaults,
  parseDockerfile,
  runtimeWorkspaces,
  withBuildArgs,
  workspaceFolders,
  type Instruction,
  type Stage,
} from './support/dockerfile';

/*
 * One Dockerfile at the repository root builds every deployable; what differs (workspace, port,
 * the folders read at run time, the allocator) comes from build args, which docker-compose.yml
 * gives each deployable. Each deployable is checked on the file as its own args resolve it.
 */
const text = fs.existsSync(repoPath('Dockerfile')) ? fs.readFileSync(repoPath('Dockerfile'), 'utf8') : '';
const { preamble, stages } = parseDockerfile(text);
const stageNamed = (name: string) => stages.find((stage) => stage.name === name);
const args = (stage: Stage | undefined, keyword: string) =>
  (stage?.instructions ?? []).filter((i) => i.keyword === keyword).map((i) => i.args);
const runtime = stages.at(-1)!;
const globalArgs = argDefaults(preamble);

/** Deployables: neither services/* nor gateway nor web, i.e. the packages every image may load. */
const SHARED_PACKAGES = workspaceFolders().filter((dir) => !dir.startsWith('services/') && dir !== 'gateway' && dir !== 'web');

describe('Dockerfile', () => {
  test('is the only one: no deployable keeps a Dockerfile of its own', () => {
    expect(text).not.toBe('');
    expect(DEPLOYABLES.map((d) => `${d.dir}/Dockerfile`).filter((file) => fs.existsSync(repoPath(file)))).toEqual([]);
  });

  test('has no syntax problems', () => {
    expect(validate(text).map((problem) => `line ${problem.range.start.line + 1}: ${problem.message}`)).toEqual([]);
  });

  test('starts from a Node LTS image pinned by exact version, the one compose builds with', () => {
    const version = globalArgs.NODE_VERSION ?? '';
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
    expect(Number(version.split('.')[0]) % 2).toBe(0);
    expect(version).toBe(dotEnv().NODE_VERSION);
    const stageNames = new Set(stages.map((stage) => stage.name));
    // A FROM naming a stage through an argument (allocator-${MALLOC}) must name one for every value used.
    const mallocs = new Set([
      globalArgs.MALLOC ?? '',
      ...DEPLOYABLES.map((d) => buildArgsOf(d.name).MALLOC ?? globalArgs.MALLOC!),
    ]);
    for (const stage of stages) {
      if (/^node:\$\{NODE_VERSION\}-[a-z]+-slim$/.test(stage.from)) continue;
      for (const malloc of mallocs) expect([...stageNames]).toContain(withBuildArgs(stage.from, { MALLOC: malloc }));
    }
  });

  test('installs from the lockfile with npm ci, compiles every package once, and keeps only the workspace production dependencies', () => {
    expect(text).not.toMatch(/npm (install|i) /);
    expect(args(stageNamed('manifests'), 'RUN').join(' ')).toMatch(/cp package-lock\.json/);
    expect(args(stageNamed('build'), 'RUN')).toEqual(['--mount=type=cache,target=/root/.npm npm ci', 'npm run build']);
    expect(args(stageNamed('production-dependencies'), 'RUN')).toContain(
      '--mount=type=cache,target=/root/.npm npm ci --omit=dev --workspace ${WORKSPACE}',
    );
    expect(args(runtime, 'COPY')).toContain('--from=production-dependencies /app ./');
  });

  test('refuses to build without WORKSPACE and PORT', () => {
    expect(args(stageNamed('production-dependencies'), 'RUN').join(' ')).toMatch(
      /if \[ -z "\$\{WORKSPACE\}" \] \|\| \[ -z "\$\{PORT\}" \]; then .* exit 1; fi/,
    );
  });
});

function buildArgsOf(name: string): Record<string, string> {
  const given = readCompose().services[name]?.build?.args ?? {};
  return Object.fromEntries(Object.entries(given).map(([key, value]) => [key, String(value)]));
}

describe.each(DEPLOYABLES.map((d) => [d.name, d] as const))('the %s image', (name, deployable) => {
  const buildArgs = buildArgsOf(name);
  /** The runtime stage as this deployable's args resolve it. */
  const resolved = (keyword: string) =>
    args(runtime, keyword).map((a) => withBuildArgs(a, buildArgs, { ...globalArgs, ...argDefaults(runtime.instructions) }));
  const resolvedStage = (stage: Stage | undefined): Instruction[] =>
    (stage?.instructions ?? []).map((i) => ({ ...i, args: withBuildArgs(i.args, buildArgs, globalArgs) }));

  test('is built with its workspace and port', () => {
    expect(buildArgs).toMatchObject({ WORKSPACE: deployable.dir, PORT: String(deployable.port) });
  });

  test('copies the compiled code of every workspace it runs, and nothing built for development', () => {
    const copied = resolved('COPY')
      .filter((a) => a.startsWith('--from=build '))
      .map((a) => a.split(' ')[2]!);
    for (const dir of runtimeWorkspaces(deployable.dir)) expect(copied).toContain(`${dir}/dist`);
    expect(copied.filter((dist) => ![...SHARED_PACKAGES, deployable.dir].map((dir) => `${dir}/dist`).includes(dist))).toEqual([]);
    for (const a of resolved('COPY').filter((a) => a.startsWith('--from=build ')))
      expect(a).toMatch(/^--from=build \/app\/(\S+) \1$/);
  });

  test('copies the files it reads at run time, and only those', () => {
    expect((buildArgs.RUNTIME_FILES ?? '').split(' ').filter(Boolean).sort()).toEqual([...deployable.runtimeFiles].sort());
    for (const folder of deployable.runtimeFiles.filter((f) => !f.endsWith('/dist')))
      expect({ folder, exists: fs.existsSync(repoPath(folder)) }).toEqual({ folder, exists: true });
    expect(args(stageNamed('runtime-files'), 'RUN').join(' ')).toMatch(
      /for folder in \$RUNTIME_FILES; do cp -a --parents "\$folder" \/runtime-files\/; done/,
    );
    expect(args(runtime, 'COPY')).toContain('--from=runtime-files /runtime-files/ ./');
  });

  test('runs node dist/server.js as a numeric non-root user, on all interfaces and its own port', () => {
    const user = args(runtime, 'USER').at(-1) ?? '';
    expect(user).toMatch(/^[1-9]\d*(:\d+)?$/);
    expect(resolved('WORKDIR').at(-1)).toBe(`/app/${deployable.dir}`);
    expect(args(runtime, 'CMD')).toEqual(['["node", "dist/server.js"]']);
    expect(resolved('ENV').join(' ')).toMatch(new RegExp(`NODE_ENV=production HOST=0\\.0\\.0\\.0 PORT=${deployable.port}\\b`));
    expect(resolved('EXPOSE')).toEqual([String(deployable.port)]);
  });

  test('preloads jemalloc if it is the image service (sharp needs it to keep its memory flat), and only then', () => {
    const allocator = stageNamed(withBuildArgs(runtime.from, buildArgs, globalArgs));
    const instructions = resolvedStage(allocator);
    const preloads = instructions.some((i) => i.keyword === 'ENV' && i.args === 'LD_PRELOAD=/usr/local/lib/libjemalloc.so.2');
    expect(preloads).toBe(name === 'image');
    if (preloads)
      expect(instructions.map((i) => i.args).join(' ')).toMatch(/apt-get install -y --no-install-recommends libjemalloc2/);
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
      'tsconfig.build.json',
      ...workspaceFolders().map((dir) => dir.split('/')[0]!),
    ]);
    expect([...needed].filter((entry) => !allowed.includes(entry))).toEqual([]);
  });
});
