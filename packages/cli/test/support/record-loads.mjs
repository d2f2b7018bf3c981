// Preloaded with `node --import` in tests: records every module the CLI loads, ES modules through
// loader hooks and CommonJS through the require loader, one file URL a line in AILAB_LOAD_LOG.
import { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./record-loads-hooks.mjs', import.meta.url);

const load = Module._load;
Module._load = function recordingLoad(request, parent, isMain) {
  const exports = load.call(this, request, parent, isMain);
  const log = process.env.AILAB_LOAD_LOG;
  if (log && !request.startsWith('node:')) {
    try {
      appendFileSync(log, `${pathToFileURL(Module._resolveFilename(request, parent, isMain)).href}\n`);
    } catch {
      // A built-in module without the node: prefix has no file to record.
    }
  }
  return exports;
};
