import type { Locale } from './locales';
import type { DictMessages } from './dict-label';

/**
 * Blade's `msg` in the user's language.
 *
 * Blade (embedded or real) answers in Chinese. messages/zh.json's `bladeMessages` holds each text it can send,
 * verbatim, with ICU-style `{name}` placeholders for the variable parts; en.json holds the same keys in English;
 * `bladeMessages.terms` holds the words Blade puts into those parts (states, actions, record kinds, field labels).
 * - zh: Blade's text unchanged.
 * - en: an exact text → its English; a text matching a pattern → the English pattern with each variable part
 *   translated when it is a known term or dictionary label (a list joined by 、 item by item, 「A」/「B」 as
 *   “A” or “B”, a "kind number" subject by its kind), else kept; anything else stays as Blade wrote it.
 */

export type BladeCatalogue = Readonly<Record<string, unknown>>;

export type BladeMessageTexts = {
  /** zh.json's `bladeMessages` (Blade's own texts). */
  seeded: BladeCatalogue | null | undefined;
  /** The current locale's `bladeMessages`. */
  translated: BladeCatalogue | null | undefined;
  /** zh.json's and the current locale's `dictLabels`: a dictionary label is a known term too. */
  dictSeeded?: DictMessages | null;
  dictTranslated?: DictMessages | null;
};

type Pattern = { key: string; regex: RegExp; names: string[]; literalLength: number };
type Index = { exact: Map<string, string>; terms: Map<string, string>; patterns: Pattern[] };

const PLACEHOLDER = /\{(\w+)\}/gu;
const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * A message as `{name}` text. In the browser next-intl's messages come precompiled (next.config.mjs `precompile`):
 * "a {b}" arrives as ["a ", ["b"]]; jest and the server read the JSON as written. Anything richer (plural, select)
 * is not a Blade message and is left out.
 */
function templateOf(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (!Array.isArray(value)) return undefined;
  let text = '';
  for (const node of value) {
    if (typeof node === 'string') text += node;
    else if (Array.isArray(node) && node.length === 1 && typeof node[0] === 'string') text += `{${node[0]}}`;
    else return undefined;
  }
  return text;
}

const strings = (value: unknown): [string, string][] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value).flatMap(([key, text]) => {
        const template = templateOf(text);
        return template === undefined ? [] : [[key, template] as [string, string]];
      })
    : [];

function buildIndex({ seeded, translated, dictSeeded, dictTranslated }: BladeMessageTexts): Index {
  const exact = new Map<string, string>();
  const terms = new Map<string, string>();
  const patterns: Pattern[] = [];
  for (const [key, zh] of strings(seeded)) {
    const names = [...zh.matchAll(PLACEHOLDER)].map((match) => match[1]);
    if (names.length === 0) {
      exact.set(zh, key);
      continue;
    }
    const source = zh
      .split(PLACEHOLDER)
      .map((part, index) => (index % 2 === 1 ? '(.+?)' : escapeRegex(part)))
      .join('');
    patterns.push({ key, regex: new RegExp(`^${source}$`, 'u'), names, literalLength: zh.replace(PLACEHOLDER, '').length });
  }
  // The most specific pattern first, so 「请输入{field}」 never shadows a longer text it also matches.
  patterns.sort((a, b) => b.literalLength - a.literalLength);
  for (const [code, entries] of Object.entries(dictSeeded ?? {})) {
    for (const [key, zh] of strings(entries)) {
      const en = templateOf((dictTranslated?.[code] as Record<string, unknown> | undefined)?.[key]);
      if (en !== undefined && !terms.has(zh)) terms.set(zh, en);
    }
  }
  const translatedTerms = (translated?.terms ?? {}) as Record<string, unknown>;
  for (const [key, zh] of strings(seeded?.terms)) {
    const en = templateOf(translatedTerms[key]);
    if (en !== undefined) terms.set(zh, en);
  }
  return { exact, terms, patterns };
}

/** One index per catalogue (a page keeps the same message objects), rebuilt when any of its sources changes. */
const indexes = new WeakMap<object, { texts: BladeMessageTexts; index: Index }>();

function indexOf(texts: BladeMessageTexts): Index {
  const cached = indexes.get(texts.seeded as object);
  const same =
    cached &&
    (['seeded', 'translated', 'dictSeeded', 'dictTranslated'] as const).every(
      (name) => (cached.texts[name] ?? null) === (texts[name] ?? null),
    );
  if (cached && same) return cached.index;
  const index = buildIndex(texts);
  indexes.set(texts.seeded as object, { texts, index });
  return index;
}

const MAX_DEPTH = 3;
const QUOTED = /「([^「」]*)」/gu;
const QUOTED_LIST = /^「[^「」]*」(?:[/、]「[^「」]*」)*$/u;

/** A text (a whole msg or one variable part) in English, or undefined when nothing of it is known. */
function translate(text: string, index: Index, translated: BladeCatalogue, depth: number): string | undefined {
  const exactKey = index.exact.get(text);
  const exactText = exactKey === undefined ? undefined : templateOf(translated[exactKey]);
  if (exactText !== undefined) return exactText;
  const term = index.terms.get(text);
  if (term !== undefined) return term;
  if (depth > MAX_DEPTH) return undefined;
  // 「待审核」/「待提货」 (the states an action is allowed in): each state quoted, any one of them.
  if (depth > 0 && QUOTED_LIST.test(text)) {
    return [...text.matchAll(QUOTED)].map(([, item]) => `“${translate(item, index, translated, depth + 1) ?? item}”`).join(' or ');
  }
  // 「待审核、待提货」 as a variable part: each item on its own (a whole message may hold 、 in a part instead).
  if (depth > 0 && text.includes('、')) {
    const parts = text.split('、');
    const items = parts.map((item) => translate(item, index, translated, depth + 1));
    if (items.some((item) => item !== undefined)) return items.map((item, at) => item ?? parts[at]).join(', ');
  }
  for (const pattern of index.patterns) {
    const match = pattern.regex.exec(text);
    const template = match ? templateOf(translated[pattern.key]) : undefined;
    if (!match || template === undefined) continue;
    const values = new Map(
      pattern.names.map((name, at) => [name, translate(match[at + 1], index, translated, depth + 1) ?? match[at + 1]]),
    );
    return template.replace(PLACEHOLDER, (whole, name: string) => values.get(name) ?? whole);
  }
  // 「HT001等」: a list cut short.
  if (text.length > 1 && text.endsWith('等')) {
    const head = text.slice(0, -1);
    return `${translate(head, index, translated, depth + 1) ?? head}${index.terms.get('等') ?? ' etc.'}`;
  }
  // 「提货单 TH2026…」: a record by its kind and number.
  const space = text.indexOf(' ');
  if (space > 0) {
    const kind = index.terms.get(text.slice(0, space));
    if (kind !== undefined) return `${kind}${text.slice(space)}`;
  }
  return undefined;
}

/** The text to show for Blade's `msg` on a screen in `locale`. */
export function bladeMessageText(msg: string, locale: Locale, texts: BladeMessageTexts): string {
  if (locale === 'zh' || !msg || !texts.seeded || !texts.translated) return msg;
  return translate(msg, indexOf(texts), texts.translated, 0) ?? msg;
}
