// A named import of one field: esbuild (scripts/build-server.mjs) writes only the version into
// dist/server, so `npm start` knows it without package.json beside the bundle; tsx and Vitest
// read the same file.
import { version } from '../../package.json';

/** The server's release: package.json's "version". */
export const APP_VERSION: string = version;
