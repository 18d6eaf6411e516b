/** Strings of the "my version" picker and the marks it puts on pages, in both languages. */
export const myVersionText = {
  en: {
    label: 'The AList release you run',
    newest: (v: string) => `Newest (${v}): no marks`,
    hint: 'Pages then mark what your release does not have and the defaults it uses. Kept in this browser only.',
    close: 'Close',
    /** After the button's text when a release is chosen. */
    mine: (v: string) => `: ${v}`,
    notYet: (mine: string, added: string) => `not in ${mine} — added in ${added}`,
    removed: (mine: string, removed: string) => `removed in ${removed}`,
    valueIn: (mine: string, field: string) => `in ${mine} the ${field} is`,
    fields: { default: 'default', type: 'type', required: 'required flag', options: 'choices', access: 'access' } as Record<string, string>,
    driverNotYet: (name: string, mine: string, added: string) => `The ${name} driver is not in ${mine} — added in ${added}.`,
    loadFailed: 'The release history could not be loaded, so this page has no marks for your release.',
  },
  zh: {
    label: '你运行的 AList 版本',
    newest: (v: string) => `最新（${v}）：不做标记`,
    hint: '选择后，页面会标出你的版本没有的内容以及它使用的默认值。只保存在本浏览器中。',
    close: '关闭',
    mine: (v: string) => `：${v}`,
    notYet: (mine: string, added: string) => `${mine} 没有 — ${added} 起提供`,
    removed: (mine: string, removed: string) => `已在 ${removed} 中移除`,
    valueIn: (mine: string, field: string) => `${mine} 中的${field}为`,
    fields: { default: '默认值', type: '类型', required: '必填', options: '可选值', access: '访问权限' } as Record<string, string>,
    driverNotYet: (name: string, mine: string, added: string) => `${mine} 没有 ${name} 驱动 — ${added} 起提供。`,
    loadFailed: '无法加载版本历史，本页没有针对你的版本的标记。',
  },
} as const;
