import type { ErrorCode } from '@ideapilot/contract';
import { AppError } from '../../http/errors.ts';
import { isUuid } from '../../http/ids.ts';

/** The row with this id, or the resource's 404 (an id that is not a UUID cannot name a row). */
export async function findOr404<T>(id: string, find: (id: string) => Promise<T | undefined>, notFound: ErrorCode): Promise<T> {
  const row = isUuid(id) ? await find(id) : undefined;
  if (!row) throw new AppError(notFound);
  return row;
}
