import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { seededAttachmentBytes } from '../attachment-files';
import { ago, insert, audit } from './shared';

/**
 * OSS and SMS configs (status 2 = the active one) and a few uploaded files. Secrets are placeholders.
 * An SMS config's remark with `${…}` placeholders is the template text the local channel renders.
 */
export function seedResources(db: Db): void {
  seedOssConfigs(db);
  seedSmsConfigs(db);
  seedAttachments(db);
}

/** Object storage configs of both tenants (blade_oss). */
function seedOssConfigs(db: Db): void {
  insert(db, 'blade_oss', [
    {
      id: seedId(42, 1),
      category: 1,
      oss_code: 'local',
      endpoint: 'http://127.0.0.1:9000',
      access_key: 'tradeport',
      secret_key: '******',
      bucket_name: 'tradeport',
      app_id: '',
      region: '',
      remark: '内置本地存储（附件上传）',
      ...audit(150, '000000'),
      status: 2,
    },
    {
      id: seedId(42, 2),
      category: 1,
      oss_code: 'minio',
      endpoint: 'https://oss.tradeport.example',
      access_key: 'tp-minio',
      secret_key: '******',
      bucket_name: 'tradeport-prod',
      app_id: '',
      region: '',
      remark: '生产 MinIO 集群',
      ...audit(150, '000000'),
    },
    {
      id: seedId(42, 3),
      category: 3,
      oss_code: 'aliyun',
      endpoint: 'https://oss-cn-beijing.aliyuncs.com',
      access_key: 'LTAI****',
      secret_key: '******',
      bucket_name: 'huabei-grain',
      app_id: '',
      region: 'cn-beijing',
      remark: '华北粮贸阿里云 OSS',
      ...audit(60, '100001'),
      status: 2,
    },
  ]);
}

/** SMS configs of both tenants (blade_sms); a remark with placeholders is the local channel's template. */
function seedSmsConfigs(db: Db): void {
  insert(db, 'blade_sms', [
    {
      id: seedId(43, 1),
      category: 3,
      sms_code: 'aliyun',
      template_id: 'SMS_276350123',
      access_key: 'LTAI****',
      secret_key: '******',
      region_id: 'cn-hangzhou',
      sign_name: '瑞粮交易',
      remark: '您的提货单${pickupNo}已放行，提货码${code}，请于${days}日内提货。',
      ...audit(140, '000000'),
      status: 2,
    },
    {
      id: seedId(43, 2),
      category: 4,
      sms_code: 'tencent',
      template_id: '1736045',
      access_key: '1400812345',
      secret_key: '******',
      region_id: 'ap-guangzhou',
      sign_name: '瑞粮交易',
      remark: '备用通道',
      ...audit(140, '000000'),
    },
    {
      id: seedId(43, 3),
      category: 3,
      sms_code: 'aliyun',
      template_id: 'SMS_281904417',
      access_key: 'LTAI****',
      secret_key: '******',
      region_id: 'cn-beijing',
      sign_name: '华北粮贸',
      remark: '您的送货单${shippingNo}已发车，预计${time}到厂。',
      ...audit(60, '100001'),
      status: 2,
    },
  ]);
}

/** A few uploaded files (blade_attach). */
function seedAttachments(db: Db): void {
  // Their files are drawn from the name when the database is seeded (attachment-files.ts): the recorded size is theirs.
  const files: [string, string, string, number, string?][] = [
    ['玉米购销合同-HT202603120018.pdf', 'pdf', 'a3f1c9e27b5d4e08b6c2f4a91d7e3b50', 30],
    ['磅单-BD0320-117.png', 'png', '5e0b7d21c4a94f6e8d13b2a7c9f0e641', 24],
    ['质检报告-JY202603220004.pdf', 'pdf', 'c81d4e6f2a0b4c9d97e5a3b1f6d20e88', 21],
    ['营业执照-河南粮投贸易有限公司.png', 'png', '0f9a2c7e5b1d4a36b8e4c2d19f7a6e03', 45],
    ['2026年3月资金对账单.csv', 'csv', '7b2e9d04f1c84a5eb3d6a9c2e0f81d57', 12],
    ['营业执照-河北保定冀粮饲料有限公司.png', 'png', '3d6e0a95c1b74f28a4e9d2c07b5f1e36', 40, '100001'],
    ['小麦送货磅单-正定粮库.png', 'png', '9c4b2f17e8a04d65b1c3e7a2d0f95b48', 8, '100001'],
  ];
  insert(
    db,
    'blade_attach',
    files.map(([original, extension, uuid, days, tenantId = '000000'], index) => {
      const size = seededAttachmentBytes(original, extension)?.length ?? 0;
      const day = ago(days).slice(0, 10).replaceAll('-', '');
      const name = `${tenantId}/${day}/${uuid}.${extension}`;
      return {
        id: seedId(44, index + 1),
        link: `/api/blade-resource/oss/endpoint/file?name=${encodeURIComponent(name)}`,
        domain: '',
        name,
        original_name: original,
        extension,
        attach_size: size,
        ...audit(days, tenantId),
      };
    }),
  );
}
