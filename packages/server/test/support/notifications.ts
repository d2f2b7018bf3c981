import { expect } from 'vitest';
import { call } from './http';

/** One notification as the list answers it. */
export interface NoticeItem {
  kind: string;
  params: Record<string, string>;
  link: string | null;
}

/** The caller's notifications of one kind (the first 100, newest first). */
export async function noticesOfKind(url: string, token: string, kind: string): Promise<NoticeItem[]> {
  const list = await call(url, '/v2/api/notifications/list', { limit: 100 }, { token });
  expect(list.status, list.text).toBe(200);
  return list.body.items.filter((item: NoticeItem) => item.kind === kind);
}
