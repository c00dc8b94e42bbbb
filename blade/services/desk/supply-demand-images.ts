import { z } from 'zod';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { formatDateTime } from '../../db/time';
import { nextId } from '../../db/ids';
import type { CrudHooks } from '../../crud/controller';
import { placeholders } from '../shared/rows';
import { caller, parseInput } from '../trade/workflow/records';
import { answerRow, findRow } from './review-rows';
import { expiredView, supplyDemandExpiryHooks } from './supply-demand-expiry';
import { missingParameter } from '../../../domain/blade-messages';

/**
 * Pictures of a supply/demand post (tp_supplydemandimg): POST /blade-supplyDemand/supplyDemandImg/save adds an
 * uploaded picture (local OSS link) to a post, at most 9; each post's VO carries its pictures (`images`, in order).
 */
export const MAX_IMAGES = 9;
const OSS_LINK = '/api/blade-resource/oss/endpoint/file';

const input = z.object({
  supplyDemandId: z
    .string({ error: missingParameter('supplyDemandId') })
    .trim()
    .min(1, missingParameter('supplyDemandId')),
  imgUrl: z
    .string({ error: '请上传图片' })
    .trim()
    .min(1, '请上传图片')
    .refine((url) => url.startsWith(OSS_LINK), '图片须先上传到文件服务'),
  imgName: z.string().trim().max(50, '图片名称不能超过50个字符').optional(),
});

export function saveSupplyDemandImage(ctx: Context) {
  const user = caller(ctx, 'supplydemand_image');
  const values = parseInput(ctx, input);
  const id = nextId();
  ctx.db.transaction(() => {
    const post = findRow<{ id: string; title: string }>(ctx, user, 'tp_supplydemand', values.supplyDemandId, '供求信息不存在或已删除');
    const { n, top } = ctx.db
      .prepare('SELECT COUNT(*) AS n, COALESCE(MAX(sort), 0) AS top FROM tp_supplydemandimg WHERE supply_demand_id = ? AND is_deleted = 0')
      .get(post.id) as { n: number; top: number };
    if (n >= MAX_IMAGES) throw new ServiceError(`每条供求信息最多${MAX_IMAGES}张图片`);
    const now = formatDateTime();
    const row: Record<string, unknown> = {
      id,
      tenant_id: user.tenantId,
      supply_demand_id: post.id,
      supply_demand_title: post.title,
      img_url: values.imgUrl,
      img_name: values.imgName || values.imgUrl.split(/[/=]/).pop(),
      sort: top + 1,
      create_user: user.userId,
      create_dept: user.deptId ?? '',
      create_time: now,
      update_user: user.userId,
      update_time: now,
      status: 1,
      is_deleted: 0,
    };
    const columns = Object.keys(row);
    ctx.db
      .prepare(`INSERT INTO tp_supplydemandimg (${columns.join(', ')}) VALUES (${placeholders(columns.length)})`)
      .run(...Object.values(row));
  })();
  return answerRow(ctx, 'tp_supplydemandimg', id);
}

/** The post's grid: its pictures in each row, and its expiry (supply-demand-expiry.ts). */
export const supplyDemandHooks: CrudHooks = {
  scope: supplyDemandExpiryHooks.scope,
  beforeWrite: supplyDemandExpiryHooks.beforeWrite,
  view: (db, row) => {
    const images = db
      .prepare('SELECT img_url FROM tp_supplydemandimg WHERE supply_demand_id = ? AND is_deleted = 0 ORDER BY sort, id')
      .all(row.id) as { img_url: string }[];
    return { ...expiredView(row), images: images.map((image) => image.img_url).join(',') };
  },
};
