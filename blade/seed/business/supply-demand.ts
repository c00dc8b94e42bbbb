/**
 * Supply (供应) posts by the trade seed's sellers for the grain they sell, demand (求购) posts by its
 * buyers for what they buy, with pictures; two posts belong to tenant 100001.
 */
import type { Db } from '../../db/open';
import { at, day, idOf, inserter, OTHER_TENANT } from './helpers';
import type { Company, OrderRef, TradeRefs } from './trade-refs';
import { depotOf } from './finance-parties';
import { demoFileLink } from '../../services/resource/demo-files';

const postId = idOf(98);
const imageId = idOf(98, 1000);

/** [sd_type, tonnes, supply_demand_status (0 待审核 1 已发布 2 已驳回 3 已下架 4 已成交), pictures] */
const PLAN: [number, number, number, number][] = [
  [1, 5000, 1, 2],
  [2, 10000, 1, 1],
  [1, 3000, 1, 2],
  [2, 2000, 0, 1],
  [1, 1500, 4, 2],
  [1, 800, 3, 1],
  [2, 4000, 2, 1],
  [1, 6000, 1, 2],
];

type Post = {
  type: number;
  publisher: Company;
  goods: string;
  variety: number;
  grade: number;
  price: number;
  place: string;
  qty: number;
  status: number;
  pictures: number;
  tenant?: string;
};

const GRADE = ['', '一等', '二等', '三等', '四等', '五等'];

function posts(refs: TradeRefs): Post[] {
  let supply = 0;
  let demand = 0;
  const own = PLAN.map(([type, qty, status, pictures]): Post => {
    let order: OrderRef;
    let publisher: Company;
    let place: string;
    if (type === 1) {
      const seller = refs.sellers[supply % refs.sellers.length];
      order = seller.goods[Math.floor(supply / refs.sellers.length) % seller.goods.length];
      publisher = seller.company;
      place = depotOf(publisher);
      supply += 1;
    } else {
      publisher = refs.buyers[demand % refs.buyers.length];
      order = refs.orders.find((o) => o.buyerName === publisher.name) ?? refs.orders[demand % refs.orders.length];
      place = `${publisher.city}到厂`;
      demand += 1;
    }
    const goods = order.goodsName
      .split('·')[0]
      .replace(/^\d{4}年/, '')
      .replace(/\(.等\)$/, '');
    return {
      type,
      publisher,
      goods,
      variety: order.variety,
      grade: order.grade,
      price: Math.round(order.unitPrice / 10) * 10 + (type === 2 ? 20 : 0),
      place,
      qty,
      status,
      pictures,
    };
  });
  const [first, second] = [refs.otherTenantCompanies[0], refs.otherTenantCompanies[1 % refs.otherTenantCompanies.length]];
  return [
    ...own,
    {
      type: 1,
      publisher: first,
      goods: '小麦',
      variety: 1,
      grade: 2,
      price: 2500,
      place: `${first.city}库提`,
      qty: 1200,
      status: 1,
      pictures: 1,
      tenant: OTHER_TENANT,
    },
    {
      type: 2,
      publisher: second,
      goods: '玉米',
      variety: 2,
      grade: 2,
      price: 2330,
      place: `${second.city}到厂`,
      qty: 3000,
      status: 1,
      pictures: 1,
      tenant: OTHER_TENANT,
    },
  ];
}

export function seedSupplyDemand(db: Db, refs: TradeRefs): void {
  const insertPost = inserter(db, 'tp_supplydemand');
  const insertImage = inserter(db, 'tp_supplydemandimg');
  let imageIndex = 0;
  posts(refs).forEach((post, index) => {
    const published = at(-40 + index * 4, `${String(8 + (index % 9)).padStart(2, '0')}:40:00`);
    const title = `${post.type === 1 ? '供应' : '求购'}${post.goods}${GRADE[post.grade]} ${post.qty}吨`;
    const tenant = post.tenant ?? null;
    insertPost(
      {
        id: postId(index + 1),
        tenant_id: tenant,
        title,
        sd_type: post.type,
        variety: post.variety,
        goods_name: `${post.goods}${GRADE[post.grade]}`,
        grade: post.grade,
        quantity: post.qty,
        expected_price: post.price,
        province: post.publisher.province,
        city: post.publisher.city,
        delivery_place: post.place,
        valid_until: day(-40 + index * 4 + 30),
        publisher_id: post.publisher.id,
        publisher_name: post.publisher.name,
        contact_name: post.publisher.contact,
        contact_phone: post.publisher.phone,
        sd_status: post.status,
        view_count: post.status === 0 ? 0 : 120 + index * 37,
        publish_time: published,
        description:
          post.type === 1
            ? `${post.place}现货，${GRADE[post.grade]}，水分≤14%，可提供第三方质检报告，支持平台担保交易。`
            : `长期求购${post.goods}，要求${GRADE[post.grade]}及以上，呕吐毒素≤1000µg/kg，${post.place}，款到发货或按磅单结算。`,
      },
      published,
    );
    for (let n = 1; n <= post.pictures; n++) {
      imageIndex += 1;
      insertImage(
        {
          id: imageId(imageIndex),
          tenant_id: tenant,
          supply_demand_id: postId(index + 1),
          supply_demand_title: title,
          img_url: demoFileLink(`supplydemand-${index + 1}-${n}.png`),
          img_name: `supplydemand-${index + 1}-${n}.png`,
          sort: n,
        },
        published,
      );
    }
  });
}
