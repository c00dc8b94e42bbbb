/// <reference lib="webworker" />
import { readSheet, SheetReadError } from './read-sheet';
import { previewRows, type Preview } from './rows';
import { fromTemplates, type TextTemplates } from './validation-texts';
import type { ResourceDef } from '../resources/define-resource';
import type { ImportColumn } from './columns';
import type { Lookups } from './lookups';

/** What the page sends: the file's bytes and everything the form's validation needs, as plain data. */
export type WorkerRequest = {
  bytes: ArrayBuffer;
  resource: ResourceDef;
  columns: ImportColumn[];
  lookups: Lookups;
  yesNo: { yes: string; no: string };
  templates: TextTemplates;
  /** "「{value}」不在可选项中" with `{value}` left in. */
  unknownOption: string;
  rules: Record<string, string>;
};

export type WorkerAnswer = { ok: true; preview: Preview } | { ok: false; reason: 'unreadable' | 'xls' | 'failed' };

// Parsing and validating 10,000 rows takes a while: here, off the page's thread, the page stays responsive.
self.onmessage = (event: MessageEvent<WorkerRequest>) => {
  const request = event.data;
  let answer: WorkerAnswer;
  try {
    const sheet = readSheet(new Uint8Array(request.bytes));
    const preview = previewRows(sheet, {
      resource: request.resource,
      columns: request.columns,
      lookups: request.lookups,
      yesNo: request.yesNo,
      rules: request.rules,
      texts: fromTemplates(request.templates),
      importTexts: { unknownOption: (value) => request.unknownOption.split('{value}').join(value) },
    });
    answer = { ok: true, preview };
  } catch (error) {
    answer = { ok: false, reason: error instanceof SheetReadError ? (error.message === 'xls' ? 'xls' : 'unreadable') : 'failed' };
  }
  self.postMessage(answer);
};
