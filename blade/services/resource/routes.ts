import type { Router } from '../../http/router';
import { enableConfig } from './enable-config';
import { sendMessage } from './send-message';
import { write } from '../../http/policy';

/** blade-resource endpoints beyond CRUD and put-file: enabling a config, sending an SMS. */
export function registerResourceRoutes(router: Router): void {
  router
    .post(
      '/blade-resource/oss/enable',
      enableConfig('blade_oss', 'oss_enable'),
      write(['oss_enable'], { target: { table: 'blade_oss', param: 'id' } }),
    )
    .post(
      '/blade-resource/sms/enable',
      enableConfig('blade_sms', 'sms_enable'),
      write(['sms_enable'], { target: { table: 'blade_sms', param: 'id' } }),
    )
    .post('/blade-resource/sms/endpoint/send-message', sendMessage, write(['sms_send']));
}
