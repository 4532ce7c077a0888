import { z } from 'zod';
import { ErrorResponse } from './errors';
import { exampleRequestFor } from './example-request';
import { ROUTE_LIST, type RouteContract } from './routes';

type JsonObject = Record<string, unknown>;

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonObject {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
  return rest;
}

const errorContent = { 'application/json': { schema: { $ref: '#/components/schemas/ErrorResponse' } } };

function operationFor(contract: RouteContract): JsonObject {
  const responses: JsonObject = {
    '200': { description: 'Success', content: { 'application/json': { schema: jsonSchema(contract.response, 'output') } } },
    '502': { description: 'The owning service is unavailable', content: errorContent },
    '504': { description: 'The owning service did not answer in time', content: errorContent },
  };
  if (contract.rateLimit) {
    responses['429'] = { description: `Too many requests in the client's ${contract.rateLimit} budget`, content: errorContent };
  }
  const operation: JsonObject = {
    operationId: contract.path.replace('/api/', ''),
    summary: contract.summary,
    tags: [contract.service],
    responses,
  };
  if (contract.request) {
    operation.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchema(contract.request, 'input'), example: exampleRequestFor(contract) } },
    };
    responses['400'] = { description: 'The body does not match the contract', content: errorContent };
    responses['413'] = { description: `Body larger than ${contract.maxBodyBytes} bytes`, content: errorContent };
  }
  return operation;
}

/** OpenAPI 3.1 generated from the route table: never written by hand. */
export function buildOpenApiDocument(serverUrl = '/'): JsonObject {
  const paths: Record<string, JsonObject> = {};
  for (const contract of ROUTE_LIST) {
    paths[contract.path] = { ...paths[contract.path], [contract.method.toLowerCase()]: operationFor(contract) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'AI App Toolkit API',
      version: '1.0.0',
      description: 'Free tools for mobile app developers. Every non-2xx answer uses the ErrorResponse shape.',
    },
    servers: [{ url: serverUrl }],
    paths,
    components: { schemas: { ErrorResponse: jsonSchema(ErrorResponse, 'output') } },
  };
}
