import type { Db } from '../../db/open';
import { daysAgo, idSequence, insertRows, TENANT_B } from './support';

/**
 * The trading companies (tp_consumerdetails): sellers in the producing provinces, buyers (feed mills,
 * processors, millers, traders) in the consuming ones. Orders, pick-ups, contracts and invoices name them
 * by id and company name; the finance seed reads them back from the database.
 */
export type Party = {
  id: string;
  tenantId: string;
  companyName: string;
  shortName: string;
  creditCode: string;
  /** trade_role: 1 buyer, 2 seller. */
  role: 1 | 2;
  /** customer_type: 1 trader, 2 feed mill, 3 processor, 4 grower/co-op, 5 grain depot. */
  customerType: number;
  legalPerson: string;
  contactName: string;
  contactPhone: string;
  province: string;
  city: string;
  district: string;
  address: string;
  bankName: string;
  bankAccount: string;
};

type PartySeed = Omit<Party, 'id' | 'tenantId'>;

const p = (
  companyName: string,
  shortName: string,
  creditCode: string,
  role: 1 | 2,
  customerType: number,
  legalPerson: string,
  contactName: string,
  contactPhone: string,
  province: string,
  city: string,
  district: string,
  address: string,
  bankName: string,
  bankAccount: string,
): PartySeed => ({
  companyName,
  shortName,
  creditCode,
  role,
  customerType,
  legalPerson,
  contactName,
  contactPhone,
  province,
  city,
  district,
  address,
  bankName,
  bankAccount,
});

const MAIN: PartySeed[] = [
  p(
    '黑龙江龙垦粮贸有限公司',
    '龙垦粮贸',
    '91230110MA1BQ7XK3P',
    2,
    5,
    '孙立新',
    '刘春雷',
    '13904512368',
    '黑龙江省',
    '哈尔滨市',
    '香坊区',
    '香坊区红旗大街188号',
    '中国农业发展银行哈尔滨市分行',
    '20023010100100000512',
  ),
  p(
    '吉林松原丰禾粮食购销有限公司',
    '丰禾粮食',
    '91220702MA14T2RG5W',
    2,
    1,
    '王德厚',
    '赵海涛',
    '13843851207',
    '吉林省',
    '松原市',
    '宁江区',
    '宁江区沿江西路66号',
    '吉林银行松原分行',
    '0801011000018822',
  ),
  p(
    '辽宁锦州港泰粮食物流有限公司',
    '港泰粮食',
    '91210700MA0XKU9D2A',
    2,
    1,
    '李国强',
    '张明远',
    '13904168825',
    '辽宁省',
    '锦州市',
    '太和区',
    '锦州港东港区粮食码头2号',
    '中国银行锦州分行',
    '290560012458',
  ),
  p(
    '内蒙古通辽金穗农业发展有限公司',
    '金穗农业',
    '91150502MA0R3JLQ8T',
    2,
    4,
    '包金山',
    '吴宝音',
    '13947539066',
    '内蒙古自治区',
    '通辽市',
    '科尔沁区',
    '科尔沁区建国路128号',
    '内蒙古农村信用社通辽分社',
    '1503021201000035619',
  ),
  p(
    '河南周口豫丰粮油有限公司',
    '豫丰粮油',
    '91411600MA45GD3U1C',
    2,
    5,
    '周振华',
    '马晓峰',
    '13839485120',
    '河南省',
    '周口市',
    '川汇区',
    '川汇区八一大道西段99号',
    '中国农业发展银行周口市分行',
    '20041160100100000387',
  ),
  p(
    '安徽阜阳淮北平原粮食有限公司',
    '淮北平原粮食',
    '91341200MA2TPF6N0X',
    2,
    1,
    '陈志远',
    '许文斌',
    '13956808712',
    '安徽省',
    '阜阳市',
    '颍州区',
    '颍州区颍河西路218号',
    '徽商银行阜阳分行',
    '1250101021000261884',
  ),
  p(
    '江苏盐城苏垦米业有限公司',
    '苏垦米业',
    '91320900MA1MXR2Y4K',
    2,
    3,
    '顾建平',
    '沈丽华',
    '13851052363',
    '江苏省',
    '盐城市',
    '大丰区',
    '大丰港经济开发区海港路8号',
    '江苏银行盐城分行',
    '31010188000123456',
  ),
  p(
    '广东东莞粤海饲料有限公司',
    '粤海饲料',
    '91441900MA4UJ8BW6E',
    1,
    2,
    '梁伟东',
    '黄志斌',
    '13829236671',
    '广东省',
    '东莞市',
    '麻涌镇',
    '麻涌镇新沙港工业区粤海路1号',
    '中国工商银行东莞麻涌支行',
    '2010026109200168825',
  ),
  p(
    '山东潍坊鸿达淀粉有限公司',
    '鸿达淀粉',
    '91370700MA3C8WLT9H',
    1,
    3,
    '刘洪达',
    '王立军',
    '13953672480',
    '山东省',
    '潍坊市',
    '寿光市',
    '寿光市羊口镇工业园创业路16号',
    '中国建设银行寿光支行',
    '37050167640800000856',
  ),
  p(
    '河北石家庄冀中面粉有限公司',
    '冀中面粉',
    '91130100MA0DJQ5L7M',
    1,
    3,
    '郝建军',
    '田少华',
    '13931128954',
    '河北省',
    '石家庄市',
    '藁城区',
    '藁城区经济开发区面粉产业园6号',
    '河北银行石家庄藁城支行',
    '0301010000512236',
  ),
  p(
    '四川成都天府饲料集团有限公司',
    '天府饲料',
    '91510100MA61R4KE2N',
    1,
    2,
    '杨德明',
    '罗晓东',
    '13881932076',
    '四川省',
    '成都市',
    '新津区',
    '新津区工业园区希望路25号',
    '成都银行新津支行',
    '1001300000715502',
  ),
  p(
    '福建厦门闽粮贸易有限公司',
    '闽粮贸易',
    '91350200MA31YHG85R',
    1,
    1,
    '林志强',
    '陈雅琴',
    '13806028761',
    '福建省',
    '厦门市',
    '海沧区',
    '海沧区港南路368号',
    '兴业银行厦门海沧支行',
    '129310100100452683',
  ),
];

const SECOND_TENANT: PartySeed[] = [
  p(
    '天津北方港粮食物流有限公司',
    '北方港粮食',
    '91120116MA06WQ3B8G',
    2,
    1,
    '郭振东',
    '韩立民',
    '13820216685',
    '天津市',
    '天津市',
    '滨海新区',
    '滨海新区天津港北疆港区粮食码头',
    '天津银行滨海分行',
    '1060201000118866',
  ),
  p(
    '河北保定冀粮饲料有限公司',
    '冀粮饲料',
    '91130600MA0FH2LC5D',
    1,
    2,
    '常宏伟',
    '冯雪梅',
    '13932215703',
    '河北省',
    '保定市',
    '徐水区',
    '徐水区大王店工业园饲料路3号',
    '保定银行徐水支行',
    '6210600001008527',
  ),
];

const mainId = idSequence(60);
const tenantBId = idSequence(60, 100);
export const PARTIES: Party[] = MAIN.map((party) => ({ ...party, id: mainId(), tenantId: '000000' }));
export const TENANT_B_PARTIES: Party[] = SECOND_TENANT.map((party) => ({ ...party, id: tenantBId(), tenantId: TENANT_B.tenantId }));

export const SELLERS = PARTIES.filter((party) => party.role === 2);
export const BUYERS = PARTIES.filter((party) => party.role === 1);

export const partyById = (id: string) => [...PARTIES, ...TENANT_B_PARTIES].find((party) => party.id === id)!;

/** tp_consumerdetails and each company's delivery addresses (tp_address). */
export function seedParties(db: Db): Record<string, number> {
  const all = [...PARTIES, ...TENANT_B_PARTIES];
  const profiles = insertRows(
    db,
    'tp_consumerdetails',
    all.map((party, index) => ({
      id: party.id,
      tenant_id: party.tenantId,
      company_name: party.companyName,
      short_name: party.shortName,
      credit_code: party.creditCode,
      customer_type: party.customerType,
      trade_role: party.role,
      legal_person: party.legalPerson,
      contact_name: party.contactName,
      contact_phone: party.contactPhone,
      email: `trade${index + 1}@${['lkly', 'fhls', 'gtls', 'jsny', 'yfly', 'hbpy', 'skmy', 'yhsl', 'hddf', 'jzmf', 'tfsl', 'mlmy', 'bfg', 'jlsl'][index]}.com.cn`,
      province: party.province,
      city: party.city,
      address: `${party.province}${party.city}${party.address}`,
      bank_name: party.bankName,
      bank_account: party.bankAccount,
      auth_status: index === 11 ? 1 : 2,
      remark: party.role === 1 ? '采购商' : '供货商',
      create_time: daysAgo(240 - index * 3, 9 * 60 + index * 7),
    })),
  );

  const nextAddress = idSequence(61);
  const addresses = all.flatMap((party, index) => {
    const main = {
      id: nextAddress(),
      tenant_id: party.tenantId,
      consumer_id: party.id,
      company_name: party.companyName,
      consignee: party.contactName,
      phone: party.contactPhone,
      province: party.province,
      city: party.city,
      district: party.district,
      detail_address: party.address,
      is_default: 1,
      create_time: daysAgo(230 - index * 3, 10 * 60),
    };
    // Buyers also receive at a second site (a plant or a port warehouse).
    const second =
      party.role === 1
        ? [
            {
              ...main,
              id: nextAddress(),
              consignee: party.legalPerson,
              detail_address: `${party.district}物流园区${index + 2}号仓库`,
              is_default: 0,
              create_time: daysAgo(200 - index * 3, 11 * 60),
            },
          ]
        : [];
    return [main, ...second];
  });
  return { tp_consumerdetails: profiles, tp_address: insertRows(db, 'tp_address', addresses) };
}
