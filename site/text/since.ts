/** Strings of the "since" marks of options and drivers, in both languages; components import only the sections they show. */
export const sinceText = {
  en: {
    text: (v: string) => `since ${v}`,
    title: (v: string) => `Added in AList ${v}; older releases do not have it`,
    driver: (name: string, v: string) => `The ${name} driver is in AList ${v} and later.`,
  },
  zh: {
    text: (v: string) => `${v} 起`,
    title: (v: string) => `AList ${v} 起提供，更早的版本没有`,
    driver: (name: string, v: string) => `${name} 驱动从 AList ${v} 起提供。`,
  },
} as const;
