import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { hashPlainPassword } from '../../auth/password';
import { DEPTS, POSTS, ROLES } from '../system';
import { HQ, HUABEI, type Row, insert, audit } from './shared';

/** Teams under the trading department, the second tenant's departments and positions, and more staff. */
export function seedOrganisation(db: Db): void {
  seedDepts(db);
  seedPosts(db);
  seedStaff(db);
}

/** Three trading teams under the trading department, and the second tenant's two departments. */
function seedDepts(db: Db): void {
  const depts: Row[] = [
    {
      id: seedId(50, 1),
      tenant_id: '000000',
      parent_id: DEPTS[1].id,
      ancestors: `0,${HQ},${DEPTS[1].id}`,
      dept_category: 3,
      dept_name: '玉米交易组',
      full_name: '交易部玉米交易组',
      sort: 1,
    },
    {
      id: seedId(50, 2),
      tenant_id: '000000',
      parent_id: DEPTS[1].id,
      ancestors: `0,${HQ},${DEPTS[1].id}`,
      dept_category: 3,
      dept_name: '小麦交易组',
      full_name: '交易部小麦交易组',
      sort: 2,
    },
    {
      id: seedId(50, 3),
      tenant_id: '000000',
      parent_id: DEPTS[1].id,
      ancestors: `0,${HQ},${DEPTS[1].id}`,
      dept_category: 3,
      dept_name: '大豆交易组',
      full_name: '交易部大豆交易组',
      sort: 3,
    },
    {
      id: seedId(50, 4),
      tenant_id: '100001',
      parent_id: HUABEI,
      ancestors: `0,${HUABEI}`,
      dept_category: 2,
      dept_name: '采购部',
      full_name: '华北粮贸采购部',
      sort: 1,
    },
    {
      id: seedId(50, 5),
      tenant_id: '100001',
      parent_id: HUABEI,
      ancestors: `0,${HUABEI}`,
      dept_category: 2,
      dept_name: '仓储部',
      full_name: '华北粮贸仓储部',
      sort: 2,
    },
  ].map((dept) => ({ ...dept, remark: '', is_deleted: 0 }));
  insert(db, 'blade_dept', depts);
}

/** The second tenant's positions. */
function seedPosts(db: Db): void {
  insert(
    db,
    'blade_post',
    [
      ['gm', '总经理', 1],
      ['purchase', '采购经理', 2],
      ['keeper', '仓管员', 3],
    ].map(([code, name, category], index) => ({
      id: seedId(51, index + 1),
      category,
      post_code: code,
      post_name: name,
      sort: index + 1,
      remark: '',
      ...audit(80, '100001'),
    })),
  );
}

/** Six more staff across both tenants, each with the department they belong to. */
function seedStaff(db: Db): void {
  const TRADER = ROLES[5].id;
  const USER = ROLES[1].id;
  const MANAGER = ROLES[3].id;
  const STAFF = POSTS[7].id;
  const users: [string, string, string, string, string, string, string, number, string][] = [
    ['zhangwei', '张伟', '000000', TRADER, seedId(50, 1), STAFF, '13910001001', 1, '1988-04-12'],
    ['liqiang', '李强', '000000', TRADER, seedId(50, 2), STAFF, '13910001002', 1, '1991-09-03'],
    ['liuyang', '刘洋', '000000', USER, DEPTS[2].id, STAFF, '13910001003', 2, '1993-01-27'],
    ['sunli', '孙丽', '000000', USER, DEPTS[3].id, STAFF, '13910001004', 2, '1990-06-18'],
    ['wangfang', '王芳', '000000', MANAGER, DEPTS[4].id, POSTS[5].id, '13910001005', 2, '1985-11-30'],
    ['zhaolei', '赵磊', '100001', ROLES[6].id, seedId(50, 4), seedId(51, 2), '13820002001', 1, '1987-02-14'],
  ];
  insert(
    db,
    'blade_user',
    users.map(([account, realName, tenantId, roleId, deptId, postId, phone, sex, birthday], index) => ({
      id: seedId(52, index + 1),
      tenant_id: tenantId,
      code: `EMP${String(index + 101).padStart(4, '0')}`,
      user_type: 1,
      account,
      password: hashPlainPassword('123456'),
      name: realName.slice(1),
      real_name: realName,
      avatar: '',
      email: `${account}@tradeport.example`,
      phone,
      birthday,
      sex,
      role_id: roleId,
      dept_id: deptId,
      post_id: postId,
      ...audit(70 - index * 5),
    })),
  );
  insert(
    db,
    'blade_user_dept',
    users.map(([, , , , deptId], index) => ({ id: seedId(53, index + 1), user_id: seedId(52, index + 1), dept_id: deptId })),
  );
}
