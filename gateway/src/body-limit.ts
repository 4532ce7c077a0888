import type { IncomingMessage } from 'node:http';
import { AppError } from '@aiapp/kit';
import type { RouteContract } from '@aiapp/contracts';

/** The 413 for a declared body over the call's limit, found before anything is sent upstream. */
export function oversizedBody(contract: RouteContract, req: IncomingMessage): AppError | undefined {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared <= contract.maxBodyBytes) return undefined;
  return new AppError('payload_too_large', 413, `The request body is larger than ${formatBytes(contract.maxBodyBytes)}`);
}

function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round(bytes / 1024 / 1024)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
