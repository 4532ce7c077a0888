import fs from 'node:fs';
import ts from 'typescript';
import { baseConfigSchema, modelSettings } from '@aiapp/kit';
import type { ServiceName } from '@aiapp/contracts';
import { GATEWAY_UPSTREAMS, repoPath, type Deployable } from './deployables';

export interface ConfigKey {
  name: string;
  /** False when the process refuses to start without it. */
  hasDefault: boolean;
}

function sharedKeys(): ConfigKey[] {
  const shared = Object.entries(baseConfigSchema.shape).map(([name, schema]) => ({
    name,
    hasDefault: schema.safeParse(undefined).success,
  }));
  return [...shared, { name: 'PORT', hasDefault: true }];
}

function findServiceMainConfig(source: ts.SourceFile): ts.ObjectLiteralExpression | undefined {
  let found: ts.ObjectLiteralExpression | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.expression.getText(source) === 'serviceMain') {
      const options = node.arguments[0];
      if (options && ts.isObjectLiteralExpression(options)) {
        const config = options.properties.find((p) => p.name?.getText(source) === 'config');
        if (config && ts.isPropertyAssignment(config) && ts.isObjectLiteralExpression(config.initializer))
          found = config.initializer;
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * Every environment key a deployable's process reads: the kit's shared keys plus the `config`
 * object handed to `serviceMain` in its src/server.ts, read from the source (importing server.ts
 * would start the server). The gateway spreads its upstream URLs in from the route table.
 */
export function configKeysOf(deployable: Deployable): ConfigKey[] {
  const file = repoPath(deployable.dir, 'src/server.ts');
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true);
  const config = findServiceMainConfig(source);
  if (!config) throw new Error(`${file}: no serviceMain({ config: { ... } }) found`);
  const own = config.properties.flatMap((property): ConfigKey[] => {
    if (
      ts.isSpreadAssignment(property) &&
      deployable.name === 'gateway' &&
      property.expression.getText(source) === 'upstreamSettings'
    ) {
      return GATEWAY_UPSTREAMS.map(({ key }) => ({ name: key, hasDefault: true }));
    }
    // The model settings every text-writing service shares (kit's modelSettings).
    if (ts.isSpreadAssignment(property) && property.expression.getText(source) === `modelSettings('${deployable.name}')`) {
      return Object.entries(modelSettings(deployable.name as ServiceName)).map(([name, schema]) => ({
        name,
        hasDefault: schema.safeParse(undefined).success,
      }));
    }
    if (ts.isPropertyAssignment(property)) {
      const text = property.initializer.getText(source);
      return [
        { name: property.name.getText(source).replace(/['"]/g, ''), hasDefault: /\.(default|optional|catch)\(/.test(text) },
      ];
    }
    throw new Error(`${file}: cannot read config entry "${property.getText(source)}" statically`);
  });
  return [...sharedKeys(), ...own];
}

/** Keys a deployment may set: those the process reads. */
export function knownKeysOf(deployable: Deployable): Set<string> {
  return new Set(configKeysOf(deployable).map((key) => key.name));
}

/** Keys the process cannot start without. */
export function requiredKeysOf(deployable: Deployable): string[] {
  return configKeysOf(deployable)
    .filter((key) => !key.hasDefault)
    .map((key) => key.name);
}
