/** Strings of the media player, in both languages; components import only the sections they show. */
export const playerText = {
  en: {
    label: 'Media player',
    unsupported: (type: string) => `This file type (${type}) cannot be played here. Open or download the file instead:`,
    failed: 'The media could not be played',
    failedHint: 'Check that the file exists and that your browser supports its format.',
  },
  zh: {
    label: '媒体播放器',
    unsupported: (type: string) => `无法在此播放这种文件类型（${type}），请直接打开或下载文件：`,
    failed: '无法播放该媒体',
    failedHint: '请确认文件存在，并且浏览器支持它的格式。',
  },
} as const;
