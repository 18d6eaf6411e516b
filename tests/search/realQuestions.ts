/**
 * The benchmark of real reader questions (tests/search/realQuestions.json): what people typed into
 * AList's issue tracker and Q&A threads, each with the pages of this site that answer it. The site's
 * search is measured against it; see README.md beside this file.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const realQuestionsFile = path.join(import.meta.dirname, 'realQuestions.json');

/** A canonical English page path: "/", "/guide/install/" or "/guide/install/docker.html". */
const pagePath = z
  .string()
  .regex(/^\/(?:[A-Za-z0-9_.-]+\/)*(?:[A-Za-z0-9_.-]+\.html)?$/, 'a canonical English page path ("/x/" or "/x/y.html")')
  .refine((p) => !p.startsWith('/zh/'), 'the English path; the Chinese twin is implied');

export const realQuestionSchema = z
  .strictObject({
    q: z.string().trim().min(1).max(160),
    lang: z.enum(['en', 'zh']),
    kind: z.enum(['error', 'sentence', 'words']),
    source: z.url({ protocol: /^https$/ }),
    expect: z.array(pagePath).min(1),
    answered: z.boolean(),
    gap: z.string().min(1).optional(),
    fixedIn: z
      .string()
      .regex(/^v3\.\d+\.\d+$/)
      .optional(),
  })
  .refine((r) => r.answered || r.gap !== undefined, { message: 'an unanswered question says what is missing in "gap"', path: ['gap'] })
  .refine((r) => !r.answered || r.gap === undefined, { message: 'an answered question has no "gap"', path: ['gap'] });

export type RealQuestion = z.infer<typeof realQuestionSchema>;

/** Parses the benchmark; throws an error that names the entry and the field on the first problem. */
export function parseRealQuestions(raw: unknown): RealQuestion[] {
  const list = z.array(z.unknown()).parse(raw);
  return list.map((entry, i) => {
    const result = realQuestionSchema.safeParse(entry);
    if (!result.success) {
      const issue = result.error.issues[0];
      const q = typeof entry === 'object' && entry !== null && 'q' in entry ? JSON.stringify((entry as { q: unknown }).q) : '';
      throw new Error(`realQuestions.json entry ${i} ${q}: ${issue.path.join('.') || '(entry)'}: ${issue.message}`);
    }
    return result.data;
  });
}

export function loadRealQuestions(file = realQuestionsFile): RealQuestion[] {
  return parseRealQuestions(JSON.parse(readFileSync(file, 'utf8')));
}
