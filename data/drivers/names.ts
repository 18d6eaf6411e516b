/**
 * Capability and flag names of a driver, in the order the pages show them. Kept apart from schema.ts,
 * which validates the data with zod: a component that needs only the names must not pull zod (about
 * 22 KiB gzip) into the browser.
 */
export const capabilityNames = ['list', 'download', 'upload', 'putUrl', 'mkdir', 'rename', 'move', 'copy', 'remove', 'offlineDownload', 'archive', 'details'] as const;
export type Capability = (typeof capabilityNames)[number];

export const flagNames = ['onlyProxy', 'onlyLocal', 'noUpload', 'noOverwriteUpload', 'localSort', 'noCache', 'checkStatus', 'needMs', 'preferProxy', 'noLinkUrl', 'proxyRangeOption', 'alert'] as const;
export type Flag = (typeof flagNames)[number];
