/** Strings of messages and notifications, in both languages; components import only the sections they show. */
export const feedbackText = {
  en: { close: 'Close', notifications: 'Notifications', messages: 'Messages' },
  zh: { close: '关闭', notifications: '通知', messages: '消息' },
} as const;
