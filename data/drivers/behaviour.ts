/**
 * What a storage can do as a reader meets it, computed from the driver's own methods and flags (data/drivers/json,
 * read from the source by scripts/driverSource.ts) and the rules AList applies around every driver. The rules are
 * those of AList v3.63.0; each cites the Go code that makes it. Build-time only (driver pages and the matrix rows
 * get the results, not this module).
 */
import { emptyStreamGuard, type Capability, type Decline, type DriverMethods, type Flag, type MethodFact, type MethodName, type SharedField } from './names';

export interface DriverFacts {
  name: string;
  flags: readonly Flag[];
  runtimeFlags?: readonly Flag[];
  methods: DriverMethods;
  offlineTool?: boolean;
}

/** Who does an operation: the storage itself, AList on its behalf, the storage in some cases only, or nobody. */
export type Support = 'storage' | 'alist' | 'some' | 'none';

/** Why a capability reads as it does; texts in site/text/capabilities.ts. `error` is an error text shown verbatim. */
export type NoteKey =
  | 'copyTask' | 'copyTaskSome' | 'copyNoUpload' | 'copyFoldersNoMkdir' | 'copyFoldersSomeMkdir'
  | 'moveOneStorage'
  | 'notForFiles' | 'notForFolders' | 'notForEmpty' | 'someSetups'
  | 'uploadRefused' | 'uploadNameOnly'
  | 'overwriteRename' | 'overwriteRenameSometimes' | 'overwriteAborts'
  | 'archiveByAList' | 'offlineByAList' | 'offlineUrlOnly';
export interface Note {
  key: NoteKey;
  error?: string;
}
export interface CapabilityFact {
  name: Capability;
  support: Support;
  notes: Note[];
}

/** The message AList shows for its sentinel errors (internal/errs/errors.go:11-12, operate.go:6), else the text itself. */
const sentinels: Record<string, string> = { 'errs.NotImplement': 'not implement', 'errs.NotSupport': 'not support', 'errs.PermissionDenied': 'permission denied' };
const errorText = (e: string) => sentinels[e] ?? e;
const isRefusal = (e: string) => e === 'errs.NotImplement' || e === 'errs.NotSupport';

/** A method that does its work at least in some cases (absent, stubs and no-ops do nothing). */
const works = (m: MethodFact | undefined): boolean => m?.status === 'implemented';

/** Notes for the branches where an implemented method refuses. */
function declineNotes(declines: readonly Decline[] | undefined): Note[] {
  return (declines ?? []).map((d) => {
    if (/^!\w+\.IsDir\(\)$/.test(d.when)) return { key: 'notForFiles', error: errorText(d.error) };
    if (/^\w+(\.\w+)*\.IsDir\(\)$/.test(d.when)) return { key: 'notForFolders', error: errorText(d.error) };
    if (emptyStreamGuard.test(d.when)) return { key: 'notForEmpty', error: errorText(d.error) };
    return { key: 'someSetups', error: errorText(d.error) };
  });
}

/** A method the storage performs itself: all of the time, or with the refusals its code has. */
function own(name: Capability, m: MethodFact | undefined): CapabilityFact {
  if (!m || !works(m)) return { name, support: 'none', notes: [] };
  const notes = declineNotes(m.declines);
  return { name, support: notes.length > 0 ? 'some' : 'storage', notes };
}

/**
 * Can AList write a file into the storage? op.Put needs Put or PutResult (internal/op/fs.go:565-582); the NoUpload
 * flag is checked only by the upload, URL and offline-download entry points (internal/fs/put.go:46,77,
 * internal/fs/fs.go:184, internal/offline_download/tool/add.go:48), not by copy tasks, which call op.Put directly
 * (internal/fs/copy.go:201).
 */
const canPut = (d: DriverFacts) => works(d.methods.Put);
/**
 * op.Put hands UrlTree only the file's name, which its Put parses as a tree line (internal/op/fs.go:523-528,
 * drivers/url_tree/driver.go Put): an upload adds an entry, and what a copy or download task writes there is refused
 * unless its name holds a URL. The Go code names the driver, so this rule does too.
 */
const namesOnly = (d: DriverFacts) => d.name === 'UrlTree';
/**
 * Where the storage's upload refuses in some set-ups (a refusal, or a switch of its own that is off), what AList
 * writes into it through op.Put fails there too.
 */
const putRefusals = (d: DriverFacts): Note[] =>
  declineNotes((d.methods.Put?.declines ?? []).filter((x) => isRefusal(x.error) || x.error === 'errs.PermissionDenied')).filter((n) => n.key === 'someSetups');

function upload(d: DriverFacts): CapabilityFact {
  if (d.flags.includes('noUpload')) return { name: 'upload', support: 'none', notes: works(d.methods.Put) ? [{ key: 'uploadRefused' }] : [] };
  const base = own('upload', d.methods.Put);
  if (base.support === 'none') return base;
  if (namesOnly(d)) base.notes.unshift({ key: 'uploadNameOnly' });
  // A same-name file on a storage that cannot overwrite: op.Put renames the old one to <name>.alist_to_delete first
  // and returns that rename's error, so the upload stops (internal/op/fs.go:541-546), then deletes or restores it
  // (internal/op/fs.go:585-600). Files of size 0 are deleted instead on every storage (internal/op/fs.go:536-540).
  const always = d.flags.includes('noOverwriteUpload');
  if (always || d.runtimeFlags?.includes('noOverwriteUpload')) {
    const rename = d.methods.Rename;
    const fileRefusal = rename && works(rename) ? declineNotes(rename.declines).find((n) => n.key === 'notForFiles') : undefined;
    if (!works(rename)) base.notes.push({ key: 'overwriteAborts', error: rename?.error ? errorText(rename.error) : 'not implement' });
    else if (fileRefusal) base.notes.push({ key: 'overwriteAborts', error: fileRefusal.error });
    else base.notes.push({ key: always ? 'overwriteRename' : 'overwriteRenameSometimes' });
  }
  return base;
}

/**
 * Copy inside one storage: the driver's Copy; when it is missing or answers errs.NotImplement/NotSupport, AList
 * copies by download and upload as a task (internal/fs/copy.go:85-89 falls through to the task at :116-129; since
 * v3.42.0), which needs Put on the storage (internal/fs/copy.go:201, internal/op/fs.go:581-582). Any other error stops.
 */
function copy(d: DriverFacts): CapabilityFact {
  const m = d.methods.Copy;
  const fallback = canPut(d);
  if (!m || !works(m)) {
    // A stub with a message of its own (not NotImplement/NotSupport) stops the copy as well.
    if (m?.status === 'stub' && m.error && !isRefusal(m.error)) return { name: 'copy', support: 'none', notes: [{ key: 'someSetups', error: errorText(m.error) }] };
    return fallback ? { name: 'copy', support: 'alist', notes: [{ key: 'copyTask' }, ...putRefusals(d), ...taskFolderNotes(d)] } : { name: 'copy', support: 'none', notes: [{ key: 'copyNoUpload' }] };
  }
  const refusals = (m.declines ?? []).filter((x) => isRefusal(x.error));
  const others = declineNotes((m.declines ?? []).filter((x) => !isRefusal(x.error)));
  if (refusals.length === 0) return { name: 'copy', support: others.length > 0 ? 'some' : 'storage', notes: others };
  return { name: 'copy', support: 'storage', notes: [...others, ...(fallback ? [{ key: 'copyTaskSome' as const }, ...taskFolderNotes(d)] : [{ key: 'copyNoUpload' as const }])] };
}

/**
 * The copy task writes a folder file by file: op.Put first calls op.MakeDir for the file's folder in the destination
 * (internal/op/fs.go:551), which needs the driver's MakeDir unless that folder exists (internal/op/fs.go:309-361). So
 * where MakeDir is missing or refuses in some places, copying a folder by task fails there.
 */
function taskFolderNotes(d: DriverFacts): Note[] {
  const mk = d.methods.MakeDir;
  if (!works(mk)) return [{ key: 'copyFoldersNoMkdir' }];
  return (mk?.declines ?? []).some((x) => isRefusal(x.error)) ? [{ key: 'copyFoldersSomeMkdir' }] : [];
}

/**
 * Move has no fallback: inside one storage it needs the driver's Move (internal/op/fs.go:401-402), and between two
 * storages AList refuses with "can't move files between two storages, try to copy" (internal/fs/other.go:34-36).
 */
function move(d: DriverFacts): CapabilityFact {
  const fact = own('move', d.methods.Move);
  if (fact.support !== 'none') fact.notes.push({ key: 'moveOneStorage' });
  return fact;
}

/**
 * Archives: without the driver's archive methods, or when they answer errs.NotImplement, AList reads the archive with
 * its own tools from the file's link (internal/op/archive.go:130-153, :236-266), so preview and extraction work on
 * every storage.
 */
function archive(d: DriverFacts): CapabilityFact {
  const methods: MethodName[] = ['GetArchiveMeta', 'ListArchive', 'Extract'];
  const driverReads = methods.some((m) => works(d.methods[m]));
  return driverReads ? { name: 'archive', support: 'storage', notes: [] } : { name: 'archive', support: 'alist', notes: [{ key: 'archiveByAList' }] };
}

/**
 * Offline download: the cloud's own, where a drive-backed tool accepts the driver's type (internal/offline_download/
 * tool/add.go:89-128, e.g. thunder/thunder.go:61 takes Thunder, not ThunderExpert, although both have the method);
 * into any other storage AList's downloaders fetch the file and upload it, which NoUpload refuses (tool/add.go:48).
 */
function offline(d: DriverFacts): CapabilityFact {
  if (d.offlineTool && works(d.methods.OfflineDownload)) return { name: 'offlineDownload', support: 'storage', notes: [] };
  // The SimpleHttp tool first tries the storage's PutURL (tool/add.go:62-67); on UrlTree that is the only way in.
  if (namesOnly(d)) {
    const url = own('putUrl', d.methods.PutURL);
    return url.support === 'none' ? { name: 'offlineDownload', support: 'none', notes: [] } : { name: 'offlineDownload', support: 'some', notes: [{ key: 'offlineUrlOnly' }, ...url.notes] };
  }
  if (!d.flags.includes('noUpload') && canPut(d)) return { name: 'offlineDownload', support: 'alist', notes: [{ key: 'offlineByAList' }, ...putRefusals(d)] };
  return { name: 'offlineDownload', support: 'none', notes: [] };
}

/** Every capability of one driver, in the order of capabilityNames. */
export function capabilitiesOf(d: DriverFacts): CapabilityFact[] {
  return [
    { name: 'list', support: 'storage', notes: [] },
    { name: 'download', support: 'storage', notes: [] },
    upload(d),
    // fs.PutURL refuses NoUpload storages first (internal/fs/fs.go:184-186).
    d.flags.includes('noUpload') ? { name: 'putUrl', support: 'none', notes: [] } : own('putUrl', d.methods.PutURL),
    own('mkdir', d.methods.MakeDir),
    own('rename', d.methods.Rename),
    move(d),
    copy(d),
    own('remove', d.methods.Remove),
    offline(d),
    archive(d),
  ];
}

/** Capabilities the reader can count on at least in some cases (for the matrix filters). */
export const availableCapabilities = (d: DriverFacts): Capability[] => capabilitiesOf(d).filter((c) => c.support !== 'none').map((c) => c.name);

/** The shared fields of the storage form, as getMainItems builds them from the flags (internal/op/driver.go:61-153). */
export function sharedFieldsOf(d: Pick<DriverFacts, 'flags'>): SharedField[] {
  const has = (f: Flag) => d.flags.includes(f);
  const fields: SharedField[] = ['mount_path', 'order', 'remark'];
  if (!has('noCache')) fields.push('cache_expiration'); // :75-83
  // MustProxy (OnlyProxy or OnlyLocal) hides web_proxy and proxy_range; webdav_policy stays with fewer choices (:84-115).
  const mustProxy = has('onlyProxy') || has('onlyLocal');
  if (!mustProxy) fields.push('web_proxy');
  fields.push('webdav_policy');
  if (!mustProxy && has('proxyRangeOption')) fields.push('proxy_range');
  fields.push('down_proxy_url', 'down_proxy_sign'); // :116-124
  if (has('localSort')) fields.push('order_by', 'order_direction'); // :125-135
  fields.push('extract_folder', 'disable_index', 'enable_sign'); // :136-152
  return fields;
}

/** Whether the WebDAV policy offers only the proxying choices, default native_proxy (internal/op/driver.go:107-115). */
export const proxyOnlyWebdav = (d: Pick<DriverFacts, 'flags'>) => d.flags.includes('onlyProxy') || d.flags.includes('onlyLocal');
