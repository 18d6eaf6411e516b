/**
 * The task routes (server/handles/task.go): the same 12 operations for each of the 7 task managers, under
 * /api/task/<type>/ (signed-in users, their own tasks; admins see all) and /api/admin/task/<type>/ (admin,
 * kept for older scripts). Modelled once here and expanded.
 */
import { ref, req, str, strList, t } from '../schema';
import type { ErrorSpec, OpSpec, Text } from '../types';

const TASK_TYPES: { name: string; text: Text }[] = [
  { name: 'upload', text: t('uploads sent with the As-Task header', '带 As-Task 请求头提交的上传') },
  { name: 'copy', text: t('copies between storages, or inside a storage whose driver cannot copy', '跨存储复制，或驱动不支持复制时同一存储内的复制') },
  { name: 'offline_download', text: t('offline downloads (the tool fetching the URL)', '离线下载（由工具获取 URL）') },
  { name: 'offline_download_transfer', text: t('moving finished offline downloads into the target storage', '把已完成的离线下载转存到目标存储') },
  { name: 's3_transition', text: t('S3 storage-class transitions', 'S3 存储类别转换') },
  { name: 'decompress', text: t('extracting archives (reading and unpacking)', '解压压缩包（读取与解包）') },
  { name: 'decompress_upload', text: t('uploading extracted files to the target folder', '把解压出的文件上传到目标目录') },
];

const tid = req('tid', str, 'Task ID, as the lists return it.', '任务 ID，取自列表接口。');
const notFound: ErrorSpec = { code: 404, message: 'task not found', text: t('No such task, or (for non-admins) another user\'s task.', '没有该任务，或（对非管理员而言）任务属于其他用户。') };
const userInvalid: ErrorSpec = { code: 401, message: 'user invalid', text: t('No account is attached to the request (should not happen behind Auth).', '请求没有关联账号（经过 Auth 后不应出现）。') };
const badBatch: ErrorSpec = { code: 400, message: 'invalid request format', text: t('The body is not a JSON array of task IDs.', '请求体不是任务 ID 的 JSON 数组。') };

const taskExample = (type: string) => ({
  id: 'xZ3kq9VhT1',
  name: type === 'upload' ? 'upload trailer.mp4 to [/local](/movies)' : type === 'copy' ? 'copy [/local](/movies/trailer.mp4) to [/backup](/movies)' : `${type} task`,
  creator: 'alice',
  creator_role: [3],
  state: 1,
  status: 'running',
  progress: 42.5,
  start_time: '2026-05-01T08:30:00+08:00',
  end_time: null,
  total_bytes: 10485760,
  error: '',
});

type Operation = { op: string; method: 'GET' | 'POST'; summary: Text; description: Text; kind: 'list' | 'one' | 'batch' | 'all' };
const OPERATIONS: Operation[] = [
  { op: 'undone', method: 'GET', kind: 'list', summary: t('List unfinished tasks', '列出未完成的任务'), description: t('Tasks pending, running, canceling, errored, failing or waiting to retry.', '处于等待、运行、取消中、出错、失败处理中或等待重试的任务。') },
  { op: 'done', method: 'GET', kind: 'list', summary: t('List finished tasks', '列出已结束的任务'), description: t('Tasks that succeeded, failed or were canceled.', '已成功、失败或被取消的任务。') },
  { op: 'info', method: 'POST', kind: 'one', summary: t('Get a task', '获取任务'), description: t('One task by ID.', '按 ID 获取单个任务。') },
  { op: 'cancel', method: 'POST', kind: 'one', summary: t('Cancel a task', '取消任务'), description: t('Asks the task to stop. A task still waiting ends as canceled; a running one stops when it next checks its context and is then listed as failed, with the error "context canceled".', '请求任务停止。尚在等待的任务最终为已取消；运行中的任务在下一次检查上下文时停止，随后显示为失败，错误为 "context canceled"。') },
  { op: 'delete', method: 'POST', kind: 'one', summary: t('Delete a task', '删除任务'), description: t('Removes the task from the list. To stop a running task, cancel it first.', '从列表中移除任务。要停止运行中的任务，请先取消它。') },
  { op: 'retry', method: 'POST', kind: 'one', summary: t('Retry a task', '重试任务'), description: t('Puts the task back in the queue to run again.', '把任务放回队列重新运行。') },
  { op: 'cancel_some', method: 'POST', kind: 'batch', summary: t('Cancel several tasks', '取消多个任务'), description: t('Cancels each task of the list.', '取消列表中的每个任务。') },
  { op: 'delete_some', method: 'POST', kind: 'batch', summary: t('Delete several tasks', '删除多个任务'), description: t('Deletes each task of the list.', '删除列表中的每个任务。') },
  { op: 'retry_some', method: 'POST', kind: 'batch', summary: t('Retry several tasks', '重试多个任务'), description: t('Retries each task of the list.', '重试列表中的每个任务。') },
  { op: 'clear_done', method: 'POST', kind: 'all', summary: t('Clear finished tasks', '清除已结束的任务'), description: t('Removes the caller\'s succeeded, failed and canceled tasks (all users\' for admins).', '移除调用者已成功、失败和取消的任务（管理员为所有用户的）。') },
  { op: 'clear_succeeded', method: 'POST', kind: 'all', summary: t('Clear succeeded tasks', '清除已成功的任务'), description: t('Removes the caller\'s succeeded tasks (all users\' for admins).', '移除调用者已成功的任务（管理员为所有用户的）。') },
  { op: 'retry_failed', method: 'POST', kind: 'all', summary: t('Retry failed tasks', '重试失败的任务'), description: t('Retries the caller\'s failed tasks (all users\' for admins).', '重试调用者失败的任务（管理员为所有用户的）。') },
];

/**
 * What a retry does with a cancelled task (tache keeps a task's cancelled context; TaskExtension.ReinitCtx renews it
 * only with tasks.allow_retry_canceled, and UploadTask.Run never calls it). A task cancelled while running ends as
 * failed (tache's worker), so retry_failed meets such tasks too.
 */
const retryNote = (type: string): Text =>
  type === 'upload'
    ? t('A cancelled upload is never rerun: it keeps its cancelled context, whatever `tasks.allow_retry_canceled` says, and stops again at once. A task cancelled while it ran is listed as failed.', '已取消的上传任务永远不会真正重跑：无论 `tasks.allow_retry_canceled` 如何设置，它都沿用已取消的上下文，会立即再次停止。运行中被取消的任务会显示为失败。')
    : t('A cancelled task is rerun only when `tasks.allow_retry_canceled` is true in the configuration file; with the default (false) it keeps its cancelled context and stops again at once. A task cancelled while it ran is listed as failed.', '已取消的任务只有在配置文件中 `tasks.allow_retry_canceled` 为 true 时才会真正重跑；默认（false）时它沿用已取消的上下文，会立即再次停止。运行中被取消的任务会显示为失败。');

function expand(prefix: '/api/task' | '/api/admin/task'): OpSpec[] {
  const admin = prefix === '/api/admin/task';
  const scope = admin
    ? t('Admin route kept for older scripts; admins see every user\'s tasks.', '为旧脚本保留的管理员接口；管理员能看到所有用户的任务。')
    : t('Users see and change only their own tasks; admins see everyone\'s.', '用户只能查看和操作自己的任务；管理员能看到所有人的。');
  return TASK_TYPES.flatMap((type) =>
    OPERATIONS.map((o): OpSpec => {
      const base: OpSpec = {
        method: o.method,
        path: `${prefix}/${type.name}/${o.op}`,
        access: admin ? 'admin' : 'user',
        tag: admin ? 'admin/task' : 'task',
        summary: t(`${o.summary.en} (${type.name})`, `${o.summary.zh}（${type.name}）`),
        description: o.op.startsWith('retry')
          ? t(`${o.description.en} ${retryNote(type.name).en} Task type: ${type.text.en}. ${scope.en}`, `${o.description.zh}${retryNote(type.name).zh}任务类型：${type.text.zh}。${scope.zh}`)
          : t(`${o.description.en} Task type: ${type.text.en}. ${scope.en}`, `${o.description.zh}任务类型：${type.text.zh}。${scope.zh}`),
        errors: [userInvalid],
      };
      if (o.kind === 'list') return { ...base, data: { type: ['array', 'null'], items: ref('TaskInfo') }, dataExample: [taskExample(type.name)] };
      if (o.kind === 'one') {
        return {
          ...base,
          query: [tid],
          ...(o.op === 'info' ? { data: ref('TaskInfo'), dataExample: taskExample(type.name) } : {}),
          errors: [userInvalid, notFound],
        };
      }
      if (o.kind === 'batch') {
        return {
          ...base,
          body: { schema: strList, text: t('Task IDs.', '任务 ID 列表。') },
          requestExample: ['xZ3kq9VhT1', 'p0Lr8sQe2W'],
          data: { type: 'object', additionalProperties: { type: 'string' } },
          dataText: t('Task IDs that were not handled, each with "task not found"; empty when all were.', '未处理的任务 ID，值均为 "task not found"；全部处理时为空。'),
          dataExample: { p0Lr8sQe2W: 'task not found' },
          errors: [userInvalid, badBatch],
        };
      }
      return base;
    }),
  );
}

export const taskOperations: OpSpec[] = expand('/api/task');
export const adminTaskOperations: OpSpec[] = expand('/api/admin/task');
export const TASK_TYPE_NAMES = TASK_TYPES.map((x) => x.name);
export const TASK_OPERATION_NAMES = OPERATIONS.map((x) => x.op);
