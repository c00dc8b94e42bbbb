#!/usr/bin/env node
/** `npm run build`: the embedded service, the Next app and the build stamp `npm start` and the e2e runner read. */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from './build-state.mjs';

build(path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..'));
