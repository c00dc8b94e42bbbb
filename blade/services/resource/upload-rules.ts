import { ServiceError } from '../../http/envelope';

/**
 * What put-file takes, by the upload's purpose (`?purpose=`): the file's extension must be on the purpose's list,
 * its size within the purpose's limit, and its first bytes must be what that type starts with, so an HTML page
 * named `.png` or a script named `.pdf` is refused whatever the browser said it was.
 */
export type UploadPurpose = 'avatar' | 'image' | 'file';

const KB = 1024;
const MB = 1024 * KB;

export const UPLOAD_RULES: Record<UploadPurpose, { types: readonly string[]; maxBytes: number }> = {
  /** The personal-information avatar (spec: jpg/png, at most 500 KB). */
  avatar: { types: ['jpg', 'jpeg', 'png'], maxBytes: 500 * KB },
  /** Image fields (goods photos, licences, adverts…). */
  image: { types: ['jpg', 'jpeg', 'png', 'gif', 'webp'], maxBytes: 5 * MB },
  /** Attachments and document fields. */
  file: { types: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'pdf', 'doc', 'docx', 'xls', 'xlsx', 'txt', 'csv', 'zip'], maxBytes: 20 * MB },
};

const ascii = (text: string) => [...Buffer.from(text, 'latin1')];
const ZIP = [ascii('PK\u0003\u0004'), ascii('PK\u0005\u0006')];
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];

/** How each type's content starts (null: any bytes at that offset). */
const SIGNATURES: Record<string, (number | null)[][]> = {
  jpg: [[0xff, 0xd8, 0xff]],
  jpeg: [[0xff, 0xd8, 0xff]],
  png: [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  gif: [ascii('GIF87a'), ascii('GIF89a')],
  webp: [[...ascii('RIFF'), null, null, null, null, ...ascii('WEBP')]],
  pdf: [ascii('%PDF-')],
  docx: ZIP,
  xlsx: ZIP,
  zip: ZIP,
  doc: OLE,
  xls: OLE,
};

const startsWith = (data: Buffer, signature: (number | null)[]) =>
  data.length >= signature.length && signature.every((byte, index) => byte === null || data[index] === byte);

/** Text files: no NUL byte in their first 8 KB (a binary renamed .txt or .csv has them). */
const looksLikeText = (data: Buffer) => !data.subarray(0, 8 * KB).includes(0);

export function uploadPurpose(value: string | null): UploadPurpose {
  if (value === null || value === '') return 'file';
  if (value === 'avatar' || value === 'image' || value === 'file') return value;
  throw new ServiceError(`不支持的上传用途: ${value}`);
}

/** Refuses the upload, with a message that says why, unless it fits its purpose. */
export function checkUpload(purpose: UploadPurpose, extension: string, data: Buffer): void {
  const rule = UPLOAD_RULES[purpose];
  if (!rule.types.includes(extension)) {
    if (purpose === 'avatar') throw new ServiceError('头像只能上传 jpg、png 格式的图片');
    if (purpose === 'image') throw new ServiceError('图片只能上传 jpg、png、gif、webp 格式');
    throw new ServiceError(`不支持的文件类型: ${extension || '?'}`);
  }
  if (data.length > rule.maxBytes) {
    const limit = rule.maxBytes >= MB ? `${rule.maxBytes / MB} MB` : `${rule.maxBytes / KB} KB`;
    throw new ServiceError(`文件不能超过 ${limit}`, 413);
  }
  const signatures = SIGNATURES[extension];
  const matches = signatures ? signatures.some((signature) => startsWith(data, signature)) : looksLikeText(data);
  if (!matches) throw new ServiceError(`文件内容与类型不符: ${extension}`);
}
