import type { CrudHooks } from '../../crud/controller';
import type { Context } from '../../http/router';
import { ServiceError } from '../../http/envelope';
import { isAdministrator } from '../../auth/blade-user';
import type { TableDef } from '../../crud/table-def';
import { BLADE_MESSAGES } from '../../../domain/blade-messages';

// 应用管理 (OAuth clients): blade_client, platform-wide; AuthClientController binds the entity.
// The token endpoint compares client_secret in plain text, so it is shown to whoever manages clients.
export const clientTable: TableDef = {
  table: 'blade_client',
  base: '/blade-system/client',
  columns: {
    client_id: 'text',
    client_secret: 'text',
    resource_ids: 'text',
    scope: 'text',
    authorized_grant_types: 'text',
    web_server_redirect_uri: 'text',
    authorities: 'text',
    access_token_validity: 'int',
    refresh_token_validity: 'int',
    additional_information: 'text',
    autoapprove: 'text',
  },
  filter: 'entity',
  permission: 'client',
  policy: { platformOnly: true },
  required: ['client_id', 'client_secret', 'scope', 'authorized_grant_types', 'access_token_validity', 'refresh_token_validity'],
  unique: [{ columns: ['client_id'], message: '当前客户端ID已存在!' }],
};

/** AuthClientController is @PreAuth(hasRole(administrator)): anyone else is refused, whatever codes they hold. */
const administratorOnly = (ctx: Context) => {
  if (!ctx.user || !isAdministrator(ctx.user)) throw new ServiceError(BLADE_MESSAGES.requestRefused, 403);
};

export const clientHooks: CrudHooks = {
  scope: (ctx) => (administratorOnly(ctx), { sql: [], params: [] }),
  beforeWrite: (ctx) => administratorOnly(ctx),
  beforeRemove: (ctx) => administratorOnly(ctx),
};
