/** Adverts, news items and UReport files. */
import type { Db } from '../../db/open';
import { at, idOf, inserter, OTHER_TENANT } from './helpers';
import { demoFileLink } from '../../services/resource/demo-files';

const advertId = idOf(93);
const newsId = idOf(93, 1000);
const reportId = idOf(99);

/** A seeded file's link: drawn by the embedded service from its name (blade/services/resource/demo-files.ts). */
const oss = demoFileLink;

/** [title, advert_position, image, link, start days, end days, clicks, publish status, tenant] */
const ADVERTS: [string, number, string, string, number, number, number, number, string?][] = [
  ['2026年秋粮收购季 · 东北玉米专场', 1, 'banner-autumn-corn.png', '/market/special/autumn-corn', -20, 40, 3862, 1],
  ['仓单质押融资 · 最快3个工作日放款', 1, 'banner-pledge-loan.png', '/finance/pledge', -45, 60, 2147, 1],
  ['进口大豆到港信息实时查询', 2, 'banner-soybean-arrivals.png', '/ocean/arrivals', -10, 80, 986, 1],
  ['优质小麦挂牌 · 郑州交割库直发', 3, 'banner-wheat-listing.png', '/goods?variety=1', -60, -5, 1520, 2],
  ['瑞粮交易 App 全新上线', 4, 'splash-app-launch.png', '/app/download', 3, 33, 0, 0],
  ['华北新麦上市 · 石家庄送到厂', 1, 'banner-hebei-wheat.png', '/goods?variety=1', -12, 48, 412, 1, OTHER_TENANT],
];

/** [title, news_category, summary, author, source, days, views, pinned, tenant] */
const NEWS: [string, number, string, string, string, number, number, number, string?][] = [
  [
    '关于2026年度交易保证金比例调整的公告',
    1,
    '自下月起，玉米、小麦挂牌交易履约保证金比例统一调整为货值的10%。',
    '平台运营部',
    '瑞粮交易',
    -3,
    1286,
    1,
  ],
  [
    '东北产区新季玉米上市节奏加快，港口价格窄幅波动',
    3,
    '锦州港新季玉米主流收购价2280—2320元/吨，水分14%以内二等粮成交活跃。',
    '市场分析组',
    '瑞粮研究院',
    -5,
    2310,
    0,
  ],
  [
    '巴西大豆装运进度过半，5月到港量预计环比增加',
    2,
    '巴西主要港口大豆装船进度加快，国内油厂大豆库存有望回升。',
    '王磊',
    '中国粮油信息网',
    -8,
    1744,
    0,
  ],
  [
    '国家发展改革委等部门公布2026年小麦最低收购价',
    4,
    '2026年生产的小麦(三等)最低收购价为每50公斤119元，保持稳定。',
    '政策研究组',
    '国家发展改革委',
    -16,
    3025,
    1,
  ],
  [
    '玉米呕吐毒素超标风险提示及检测要点',
    2,
    '今年部分产区收获期降雨偏多，建议入库前加强呕吐毒素(DON)快检。',
    '平台质检中心',
    '瑞粮交易',
    -21,
    968,
    0,
  ],
  [
    '平台上线质押询价功能，在线获取评估报价',
    1,
    '客户可在线提交粮食质押询价，资金方将在1个工作日内给出报价。',
    '平台运营部',
    '瑞粮交易',
    -27,
    742,
    0,
  ],
  [
    '豆粕需求回暖带动进口大豆采购意愿提升',
    3,
    '生猪存栏企稳，饲料企业补库意愿增强，进口大豆CFR升贴水走强。',
    '市场分析组',
    '瑞粮研究院',
    -34,
    1133,
    0,
  ],
  ['华北地区小麦收购进展顺利', 2, '河北、天津地区新麦收购价2460—2500元/吨，质量好于上年。', '高建新', '华北粮贸', -6, 215, 0, OTHER_TENANT],
];

/** UReport files: [file name, days]. */
const REPORTS: [string, number][] = [
  ['粮食交易日报.ureport.xml', -90],
  ['融资余额月报.ureport.xml', -60],
  ['质检合格率统计.ureport.xml', -25],
];

const reportXml = (name: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><ureport><cell name="A1" row="1" col="1"><simple-value><![CDATA[${name.replace('.ureport.xml', '')}]]></simple-value></cell></ureport>`;

export function seedContent(db: Db): void {
  const insertAdvert = inserter(db, 'tp_cmsadvert');
  const insertNews = inserter(db, 'tp_cmsnewsservice');
  const insertReport = inserter(db, 'blade_report_file', { tenant: false, audit: false });
  ADVERTS.forEach(([title, position, image, link, start, end, clicks, status, tenant], index) => {
    insertAdvert(
      {
        id: advertId(index + 1),
        tenant_id: tenant ?? null,
        title,
        position,
        image_url: oss(image),
        link_url: link,
        sort: index + 1,
        start_time: at(start, '00:00:00'),
        end_time: at(end, '23:59:59'),
        click_count: clicks,
        publish_status: status,
        remark: status === 2 ? '活动结束已下线' : status === 0 ? '待上线' : '',
      },
      at(start - 2, '15:00:00'),
    );
  });
  NEWS.forEach(([title, category, summary, author, source, days, views, pinned, tenant], index) => {
    const released = at(days, '08:30:00');
    insertNews(
      {
        id: newsId(index + 1),
        tenant_id: tenant ?? null,
        title,
        category,
        cover_image: oss(`news-cover-${index + 1}.png`),
        summary,
        content: `<p>${summary}</p><p>以上信息仅供参考，不构成交易建议。如有疑问请联系平台客服 400-800-2026。</p>`,
        author,
        source,
        release_time: released,
        view_count: views,
        is_top: pinned,
        publish_status: 1,
      },
      released,
    );
  });
  REPORTS.forEach(([name, days], index) => {
    const time = at(days, '17:00:00');
    insertReport({ id: reportId(index + 1), name, content: reportXml(name), create_time: time, update_time: time, is_deleted: 0 });
  });
}
