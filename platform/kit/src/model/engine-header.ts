import type { Request } from 'express';
import { TEXT_ENGINE_HEADER, type TextEngine } from '@aiapp/contracts';

/** Says which engine wrote the answer: the gateway counts only a model's answers against the model budget. */
export async function withEngineHeader<T extends { engine: TextEngine }>(req: Request, answer: Promise<T>): Promise<T> {
  const answered = await answer;
  req.res?.setHeader(TEXT_ENGINE_HEADER, answered.engine);
  return answered;
}
