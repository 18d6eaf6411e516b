import { describe, expect, it } from 'vitest';
import { noticeFor, noticeLinks, notices } from '../../site/notices';
import { decideLanguage, preferredLocale } from '../../theme/languageOffer';

const none = { isSeen: () => false };

describe('notices', () => {
  it('ships the six notices of the spec in both languages, each shown once', () => {
    expect(notices.en).toHaveLength(6);
    expect(notices.zh.map((n) => n.noticeKey)).toEqual(notices.en.map((n) => n.noticeKey));
    for (const n of [...notices.en, ...notices.zh]) expect(n.showOnce).toBe(true);
  });

  it('links every notice to pages of its own locale', () => {
    for (const n of notices.zh) for (const l of noticeLinks(n)) expect(l.startsWith('/zh/')).toBe(true);
    for (const n of notices.en) for (const l of noticeLinks(n)) expect(l.startsWith('/zh/')).toBe(false);
  });

  it('picks the first matching notice that was not dismissed', () => {
    expect(noticeFor('en', '/guide/install/docker.html', none)?.noticeKey).toBe('password-v3.25');
    expect(noticeFor('zh', '/zh/guide/install/docker.html', none)?.title).toBe(notices.zh[0].title);
    const seenPassword = { isSeen: (key: string) => key === 'password-v3.25' };
    expect(noticeFor('en', '/guide/install/manual.html', seenPassword)?.noticeKey).toBe('windows7-v3.30');
    expect(noticeFor('en', '/guide/install/docker.html', seenPassword)).toBeNull();
    expect(noticeFor('en', '/faq/', none)).toBeNull();
  });

  it('reminds about anti-theft and meta on driver pages but not on the drivers index', () => {
    expect(noticeFor('en', '/guide/drivers/onedrive.html', none)?.noticeKey).toBe('after-adding-storage');
    expect(noticeFor('en', '/guide/drivers/', none)).toBeNull();
    expect(noticeFor('en', '/guide/drivers/common.html', none)).toBeNull();
  });
});

describe('language offer', () => {
  it('maps browser languages to site locales', () => {
    expect(preferredLocale(['zh-TW', 'en'])).toBe('zh');
    expect(preferredLocale(['fr', 'en-GB'])).toBe('en');
    expect(preferredLocale(['fr'])).toBeNull();
  });

  it('offers the preferred language once, follows a remembered choice, else does nothing', () => {
    expect(decideLanguage('en', ['zh-CN'], null, false)).toEqual({ kind: 'offer', target: 'zh' });
    expect(decideLanguage('en', ['zh-CN'], null, true)).toEqual({ kind: 'none' });
    expect(decideLanguage('zh', ['zh-CN'], null, false)).toEqual({ kind: 'none' });
    expect(decideLanguage('en', ['en-US'], 'zh', false)).toEqual({ kind: 'follow', target: 'zh' });
    expect(decideLanguage('en', ['zh-CN'], 'en', false)).toEqual({ kind: 'none' });
  });
});
