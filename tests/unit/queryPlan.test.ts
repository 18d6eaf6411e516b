import { afterEach, describe, expect, it } from 'vitest';
import { FUNCTION_ROLE, planQuery, stripVariableParts, useSegmenterForTests } from '../../theme/search/queryPlan';

const labels = (q: string, lang = 'en') => planQuery(q, lang).groups.map((g) => g.label);
const roles = (q: string, lang = 'en') => Object.fromEntries(planQuery(q, lang).groups.map((g) => [g.label, g.role]));

describe('pasted messages lose their variable parts', () => {
  it('drops log prefixes, handler names, URLs, IPs with ports and paths', () => {
    const q = '2024/05/01 12:00:00 ERRO[0032] [handles.FsList] failed get objs: Get "https://openapi.alipan.com/adrive/v1.0/openFile/list": dial tcp 10.0.0.5:443: i/o timeout at /opt/alist/data/temp';
    const stripped = stripVariableParts(q);
    for (const gone of ['2024', '12:00', 'ERRO', 'handles', 'alipan', '10.0.0.5', '443', '/opt/alist']) expect(stripped).not.toContain(gone);
    expect(labels(q)).toEqual(['failed', 'get', 'objs', 'dial', 'tcp', 'i', 'o', 'timeout', 'at']);
  });
  it('keeps the message of a JSON answer and of a logrus line, not their keys and values', () => {
    expect(labels('{"code":500,"message":"S3 server is not enabled","data":null}')).toEqual(['s3', 'server', 'is', 'not', 'enabled']);
    expect(labels('time="2026-03-14T09:21:07+08:00" level=error msg="Invalid 2FA code"')).toEqual(['invalid', '2fa', 'code']);
  });
  it('drops a quoted value of one token but keeps quoted words', () => {
    expect(labels("invalid character 'a' looking for beginning of value")).toEqual(['invalid', 'character', 'looking', 'for', 'beginning', 'of', 'value']);
    expect(labels('open "/mnt/disk/My Movie.mkv": no such file')).toEqual(['open', 'no', 'such', 'file']);
  });
  it('drops long numbers, hexadecimal ids and file names; keeps status codes and short numbers', () => {
    expect(labels('json: cannot unmarshal number 2755523652316298479 into Go struct field of type int')).not.toContain('2755523652316298479');
    expect(labels('task 8f3e2a1b9c0d4e5f6a7b failed with 413 on movie.mkv')).toEqual(['task', 'failed', 'with', '413', 'on']);
  });
  it('keeps the fixed parts between the variable ones as fragments, longest first', () => {
    expect(planQuery('failed to connect database: dial tcp 127.0.0.1:3306: connect: connection refused', 'en').fragments).toEqual(['failed to connect database: dial tcp', 'connect: connection refused']);
    expect(planQuery('"storage not found"', 'en').fragments).toEqual(['storage not found']);
    // One word is no quote.
    expect(planQuery('Installing', 'en').fragments).toEqual([]);
  });

  it('keeps a host name the message names as a word, but not inside a fragment', () => {
    const plan = planQuery('Post "https://xluser-ssl.xunlei.com/v1/shield/captcha/init": dial tcp: lookup xluser-ssl.xunlei.com on 127.0.0.1:53: no such host', 'zh');
    expect(plan.fragments).toEqual(['dial tcp: lookup', 'no such host']);
    expect(plan.groups.map((g) => g.label)).toContain('xunlei.com');
    expect(planQuery('config.json 在哪', 'zh').groups[0].label).toBe('config.json');
  });
});

describe('question and function words weigh little in both languages', () => {
  it('English', () => {
    const r = roles('how do I change the port AList listens on');
    expect(r.how).toBe(FUNCTION_ROLE);
    expect(r.the).toBe(FUNCTION_ROLE);
    expect(r.change).toBe(1);
    expect(r.alist).toBe(1);
  });
  it('Chinese, glued to content words or not', () => {
    const r = roles('为什么添加存储以后列表是空的', 'zh');
    expect(r['为什么']).toBe(FUNCTION_ROLE);
    expect(r['添加']).toBe(1);
    expect(r['存储']).toBe(1);
    expect(r['列表']).toBe(1);
    expect(roles('忘记管理员密码怎么办', 'zh')['怎么']).toBe(FUNCTION_ROLE);
  });
});

describe('Chinese runs are cut into words', () => {
  afterEach(() => useSegmenterForTests(null));
  it('with the runtime segmenter, and Latin words apart from Han ones', () => {
    expect(labels('qBittorrent离线下载无法使用', 'zh')).toEqual(expect.arrayContaining(['qbittorrent', '离线']));
    expect(labels('webdav连接失败', 'zh')).toEqual(expect.arrayContaining(['webdav', '连接', '失败']));
  });
  it('without a segmenter, as character pairs', () => {
    useSegmenterForTests((run) => Array.from(run).slice(0, -1).map((c, i) => c + Array.from(run)[i + 1]));
    expect(labels('文件重命名', 'zh')).toEqual(['文件', '件重', '重命', '命名']);
  });
});

describe("readers' words add the site's word", () => {
  it('a player app stands for WebDAV, a nickname for the cloud', () => {
    expect(planQuery('kodi cannot play', 'en').groups[0]).toMatchObject({ label: 'kodi', alternatives: ['kodi', 'webdav'] });
    const zh = planQuery('度盘挂载失败', 'zh').groups.find((g) => g.label === '度盘');
    expect(zh?.alternatives).toEqual(['度盘', '百度网盘', 'baidu']);
  });
  it('a Latin form matches whole words only', () => {
    expect(labels('gdrive quota', 'en')).toContain('gdrive');
    expect(planQuery('gdrivex quota', 'en').groups.find((g) => g.label === 'gdrivex')?.alternatives).toEqual(['gdrivex']);
  });
});
