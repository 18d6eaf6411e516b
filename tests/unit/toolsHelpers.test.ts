import { createCipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { albumsUrl, parseAlbumsPage } from '../../components/tools/googlePhotos';
import { cleanCookie, parseQrSession, parseQrStatus, qrImageUrl, qrStatusUrl } from '../../components/tools/pan115';
import { parseSiteResponse, siteLookupUrl, webdavAddressFromLink } from '../../components/tools/sharepoint';
import { parseWopanAnswer } from '../../components/tools/wopan';

describe('SharePoint WebDAV address', () => {
  it('a site library view with a folder in ?id=', () => {
    const r = webdavAddressFromLink(
      'https://contoso.sharepoint.com/sites/Team/Shared%20Documents/Forms/AllItems.aspx?id=%2Fsites%2FTeam%2FShared%20Documents%2FMovies%2F2024&viewid=1',
    );
    expect(r).toEqual({
      ok: true,
      address: 'https://contoso.sharepoint.com/sites/Team/Shared Documents',
      rootFolderPath: '/Movies/2024',
      kind: 'site',
      libraryGuessed: false,
      loginHost: 'https://login.microsoftonline.com',
    });
  });

  it('a OneDrive for Business page without a library name assumes Documents', () => {
    const r = webdavAddressFromLink('https://contoso-my.sharepoint.com/personal/alice_contoso_com/_layouts/15/onedrive.aspx');
    expect(r).toMatchObject({ ok: true, address: 'https://contoso-my.sharepoint.com/personal/alice_contoso_com/Documents', rootFolderPath: '/', kind: 'personal', libraryGuessed: true });
  });

  it('a folder path of a 21Vianet tenant uses the China sign-in host', () => {
    const r = webdavAddressFromLink('https://contoso.sharepoint.cn/teams/Ops/Docs/Reports');
    expect(r).toMatchObject({ ok: true, address: 'https://contoso.sharepoint.cn/teams/Ops/Docs', rootFolderPath: '/Reports', loginHost: 'https://login.chinacloudapi.cn' });
  });

  it('rejects what AList cannot use', () => {
    expect(webdavAddressFromLink('  ')).toMatchObject({ ok: false, reason: 'empty' });
    expect(webdavAddressFromLink('contoso.sharepoint.com/sites/x')).toMatchObject({ ok: false, reason: 'notUrl' });
    expect(webdavAddressFromLink('https://example.com/dav')).toMatchObject({ ok: false, reason: 'notSharePoint', detail: 'example.com' });
    expect(webdavAddressFromLink('https://contoso.sharepoint.fr/sites/x')).toMatchObject({ ok: false, reason: 'unsupportedTld', detail: 'fr' });
    // AList still maps .de to the Germany cloud, which Microsoft shut down: no address is offered for it.
    expect(webdavAddressFromLink('https://contoso.sharepoint.de/sites/x')).toMatchObject({ ok: false, reason: 'closedCloud', detail: 'de' });
  });
});

describe('SharePoint site ID lookup', () => {
  it('builds the Graph address per region', () => {
    expect(siteLookupUrl('https://contoso.sharepoint.com/sites/Marketing/SitePages/Home.aspx', 'global')).toEqual({
      ok: true,
      url: 'https://graph.microsoft.com/v1.0/sites/contoso.sharepoint.com:/sites/Marketing',
    });
    expect(siteLookupUrl('https://contoso.sharepoint.cn/', 'cn')).toEqual({ ok: true, url: 'https://microsoftgraph.chinacloudapi.cn/v1.0/sites/contoso.sharepoint.cn' });
    expect(siteLookupUrl('https://example.com/sites/x', 'global')).toMatchObject({ ok: false, reason: 'notSharePoint' });
  });

  it('reads the id, or the Graph error', () => {
    expect(parseSiteResponse(200, '{"id":"contoso.sharepoint.com,1,2","displayName":"Marketing","webUrl":"https://x"}')).toEqual({
      ok: true,
      id: 'contoso.sharepoint.com,1,2',
      name: 'Marketing',
      webUrl: 'https://x',
    });
    expect(parseSiteResponse(403, '{"error":{"code":"accessDenied","message":"Access denied"}}')).toMatchObject({
      ok: false,
      problem: { kind: 'providerError', status: 403, code: 'accessDenied', description: 'Access denied' },
    });
  });
});

describe('115 cookie', () => {
  it('reduces a full Cookie header to UID, CID and SEID', () => {
    const r = cleanCookie('Cookie: USERSESSIONID=x; uid=1_A1_2; CID=c0ffee; SEID=s3id; acw_tc=a=b;');
    expect(r).toEqual({ ok: true, cookie: 'UID=1_A1_2; CID=c0ffee; SEID=s3id', values: { UID: '1_A1_2', CID: 'c0ffee', SEID: 's3id' }, ignored: 2 });
  });

  it('keeps KID, which the driver also reads, when the cookie has one', () => {
    const r = cleanCookie('uid=1_A1_2; CID=c; other=x; SEID=s; kid=k1');
    expect(r).toMatchObject({ ok: true, cookie: 'UID=1_A1_2; CID=c; SEID=s; KID=k1', ignored: 1 });
  });

  it('accepts rows copied from the developer tools cookie table', () => {
    const r = cleanCookie('UID\t1_A1_2\t.115.com\t/\nCID\tc\t.115.com\nSEID\ts\t.115.com');
    expect(r).toMatchObject({ ok: true, cookie: 'UID=1_A1_2; CID=c; SEID=s' });
  });

  it('names what is missing or unusable', () => {
    expect(cleanCookie('')).toEqual({ ok: false, reason: 'empty' });
    expect(cleanCookie('UID=1; foo=bar')).toEqual({ ok: false, reason: 'missing', missing: ['CID', 'SEID'] });
    expect(cleanCookie('UID=1; CID=2; SEID=a=b')).toEqual({ ok: false, reason: 'badValue', name: 'SEID' });
  });
});

describe('115 QR code login', () => {
  it('reads a session and builds the image and status links', () => {
    const r = parseQrSession('{"state":1,"code":0,"message":"","data":{"uid":"u1","time":1700000000,"sign":"sg","qrcode":"https://115.com/scan/dg-u1"}}');
    expect(r).toEqual({ ok: true, session: { uid: 'u1', time: 1700000000, sign: 'sg', qrcode: 'https://115.com/scan/dg-u1' } });
    expect(qrImageUrl('u 1')).toBe('https://qrcodeapi.115.com/api/1.0/mac/1.0/qrcode?uid=u%201');
    if (r.ok) expect(qrStatusUrl(r.session)).toBe('https://qrcodeapi.115.com/get/status/?uid=u1&time=1700000000&sign=sg');
  });

  it('reports refusals and wrong input', () => {
    expect(parseQrSession('{"state":0,"code":40101,"message":"too many requests"}')).toEqual({ ok: false, reason: 'refused', code: '40101', message: 'too many requests' });
    expect(parseQrSession('<html>')).toEqual({ ok: false, reason: 'notJson' });
    expect(parseQrSession('{"state":1,"data":{}}')).toEqual({ ok: false, reason: 'missingUid' });
  });

  it('reads the status values', () => {
    expect(parseQrStatus('{"state":1,"data":{"status":2,"msg":"ok"}}')).toEqual({ ok: true, status: 'allowed', message: 'ok' });
    expect(parseQrStatus('{"state":1,"data":{"status":-1}}')).toMatchObject({ ok: true, status: 'expired' });
    expect(parseQrStatus('{"state":1,"data":{"status":9}}')).toEqual({ ok: false, reason: 'unknown', value: '9' });
  });
});

function encryptApiUser(plain: string): string {
  const cipher = createCipheriv('aes-128-cbc', Buffer.from('XFmi9GS2hzk98jGX'), Buffer.from('wNSOYIB1k1DjY5lA'));
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
}

describe('WoPan sign-in answer', () => {
  const subtle = globalThis.crypto.subtle;

  it('reads plain DATA', async () => {
    const answer = { STATUS: '200', MSG: 'ok', RSP: { RSP_CODE: '0000', RSP_DESC: '成功', DATA: { access_token: 'a-1', refresh_token: 'r-1', expires_in: 604799 } } };
    expect(await parseWopanAnswer(JSON.stringify(answer), subtle)).toEqual({ ok: true, refreshToken: 'r-1', accessToken: 'a-1', expiresIn: 604799 });
  });

  it('decrypts encrypted DATA', async () => {
    const data = encryptApiUser('{"access_token":"a-2","refresh_token":"r-2"}');
    const answer = { STATUS: '200', RSP: { RSP_CODE: '0000', DATA: data } };
    expect(await parseWopanAnswer(JSON.stringify(answer), subtle)).toMatchObject({ ok: true, refreshToken: 'r-2', accessToken: 'a-2' });
  });

  it('reports service errors and unusable input', async () => {
    expect(await parseWopanAnswer('{"STATUS":"500","MSG":"busy"}', subtle)).toEqual({ ok: false, reason: 'status', status: '500', message: 'busy' });
    expect(await parseWopanAnswer('{"STATUS":"200","RSP":{"RSP_CODE":"1001","RSP_DESC":"验证码错误"}}', subtle)).toEqual({ ok: false, reason: 'rsp', code: '1001', message: '验证码错误' });
    expect(await parseWopanAnswer('{"STATUS":"200","RSP":{"RSP_CODE":"0000","DATA":"bm90IGVuY3J5cHRlZA=="}}', subtle)).toEqual({ ok: false, reason: 'decryptFailed' });
    expect(await parseWopanAnswer('{"STATUS":"200","RSP":{"RSP_CODE":"0000","DATA":{"needSmsCode":"1"}}}', subtle)).toEqual({ ok: false, reason: 'missingRefreshToken' });
    expect(await parseWopanAnswer('nope', subtle)).toEqual({ ok: false, reason: 'notJson' });
    expect(await parseWopanAnswer(' ', subtle)).toEqual({ ok: false, reason: 'empty' });
  });
});

describe('Google Photos albums', () => {
  it('builds page URLs and reads albums, shared albums and errors', () => {
    expect(albumsUrl('albums')).toBe('https://photoslibrary.googleapis.com/v1/albums?pageSize=50');
    expect(albumsUrl('sharedAlbums', 'T1')).toBe('https://photoslibrary.googleapis.com/v1/sharedAlbums?pageSize=50&pageToken=T1');
    expect(parseAlbumsPage(200, '{"albums":[{"id":"A","title":"Trip","mediaItemsCount":"12"},{"title":"no id"}],"nextPageToken":"N"}')).toEqual({
      ok: true,
      albums: [{ id: 'A', title: 'Trip', count: 12 }],
      next: 'N',
    });
    expect(parseAlbumsPage(200, '{"sharedAlbums":[{"id":"S"}]}')).toEqual({ ok: true, albums: [{ id: 'S', title: '', count: null }], next: undefined });
    expect(parseAlbumsPage(200, '{}')).toEqual({ ok: true, albums: [], next: undefined });
    expect(parseAlbumsPage(403, '{"error":{"code":403,"message":"Request had insufficient authentication scopes.","status":"PERMISSION_DENIED"}}')).toMatchObject({
      ok: false,
      problem: { kind: 'providerError', status: 403, code: 'PERMISSION_DENIED' },
    });
  });
});
