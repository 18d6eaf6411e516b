/** External addresses the site links to, kept in one place. */
export const links = {
  repo: 'https://github.com/alist-org/alist',
  docsRepo: 'https://github.com/alist-org/docs',
  docsBranch: 'main',
  discussions: 'https://github.com/alist-org/alist/discussions',
  chat: 'https://t.me/alist_chat',
  demo: 'https://al.nn.ci',
  v2Docs: 'https://alist-doc.nn.ci/en/',
} as const;
