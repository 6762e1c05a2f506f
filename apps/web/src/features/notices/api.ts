import type { CreatedNotice, CreateNoticeRequest } from '@skelbimai/contract';
import { api } from '../../api/index.ts';

/** POST /api/notices/create: anyone's notice about illegal content. */
export function createNotice(body: CreateNoticeRequest): Promise<CreatedNotice> {
  return api.post<CreatedNotice>('/api/notices/create', body);
}
