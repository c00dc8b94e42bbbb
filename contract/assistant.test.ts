/** The panel recognises the embedded service's assistant-token refusal as the service writes it; both name the Coze host alike. */
import { isLocalTokenRefusal } from '@/lib/assistant/refused-token';
import { DEFAULT_COZE_API_BASE as appDefault } from '@/lib/assistant/connect-sources';
import * as service from '../blade/services/coze/routes';
import { DEFAULT_COZE_API_BASE as serviceDefault } from '../blade/services/coze/config';

describe('assistant contract', () => {
  it('the service’s token refusal is one the panel renews its token on, and it is no 401 (which would end the sign-in)', () => {
    const refusal = service.tokenRefusal('助手令牌已过期');
    expect(refusal.status).not.toBe(401);
    expect((refusal.body as { code: number }).code).not.toBe(401);
    expect(isLocalTokenRefusal(refusal.status, refusal.body)).toBe(true);
  });

  it('the assistant path and the Coze default host are the same on both sides', () => {
    expect(service.ASSISTANT_PATH).toBe('/blade-api/coze/assistant');
    expect(serviceDefault).toBe(appDefault);
  });
});
