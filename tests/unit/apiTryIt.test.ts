import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkBase, checkBody, classifyFailure, envelopeCode, requestInit } from '../../components/apiTryIt';
import { writesData } from '../../components/apiWrites';
import { startStandInAlist, type StandInAlist } from '../standins/alist';

describe('try it: input', () => {
  it('takes an http(s) server address with an optional sub-path and refuses the rest with a reason', () => {
    expect(checkBase(' http://127.0.0.1:5244/ ')).toEqual({ ok: true, base: 'http://127.0.0.1:5244' });
    expect(checkBase('https://nas.example.org/alist//')).toEqual({ ok: true, base: 'https://nas.example.org/alist' });
    expect(checkBase('')).toEqual({ ok: false, reason: 'empty' });
    expect(checkBase('127.0.0.1:5244')).toEqual({ ok: false, reason: 'notUrl' });
    expect(checkBase('nas:5244')).toEqual({ ok: false, reason: 'scheme' });
    expect(checkBase('nas local')).toEqual({ ok: false, reason: 'notUrl' });
    expect(checkBase('ftp://nas')).toEqual({ ok: false, reason: 'scheme' });
    expect(checkBase('http://admin:pw@nas:5244')).toEqual({ ok: false, reason: 'query' });
    expect(checkBase('http://nas:5244/?x=1')).toEqual({ ok: false, reason: 'query' });
  });

  it('sends no body with GET, and only valid JSON otherwise', () => {
    expect(checkBody('GET', '{"a":1}')).toEqual({ ok: true, body: undefined });
    expect(checkBody('POST', '{"path":"/"}')).toEqual({ ok: true, body: '{"path":"/"}' });
    expect(checkBody('POST', '{"path":}')).toEqual({ ok: false });
  });

  it('puts the raw token into Authorization only when the operation takes one and the reader gave one', () => {
    const op = { method: 'POST', path: '/api/fs/list', sendsToken: true, writes: false };
    expect(requestInit(op, ' abc ', '{}').headers).toEqual({ Accept: 'application/json', 'Content-Type': 'application/json', Authorization: 'abc' });
    expect(requestInit(op, '', '{}').headers).not.toHaveProperty('Authorization');
    expect(requestInit({ ...op, sendsToken: false }, 'abc', undefined).headers).toEqual({ Accept: 'application/json' });
    expect(requestInit(op, 'abc', '{}').credentials).toBe('omit');
  });

  it('asks before calls that change data, including reads that consume something', () => {
    expect(writesData('POST', '/api/fs/list')).toBe(false);
    expect(writesData('POST', '/api/task/copy/info')).toBe(false);
    expect(writesData('GET', '/api/admin/user/list')).toBe(false);
    expect(writesData('POST', '/api/fs/mkdir')).toBe(true);
    expect(writesData('PUT', '/api/fs/put')).toBe(true);
    // get takes the queued message off the queue.
    expect(writesData('POST', '/api/admin/message/get')).toBe(true);
  });

  it('reads the code of AList\'s envelope', () => {
    expect(envelopeCode({ code: 401, message: 'token is expired', data: null })).toEqual({ code: 401, message: 'token is expired' });
    expect(envelopeCode({ error: 'x' })).toBeNull();
    expect(envelopeCode('pong')).toBeNull();
  });
});

describe('try it: why a call failed', () => {
  let alist: StandInAlist;
  beforeAll(async () => {
    alist = await startStandInAlist(0);
  });
  afterAll(() => alist.close());

  it('tells a CORS refusal (server up) from an unreachable server and from mixed content', async () => {
    expect(await classifyFailure(alist.url, 'http:', fetch)).toBe('cors');
    expect(await classifyFailure('http://127.0.0.1:9', 'http:', fetch)).toBe('unreachable');
    expect(await classifyFailure('http://nas.example.org:5244', 'https:', fetch)).toBe('mixedContent');
  });

  it('answers preflights as gin-contrib/cors does with AList\'s default lists', async () => {
    const pre = await fetch(`${alist.url}/api/me`, { method: 'OPTIONS', headers: { Origin: 'https://docs.example.org', 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'authorization' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toBe('*');
    expect(pre.headers.get('access-control-allow-origin')).toBe('*');
    const me = await (await fetch(`${alist.url}/api/me`, { headers: { Authorization: 'nonsense' } })).json();
    expect(me).toEqual({ code: 401, message: "that's not even a token", data: null });
  });

  it('refuses an origin outside a configured list with 403', async () => {
    const strict = await startStandInAlist(0, { allowOrigins: ['https://docs.example.org'], allowMethods: ['GET', 'POST'], allowHeaders: ['Content-Type', 'Authorization'] });
    try {
      const other = await fetch(`${strict.url}/api/me`, { headers: { Origin: 'https://evil.example' } });
      expect(other.status).toBe(403);
      const pre = await fetch(`${strict.url}/api/me`, { method: 'OPTIONS', headers: { Origin: 'https://docs.example.org', 'Access-Control-Request-Method': 'GET' } });
      expect(pre.headers.get('access-control-allow-origin')).toBe('https://docs.example.org');
      expect(pre.headers.get('access-control-allow-headers')).toBe('Content-Type,Authorization');
    } finally {
      await strict.close();
    }
  });
});
