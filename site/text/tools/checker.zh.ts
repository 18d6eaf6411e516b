import { registerToolText } from '../toolTextRegistry';
import type { Widen } from '../widen';
import type { checkerTextEn } from './checker.en';

/** 配置文件检查和存储检查的中文字符串。只有这两个页面导入（plugins/localeToolText.ts）。 */
export const checkerTextZh: Widen<typeof checkerTextEn> = {
  checker: {
    release: '按此版本检查',
    configInput: 'config.json 的内容',
    storageInput: '存储的 JSON（/api/admin/storage/list 的返回、备份文件、存储列表或单个存储）',
    open: '或打开文件',
    check: '检查',
    loading: '正在加载版本历史…',
    empty: '请先粘贴或打开文件。',
    clean: (release: string) => `没有问题：每个键 ${release} 都认识，值的类型也正确。`,
    cleanStorage: (release: string) => `按 ${release} 检查没有发现问题。`,
    count: (n: number) => `发现 ${n} 处问题`,
    stays: '不会发送任何内容：检查在本页中完成。',
    docs: '文档',
    storage: (label: string, driver: string) => `${label}（${driver || '无驱动'}）`,
    parse: (message: string) => `这不是有效的 JSON：${message}`,
    notObject: (key: string, actual: string) => (key ? `${key} 必须是 JSON 对象，而不是 ${actual}。` : `配置文件必须是 JSON 对象（{ … }），而不是 ${actual}。`),
    unknown: (key: string) => `${key} 不是任何 AList v3 版本的配置键；AList 会忽略它，并在启动时重写文件时删掉它。`,
    unknownOption: (key: string) => `${key} 在任何版本中都不是此驱动的选项；AList 会忽略它。`,
    suggestion: (name: string) => `是否想写 ${name}？`,
    notYet: (key: string, added: string, release: string) => `${key} 在 ${added} 中加入；${release} 没有它，会忽略它。`,
    removed: (key: string, removed: string, release: string) => `${key} 已在 ${removed} 中移除；${release} 会忽略它。`,
    type: (key: string, expected: string, actual: string) => `${key} 必须是${expected}，而不是${actual}：AList 启动时会以 “load config error” 退出。`,
    typeOption: (key: string, expected: string, actual: string) => `${key} 必须是${expected}，而不是${actual}：该存储会启动失败。`,
    choice: (key: string, value: string, choices: string) => `${key} 的值 “${value}” 不在可选值中：${choices}。`,
    missing: (key: string) => `${key} 为必填项，但缺失或为空。`,
    unknownDriver: (driver: string) => `没有任何 AList v3 版本有名为 “${driver}” 的驱动。`,
    driverNotYet: (driver: string, added: string, release: string) => `${driver} 驱动在 ${added} 中加入；${release} 无法启动此存储。`,
    noDriver: '此存储没有 driver 值。',
    addition: (message: string) => `它的 addition（驱动选项）不是有效的 JSON：${message}`,
    noStorages: '没有找到存储。请粘贴 /api/admin/storage/list 的返回、备份文件中的 storages、存储列表或单个存储。',
    types: { string: '字符串', integer: '整数', number: '数字', boolean: '布尔值（true 或 false）', 'string[]': '字符串列表', object: '对象', array: '列表', null: '空值（null）' },
  },
};

registerToolText('zh', checkerTextZh);
