import { defineResource } from '../define-resource';
import { auditFields, number, text, textarea } from '../fields';

// 应用管理 (OAuth clients): blade_client; the list binds the entity (exact clientId).
export const client = defineResource({
  name: 'client',
  menuPath: '/system/client',
  api: '/blade-system/client',
  titleField: 'clientId',
  dateRange: false,
  fields: {
    clientId: text({ required: true, search: true, readOnly: 'edit', max: 48 }),
    clientSecret: text({ required: true, max: 256 }),
    scope: text({ required: true, defaultValue: 'all', max: 256 }),
    authorizedGrantTypes: text({ required: true, defaultValue: 'refresh_token,password,authorization_code', max: 256, width: 260 }),
    resourceIds: text({ list: false, max: 256 }),
    webServerRedirectUri: text({ max: 256, width: 200 }),
    authorities: text({ list: false, max: 256 }),
    accessTokenValidity: number({ required: true, min: 0, defaultValue: 3600 }),
    refreshTokenValidity: number({ required: true, min: 0, defaultValue: 604800 }),
    additionalInformation: textarea({ max: 4096 }),
    autoapprove: text({ list: false, max: 256 }),
    ...auditFields(),
  },
});
