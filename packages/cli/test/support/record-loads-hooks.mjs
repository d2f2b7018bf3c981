import { appendFileSync } from 'node:fs';

/** Module loader hook: appends each loaded URL to the file named by AILAB_LOAD_LOG. */
export async function load(url, context, nextLoad) {
  if (process.env.AILAB_LOAD_LOG) appendFileSync(process.env.AILAB_LOAD_LOG, `${url}\n`);
  return nextLoad(url, context);
}
