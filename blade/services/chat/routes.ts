import type { Router } from '../../http/router';
import { chatContact } from './contact';
import { chatStream } from './event-stream';
import { sendMessage } from './send-message';
import { SIGNED_IN, write } from '../../http/policy';

/**
 * The local chat provider (GoEasy's part in a real deployment): send, the live stream and the
 * contact lookup. History and read state are the generic imhistory endpoints.
 */
export function registerChatRoutes(router: Router): void {
  router
    .post('/go-easy/imhistory/send', sendMessage, write([], { refs: { receiverId: 'blade_user' } }))
    .get('/go-easy/imhistory/stream', chatStream, SIGNED_IN)
    .get('/go-easy/imhistory/contact', chatContact, SIGNED_IN);
}
