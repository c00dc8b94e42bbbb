import type { Db } from '../../db/open';
import { seedId } from '../../db/ids';
import { insert, audit } from './shared';

/** Code-generator configs for the trade tables and the data sources they read (passwords are placeholders). */
export function seedDevelop(db: Db): void {
  insert(
    db,
    'blade_datasource',
    [
      [
        'mysql',
        'com.mysql.cj.jdbc.Driver',
        'jdbc:mysql://localhost:3306/tradeport?useSSL=false&useUnicode=true&characterEncoding=utf-8&serverTimezone=Asia/Shanghai',
        'root',
        '默认数据源',
      ],
      ['postgresql', 'org.postgresql.Driver', 'jdbc:postgresql://127.0.0.1:5432/tradeport', 'postgres', '报表库'],
      ['oracle', 'oracle.jdbc.OracleDriver', 'jdbc:oracle:thin:@127.0.0.1:1521:orcl', 'tradeport', '历史粮库系统（只读）'],
      ['sqlite', 'org.sqlite.JDBC', 'jdbc:sqlite:data/blade.sqlite', 'sqlite', '内置 SQLite（代码生成读取表结构）'],
    ].map(([name, driver, url, username, remark], index) => ({
      id: seedId(46, index + 1),
      name,
      driver_class: driver,
      url,
      username,
      password: '******',
      remark,
      ...audit(200),
    })),
  );
  // The generator reads table structures from the embedded database (the same tables as production's MySQL).
  const SQLITE = seedId(46, 4);
  insert(
    db,
    'blade_code',
    [
      ['blade-tradePort', '挂牌商品', 'tp_goods', 'goods'],
      ['blade-tradePort', '交易订单', 'tp_order', 'order'],
      ['blade-tradePort', '提货单', 'tp_orderpickup', 'orderpickup'],
      ['blade-order', '报量管理', 'tp_reportedvolume', 'reportedvolume'],
      ['blade-tradePort', '质押协议', 'tp_financepledgeagreement', 'financepledgeagreement'],
    ].map(([service, name, table, module], index) => ({
      id: seedId(45, index + 1),
      datasource_id: SQLITE,
      service_name: service,
      code_name: name,
      table_name: table,
      table_prefix: 'tp_',
      pk_name: 'id',
      package_name: `org.springblade.${service === 'blade-tradePort' ? 'tradeport' : service.slice(6)}`,
      base_mode: 2,
      wrap_mode: 2,
      api_path: `D:\\workspace\\tradeport\\${service}`,
      web_path: `D:\\workspace\\saber\\src\\views\\${module}`,
      is_deleted: 0,
    })),
  );
}
