/**
 * Capability and flag names of a driver, in the order the pages show them. Kept apart from schema.ts,
 * which validates the data with zod: a component that needs only the names must not pull zod (about
 * 22 KiB gzip) into the browser.
 */
export const capabilityNames = ['list', 'download', 'upload', 'putUrl', 'mkdir', 'rename', 'move', 'copy', 'remove', 'offlineDownload', 'archive'] as const;
export type Capability = (typeof capabilityNames)[number];

export const flagNames = ['onlyProxy', 'onlyLocal', 'noUpload', 'noOverwriteUpload', 'localSort', 'noCache', 'checkStatus', 'needMs', 'preferProxy', 'noLinkUrl', 'proxyRangeOption', 'alert'] as const;
export type Flag = (typeof flagNames)[number];

/**
 * The optional methods of a driver that internal/op and internal/fs look for (internal/driver/driver.go at v3.63.0;
 * OfflineDownload is what the drive-backed offline-download tools call).
 */
export const methodNames = ['MakeDir', 'Move', 'Rename', 'Copy', 'Remove', 'Put', 'PutURL', 'Other', 'OfflineDownload', 'GetArchiveMeta', 'ListArchive', 'Extract', 'ArchiveDecompress'] as const;
export type MethodName = (typeof methodNames)[number];

/** A branch of an implemented method that refuses: its Go condition and the error it returns. */
export interface Decline {
  when: string;
  error: string;
}

/**
 * How a driver answers one method: `implemented` (maybe with branches that refuse), `stub` (only returns `error`:
 * errs.NotImplement, errs.NotSupport or a fixed message), `noop` (does nothing). `result` when it returns the new
 * object (the *Result interfaces). A method the driver lacks is absent from DriverMethods.
 */
export interface MethodFact {
  status: 'implemented' | 'stub' | 'noop';
  result?: true;
  error?: string;
  declines?: Decline[];
}
export type DriverMethods = Partial<Record<MethodName, MethodFact>>;

/**
 * Fields AList adds to every storage form, in form order (getMainItems, internal/op/driver.go:61-153 at v3.63.0);
 * the driver's flags decide which of them a form shows (data/drivers/behaviour.ts).
 */
export const sharedFieldNames = ['mount_path', 'order', 'remark', 'cache_expiration', 'web_proxy', 'webdav_policy', 'proxy_range', 'down_proxy_url', 'down_proxy_sign', 'order_by', 'order_direction', 'extract_folder', 'disable_index', 'enable_sign'] as const;
export type SharedField = (typeof sharedFieldNames)[number];

/** The condition of a branch that refuses an empty stream (`stream.GetSize() < 1`): files of 0 bytes are refused. */
export const emptyStreamGuard = /\.GetSize\(\) (?:< 1|== 0|<= 0)$/;
