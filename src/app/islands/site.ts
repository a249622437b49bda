/**
 * The one script every server-drawn public page runs: React, the islands' runtime and the top bar
 * (and whatever two pages' islands share). A page with islands of its own names them on #root
 * (`data-islands`: a file of ./pages), whose chunk the boot fetched beside this one; this starts them.
 */
import type { PageIsland } from '@/lib/islands';
import { TopBarIsland } from '../layout/top-bar';
import { startIslands } from './start-islands';

const pageIslands = import.meta.glob<{ islands: readonly PageIsland[] }>('./pages/*.ts');

startIslands([TopBarIsland]);

// PAGE_ISLANDS_ATTRIBUTE (data-islands), read through dataset: @/contract stays out of the first load.
const page = document.getElementById('root')?.dataset.islands;
const load = page ? pageIslands[`./pages/${page}.ts`] : undefined;
if (load) void load().then(({ islands }) => startIslands(islands));
