/**
 * Forward-only schema migrations. Tables follow BladeX 2.9's SQL (docs/blade-contract.md §9.2), with
 * SQLite types: ids TEXT (snowflake strings), dates TEXT `yyyy-MM-dd HH:mm:ss`.
 * Never edit a released migration: add a new one.
 */
export type Migration = { version: number; name: string; sql: string };

const AUDIT = `create_user TEXT, create_dept TEXT, create_time TEXT, update_user TEXT, update_time TEXT,
  status INTEGER NOT NULL DEFAULT 1, is_deleted INTEGER NOT NULL DEFAULT 0`;

const systemTables = `
CREATE TABLE blade_tenant (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, tenant_name TEXT NOT NULL, domain TEXT NOT NULL DEFAULT '',
  background_url TEXT NOT NULL DEFAULT '', linkman TEXT, contact_number TEXT, address TEXT,
  account_number INTEGER NOT NULL DEFAULT -1, expire_time TEXT, package_id TEXT, datasource_id TEXT,
  license_key TEXT, ${AUDIT});
CREATE UNIQUE INDEX ux_tenant_tenant_id ON blade_tenant(tenant_id) WHERE is_deleted = 0;

CREATE TABLE blade_client (
  id TEXT PRIMARY KEY, client_id TEXT NOT NULL, client_secret TEXT NOT NULL, resource_ids TEXT, scope TEXT NOT NULL,
  authorized_grant_types TEXT NOT NULL, web_server_redirect_uri TEXT, authorities TEXT,
  access_token_validity INTEGER NOT NULL, refresh_token_validity INTEGER NOT NULL,
  additional_information TEXT, autoapprove TEXT, ${AUDIT});

CREATE TABLE blade_user (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', code TEXT, user_type INTEGER NOT NULL DEFAULT 1,
  account TEXT NOT NULL, password TEXT NOT NULL, name TEXT, real_name TEXT, avatar TEXT, email TEXT, phone TEXT,
  birthday TEXT, sex INTEGER, role_id TEXT NOT NULL DEFAULT '', dept_id TEXT NOT NULL DEFAULT '', post_id TEXT NOT NULL DEFAULT '',
  ${AUDIT});
CREATE INDEX ix_user_account ON blade_user(tenant_id, account);

CREATE TABLE blade_user_dept (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, dept_id TEXT NOT NULL);
CREATE TABLE blade_user_ext (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, user_type INTEGER NOT NULL, user_ext TEXT);
CREATE TABLE blade_user_oauth (
  id TEXT PRIMARY KEY, tenant_id TEXT, uuid TEXT, user_id TEXT, username TEXT, nickname TEXT, avatar TEXT,
  blog TEXT, company TEXT, location TEXT, email TEXT, remark TEXT, gender TEXT, source TEXT);

CREATE TABLE blade_role (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', parent_id TEXT NOT NULL DEFAULT '0',
  role_name TEXT NOT NULL, sort INTEGER, role_alias TEXT NOT NULL, is_deleted INTEGER NOT NULL DEFAULT 0);
CREATE TABLE blade_role_menu (id TEXT PRIMARY KEY, menu_id TEXT NOT NULL, role_id TEXT NOT NULL);
CREATE INDEX ix_role_menu_role ON blade_role_menu(role_id);
CREATE TABLE blade_role_scope (id TEXT PRIMARY KEY, scope_category INTEGER NOT NULL, scope_id TEXT NOT NULL, role_id TEXT NOT NULL);

CREATE TABLE blade_menu (
  id TEXT PRIMARY KEY, parent_id TEXT NOT NULL DEFAULT '0', code TEXT NOT NULL, name TEXT NOT NULL, alias TEXT,
  path TEXT, source TEXT, sort INTEGER, category INTEGER NOT NULL, action INTEGER NOT NULL DEFAULT 0,
  is_open INTEGER NOT NULL DEFAULT 1, remark TEXT, is_deleted INTEGER NOT NULL DEFAULT 0);
CREATE INDEX ix_menu_parent ON blade_menu(parent_id);

CREATE TABLE blade_top_menu (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', code TEXT, name TEXT, source TEXT, path TEXT,
  sort INTEGER, ${AUDIT});
CREATE TABLE blade_top_menu_setting (id TEXT PRIMARY KEY, top_menu_id TEXT NOT NULL, menu_id TEXT NOT NULL);

CREATE TABLE blade_dept (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', parent_id TEXT NOT NULL DEFAULT '0',
  ancestors TEXT NOT NULL DEFAULT '0', dept_category INTEGER, dept_name TEXT NOT NULL, full_name TEXT,
  sort INTEGER, remark TEXT, is_deleted INTEGER NOT NULL DEFAULT 0);

CREATE TABLE blade_post (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', category INTEGER, post_code TEXT, post_name TEXT,
  sort INTEGER, remark TEXT, ${AUDIT});

CREATE TABLE blade_dict (
  id TEXT PRIMARY KEY, parent_id TEXT NOT NULL DEFAULT '0', code TEXT NOT NULL, dict_key TEXT NOT NULL,
  dict_value TEXT NOT NULL, sort INTEGER, remark TEXT, is_sealed INTEGER NOT NULL DEFAULT 0,
  is_deleted INTEGER NOT NULL DEFAULT 0);
CREATE TABLE blade_dict_biz (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', parent_id TEXT NOT NULL DEFAULT '0',
  code TEXT NOT NULL, dict_key TEXT NOT NULL, dict_value TEXT NOT NULL, sort INTEGER, remark TEXT,
  is_sealed INTEGER NOT NULL DEFAULT 0, is_deleted INTEGER NOT NULL DEFAULT 0);

CREATE TABLE blade_param (
  id TEXT PRIMARY KEY, param_name TEXT, param_key TEXT NOT NULL, param_value TEXT, remark TEXT, ${AUDIT});

CREATE TABLE blade_notice (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', title TEXT, category INTEGER,
  release_time TEXT, content TEXT, ${AUDIT});
`;

/** What real Blade keeps in Redis (captcha codes, login-failure counters, token state) lives here. */
const authState = `
CREATE TABLE auth_secret (name TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE auth_captcha (captcha_key TEXT PRIMARY KEY, code TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE TABLE auth_login_failure (
  tenant_id TEXT NOT NULL, account TEXT NOT NULL, failures INTEGER NOT NULL, last_failure_at INTEGER NOT NULL,
  PRIMARY KEY (tenant_id, account));
CREATE TABLE auth_session (
  sid TEXT PRIMARY KEY, user_id TEXT NOT NULL, tenant_id TEXT NOT NULL, client_id TEXT NOT NULL,
  created_at INTEGER NOT NULL, refreshed_at INTEGER NOT NULL, revoked_at INTEGER);
CREATE TABLE blade_log_client (
  id TEXT PRIMARY KEY, tenant_id TEXT, user_id TEXT, type TEXT, url TEXT, message TEXT, stack TEXT, info TEXT,
  time TEXT, create_time TEXT NOT NULL);
`;

/**
 * Third-party login: the local identity source (a stand-in OAuth provider: its accounts and the one-time
 * codes it hands back through the redirect, which the social grant redeems) and the oauth binding lookup.
 */
const socialLogin = `
CREATE TABLE social_local_identity (
  uuid TEXT PRIMARY KEY, username TEXT NOT NULL UNIQUE, password TEXT NOT NULL, nickname TEXT, email TEXT,
  avatar TEXT, created_at INTEGER NOT NULL);
CREATE TABLE social_auth_code (
  code TEXT PRIMARY KEY, source TEXT NOT NULL, uuid TEXT NOT NULL, client_id TEXT NOT NULL, redirect_uri TEXT NOT NULL,
  state TEXT NOT NULL, expires_at INTEGER NOT NULL, used_at INTEGER);
CREATE TABLE social_auth_state (state TEXT PRIMARY KEY, source TEXT NOT NULL, expires_at INTEGER NOT NULL);
CREATE UNIQUE INDEX ux_user_oauth_source_uuid ON blade_user_oauth(source, uuid, tenant_id);
`;

/**
 * The embedded process engine (services/flow): models, deployments, definitions, instances, tasks and
 * their history, plus BladeX's leave-process business table (blade_process_leave, docs/blade-contract.md §9.2).
 * Assignees are Flowable-style `taskUser_<userId>`; candidate groups are role aliases.
 */
const flowEngine = `
CREATE TABLE flow_model (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', model_key TEXT NOT NULL, name TEXT NOT NULL,
  description TEXT, version INTEGER NOT NULL DEFAULT 1, xml TEXT NOT NULL, model_type INTEGER NOT NULL DEFAULT 0,
  created TEXT, created_by TEXT, last_updated TEXT, last_updated_by TEXT, is_deleted INTEGER NOT NULL DEFAULT 0);
CREATE TABLE flow_deployment (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, name TEXT NOT NULL, category TEXT, deploy_time TEXT NOT NULL);
CREATE TABLE flow_definition (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, process_key TEXT NOT NULL, name TEXT NOT NULL, description TEXT,
  version INTEGER NOT NULL, category TEXT, deployment_id TEXT NOT NULL, resource_name TEXT NOT NULL, xml TEXT NOT NULL,
  suspension_state INTEGER NOT NULL DEFAULT 1);
CREATE INDEX ix_flow_definition_key ON flow_definition(tenant_id, process_key, version);
CREATE TABLE flow_instance (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, definition_id TEXT NOT NULL, business_key TEXT,
  start_user_id TEXT, start_time TEXT NOT NULL, end_time TEXT, delete_reason TEXT, variables TEXT NOT NULL DEFAULT '{}');
CREATE INDEX ix_flow_instance_tenant ON flow_instance(tenant_id, start_user_id);
CREATE TABLE flow_task (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, instance_id TEXT NOT NULL, definition_id TEXT NOT NULL,
  task_def_key TEXT NOT NULL, name TEXT NOT NULL, assignee TEXT, candidate_users TEXT NOT NULL DEFAULT '',
  candidate_groups TEXT NOT NULL DEFAULT '', create_time TEXT NOT NULL, claim_time TEXT, end_time TEXT,
  delete_reason TEXT, comment TEXT, is_pass INTEGER);
CREATE INDEX ix_flow_task_instance ON flow_task(instance_id);
CREATE INDEX ix_flow_task_assignee ON flow_task(tenant_id, assignee);
CREATE TABLE flow_activity (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, instance_id TEXT NOT NULL, activity_id TEXT NOT NULL,
  activity_name TEXT, activity_type TEXT NOT NULL, task_id TEXT, assignee TEXT, start_time TEXT NOT NULL,
  end_time TEXT, duration_ms INTEGER, seq INTEGER NOT NULL);
CREATE INDEX ix_flow_activity_instance ON flow_activity(instance_id, seq);
CREATE TABLE blade_process_leave (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL DEFAULT '000000', process_definition_id TEXT, process_instance_id TEXT,
  start_time TEXT, end_time TEXT, reason TEXT, task_user TEXT, apply_time TEXT, ${AUDIT});
`;

/**
 * The money ledger (services/ledger): every yuan that moves on an order or a loan is one dated, typed entry tied to
 * its order or loan and party. Entries are written once: the triggers refuse UPDATE and DELETE, so a correction is
 * a new entry with the negated amount naming the entry it reverses (at most one reversal each), who and why.
 * Order and loan figures are projections of these rows (services/ledger/trade-projection.ts).
 */
const ledger = `
CREATE TABLE tp_ledger_entry (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, entry_no TEXT NOT NULL UNIQUE,
  domain TEXT NOT NULL CHECK (domain IN ('trade', 'loan')), entry_type TEXT NOT NULL,
  order_no TEXT, loan_id TEXT, pickup_id TEXT, invoice_id TEXT,
  party_id TEXT, party_name TEXT NOT NULL, amount REAL NOT NULL, quantity REAL,
  entry_date TEXT NOT NULL, method INTEGER, reference TEXT, note TEXT,
  reverses_id TEXT REFERENCES tp_ledger_entry(id), reason TEXT,
  actor_id TEXT NOT NULL, actor_name TEXT NOT NULL, create_time TEXT NOT NULL,
  CHECK ((reverses_id IS NULL) OR (reason IS NOT NULL AND length(trim(reason)) > 0)));
CREATE INDEX ix_tp_ledger_entry_order ON tp_ledger_entry(tenant_id, domain, order_no, entry_date);
CREATE INDEX ix_tp_ledger_entry_loan ON tp_ledger_entry(tenant_id, domain, loan_id, entry_date);
CREATE UNIQUE INDEX ux_tp_ledger_entry_reverses ON tp_ledger_entry(reverses_id) WHERE reverses_id IS NOT NULL;
CREATE TRIGGER tp_ledger_entry_immutable_update BEFORE UPDATE ON tp_ledger_entry
  BEGIN SELECT RAISE(ABORT, '账目分录不可修改，请以冲正分录更正'); END;
CREATE TRIGGER tp_ledger_entry_immutable_delete BEFORE DELETE ON tp_ledger_entry
  BEGIN SELECT RAISE(ABORT, '账目分录不可删除，请以冲正分录更正'); END;
`;

/**
 * A pledge's valuations and cover events (services/finance/collateral.ts), written once like the ledger: a dated price
 * the collateral is marked at (the listing's or one entered by finance, who and why), and each margin call or top-up
 * with the cover before and after it.
 */
const pledgeCover = `
CREATE TABLE tp_financepricemark (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, pledge_agreement_id TEXT NOT NULL, agreement_no TEXT NOT NULL,
  price REAL NOT NULL CHECK (price > 0), price_date TEXT NOT NULL, source TEXT NOT NULL CHECK (source IN ('agreement', 'listing', 'finance')),
  note TEXT, actor_id TEXT NOT NULL, actor_name TEXT NOT NULL, create_time TEXT NOT NULL);
CREATE INDEX ix_tp_financepricemark_pledge ON tp_financepricemark(tenant_id, pledge_agreement_id, price_date);
CREATE TABLE tp_financecoverevent (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, pledge_agreement_id TEXT NOT NULL, agreement_no TEXT NOT NULL, loan_id TEXT,
  event_type TEXT NOT NULL CHECK (event_type IN ('margin_call', 'top_up')), quantity REAL, amount REAL,
  cover_before REAL, cover_after REAL, event_date TEXT NOT NULL, note TEXT, actor_id TEXT NOT NULL, actor_name TEXT NOT NULL, create_time TEXT NOT NULL);
CREATE INDEX ix_tp_financecoverevent_pledge ON tp_financecoverevent(tenant_id, pledge_agreement_id, event_date);
CREATE TRIGGER tp_financepricemark_immutable_update BEFORE UPDATE ON tp_financepricemark
  BEGIN SELECT RAISE(ABORT, '估值记录不可修改，请登记新的估值'); END;
CREATE TRIGGER tp_financepricemark_immutable_delete BEFORE DELETE ON tp_financepricemark
  BEGIN SELECT RAISE(ABORT, '估值记录不可删除，请登记新的估值'); END;
CREATE TRIGGER tp_financecoverevent_immutable_update BEFORE UPDATE ON tp_financecoverevent
  BEGIN SELECT RAISE(ABORT, '补仓记录不可修改'); END;
CREATE TRIGGER tp_financecoverevent_immutable_delete BEFORE DELETE ON tp_financecoverevent
  BEGIN SELECT RAISE(ABORT, '补仓记录不可删除'); END;
`;

/**
 * What every write through the service changed (services/history/record.ts): one row per written record and
 * request, with who, when, which action and the changed columns' values before and after (JSON), written once.
 * And each user's saved grid views (services/user/saved-views.ts): a named grid state per resource, one default.
 */
const historyAndViews = `
CREATE TABLE tp_change_history (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, table_name TEXT NOT NULL, record_id TEXT NOT NULL,
  action TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('create', 'update', 'delete')), path TEXT NOT NULL,
  user_id TEXT NOT NULL, user_name TEXT NOT NULL, changes TEXT NOT NULL, create_time TEXT NOT NULL);
CREATE INDEX ix_tp_change_history_record ON tp_change_history(tenant_id, table_name, record_id, create_time);
CREATE TRIGGER tp_change_history_immutable_update BEFORE UPDATE ON tp_change_history
  BEGIN SELECT RAISE(ABORT, '变更记录不可修改'); END;
CREATE TABLE blade_user_view (
  id TEXT PRIMARY KEY, tenant_id TEXT NOT NULL, user_id TEXT NOT NULL, resource TEXT NOT NULL, name TEXT NOT NULL,
  state TEXT NOT NULL, is_default INTEGER NOT NULL DEFAULT 0, create_time TEXT NOT NULL, update_time TEXT NOT NULL);
CREATE UNIQUE INDEX ux_blade_user_view_name ON blade_user_view(tenant_id, user_id, resource, name);
`;

export const migrations: Migration[] = [
  { version: 1, name: 'system tables', sql: systemTables },
  { version: 2, name: 'auth state', sql: authState },
  { version: 3, name: 'social login', sql: socialLogin },
  { version: 4, name: 'flow engine', sql: flowEngine },
  { version: 5, name: 'ledger', sql: ledger },
  { version: 6, name: 'pledge cover', sql: pledgeCover },
  { version: 7, name: 'change history and saved views', sql: historyAndViews },
];
