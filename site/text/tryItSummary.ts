/** The "try it" panel's summary line and loading states, in both languages: on every API page before the form loads. */
export const tryItSummaryText = {
  en: {
    summary: 'Try it on your server',
    loading: 'Loading the tool…',
    loadFailed: 'The form could not be downloaded (are you offline?). Reload the page when you are back online to try again.',
  },
  zh: {
    summary: '在你的服务器上试一试',
    loading: '正在加载工具…',
    loadFailed: '表单未能下载（是否处于离线状态？）。恢复联网后刷新页面再试。',
  },
};
