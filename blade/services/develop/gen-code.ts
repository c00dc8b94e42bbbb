import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { requireCode } from '../../crud/permissions';
import { splitIds } from '../shared/rows';
import { formatDateTime } from '../../db/time';
import { genModel } from './gen-model';
import { javaFiles } from './java-files';
import { isEmbeddedDatasource, tableColumns } from './table-columns';
import { webFiles } from './web-files';
import { zip, type ZipEntry } from './zip';
import { missingParameter } from '../../../domain/blade-messages';

/** At most this many code records per archive. */
const MAX_RECORDS = 20;

/**
 * GET|POST /blade-develop/code/gen-code?ids=&system=saber (CodeController.genCode): for each code record,
 * the Java entity, VO, controller, service, mapper (and wrapper), the Saber page and API module and our own
 * resource definition, from the table's real columns, as one .zip download. BladeX writes them to
 * apiPath/webPath on the server; a back-office in a browser downloads them instead. Only the embedded
 * SQLite datasource can be read here (PRAGMA table_info); other datasources are refused by name.
 */
export function genCode(ctx: Context) {
  requireCode(ctx.db, ctx.user, 'code_gen');
  const system = ctx.query.get('system') || 'saber';
  if (system !== 'saber') throw new ServiceError(`不支持的前端框架: ${system}`);
  const ids = splitIds(ctx.query.get('ids'));
  if (ids.length === 0) throw new ServiceError(missingParameter('ids'));
  if (ids.length > MAX_RECORDS) throw new ServiceError(`一次最多生成${MAX_RECORDS}个模块`);

  const entries: ZipEntry[] = [];
  for (const id of ids) {
    const code = ctx.db.prepare('SELECT * FROM blade_code WHERE id = ? AND is_deleted = 0').get(id) as Record<string, unknown> | undefined;
    if (!code) throw new ServiceError(`代码生成配置不存在: ${id}`);
    const datasource = ctx.db.prepare('SELECT * FROM blade_datasource WHERE id = ? AND is_deleted = 0').get(String(code.datasource_id)) as
      | Record<string, unknown>
      | undefined;
    if (!datasource) throw new ServiceError(`数据源不存在: ${code.code_name}`);
    if (!isEmbeddedDatasource(datasource))
      throw new ServiceError(`数据源「${datasource.name}」无法在本服务读取表结构，请选择内置 SQLite 数据源`);
    const model = genModel(code, tableColumns(ctx.db, String(code.table_name)));
    const root = model.names.path;
    entries.push(...javaFiles(model, root), ...webFiles(model, root));
  }
  const name = `code-${formatDateTime().replace(/\D/g, '').slice(0, 14)}.zip`;
  return {
    status: 200,
    body: zip(entries),
    headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${name}"`, 'cache-control': 'no-store' },
  };
}
