import type { Router } from '../../http/router';
import { enableConfig } from './enable-config';
import { sendMessage } from './send-message';

/** blade-resource endpoints beyond CRUD and put-file: enabling a config, sending an SMS. */
export function registerResourceRoutes(router: Router): void {
  router
    .post('/blade-resource/oss/enable', enableConfig('blade_oss', 'oss_enable'))
    .post('/blade-resource/sms/enable', enableConfig('blade_sms', 'sms_enable'))
    .post('/blade-resource/sms/endpoint/send-message', sendMessage);
}
