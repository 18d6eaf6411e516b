/**
 * Routes of the reference's /api list that the document leaves out on purpose, with the reason. Empty at
 * v3.63.0: every /api route is documented. (The debug routes are registered under /debug, not /api, and only
 * with --debug or --dev, so they are outside the reference's /api list to begin with.)
 */
import type { LeftOut } from './types';

export const LEFT_OUT: LeftOut[] = [];
