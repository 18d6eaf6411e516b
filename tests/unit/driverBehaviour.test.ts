import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { capabilitiesOf, sharedFieldsOf } from '../../data/drivers/behaviour';
import { loadDrivers } from '../../data/drivers/load';
import { capabilityNames } from '../../data/drivers/names';
import { DriverCapabilityList, DriverSharedFields } from '../../components/driverViews';
import { readDriverSources } from '../../scripts/driverSource';

const drivers = loadDrivers();
const byName = (name: string) => {
  const d = drivers.find((x) => x.name === name);
  if (!d) throw new Error(`no driver data named ${name}`);
  return d;
};
const cap = (name: string, c: string) => capabilitiesOf(byName(name)).find((x) => x.name === c)!;
const html = (name: string, lang: 'en' | 'zh') => renderToStaticMarkup(DriverCapabilityList({ driver: byName(name), lang }));

describe('capabilities computed from the driver and the rules around it', () => {
  it('computes the full list and the shared fields for all 98 drivers', () => {
    expect(drivers).toHaveLength(98);
    for (const d of drivers) {
      expect(capabilitiesOf(d).map((c) => c.name), d.name).toEqual([...capabilityNames]);
      expect(sharedFieldsOf(d).slice(0, 3), d.name).toEqual(['mount_path', 'order', 'remark']);
    }
  });

  it('never shows copy as unsupported on a driver without its own Copy that takes uploads: AList copies as a task', () => {
    let fallbacks = 0;
    for (const d of drivers) {
      const own = d.methods.Copy?.status === 'implemented';
      if (own || d.methods.Put?.status !== 'implemented') continue;
      fallbacks++;
      expect(cap(d.name, 'copy').support, d.name).toBe('alist');
      expect(renderToStaticMarkup(DriverCapabilityList({ driver: d, lang: 'en' })), d.name).not.toMatch(/✗<\/span> Copy/);
    }
    expect(fallbacks).toBeGreaterThan(20);
    for (const name of ['ChaoXingGroupDrive', 'FTP', 'Lanzou']) {
      expect(cap(name, 'copy').support, name).toBe('alist');
      expect(html(name, 'en')).toContain('Copy<span class="sr-only">(done by AList)</span> — done by AList: it downloads and uploads again, as a copy task (a WebDAV COPY of a single file does this inside the request)');
    }
  });

  it("says where AList's copy fails because the storage refuses uploads in some set-ups", () => {
    expect(cap('Lanzou', 'copy')).toEqual({
      name: 'copy',
      support: 'alist',
      notes: [{ key: 'copyTask' }, { key: 'someSetups', error: 'not support' }, { key: 'copyFoldersSomeMkdir' }],
    });
    expect(cap('FTP', 'copy').notes).toEqual([{ key: 'copyTask' }]);
    // Chinese notes use full-width punctuation.
    expect(html('Lanzou', 'zh')).toContain('复制<span class="sr-only">（由 AList 完成）</span>：由 AList 先下载再上传，以复制任务完成（通过 WebDAV COPY 复制单个文件时在请求内直接完成）；部分配置下会被拒绝');
    expect(html('Lanzou', 'zh')).not.toMatch(/; | — /);
  });

  it('shows copy as impossible only where the storage takes no uploads', () => {
    for (const d of drivers) if (cap(d.name, 'copy').support === 'none') expect(d.methods.Put?.status, d.name).not.toBe('implemented');
    expect(cap('Strm', 'copy').support).toBe('none');
  });

  it("says UrlTree writes only with writable on, and that AList hands it a file's name, not its content", () => {
    expect(cap('UrlTree', 'mkdir')).toEqual({ name: 'mkdir', support: 'some', notes: [{ key: 'someSetups', error: 'permission denied' }] });
    expect(cap('UrlTree', 'upload').notes.map((n) => n.key)).toEqual(['uploadNameOnly', 'someSetups']);
    // aria2 and the other downloaders upload a file whose name holds no URL; only SimpleHttp's PutURL gets in.
    expect(cap('UrlTree', 'offlineDownload')).toEqual({ name: 'offlineDownload', support: 'some', notes: [{ key: 'offlineUrlOnly' }, { key: 'someSetups', error: 'permission denied' }] });
    expect(html('UrlTree', 'en')).not.toContain('which then upload the file');
    // Alias has the same switch; what AList writes into it through op.Put is refused with it off.
    expect(cap('Alias', 'offlineDownload').notes).toContainEqual({ key: 'someSetups', error: 'permission denied' });
  });

  it('says where a storage refuses files of 0 bytes', () => {
    expect(cap('BaiduYouth', 'upload')).toEqual({ name: 'upload', support: 'some', notes: [{ key: 'notForEmpty', error: 'empty files are not allowed by baidu youth' }] });
    expect(cap('BaiduNetdisk', 'upload').notes).toEqual([{ key: 'notForEmpty', error: 'empty files are not allowed by baidu netdisk' }]);
    expect(html('DoubaoNew', 'zh')).toContain('0 字节的文件不行（“invalid file size”）');
  });

  it("does not call a driver that decides its own proxying 'always sent through AList'", () => {
    expect(byName('BaiduYouth').flags).toContain('onlyProxy');
    expect(html('BaiduYouth', 'en')).not.toContain('Files are always sent through AList');
    expect(html('BaiduYouth', 'en')).toContain('whether downloads go through AList is this driver’s own option');
    expect(html('ChaoXingGroupDrive', 'en')).toContain('Files are always sent through AList');
  });

  it('has no fallback for move, and says a move to another storage is refused', () => {
    for (const d of drivers) expect(cap(d.name, 'move').support, d.name).not.toBe('alist');
    expect(cap('FTP', 'move').notes.map((n) => n.key)).toEqual(['moveOneStorage']);
    expect(html('FTP', 'en')).toContain('can’t move files between two storages, try to copy');
  });

  it("says ChaoXing's same-name upload stops, because the storage refuses to rename files", () => {
    expect(cap('ChaoXingGroupDrive', 'upload').notes).toEqual([{ key: 'overwriteAborts', error: '此网盘不支持修改文件名' }]);
    expect(html('ChaoXingGroupDrive', 'en')).toContain('the upload stops with “此网盘不支持修改文件名”');
    expect(html('ChaoXingGroupDrive', 'zh')).toContain('上传因此中止，报错“此网盘不支持修改文件名”');
    expect(html('ChaoXingGroupDrive', 'en')).not.toContain('alist_to_delete');
    // Lark cannot rename at all: the same-name upload stops with the sentinel's text.
    expect(cap('Lark', 'upload').notes).toEqual([{ key: 'overwriteAborts', error: 'not implement' }]);
    expect(cap('Quark', 'upload').notes).toEqual([{ key: 'overwriteRename' }]);
    expect(cap('189CloudPC', 'upload').notes).toEqual([{ key: 'overwriteRenameSometimes' }]);
  });

  it("counts a cloud's own offline download only where a tool accepts the driver's type", () => {
    expect(cap('Thunder', 'offlineDownload').support).toBe('storage');
    // ThunderExpert has the method, but the Thunder tool asserts *thunder.Thunder.
    expect(byName('ThunderExpert').methods.OfflineDownload?.status).toBe('implemented');
    expect(cap('ThunderExpert', 'offlineDownload').support).toBe('alist');
    expect(cap('115 Open', 'offlineDownload').support).toBe('alist');
    expect(cap('Emby', 'offlineDownload').support).toBe('none');
  });

  it('leaves out of the Strm and Chunker forms the shared fields their flags hide', () => {
    for (const name of ['Strm', 'Chunker']) {
      const fields = sharedFieldsOf(byName(name));
      expect(fields, name).not.toContain('cache_expiration');
      expect(fields, name).not.toContain('web_proxy');
      expect(fields, name).toContain('order_by');
      const p = renderToStaticMarkup(DriverSharedFields({ driver: byName(name), lang: 'en' }));
      expect(p).not.toContain('#cache-expiration');
      expect(p).toContain('WebDAV policy</a> (proxy choices only)');
    }
    expect(sharedFieldsOf(byName('139Yun'))).toContain('proxy_range');
    expect(sharedFieldsOf(byName('Streamtape'))).not.toContain('proxy_range');
  });
});

describe('the Common options page', () => {
  // Rows of "Which drivers change the form": the flag, its label in each language.
  const rows = [
    ['noCache', 'No cache', '不缓存'], ['onlyProxy', 'Proxy only', '仅代理'], ['onlyLocal', 'Local only', '仅本地'],
    ['proxyRangeOption', 'Proxy range option', '代理 Range 选项'], ['localSort', 'Sorted by AList', '由 AList 排序'],
  ] as const;
  it.each(['en', 'zh'] as const)('names exactly the drivers with each form flag (%s)', (lang) => {
    const page = readFileSync(path.join(import.meta.dirname, '../../docs', lang, 'guide/drivers/common.md'), 'utf8');
    for (const [flag, en, zh] of rows) {
      const row = page.split('\n').find((l) => l.startsWith(`| ${lang === 'en' ? en : zh} |`));
      expect(row, `${lang} ${flag}`).toBeDefined();
      const named = row!.split('|')[3].split(lang === 'en' ? ',' : '、').map((n) => n.trim()).sort();
      expect(named, `${lang} ${flag}`).toEqual(drivers.filter((d) => d.flags.includes(flag)).map((d) => d.name).sort());
    }
  });
});

describe('reading the driver facts from Go source', () => {
  function checkout(files: Record<string, string>): string {
    const root = mkdtempSync(path.join(tmpdir(), 'alist-src-'));
    // An offline-download tool that takes Demo storages.
    const tool = 'package demotool\nfunc (t *Tool) Run(storage driver.Driver) {\n\tif d, ok := storage.(*demo.Demo); ok {\n\t\td.OfflineDownload()\n\t}\n}\n';
    for (const [file, text] of Object.entries({ 'internal/offline_download/demotool/tool.go': tool, ...files })) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  }

  it('finds stubs, refusing branches, promoted methods and the config a registration names', () => {
    const root = checkout({
      'drivers/empty/meta.go': 'package empty\nvar config = driver.Config{\n\tName: "Empty",\n}\nfunc init() {\n\top.RegisterDriver(func() driver.Driver {\n\t\treturn &Empty{}\n\t})\n}\n',
      'drivers/empty/driver.go': 'package empty\nvar ErrEmpty = errors.New("empty files are refused")\nfunc (d *Empty) Config() driver.Config {\n\treturn config\n}\nfunc (d *Empty) Put(ctx context.Context, dstDir model.Obj, stream model.FileStreamer, up driver.UpdateProgress) error {\n\tif stream.GetSize() < 1 {\n\t\treturn ErrEmpty\n\t}\n\treturn call()\n}\n',
      'drivers/demo/meta.go': `package demo
var config = driver.Config{
	Name:        "Demo",
	DefaultRoot: "demo://root",
	OnlyProxy:   true,
	// NoCache: true,
	NoUpload:    false,
}
func init() {
	op.RegisterDriver(func() driver.Driver {
		return &Demo{}
	})
}`,
      'drivers/demo/driver.go': `package demo
type Base struct{}
type Demo struct {
	*Base
	Addition
}
func (d *Demo) Config() driver.Config {
	return config
}
func (d *Demo) Copy(ctx context.Context, srcObj, dstDir model.Obj) error {
	// TODO
	return errs.NotImplement
}
func (d *Demo) Rename(ctx context.Context, srcObj model.Obj, newName string) (model.Obj, error) {
	if !srcObj.IsDir() {
		return nil, errors.New("no file renames")
	}
	if err := call("{"); err != nil {
		return nil, err
	}
	return srcObj, nil
}
func (d *Demo) Other(ctx context.Context, args model.OtherArgs) (interface{}, error) {
	return nil, nil
}
func (d *Demo) MakeDir(ctx context.Context, parentDir model.Obj, dirName string) error {
	if d.mode() == modeA {
		return call()
	}
	if d.mode() != modeB {
		return errs.NotImplement
	}
	return call()
}
func (d *Demo) OfflineDownload(ctx context.Context, url string, dir model.Obj) (string, error) {
	return call(url)
}
func (b *Base) Remove(ctx context.Context, obj model.Obj) error {
	return call()
}
func (d *Demo) ShouldProxyDownloads() bool {
	return d.ForceProxy
}
func (d *Demo) Move(ctx context.Context, srcObj, dstDir model.Obj) error {
	if !d.Writable {
		return errs.PermissionDenied
	}
	if d.client == nil {
		return errs.PermissionDenied
	}
	return call()
}`,
    });
    const [demo, empty] = readDriverSources(root);
    // A refusal of empty streams is kept, and a package error variable is read as the message it was made with.
    expect(empty.methods.Put).toEqual({ status: 'implemented', declines: [{ when: 'stream.GetSize() < 1', error: 'empty files are refused' }] });
    expect(demo).toEqual({
      name: 'Demo',
      dir: 'demo',
      flags: ['onlyProxy'],
      defaultRoot: 'demo://root',
      methods: {
        // The refusal after a dispatch on the same value's known cases is its default, not a refusing set-up.
        MakeDir: { status: 'implemented' },
        Copy: { status: 'stub', error: 'errs.NotImplement' },
        Rename: { status: 'implemented', result: true, declines: [{ when: '!srcObj.IsDir()', error: 'no file renames' }] },
        Remove: { status: 'implemented' },
        // A switch of the storage's own that is off refuses; any other guard is an error, not a set-up.
        Move: { status: 'implemented', declines: [{ when: '!d.Writable', error: 'errs.PermissionDenied' }] },
        Other: { status: 'noop' },
        OfflineDownload: { status: 'implemented' },
      },
      offlineTool: true,
      proxyDriver: true,
    });
    expect(capabilitiesOf(demo).find((c) => c.name === 'copy')!.support).toBe('none');
  });

  it("reads a switch on an option whose default refuses as a set-up that refuses, but not a type switch's default or a File/Folder sort", () => {
    const root = checkout({
      'drivers/demo/meta.go': 'package demo\nvar config = driver.Config{\n\tName: "Demo",\n}\nfunc init() {\n\top.RegisterDriver(func() driver.Driver {\n\t\treturn &Demo{}\n\t})\n}\n',
      'drivers/demo/driver.go': `package demo
func (d *Demo) Config() driver.Config {
	return config
}
func (d *Demo) Put(ctx context.Context, dstDir model.Obj, file model.FileStreamer, up driver.UpdateProgress) error {
	switch d.Addition.Type {
	case "personal":
		return call()
	default:
		return errs.NotImplement
	}
}
func (d *Demo) Copy(ctx context.Context, srcObj, dstDir model.Obj) error {
	var err error
	switch d.Addition.Type {
	case "personal":
		err = call()
	default:
		err = errs.NotImplement
	}
	return err
}
func (d *Demo) Rename(ctx context.Context, srcObj model.Obj, newName string) error {
	switch f := srcObj.(type) {
	case *File:
		return call(f)
	default:
		return errs.NotSupport
	}
}
func (d *Demo) Remove(ctx context.Context, obj model.Obj) error {
	switch obj := obj.(type) {
	case *File:
		return call(obj)
	case *Folder:
		return call(obj)
	}
	return errs.NotSupport
}
func (d *Demo) MakeDir(ctx context.Context, parentDir model.Obj, dirName string) error {
	if _, ok := parentDir.(*Root); ok {
		return call()
	}
	return errs.NotSupport
}`,
    });
    const [demo] = readDriverSources(root);
    // Sorting objects into the package's plain File and Folder types leaves nothing over; a Root-only branch does.
    expect(demo.methods.Remove).toEqual({ status: 'implemented' });
    expect(demo.methods.MakeDir).toEqual({ status: 'implemented', declines: [{ when: 'otherwise', error: 'errs.NotSupport' }] });
    expect(demo.methods.Put).toEqual({ status: 'implemented', declines: [{ when: 'default', error: 'errs.NotImplement' }] });
    expect(demo.methods.Copy).toEqual({ status: 'implemented', declines: [{ when: 'default', error: 'errs.NotImplement' }] });
    expect(demo.methods.Rename).toEqual({ status: 'implemented' });
    const caps = capabilitiesOf(demo);
    expect(caps.find((c) => c.name === 'upload')).toEqual({ name: 'upload', support: 'some', notes: [{ key: 'someSetups', error: 'not implement' }] });
    // Its MakeDir takes only the root, so a folder the copy task writes elsewhere fails (op.Put → op.MakeDir).
    expect(caps.find((c) => c.name === 'copy')).toEqual({ name: 'copy', support: 'storage', notes: [{ key: 'copyTaskSome' }, { key: 'copyFoldersSomeMkdir' }] });
  });

  it('says where a folder copied by the task fails because the storage creates no folders there', () => {
    // op.Put creates the destination folder with op.MakeDir before each file (internal/op/fs.go:551).
    expect(cap('BaiduPhoto', 'copy').notes).toEqual([{ key: 'copyTaskSome' }, { key: 'copyFoldersSomeMkdir' }]);
    expect(cap('GooglePhoto', 'copy').notes).toContainEqual({ key: 'copyFoldersNoMkdir' });
    expect(cap('FTP', 'copy').notes).not.toContainEqual({ key: 'copyFoldersNoMkdir' });
    expect(html('BaiduPhoto', 'en')).toContain('a folder copied by the task needs a new folder at the destination, which this storage refuses in some cases');
  });

  it('fails clearly on a folder that is not an AList checkout', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'alist-src-'));
    mkdirSync(path.join(root, 'drivers'));
    expect(() => readDriverSources(root)).toThrow(/internal\/offline_download is missing: is .* an AList v3 checkout\?/);
  });

  it('fails naming the folder when a registration has no config it can find', () => {
    const root = checkout({ 'drivers/odd/meta.go': 'package odd\nfunc init() {\n\top.RegisterDriver(func() driver.Driver {\n\t\treturn &Odd{}\n\t})\n}\n' });
    expect(() => readDriverSources(root)).toThrow('drivers/odd: cannot find the driver.Config of Odd');
  });
});
