import { describe, expect, it } from 'vitest';
import { checkConfig } from '../../components/versions/configCheck';
import { checkStorages, optionAt } from '../../components/versions/storageCheck';
import { closest } from '../../components/versions/closest';
import { expandHistory } from '../../components/versions/history';
import { versionData } from '../../plugins/content/versionHistory';

const data = versionData();
const history = expandHistory(data.history);
const facts = { history, configTypes: data.configTypes, options: data.options };

describe('config checker', () => {
  it('finds a misspelled key and names the closest one in its section', () => {
    const f = checkConfig(JSON.stringify({ scheme: { http_prot: 5244 }, jwt_secert: 'x' }), 'v3.63.0', facts);
    expect(f).toEqual([
      { kind: 'unknown', key: 'scheme.http_prot', suggestion: 'scheme.http_port' },
      { kind: 'unknown', key: 'jwt_secert', suggestion: 'jwt_secret' },
    ]);
  });

  it('finds keys newer than the chosen release and keys it no longer has', () => {
    const f = checkConfig(JSON.stringify({ tls_insecure_skip_verify: false, ftp: { enable: false }, port: 5244 }), 'v3.30.0', facts);
    expect(f).toContainEqual({ kind: 'not-yet', key: 'ftp.enable', added: history.items.config['ftp.enable'].first });
    expect(f).toContainEqual({ kind: 'removed', key: 'port', removed: 'v3.20.0' });
    expect(f.some((x) => 'key' in x && x.key === 'tls_insecure_skip_verify')).toBe(false);
    // The same file for v3.19.0: port is there, ftp is not.
    const old = checkConfig(JSON.stringify({ port: 5244 }), 'v3.19.0', facts);
    expect(old).toEqual([]);
  });

  it('finds values of the wrong type, sections given as values, and a database type AList refuses', () => {
    const f = checkConfig(JSON.stringify({ token_expires_in: '48', force: 'true', scheme: 'https', database: { type: 'sqlite' }, cors: { allow_origins: ['*'] } }), 'v3.63.0', facts);
    expect(f).toEqual([
      { kind: 'type', key: 'token_expires_in', expected: 'integer', actual: 'string' },
      { kind: 'type', key: 'force', expected: 'boolean', actual: 'string' },
      { kind: 'type', key: 'scheme', expected: 'object', actual: 'string' },
      { kind: 'choice', key: 'database.type', value: 'sqlite', choices: ['sqlite3', 'mysql', 'postgres'] },
    ]);
  });

  it('passes a file v3.63.0 writes, and says what is wrong with text that is not a JSON object', () => {
    const defaults = { force: false, site_url: '', jwt_secret: 'abc', token_expires_in: 48, database: { type: 'sqlite3', port: 0 }, scheme: { address: '0.0.0.0', http_port: 5244, https_port: -1 }, tasks: { copy: { workers: 5, task_persistant: false } } };
    expect(checkConfig(JSON.stringify(defaults), 'v3.63.0', facts)).toEqual([]);
    expect(checkConfig('{"a":', 'v3.63.0', facts)[0].kind).toBe('parse');
    expect(checkConfig('[1]', 'v3.63.0', facts)).toEqual([{ kind: 'not-object', key: '', actual: 'array' }]);
    expect(() => checkConfig('{}', 'v3.99.9', facts)).toThrow(/Unknown AList release/);
  });
});

describe('storage checker', () => {
  const storage = (driver: string, addition: Record<string, unknown>, mount = '/m') => ({ id: 1, mount_path: mount, driver, addition: JSON.stringify(addition) });

  it('finds an unknown option with the closest name, and a missing required option', () => {
    const r = checkStorages(JSON.stringify({ code: 200, data: { content: [storage('Local', { root_folder_pth: '/srv', thumbnail: false, use_ffmpeg: false })], total: 1 } }), 'v3.63.0', facts);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.storages[0].label).toBe('/m');
    expect(r.storages[0].findings).toEqual([
      { kind: 'unknown', key: 'root_folder_pth', suggestion: 'root_folder_path' },
      { kind: 'missing', key: 'root_folder_path' },
    ]);
  });

  it('checks types and choices as the chosen release has them', () => {
    // 115 Cloud.limit_rate was a "number" form field before v3.42.0 and "float" since, but a float64 in Go all along.
    const s = storage('115 Cloud', { cookie: 'x', root_folder_id: '0', limit_rate: 0.5, qrcode_source: 'linux', page_size: '1000' });
    const now = checkStorages(JSON.stringify([s]), 'v3.63.0', facts);
    const then = checkStorages(JSON.stringify([s]), 'v3.41.0', facts);
    if (!now.ok || !then.ok) throw new Error('parse failed');
    expect(now.storages[0].findings).toEqual([
      { kind: 'choice', key: 'qrcode_source', value: 'linux', choices: ['web', 'android', 'ios', 'tv', 'alipaymini', 'wechatmini', 'qandroid'] },
      { kind: 'type', key: 'page_size', expected: 'integer', actual: 'string' },
    ]);
    expect(then.storages[0].findings.filter((f) => 'key' in f && f.key === 'limit_rate')).toEqual([]);
    // Local.mkdir_perm was a uint32 ("number") before v3.13.1 and is a string since.
    const local = storage('Local', { root_folder_path: '/srv', mkdir_perm: '777' });
    const localThen = checkStorages(JSON.stringify([local]), 'v3.12.0', facts);
    const localNow = checkStorages(JSON.stringify([local]), 'v3.63.0', facts);
    if (!localThen.ok || !localNow.ok) throw new Error('parse failed');
    expect(localThen.storages[0].findings).toContainEqual({ kind: 'type', key: 'mkdir_perm', expected: 'integer', actual: 'string' });
    expect(localNow.storages[0].findings.filter((f) => 'key' in f && f.key === 'mkdir_perm')).toEqual([]);
    expect(optionAt(facts, '115 Cloud', 'qrcode_source', 'v3.36.0').choices).toEqual(['web', 'android', 'ios', 'linux', 'mac', 'windows', 'tv']);
  });

  it('finds options and drivers the release does not have, in a backup file', () => {
    const backup = { storages: [storage('WebDav', { address: 'https://d', username: '', password: '', root_folder_path: '/', tls_insecure_skip_verify: true, vendor: 'other' }, '/dav'), storage('115 Open', {}, '/o'), storage('Locall', {})] };
    const r = checkStorages(JSON.stringify(backup), 'v3.63.0', facts);
    if (!r.ok) throw new Error('parse failed');
    expect(r.storages[0].findings).toContainEqual({ kind: 'removed', key: 'tls_insecure_skip_verify', removed: 'v3.57.0' });
    const old = checkStorages(JSON.stringify(backup), 'v3.40.0', facts);
    if (!old.ok) throw new Error('parse failed');
    expect(old.storages[1].findings).toEqual([{ kind: 'driver-not-yet', key: '115 Open', added: 'v3.43.0' }]);
    expect(r.storages[2].findings).toEqual([{ kind: 'unknown-driver', key: 'Locall', suggestion: 'Local' }]);
  });

  it('says when the text holds no storage', () => {
    expect(checkStorages('{"code":200,"data":{"content":[]}}', 'v3.63.0', facts)).toEqual({ ok: false, finding: { kind: 'no-storages' } });
    expect(checkStorages('nope', 'v3.63.0', facts).ok).toBe(false);
  });
});

describe('closest', () => {
  it('suggests only near names', () => {
    expect(closest('refersh_token', ['refresh_token', 'access_token'])).toBe('refresh_token');
    expect(closest('zzzzzz', ['refresh_token'])).toBeUndefined();
  });
});
