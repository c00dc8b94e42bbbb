import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context } from '../../http/router';
import { R, ServiceError } from '../../http/envelope';
import { parseMultipart } from '../../http/multipart';
import { nextId } from '../../db/ids';
import { formatDateTime } from '../../db/time';
import { checkUpload, uploadPurpose } from './upload-rules';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

/**
 * The embedded OSS: BladeX's put-file answers `BladeFile {link, domain, name, originalName}`; here the
 * bytes go to `<dataDir>/oss/<tenant>/<yyyyMMdd>/<id>.<ext>` and the link is served back through the
 * gateway (so the BFF's session guards it). Point a real OSS config at MinIO/Aliyun in production.
 * Each upload is checked against its purpose (`?purpose=avatar|image|file`, upload-rules.ts): type, size, content.
 */
export const FILE_ROUTE = '/blade-resource/oss/endpoint/file';

export function putFile(dataDir: string) {
  return async (ctx: Context) => {
    const { files } = await parseMultipart(ctx.rawBody, ctx.headers['content-type'] as string | undefined);
    const file = files.find((candidate) => candidate.field === 'file') ?? files[0];
    if (!file || file.data.length === 0) throw new ServiceError('上传文件不能为空');
    const extension = path.extname(file.filename).slice(1).toLowerCase();
    checkUpload(uploadPurpose(ctx.query.get('purpose')), extension, file.data);
    const tenant = (ctx.user?.tenantId ?? '000000').replace(/\W/g, '');
    const day = formatDateTime().slice(0, 10).replaceAll('-', '');
    const name = `${tenant}/${day}/${crypto.randomUUID().replaceAll('-', '')}.${extension}`;
    const target = path.join(dataDir, 'oss', name);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, file.data);
    const link = `/api${FILE_ROUTE}?name=${encodeURIComponent(name)}`;
    ctx.db
      .prepare(
        `INSERT INTO blade_attach (id, tenant_id, link, domain, name, original_name, extension, attach_size, create_user, create_time, update_user, update_time, status, is_deleted)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0)`,
      )
      .run(
        nextId(),
        tenant,
        link,
        '',
        name,
        file.filename,
        extension,
        file.data.length,
        ctx.user?.userId ?? '',
        formatDateTime(),
        ctx.user?.userId ?? '',
        formatDateTime(),
      );
    return R.data({ link, domain: '', name, originalName: file.filename, attachId: '' });
  };
}

const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  pdf: 'application/pdf',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

/** GET …/file?name= — a stored file of the caller's tenant. */
export function getFile(dataDir: string) {
  return (ctx: Context) => {
    const name = ctx.query.get('name') ?? '';
    const tenant = (ctx.user?.tenantId ?? '').replace(/\W/g, '');
    if (!/^\w+\/\d{8}\/[0-9a-f]{32}\.\w+$/.test(name) || !name.startsWith(`${tenant}/`))
      throw new ServiceError(BLADE_MESSAGES.notFound, 404);
    const file = path.join(dataDir, 'oss', name);
    if (!fs.existsSync(file)) throw new ServiceError(BLADE_MESSAGES.notFound, 404);
    const extension = path.extname(name).slice(1);
    const headers: Record<string, string> = {
      'content-type': TYPES[extension] ?? 'application/octet-stream',
      'cache-control': 'private, max-age=86400',
    };
    // ?download=1 (the attachment list's download): saved under the name it was uploaded with.
    if (ctx.query.get('download') === '1') headers['content-disposition'] = attachmentDisposition(ctx, name, extension);
    return { status: 200, body: fs.readFileSync(file), headers };
  };
}

function attachmentDisposition(ctx: Context, name: string, extension: string): string {
  const row = ctx.db.prepare('SELECT original_name FROM blade_attach WHERE name = ? AND is_deleted = 0').get(name) as
    | { original_name: string }
    | undefined;
  return attachmentHeader(row?.original_name || path.basename(name), extension);
}

/** Content-Disposition for a download under its own (possibly Chinese) name, with a plain ASCII fallback. */
export function attachmentHeader(fileName: string, extension: string): string {
  return `attachment; filename="file.${extension}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
