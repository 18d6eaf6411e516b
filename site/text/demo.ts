/** Strings of code demos and their playground buttons, in both languages; components import only the sections they show. */
export const demoText = {
  en: {
    label: 'Demo',
    preview: 'Live result',
    showCode: 'Show code',
    hideCode: 'Hide code',
    copy: 'Copy code',
    copied: 'Code copied',
    copyFailed: 'The code could not be copied',
    codepen: 'Open in CodePen',
    jsfiddle: 'Open in JSFiddle',
    newTab: '(opens in a new tab on another site)',
    frameTitle: (title: string) => `Live result: ${title}`,
  },
  zh: {
    label: '演示',
    preview: '运行效果',
    showCode: '显示代码',
    hideCode: '隐藏代码',
    copy: '复制代码',
    copied: '代码已复制',
    copyFailed: '无法复制代码',
    codepen: '在 CodePen 中打开',
    jsfiddle: '在 JSFiddle 中打开',
    newTab: '（在其他网站的新标签页中打开）',
    frameTitle: (title: string) => `运行效果：${title}`,
  },
} as const;
