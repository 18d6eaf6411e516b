/** /api/label/** and /api/label_file_binding/**: reading labels (server/handles/label.go, label_file_binding.go). */
import { pageOf } from '../components';
import { bool, f, int, object, pageFields, ref, req, str, t, time } from '../schema';
import type { ErrorSpec, OpSpec } from '../types';

const tag = 'label';
const labelExample = { id: 1, type: 0, name: 'work', description: 'Work files', bg_color: '#1677ff', create_time: '2026-05-01T08:30:00+08:00' };
const userInvalid: ErrorSpec = { code: 401, message: 'user invalid', text: t('No account is attached to the request (should not happen behind Auth).', '请求没有关联账号（经过 Auth 后不应出现）。') };

/** A file found by label (op.ObjLabelResp): the file record saved when its name was first bound, with no virtual path or hash map. */
const labeledFile = object([
  f('id', str, 'The storage\'s ID of the file, as saved at binding.', '绑定时保存的存储文件 ID。'),
  f('path', str, 'Path saved at binding.', '绑定时保存的路径。'),
  f('name', str, 'File name.', '文件名。'),
  f('size', int, 'Size in bytes, as saved.', '保存的大小，单位字节。'),
  f('is_dir', bool, 'Always false (folders cannot be bound).', '总为 false（文件夹不能绑定）。'),
  f('modified', time, 'Modification time, as saved.', '保存的修改时间。'),
  f('created', time, 'Creation time, as saved.', '保存的创建时间。'),
  f('sign', str, 'Signature, as saved.', '保存的签名。'),
  f('thumb', str, 'Thumbnail URL, as saved.', '保存的缩略图地址。'),
  f('type', int, 'File type number, as saved.', '保存的文件类型编号。'),
  f('hashinfo', str, 'Hashes as a JSON string, as saved.', '保存的哈希 JSON 字符串。'),
  f('label_list', { type: ['array', 'null'], items: ref('Label') }, 'The caller\'s labels of this file name.', '调用者为该文件名设置的标签。'),
]);

export const labelOperations: OpSpec[] = [
  {
    method: 'GET',
    path: '/api/label/list',
    access: 'guest',
    tag,
    summary: t('List labels', '列出标签'),
    query: pageFields(),
    data: pageOf('Label'),
    dataExample: { content: [labelExample], total: 1 },
    errors: [{ code: 400, text: t('The query could not be bound.', '无法解析查询参数。') }, { code: 500, text: t('The database failed.', '数据库出错。') }],
  },
  {
    method: 'GET',
    path: '/api/label/get',
    access: 'guest',
    tag,
    summary: t('Get a label', '获取标签'),
    query: [req('id', { type: 'integer' }, 'Label ID.', '标签 ID。')],
    data: ref('Label'),
    dataExample: labelExample,
    errors: [{ code: 400, text: t('`id` is not a number.', '`id` 不是数字。') }, { code: 500, text: t('No such label.', '没有该标签。') }],
  },
  {
    method: 'GET',
    path: '/api/label_file_binding/get',
    access: 'guest',
    tag,
    summary: t('Get the labels of a file name', '获取文件名的标签'),
    description: t('Labels the caller bound to this file name.', '调用者为该文件名绑定的标签。'),
    query: [req('file_name', str, 'File name, URL-encoded.', '文件名，需 URL 编码。')],
    data: { type: ['array', 'null'], items: ref('Label') },
    dataExample: [labelExample],
    errors: [{ code: 400, text: t('"file_name must not empty" or "invalid file_name".', '"file_name must not empty" 或 "invalid file_name"。') }, userInvalid, { code: 500, text: t('The database failed.', '数据库出错。') }],
  },
  {
    method: 'GET',
    path: '/api/label_file_binding/get_file_by_label',
    access: 'guest',
    tag,
    summary: t('Find files by label', '按标签查找文件'),
    description: t('Files the caller bound to any of the given labels, with their labels.', '调用者绑定到任一所给标签的文件，附带其标签。'),
    query: [req('label_id', str, 'Label IDs, comma-separated.', '标签 ID，逗号分隔。')],
    data: { type: ['array', 'null'], items: labeledFile },
    dataExample: [{ id: '', path: '/local/docs/report.pdf', name: 'report.pdf', size: 52100, is_dir: false, modified: '2026-05-01T08:30:00+08:00', created: '2026-05-01T08:30:00+08:00', sign: '', thumb: '', type: 0, hashinfo: '', label_list: [labelExample] }],
    errors: [{ code: 400, message: 'file_name must not empty', text: t('`label_id` is empty (the message names the wrong field).', '`label_id` 为空（message 中写的字段名有误）。') }, userInvalid, { code: 500, text: t('The database failed.', '数据库出错。') }],
  },
];

