import type { NavItem } from '@rspress/core';
import { links } from './links';
import type { LocaleCode } from './locales';

const text = {
  en: { guide: 'Guide', config: 'Config', faq: 'FAQ', pricing: 'Pricing', community: 'Community', forum: 'Discussion forum', chat: 'Chat group', communityPage: 'Community page', more: 'More', demo: 'Demo site', v2: 'V2 docs (older)', repo: 'Source code' },
  zh: { guide: '指南', config: '配置', faq: '常见问题', pricing: '价格', community: '社区', forum: '讨论区', chat: '交流群', communityPage: '社区页面', more: '更多', demo: '演示站点', v2: 'V2 旧版文档', repo: '源代码' },
} as const;

/** The top navbar of SPEC.md §2, for one locale. */
export function navFor(lang: LocaleCode): NavItem[] {
  const t = text[lang];
  const p = lang === 'zh' ? '/zh' : '';
  return [
    { text: t.guide, link: `${p}/guide/`, activeMatch: `^${p}/guide/` },
    { text: t.config, link: `${p}/config/`, activeMatch: `^${p}/config/` },
    { text: t.faq, link: `${p}/faq/`, activeMatch: `^${p}/faq/` },
    { text: t.pricing, link: `${p}/pricing` },
    {
      text: t.community,
      items: [
        { text: t.forum, link: links.discussions },
        { text: t.chat, link: links.chat },
        { text: t.communityPage, link: `${p}/community/` },
      ],
    },
    {
      text: t.more,
      items: [
        { text: t.demo, link: links.demo },
        { text: t.v2, link: links.v2Docs },
      ],
    },
    { text: t.repo, link: links.repo },
  ];
}
