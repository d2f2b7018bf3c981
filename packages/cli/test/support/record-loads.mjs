// Preloaded with `node --import` in tests: records every module the CLI loads, one file URL a line in
// AILAB_LOAD_LOG: ES modules through loader hooks, CommonJS through the require loader, and the
// bundle that bin/load-bundle.cjs reads and compiles itself.
import fs, { appendFileSync } from 'node:fs';
import Module, { register } from 'node:module';
import { pathToFileURL } from 'node:url';

register('./record-loads-hooks.mjs', import.meta.url);

const readFileSync = fs.readFileSync;
fs.readFileSync = function recordingRead(file, ...rest) {
  const log = process.env.AILAB_LOAD_LOG;
  if (log && typeof file === 'string' && file.endsWith('.cjs'))
    appendFileSync(log, `${pathToFileURL(file).href}\n`);
  return readFileSync.call(this, file, ...rest);
};

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
