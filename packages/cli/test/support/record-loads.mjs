// Preloaded with `node --import` in tests: records every module URL the CLI loads.
import { register } from 'node:module';

register('./record-loads-hooks.mjs', import.meta.url);
