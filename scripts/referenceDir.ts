import path from 'node:path';

/** The reference folder of the documented release (REFERENCE_DIR overrides it), read by check:facts and the sync scripts. */
export const referenceDir = process.env.REFERENCE_DIR ?? path.resolve(import.meta.dirname, '..', '..', 'shared', 'reference', 'v3.63');
