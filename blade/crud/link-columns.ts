import { ServiceError } from '../http/envelope';
import { isStorageLink } from '../services/resource/storage-link';

/**
 * Columns holding links to pictures or files the screens show (comma-separated lists): they accept only links the
 * platform's own storage issued (services/resource/storage-link.ts), so no `javascript:` link or foreign tracking pixel
 * reaches a page. One list for every table, read by the generic writes (crud/controller.ts) and the services that save
 * such rows themselves; contract/link-columns.test.ts keeps it in step with the screens' image and file fields.
 */
export const LINK_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  blade_user: ['avatar'],
  blade_tenant: ['background_url'],
  tp_cmsadvert: ['image_url'],
  tp_cmsnewsservice: ['cover_image'],
  tp_supplydemandimg: ['img_url'],
  tp_userauth: ['id_card_front', 'id_card_back', 'business_license'],
  tp_goodscommodity: ['images'],
  tp_goodsgallery: ['image_url'],
  tp_product: ['images'],
  tp_classification: ['icon'],
  tp_orderpickupdetail: ['image'],
  tp_invoiceimg: ['image_url'],
  tp_logisticsbase: ['images'],
  tp_category: ['icon'],
  blade_attach: ['link'],
  tp_goods: ['images', 'attachments'],
  tp_orderfile: ['file_url'],
  tp_ordercontract: ['file_url', 'signed_file_url'],
  tp_orderpickup: ['attachments'],
  tp_contract: ['file_url', 'signed_file_url'],
  tp_contracts: ['signed_file_url'],
  tp_financeloanapplication: ['materials'],
  tp_financeloanagreement: ['file_url'],
  tp_financepledgeagreement: ['file_url'],
  tp_financesuperviseauth: ['auth_letter_file'],
  tp_inspectionapplications: ['report_file'],
};

/** Refuses (400) a value of a link column that is not the platform's own storage's. */
export function assertStorageLinks(table: string, values: Record<string, unknown>): void {
  for (const column of LINK_COLUMNS[table] ?? []) {
    const value = values[column];
    if (value === undefined || value === null) continue;
    const links = String(value)
      .split(',')
      .map((link) => link.trim())
      .filter(Boolean);
    if (links.some((link) => !isStorageLink(link))) throw new ServiceError('图片和文件只能使用本平台存储的链接');
  }
}
