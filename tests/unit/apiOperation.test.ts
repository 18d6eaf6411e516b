import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import openapi from '../../data/api/openapi.json';
import { localView, operationView, tryItQuery, typeLabel } from '../../components/apiOperationView';

let lang = 'en';
vi.mock('@rspress/core/runtime', () => ({ useLang: () => lang }));
const { ApiOperation } = await import('../../components/ApiOperation');
// Registers the renderer from a view, as a page module does when its strings are not read from the page.
await import('../../components/ApiOperationFromView');

const render = (l: string, method: string, path: string) => {
  lang = l;
  return renderToString(h(ApiOperation, { method, path, staticContent: JSON.stringify(viewOf(l, method, path)) }));
};
const viewOf = (l: string, method: string, path: string) => localView(operationView(openapi as Record<string, unknown>, method, path), l === 'zh' ? 'zh' : 'en');

describe('ApiOperation (one operation of the API document, static HTML)', () => {
  it("renders the same HTML from the section's HTML read from the page as from the view", () => {
    for (const [l, method, path] of [['en', 'ANY', '/api/fs/list'], ['zh', 'GET', '/api/admin/user/get'], ['en', 'POST', '/api/fs/mkdir']]) {
      const fromView = render(l, method, path);
      const section = /<section[^>]*>([\s\S]*?)<\/section>/.exec(fromView)![1];
      const view = viewOf(l, method, path);
      lang = l;
      const fromPage = renderToString(
        h(ApiOperation, { method, path, id: view.id, access: view.access, query: tryItQuery(view), staticContent: section, staticFromPage: true }),
      );
      expect(fromPage).toBe(fromView);
    }
  });

  it('renders method, path, access, since mark, fields, examples and errors in English', () => {
    const html = render('en', 'POST', '/api/fs/recursive_move');
    expect(html).toContain('>POST<');
    expect(html).toContain('/api/fs/recursive_move');
    expect(html).toContain('since v3.14.0');
    expect(html).toContain('Move the contents of a folder tree');
    expect(html).toContain('permissions for the path include “move”');
    expect(html).toMatch(/<code>conflict_policy<\/code>/);
    expect(html).toContain('&quot;cancel&quot; | &quot;overwrite&quot; | &quot;skip&quot;');
    expect(html).toContain('Request example');
    expect(html).toContain('Response example');
    expect(html).toContain('&quot;code&quot;: 200');
    expect(html).toContain('file [&lt;name&gt;] exists');
    expect(html).toContain('HTTP status 200');
  });

  it('renders the same operation in Chinese', () => {
    const html = render('zh', 'POST', '/api/fs/recursive_move');
    expect(html).toContain('v3.14.0 起');
    expect(html).toContain('递归移动目录内容');
    expect(html).toContain('具有“移动”权限');
    expect(html).toContain('请求示例');
    expect(html).toContain('响应示例');
    expect(html).toContain('错误码');
    expect(html).toContain('遇到同名时');
  });

  it('marks gin Any routes, leaves out the mark for first-release routes, and shows query parameters', () => {
    const list = render('en', 'ANY', '/api/fs/list');
    expect(list).toContain('>ANY<');
    expect(list).toContain('any method: POST with a JSON body, or GET with query parameters');
    expect(list).not.toContain('since-mark');
    const user = render('zh', 'GET', '/api/admin/user/get');
    expect(user).toContain('查询参数');
    expect(user).toContain('管理员（管理员账号或管理员令牌）');
    expect(user).toContain('You are not an admin');
  });

  it('renders every operation of the document in both languages without throwing', () => {
    const paths = (openapi as { paths: Record<string, Record<string, { 'x-route-method'?: string }>> }).paths;
    let n = 0;
    for (const [path, item] of Object.entries(paths)) {
      for (const [method, op] of Object.entries(item)) {
        for (const l of ['en', 'zh']) expect(render(l, op['x-route-method'] ?? method, path)).toContain(path);
        n++;
      }
    }
    expect(n).toBe(304); // 294 routes, the 10 gin Any routes twice (POST and GET)
  }, 60_000);

  it('refuses an operation that is not in the document, and labels types', () => {
    expect(() => operationView(openapi as Record<string, unknown>, 'GET', '/api/fs/list')).toThrow(/no GET \/api\/fs\/list/);
    expect(typeLabel({ type: 'array', items: { $ref: '#/components/schemas/TaskInfo' } })).toBe('TaskInfo[]');
    expect(typeLabel({ type: ['string', 'null'], format: 'date-time' })).toBe('string (date-time) | null');
  });
});

describe('the query the "try it" panel starts from', () => {
  it("lists the operation's query fields, not the query form of the Client-Id header", () => {
    const view = localView(operationView(openapi as Record<string, unknown>, 'GET', '/api/me/sshkey/list'), 'en');
    expect(view.fields.some((f) => f.in === 'query' && f.name === 'client_id')).toBe(true);
    expect(view.fields.map((f) => f.name)).not.toContain('undefined');
    expect(tryItQuery(view)).toBe('page=&per_page=');
    expect(tryItQuery({ fields: [{ in: 'query', name: 'client_id' }] } as Parameters<typeof tryItQuery>[0])).toBeUndefined();
  });
});
