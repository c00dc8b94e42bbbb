import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Every Chinese text the embedded Blade service (`blade/`) could put in an answer's `msg`, read from its sources
 * with the TypeScript parser: string and template literals (a `${…}` becomes `{0}`, `{1}`, …) holding Chinese.
 * Used by the contract test that wants a `bladeMessages` entry for each, so a new message without one fails.
 *
 * Left out, because they are data rather than messages (a record's content, not an answer's msg):
 * seeds and test doubles, generated code, the demo BPMN, the assistant's own bilingual answers, log lines,
 * values written into rows, and multi-line texts (the generated contract document).
 */

const SKIPPED_DIRS = [
  'blade/seed/',
  'blade/testing/',
  'blade/services/develop/',
  'blade/services/coze/intents.ts',
  'blade/services/coze/answers.ts',
];
/** Files whose Chinese texts are stored data: the demo BPMN, the seeded quality standards. */
const DATA_FILES = ['blade/services/flow/processes.ts', 'blade/services/inspection/quality-standards.ts'];
/** Calls whose arguments are stored or logged, never answered: audit/usual logs, SQL parameters, refusals stored on a signer. */
const DATA_CALLS = new Set(['recordUsual', 'recordRefusal', 'run', 'insertRow', 'updateRow', 'retotal']);
/** Object properties that are row columns or log fields. */
const DATA_PROPERTIES = new Set(['remark', 'data', 'agreement_name', 'contract_name', 'title', 'content', 'reject_reason', 'audit_remark']);
/** Functions that build documents (contract text) rather than messages. */
const DATA_FUNCTIONS = new Set(['contractText', 'contractDocument']);

const CJK = /[\u4e00-\u9fff]/u;

export type ScannedMessage = { text: string; file: string; line: number };

function walkFiles(dir: string, root: string, out: string[]) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(root, full).split(path.sep).join('/');
    if (entry.isDirectory()) {
      if (entry.name !== 'dist' && entry.name !== 'node_modules') walkFiles(full, root, out);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') && !entry.name.endsWith('.d.ts')) {
      if (!SKIPPED_DIRS.some((skip) => relative.startsWith(skip)) && !DATA_FILES.includes(relative)) out.push(relative);
    }
  }
}

const calleeName = (call: ts.CallExpression | ts.NewExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** Whether a literal sits where data, not an answer, is written. */
function isData(node: ts.Node): boolean {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if ((ts.isCallExpression(current) || ts.isNewExpression(current)) && DATA_CALLS.has(calleeName(current) ?? '')) return true;
    if (ts.isPropertyAssignment(current) && ts.isIdentifier(current.name) && DATA_PROPERTIES.has(current.name.text)) return true;
    if (
      (ts.isFunctionDeclaration(current) || ts.isVariableDeclaration(current)) &&
      current.name &&
      ts.isIdentifier(current.name) &&
      DATA_FUNCTIONS.has(current.name.text)
    )
      return true;
  }
  return false;
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span, index) => `{${index}}${span.literal.text}`).join('');
  return undefined;
}

/**
 * The Chinese texts of `blade/` and of the vocabulary it shares with the app (`domain/`: the status labels its
 * refusals quote, its message texts), relative to `root`, the project directory; each once with where it first appears.
 */
export function scanBladeMessages(root: string): ScannedMessage[] {
  const files: string[] = [];
  walkFiles(path.join(root, 'blade'), root, files);
  walkFiles(path.join(root, 'domain'), root, files);
  const found = new Map<string, ScannedMessage>();
  for (const file of files.sort()) {
    const source = ts.createSourceFile(file, fs.readFileSync(path.join(root, file), 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      const text = literalText(node);
      if (text !== undefined) {
        if (CJK.test(text) && !/[\r\n]/u.test(text) && !isData(node) && !found.has(text)) {
          found.set(text, { text, file, line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1 });
        }
        if (!ts.isTemplateExpression(node)) return;
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return [...found.values()];
}
