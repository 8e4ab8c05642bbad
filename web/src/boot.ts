import { startPage } from './page-script';

/**
 * The script of a server-rendered public page (modules/pages puts it in the page; its whole first
 * load, a few kilobytes, carries no React): page-script.ts says what it does. React and an
 * island's code load when the first island wakes.
 */
void startPage(() => import('./islands/hydrate').then((module) => module.hydrateIsland));
