import fs from 'node:fs';
import { repoPath } from './deployables';

export interface Instruction {
  keyword: string;
  args: string;
}

export interface Stage {
  from: string;
  name?: string;
  instructions: Instruction[];
}

/** Instructions with line continuations joined and comments dropped, split into stages at FROM. */
export function parseDockerfile(text: string): { preamble: Instruction[]; stages: Stage[] } {
  const logicalLines = text
    .split('\n')
    .filter((line) => !line.trimStart().startsWith('#'))
    .join('\n')
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  const preamble: Instruction[] = [];
  const stages: Stage[] = [];
  for (const line of logicalLines) {
    const [keyword = '', ...rest] = line.split(/\s+/);
    const instruction = { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    if (instruction.keyword === 'FROM') {
      const [from = '', as, name] = rest;
      stages.push({ from, name: as?.toUpperCase() === 'AS' ? name : undefined, instructions: [] });
    } else (stages.at(-1)?.instructions ?? preamble).push(instruction);
  }
  return { preamble, stages };
}

/** `${NAME}` and `$NAME` replaced by the build args given, else the ARG defaults the file declares. */
export function withBuildArgs(text: string, args: Record<string, string>, declared: Record<string, string> = {}): string {
  return text.replace(/\$\{?(\w+)\}?/g, (match, name: string) => args[name] ?? declared[name] ?? match);
}

/** The ARG defaults of some instructions (`ARG NAME=value`; `ARG NAME` counts as empty). */
export function argDefaults(instructions: Instruction[]): Record<string, string> {
  const defaults: Record<string, string> = {};
  for (const { keyword, args } of instructions) {
    if (keyword !== 'ARG') continue;
    const [name = '', value = ''] = args.split(/=(.*)/s);
    defaults[name] = value;
  }
  return defaults;
}

/** Workspace folders by package name, from the root package.json's workspaces. */
export function workspaceFolders(): string[] {
  return [...workspaceDirs().values()];
}

/** Workspace folders by package name, from the root package.json's workspaces. */
function workspaceDirs(): Map<string, string> {
  const root = JSON.parse(fs.readFileSync(repoPath('package.json'), 'utf8')) as { workspaces: string[] };
  return new Map(
    root.workspaces.map((dir) => [
      (JSON.parse(fs.readFileSync(repoPath(dir, 'package.json'), 'utf8')) as { name: string }).name,
      dir,
    ]),
  );
}

/** The workspace folders a deployable runs code from at run time: itself and its @aiapp dependencies, transitively. */
export function runtimeWorkspaces(dir: string): string[] {
  const dirs = workspaceDirs();
  const seen = new Set<string>();
  const visit = (workspace: string) => {
    if (seen.has(workspace)) return;
    seen.add(workspace);
    const manifest = JSON.parse(fs.readFileSync(repoPath(workspace, 'package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    for (const dependency of Object.keys(manifest.dependencies ?? {})) if (dirs.has(dependency)) visit(dirs.get(dependency)!);
  };
  visit(dir);
  return [...seen].sort();
}
