/**
 * What a reader typed, turned into the word groups the ranking matches (theme/search/engine.ts).
 * Readers type sentences and paste error messages, not headings, so:
 *
 * - A pasted message loses its variable parts first: log prefixes (time stamps, levels, a handler's
 *   name in brackets), URLs, file paths, IP addresses, long numbers and ids, quoted file names. What
 *   is left between them are the message's fixed fragments, which the ranking boosts when a section
 *   quotes one of them as written.
 * - Question and function words ("how do I", "为什么", "能不能", "吗") stay in the query with a small
 *   weight: they never decide whether a section matches.
 * - Chinese runs are cut into words (Intl.Segmenter in word mode; without it, every pair of
 *   characters is a word), and a word matches as the phrase of its character pairs, which is how the
 *   index stores Chinese.
 * - The readers' words of theme/search/readersWords.ts add the site's word for the same thing as an
 *   alternative ("kodi" also matches "webdav", "秒传" also "rapid upload").
 *
 * Pure code without DOM access: the browser, the bench and the tests plan a query the same way.
 */
import { englishReadersWords, chineseReadersWords, type ReadersWords } from './readersWords';

export interface QueryGroup {
  /** The words as the reader typed them (lower case). */
  label: string;
  /** Ways to match the group: each is a text whose index terms must all be in a section. */
  alternatives: string[];
  /** Weight of the group against the others: 1 for content words, less for function words. */
  role: number;
}

export interface QueryPlan {
  groups: QueryGroup[];
  /** Fixed parts of the query (lower case) that a section quoting them verbatim is boosted for. */
  fragments: string[];
}

/** Weight of a question or function word: present in the ranking, never deciding a match. */
export const FUNCTION_ROLE = 0.15;
/** Weight of a lone Chinese character (often a particle the word list does not name). */
const SINGLE_HAN_ROLE = 0.5;
/** The longest fragments a query keeps for the phrase boost. */
const MAX_FRAGMENTS = 2;
/** Fragments shorter than this (in characters) say too little to boost a section for. */
const MIN_FRAGMENT_CHARS = 6;

const ENGLISH_FUNCTION_WORDS = new Set(
  (
    'a about after again all also am an and any anyone anything are as at be been before being but by can cannot could did do does doing done dont unable ' +
    'each even ever every for from get gets getting got had has have having help hello hi how however i if im in into is it its ive just know like ' +
    'me might more most much must my need needs never no now of off ok on once only or other our out please possible problem question really same ' +
    'should so some someone something still such sure than thanks that the their them then there these they thing this those though to too tried ' +
    'try trying use used using very want wants was way we were what whats when where whether which while who why will with without work works ' +
    'working would yet you your ' +
    // A feature request's wrapping: "hope to add … function".
    'hope hoping wish feature features function functionality suggest suggestion'
  ).split(' '),
);

/** Question words, particles and fillers of Chinese questions, longest first. */
const CHINESE_FUNCTION_WORDS = [
  '为什么', '怎么办', '怎么样', '怎么回事', '是不是', '能不能', '可不可以', '有没有', '是什么', '什么', '怎么', '怎样', '如何', '为何', '哪里', '哪个', '哪些',
  '是否', '能否', '可否', '请问', '求助', '求教', '大佬', '各位', '有人', '一下', '一直', '总是', '还是', '但是', '然后', '所以', '因为', '如果', '就是',
  '希望', '建议', '功能', '这个', '那个', '这样', '那样', '已经', '可以', '不能', '不了', '应该', '需要', '想要', '之后', '以后', '的话', '时候', '出现', '问题', '一个', '我们',
  '我的', '自己', '吗', '呢', '吧', '啊', '呀', '嘛', '了', '的', '地', '得', '是', '在', '我', '你', '他', '她', '它', '这', '那', '和', '与', '及', '或',
  '也', '都', '就', '还', '又', '再', '很', '会', '要', '想', '把', '被', '让', '给', '用', '后', '时', '个', '有', '没', '不', '请', '能', '下', '上', '中',
];
const CHINESE_FUNCTION_SET = new Set(CHINESE_FUNCTION_WORDS);

const HAN_RE = /\p{Script=Han}/u;


/**
 * Host names ("lookup xluser-ssl.xunlei.com: no such host"): the vendor's host stays a word to match,
 * but it is no part of the message's fixed text, which is what comes before and after it.
 */
const HOST_NAME_RE = /\b(?:[a-z0-9-]+\.)+(?:com|cn|net|org|io|ci|me|cc|co|top|xyz|info|tv|so|jp|dev|app)(?::\d+)?\b/gi;
const WHOLE_HOST_NAME_RE = new RegExp(`^${HOST_NAME_RE.source}$`, 'i');

/**
 * Variable parts of pasted messages, replaced by a break. Order matters: URLs before paths, paths
 * before numbers. The patterns are written for what AList, Go, shells and proxies print.
 */
const VARIABLE_PARTS: RegExp[] = [
  // Log prefixes: time stamps, logrus levels with their counter, a handler's name in brackets.
  /\b\d{4}[-/]\d{1,2}[-/]\d{1,2}(?:[ T]\d{1,2}:\d{2}(?::\d{2})?(?:[.,]\d+)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
  /\b\d{1,2}:\d{2}:\d{2}(?:[.,]\d+)?\b/g,
  /\b(?:ERRO|WARN|INFO|DEBU|FATA|PANI|TRAC)\[\d+\]/g,
  /\[(?:GIN(?:-debug)?|[A-Za-z_]+(?:\.[A-Za-z_]+)+(?:\(\))?)\]/g,
  /\b(?:time|level|msg|caller)=(?:"[^"]*"|\S*)/g,
  // URLs and e-mail addresses.
  /\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>)\]，。]*/gi,
  /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g,
  // IP addresses with an optional port (IPv4, then IPv6 in brackets or bare).
  /\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+)?\b/g,
  /\[?\b(?:[0-9a-f]{1,4}:){2,7}:?[0-9a-f]{1,4}\b\]?(?::\d+)?|\[?::1\]?(?::\d+)?/gi,
  // File paths: Windows drives, and absolute paths of two parts or more (not the site's /api/ routes).
  /\b[a-z]:\\[^\s"'<>|]*/gi,
  /(?<![\w/])\/(?!api\/)[^\s"'<>:：，。]+\/[^\s"'<>:：，。]*/g,
  // UUIDs, long hexadecimal ids and long numbers; a file name with an extension.
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi,
  /\b(?=[0-9a-f]*\d)(?=[0-9a-f]*[a-f])[0-9a-f]{12,}\b/gi,
  /\b\d{6,}\b/g,
  /\b[\w-]+\.(?:mp4|mkv|avi|mov|flv|mp3|flac|jpg|jpeg|png|gif|webp|pdf|zip|rar|7z|tar|gz|iso|exe|txt|srt|ass|docx?|xlsx?|pptx?|apk)\b/gi,
];

/** The keys and plain values of a pasted JSON answer ({"code":500,"message":"…","data":null}). */
const JSON_PARTS_RE = /"[\w-]+"\s*:\s*(?:null|true|false|-?\d+(?:\.\d+)?)?/g;
/** Quoted parts holding a name, path or value of the reader's own rather than message text. */
const QUOTED_RE = /"([^"]*)"|'([^']*)'|“([^”]*)”|「([^」]*)」/g;
/** A single token (a name, a path, an id) or a number: a value, not words of the message. */
const VALUE_LIKE_RE = /^\S+$|^[\d\s.,:+-]*$/;

/** Whether the query as a whole is wrapped in quotes: the reader asks for that text as written. */
const WHOLE_QUOTE_RE = /^\s*["“「'](.+)["”」']\s*$/s;

/** Words of Latin script (with "_" joins) and Han runs, as the tokenizer sees them. */
const WORD_RE = /(\p{Script=Han}+)|((?:(?!\p{Script=Han})[\p{L}\p{N}])+(?:[_.](?:(?!\p{Script=Han})[\p{L}\p{N}])+)*)/gu;

type Segmenter = (run: string) => string[];

/** Chinese words of a Han run: the engine's segmenter when the runtime has one, else character pairs. */
function defaultSegmenter(): Segmenter {
  const Seg = (Intl as unknown as { Segmenter?: new (lang: string, options: { granularity: 'word' }) => { segment(s: string): Iterable<{ segment: string }> } }).Segmenter;
  if (Seg) {
    const seg = new Seg('zh', { granularity: 'word' });
    return (run) => Array.from(seg.segment(run), (s) => s.segment).filter((s) => HAN_RE.test(s));
  }
  return (run) => {
    const chars = Array.from(run);
    if (chars.length < 2) return chars;
    return chars.slice(0, -1).map((c, i) => c + chars[i + 1]);
  };
}

let segmenter: Segmenter | null = null;
const segment: Segmenter = (run) => (segmenter ??= defaultSegmenter())(run);

/**
 * Splits a Han run into words: first the function words of CHINESE_FUNCTION_WORDS and the readers'
 * words found in it, so a particle glued to a word by the segmenter still counts as a particle.
 */
function chineseWords(run: string): string[] {
  const out: string[] = [];
  for (const piece of joinLoneCharacters(segment(run))) {
    if (CHINESE_FUNCTION_SET.has(piece) || Array.from(piece).length <= 2) {
      out.push(piece);
      continue;
    }
    // A longer piece may be a question word glued to a content word ("怎么挂载"): peel them off.
    let rest = piece;
    let peeled = true;
    while (peeled && rest) {
      peeled = false;
      for (const w of CHINESE_FUNCTION_WORDS) {
        if (w.length >= 2 && rest.startsWith(w) && rest.length > w.length) {
          out.push(w);
          rest = rest.slice(w.length);
          peeled = true;
          break;
        }
      }
    }
    const tail = CHINESE_FUNCTION_WORDS.find((w) => w.length >= 2 && rest.endsWith(w) && rest.length > w.length);
    if (tail) out.push(rest.slice(0, -tail.length), tail);
    else if (rest) out.push(rest);
  }
  return out;
}

/**
 * Joins neighbouring one-character pieces that are not function words: the segmenter cuts a word it
 * does not know ("离线") into characters, and the pair is the word the index has.
 */
function joinLoneCharacters(pieces: string[]): string[] {
  const out: string[] = [];
  let run = '';
  const flush = () => {
    if (run) out.push(run);
    run = '';
  };
  for (const piece of pieces) {
    if (Array.from(piece).length === 1 && !CHINESE_FUNCTION_SET.has(piece)) run += piece;
    else {
      flush();
      out.push(piece);
    }
  }
  flush();
  return out;
}

function isFunctionWord(word: string): boolean {
  return HAN_RE.test(word) ? CHINESE_FUNCTION_SET.has(word) : ENGLISH_FUNCTION_WORDS.has(word);
}

/** Removes the variable parts of a pasted message; each becomes a break ("\u0000") between fragments. */
export function stripVariableParts(text: string): string {
  let out = text.replace(JSON_PARTS_RE, '\u0000').replace(QUOTED_RE, (whole, ...groups: (string | undefined)[]) => {
    const inner = groups.slice(0, 4).find((g) => g !== undefined) ?? '';
    return VALUE_LIKE_RE.test(inner) ? '\u0000' : ` ${inner} `;
  });
  for (const re of VARIABLE_PARTS) out = out.replace(re, '\u0000');
  // URLs are gone by now, so a host name left is one the message names on its own.
  return out.replace(HOST_NAME_RE, '\u0000$&\u0000');
}

const FRAGMENT_EDGES_RE = /^[\s:：,，.。;；!！?？()（）[\]{}<>-]+|[\s:：,，.。;；!！?？()（）[\]{}<>-]+$/g;
/** What separates a pasted message from the Chinese sentence around it. */
const HAN_OR_CHINESE_PUNCTUATION_RE = /[\p{Script=Han}，。：；！？、（）]+/u;

/**
 * A Chinese sentence around a pasted English message ("无法列出元数据: token is invalidated") is no
 * fragment any page has as written, but the message (three words or more) is: it stands for the sentence.
 */
function messagesIn(fragment: string): string[] {
  if (!HAN_RE.test(fragment)) return [fragment];
  const messages = fragment
    .split(HAN_OR_CHINESE_PUNCTUATION_RE)
    .map((piece) => piece.replace(FRAGMENT_EDGES_RE, ''))
    .filter((piece) => piece.split(' ').length >= 3);
  return messages.length > 0 ? messages : [fragment];
}

/** Fixed fragments of a (stripped) query, longest first: what a page quoting the message has verbatim. */
function fragmentsOf(stripped: string): string[] {
  return stripped
    .split('\u0000')
    .map((f) => f.toLowerCase().replace(/\s+/g, ' ').replace(FRAGMENT_EDGES_RE, ''))
    .flatMap(messagesIn)
    // A quote is several words: one word as written says no more than the word.
    .filter((f) => !WHOLE_HOST_NAME_RE.test(f))
    .filter((f) => (f.length >= MIN_FRAGMENT_CHARS && /[\s\p{P}]/u.test(f.trim())) || (HAN_RE.test(f) && Array.from(f).length >= 3))
    .sort((a, b) => b.length - a.length)
    .slice(0, MAX_FRAGMENTS);
}

/** The readers' words of a language, longest reader form first, so "google drive" wins over "google". */
function readersFormsOf(words: ReadersWords): [form: string, site: string[]][] {
  return words.flatMap((entry) => entry.reader.map((form): [string, string[]] => [form.toLowerCase(), entry.site])).sort((a, b) => b[0].length - a[0].length);
}

const formsByLang = new Map<string, [string, string[]][]>();
function readersForms(lang: string): [string, string[]][] {
  let forms = formsByLang.get(lang);
  if (!forms) {
    forms = readersFormsOf(lang === 'zh' ? chineseReadersWords : englishReadersWords);
    formsByLang.set(lang, forms);
  }
  return forms;
}

/** Whether `form` occurs in `text` at `at` as a whole word (Latin) or anywhere (Chinese). */
function formAt(text: string, at: number, form: string): boolean {
  if (!text.startsWith(form, at)) return false;
  if (HAN_RE.test(form)) return true;
  const before = text[at - 1];
  const after = text[at + form.length];
  return (before === undefined || !/[\p{L}\p{N}_]/u.test(before)) && (after === undefined || !/[\p{L}\p{N}_]/u.test(after));
}

/** Plans a query of the given site language ("en" or "zh"). */
export function planQuery(query: string, lang: string): QueryPlan {
  const whole = WHOLE_QUOTE_RE.exec(query);
  const stripped = stripVariableParts(whole ? whole[1] : query).normalize('NFKC');
  const fragments = whole ? [whole[1].toLowerCase().replace(/\s+/g, ' ').trim()] : fragmentsOf(stripped);
  let text = stripped.toLowerCase();

  // Groups in the order they were typed (the last one may be unfinished), each label once.
  const placed: [at: number, group: QueryGroup][] = [];
  const seen = new Map<string, QueryGroup>();
  const add = (at: number, label: string, alternatives: string[], role: number) => {
    const known = seen.get(label);
    if (known) {
      known.role = Math.max(known.role, role);
      return;
    }
    const group = { label, alternatives: [...new Set(alternatives)], role };
    seen.set(label, group);
    placed.push([at, group]);
  };

  // Readers' words first: they may span several words ("google drive") or sit inside a Chinese run.
  for (const [form, site] of readersForms(lang)) {
    for (let at = text.indexOf(form); at !== -1; at = text.indexOf(form, at + 1)) {
      if (!formAt(text, at, form)) continue;
      add(at, form, [form, ...site], 1);
      text = `${text.slice(0, at)}\u0000${text.slice(at + form.length)}`;
    }
  }

  for (const m of text.matchAll(WORD_RE)) {
    const at = m.index ?? 0;
    if (m[1]) {
      chineseWords(m[1]).forEach((word, i) => {
        const single = Array.from(word).length === 1;
        add(at + i / 100, word, [word], isFunctionWord(word) ? FUNCTION_ROLE : single ? SINGLE_HAN_ROLE : 1);
      });
      continue;
    }
    const word = m[2];
    // Dotted names (config.json, v3.63.0) match as their parts and as written.
    if (word.includes('.')) {
      const parts = word.split('.').filter((p) => p.length > 0);
      if (/^v?\d+(?:\.\d+)+$/.test(word)) add(at, word, [word.replace(/\./g, ' ')], 1);
      else add(at, word, [parts.join(' ')], 1);
      continue;
    }
    // One or two digits say nothing on their own (list numbers, counters).
    if (/^\d{1,2}$/.test(word)) continue;
    add(at, word, [word], isFunctionWord(word) ? FUNCTION_ROLE : 1);
  }
  const groups = placed.sort((a, b) => a[0] - b[0]).map(([, group]) => group);
  return { groups, fragments };
}

/** For tests: plan with a given segmenter (null restores the runtime's). */
export function useSegmenterForTests(seg: Segmenter | null): void {
  segmenter = seg;
}


